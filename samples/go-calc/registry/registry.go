// Package registry keeps named counters.
package registry

// Registry maps names to counts.
type Registry struct {
	counts map[string]int
}

// New returns a Registry. Planted bug: the map is never initialised.
func New() *Registry {
	return &Registry{}
}

// Inc increments a counter.
func (r *Registry) Inc(name string) {
	r.counts[name]++
}

// Get reads a counter.
func (r *Registry) Get(name string) int {
	return r.counts[name]
}
