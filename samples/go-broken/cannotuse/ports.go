// Package cannotuse parses listener config.
package cannotuse

import "os"

// Port returns the port to listen on.
func Port() int {
	port := os.Getenv("PORT")
	if port == "" {
		return 8080
	}
	return port
}
