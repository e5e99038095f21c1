package report

import "testing"

func TestLine(t *testing.T) {
	if got := Line("tea", 250); got == "" {
		t.Fatal("empty line")
	}
}
