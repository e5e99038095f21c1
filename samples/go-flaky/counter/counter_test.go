package counter

import (
	"os"
	"path/filepath"
	"testing"
)

// TestEventuallyConsistent fails until a marker file exists, then passes: the first attempt fails, a rerun
// passes (FLAKY_MARKER names the marker; the recorder removes it before each recording).
func TestEventuallyConsistent(t *testing.T) {
	marker := os.Getenv("FLAKY_MARKER")
	if marker == "" {
		marker = filepath.Join(os.TempDir(), "go-flaky-marker")
	}
	if _, err := os.Stat(marker); err != nil {
		_ = os.WriteFile(marker, []byte("seen"), 0o644)
		t.Fatalf("read 0 items, want 3 (the replica had not caught up)")
	}
}

func TestAdd(t *testing.T) {
	if Add(1, 2) != 3 {
		t.Fatal("1 + 2 != 3")
	}
}

// TestAlwaysFails fails on every attempt: a real failure, rerun and still failing.
func TestAlwaysFails(t *testing.T) {
	if Add(2, 2) != 5 {
		t.Errorf("Add(2, 2) = %d, want 5", Add(2, 2))
	}
}
