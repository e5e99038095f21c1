package ledger

// Ledger keeps balances per account, in cents.
type Ledger struct {
	balances map[string]int64
}

// New returns an empty ledger.
func New() *Ledger {
	return &Ledger{}
}

// Post adds cents to an account (negative to withdraw).
func (l *Ledger) Post(account string, cents int64) {
	l.balances[account] += cents
}

// Balance returns an account's balance.
func (l *Ledger) Balance(account string) int64 {
	return l.balances[account]
}
