package report

import (
	"fmt"

	"example.com/qa5/ledger/ledger"
)

// Line renders one account's balance.
func Line(l *ledger.Ledger, account string) string {
	var cents int = l.Balance(account)
	return fmt.Sprintf("%s: %s", account, formatCents(cents))
}
