package poller

import (
	"testing"
	"time"
)

func TestWaitForReady(t *testing.T) {
	ready := false
	WaitUntil(func() bool { return ready }, 100*time.Millisecond)
}
