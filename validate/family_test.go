package validate

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestFamilyImports: a family of checks (a package under validate other
// than calc and internal) imports only the validate core, calc, normalize,
// schema, decimal, lazyre (the standard library's expressions, compiled on
// first use) and the standard library — no extractor, no sibling family.
func TestFamilyImports(t *testing.T) {
	allowed := map[string]bool{
		"github.com/gonggao/gonggao/validate":        true,
		"github.com/gonggao/gonggao/validate/calc":   true,
		"github.com/gonggao/gonggao/normalize":       true,
		"github.com/gonggao/gonggao/schema":          true,
		"github.com/shopspring/decimal":              true,
		"github.com/gonggao/gonggao/internal/lazyre": true,
	}
	dirs, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	families := 0
	for _, d := range dirs {
		if !d.IsDir() || d.Name() == "calc" || d.Name() == "internal" || d.Name() == "testdata" {
			continue
		}
		families++
		files, _ := filepath.Glob(filepath.Join(d.Name(), "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, im := range af.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				if strings.Contains(p, ".") && !allowed[p] {
					t.Errorf("%s imports %s", f, p)
				}
			}
		}
	}
	if families < 3 {
		t.Errorf("%d families found", families)
	}
}
