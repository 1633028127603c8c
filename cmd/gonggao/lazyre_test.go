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
// declares, on a contract announcement whole and on every line of it and
// of a board resolution, to the matches package regexp finds: a search
// that skips a text lacking the literals every match holds, or goes from
// one place a match may open at to the next, misses no match and finds no
// other.
func TestExpressionsAnswerAsRegexp(t *testing.T) {
	var texts []string
	for _, f := range []string{"001_bfdae5a8f63b378f.txt", filepath.Join("real", "contracts", "1008828.html")} {
		data, err := os.ReadFile(filepath.Join("..", "..", "corpus", f))
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, strings.Split(string(data), "\n")...)
		if strings.HasSuffix(f, ".html") {
			texts = append(texts, string(data))
		}
	}
	rs := lazyre.Declared()
	lazyre.CompileAll()
	for _, r := range rs {
		for _, s := range texts {
			if got, want := r.FindAllStringSubmatchIndex(s, -1), r.Re().FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s on %q: %v, want %v", r, s, got, want)
			}
			if got, want := r.FindStringIndex(s), r.Re().FindStringIndex(s); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s on %q: FindStringIndex %v, want %v", r, s, got, want)
			}
		}
	}
}
