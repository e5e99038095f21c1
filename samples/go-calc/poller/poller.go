// Package poller waits for a condition.
package poller

import "time"

// WaitUntil polls cond every interval until it is true. It has no deadline.
func WaitUntil(cond func() bool, interval time.Duration) {
	for !cond() {
		time.Sleep(interval)
	}
}
