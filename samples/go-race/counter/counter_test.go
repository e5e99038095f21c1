package counter

import (
	"sync"
	"testing"
)

func TestConcurrentHits(t *testing.T) {
	var c Counter
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Hit()
		}()
	}
	wg.Wait()
	if c.Value() > 4 {
		t.Fatalf("got %d hits", c.Value())
	}
}
