// Package slug makes URL slugs.
package slug

import "strings"

// Make lower-cases and joins words with dashes. Planted bug: keeps punctuation.
func Make(title string) string {
	return strings.Join(strings.Fields(strings.ToLower(title)), "-")
}
