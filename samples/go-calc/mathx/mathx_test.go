package mathx

import "testing"

func TestAddPositive(t *testing.T) {
	if got := Add(2, 3); got != 5 {
		t.Errorf("Add(2, 3) = %d, want 5", got)
	}
}

func TestAddNegative(t *testing.T) {
	if got := Add(2, -3); got != -1 {
		t.Errorf("Add(2, -3) = %d, want -1", got)
	}
}

func TestMean(t *testing.T) {
	got := Mean([]int{1, 2})
	if got != 1.5 {
		t.Fatalf("Mean([1 2]) = %v, want 1.5", got)
	}
	t.Log("unreachable after Fatalf")
}
