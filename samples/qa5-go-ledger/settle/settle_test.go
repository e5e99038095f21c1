package settle

import "testing"

func TestWaitForSettled(t *testing.T) {
	WaitFor(func() bool { return true })
}

func TestWaitForBankConfirmation(t *testing.T) {
	confirmed := make(chan struct{})
	WaitFor(func() bool {
		select {
		case <-confirmed:
			return true
		default:
			return false
		}
	})
}
