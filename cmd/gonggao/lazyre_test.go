package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
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

// TestExpressionsAnswerAsRegexp holds every expression the program
// declares, on every line of a board resolution and of a contract
// announcement, to the matches package regexp finds: a search that skips a
// line lacking the literals every match holds skips no match.
func TestExpressionsAnswerAsRegexp(t *testing.T) {
	var lines []string
	for _, f := range []string{"001_bfdae5a8f63b378f.txt", filepath.Join("real", "contracts", "1008828.html")} {
		data, err := os.ReadFile(filepath.Join("..", "..", "corpus", f))
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(string(data), "\n")...)
	}
	rs := lazyre.Declared()
	lazyre.CompileAll()
	for _, r := range rs {
		for _, ln := range lines {
			got, want := r.FindAllStringSubmatchIndex(ln, -1), r.Re().FindAllStringSubmatchIndex(ln, -1)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s on %q: %v, want %v", r, ln, got, want)
			}
		}
	}
}
