package registry

import "testing"

func TestIncThenGet(t *testing.T) {
	r := New()
	r.Inc("jobs")
	if got := r.Get("jobs"); got != 1 {
		t.Errorf("Get(jobs) = %d, want 1", got)
	}
}
