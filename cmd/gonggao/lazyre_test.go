package main

import (
	"testing"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// TestExpressionsCompile compiles every regular expression the program
// declares (they are compiled on first use, so a bad pattern would
// otherwise only show when the document that reaches it is read).
func TestExpressionsCompile(t *testing.T) {
	if n := lazyre.CompileAll(); n < 100 {
		t.Fatalf("%d expressions declared: the package-level expressions are not declared with lazyre.New", n)
	}
}
