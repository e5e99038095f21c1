// Package counter counts hits from several goroutines.
package counter

// Counter is shared by goroutines; planted bug: no lock around the increment.
type Counter struct{ n int }

func (c *Counter) Hit() { c.n++ }

func (c *Counter) Value() int { return c.n }
