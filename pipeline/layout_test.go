package pipeline

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/gonggao/gonggao/"

// TestLayout holds the packages to the layout: a family under extract
// imports the core (extract), normalize and the model, never a sibling;
// the readers import nothing of the extractors; the kinds import only
// normalize and the model, so that any family's tests may classify with
// them. Tests are not held to it.
func TestLayout(t *testing.T) {
	families, err := filepath.Glob("../extract/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range families {
		name := filepath.Base(dir)
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() || name == "internal" {
			continue
		}
		switch name {
		case "read", "pdf":
			checkImports(t, dir, func(p string) bool {
				return !strings.HasPrefix(p, module+"extract") || strings.HasPrefix(p, module+"extract/pdf") || strings.HasPrefix(p, module+"extract/read")
			})
		default:
			own := module + "extract/" + name
			checkImports(t, dir, func(p string) bool {
				return !strings.HasPrefix(p, module+"extract/") || p == own || strings.HasPrefix(p, own+"/") || p == module+"extract/internal/testdoc"
			})
		}
	}
	checkImports(t, "kind", func(p string) bool {
		return !strings.HasPrefix(p, module) || p == module+"normalize" || p == module+"schema"
	})
}

// checkImports reports every import of the non-test Go files of dir and
// its subfolders that ok refuses.
func checkImports(t *testing.T, dir string, ok func(string) bool) {
	t.Helper()
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			t.Error(err)
			return nil
		}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			if !ok(path) {
				t.Errorf("%s imports %s", p, path)
			}
		}
		return nil
	})
}
