// Package counter is a sample whose test fails on its first run and passes on the next: a flaky test.
package counter

// Add returns a + b.
func Add(a, b int) int { return a + b }
