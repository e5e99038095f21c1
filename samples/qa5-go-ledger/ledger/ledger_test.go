package ledger

import "testing"

func TestEmptyBalance(t *testing.T) {
	l := New()
	if got := l.Balance("alice"); got != 0 {
		t.Errorf("Balance(alice) = %d, want 0", got)
	}
}

func TestPostAndBalance(t *testing.T) {
	l := New()
	l.Post("alice", 1500)
	l.Post("alice", -200)
	if got := l.Balance("alice"); got != 1300 {
		t.Errorf("Balance(alice) = %d, want 1300", got)
	}
}
