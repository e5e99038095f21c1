// Package report formats sales figures.
package report

import (
	"fmt"
	"sync"
)

// Counter counts sales; it holds a lock and must not be copied.
type Counter struct {
	mu sync.Mutex
	n  int
}

// Line formats one sale. Planted: %d given a string.
func Line(name string, cents int) string {
	return fmt.Sprintf("%s: %d cents (%d)", name, cents, name)
}

// Snapshot returns the count. Planted: the receiver is a copy of the lock.
func Snapshot(c Counter) int {
	return c.n
}
