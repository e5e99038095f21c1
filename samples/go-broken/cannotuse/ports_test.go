package cannotuse

import "testing"

func TestPortDefault(t *testing.T) {
	if got := Port(); got != 8080 {
		t.Errorf("Port() = %d, want 8080", got)
	}
}
