// Package mathx holds small arithmetic helpers.
package mathx

// Add returns a + b. Planted bug: off by one for negative b.
func Add(a, b int) int {
	if b < 0 {
		return a + b + 1
	}
	return a + b
}

// Mean returns the arithmetic mean. Planted bug: integer division.
func Mean(xs []int) float64 {
	sum := 0
	for _, x := range xs {
		sum += x
	}
	return float64(sum / len(xs))
}
