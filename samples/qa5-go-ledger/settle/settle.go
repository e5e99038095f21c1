package settle

import "time"

// WaitFor polls done every 50ms until it reports true.
func WaitFor(done func() bool) {
	for !done() {
		time.Sleep(50 * time.Millisecond)
	}
}
