// Package queue is a fixed-size ring of job ids.
package queue

// Last returns the last n ids. Planted bug: off by one on the upper bound.
func Last(ids []int, n int) []int {
	out := make([]int, 0, n)
	for i := len(ids) - n; i <= len(ids); i++ {
		out = append(out, ids[i])
	}
	return out
}
