// Package nofield formats users.
package nofield

import "fmt"

// User is an account holder.
type User struct {
	Name  string
	Email string
}

// Label renders a user for display.
func Label(u User) string {
	return fmt.Sprintf("%s <%s>", u.FullName, u.Email)
}
