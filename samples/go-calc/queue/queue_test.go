package queue

import (
	"reflect"
	"testing"
)

func TestLastTwo(t *testing.T) {
	got := Last([]int{1, 2, 3, 4}, 2)
	if !reflect.DeepEqual(got, []int{3, 4}) {
		t.Errorf("Last = %v, want [3 4]", got)
	}
}
