package nofield

import "testing"

func TestLabel(t *testing.T) {
	if got := Label(User{Name: "Ada", Email: "ada@example.com"}); got != "Ada <ada@example.com>" {
		t.Errorf("Label = %q", got)
	}
}
