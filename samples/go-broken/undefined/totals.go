// Package undefined sums order lines.
package undefined

// Total sums quantities.
func Total(qty []int) int {
	sum := 0
	for _, q := range qty {
		sum += q
	}
	return sum + shipping
}
