package service

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestErrorCodesDocumented holds the service's table in docs/errors.md to
// the code: every (error_code, status) the handlers can answer with, read
// from the writeError calls and requestError literals of service.go, is a
// row of the table, and every row is one of them.
func TestErrorCodesDocumented(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "service.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	statuses := map[string]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		var args []ast.Expr
		switch n := n.(type) {
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "writeError" && len(n.Args) == 4 {
				args = n.Args[1:3]
			}
		case *ast.CompositeLit:
			if id, ok := n.Type.(*ast.Ident); ok && id.Name == "requestError" && len(n.Elts) == 3 {
				args = n.Elts[:2]
			}
		}
		if args == nil {
			return true
		}
		if _, ok := args[1].(*ast.SelectorExpr); ok {
			return true // writeError(w, re.status, re.code, …): the literals above
		}
		lit, ok := args[1].(*ast.BasicLit)
		if !ok {
			t.Errorf("%s: error code is not a literal", fset.Position(args[1].Pos()))
			return true
		}
		code, _ := strconv.Unquote(lit.Value)
		statuses[code+" "+statusOf(t, args[0])] = fset.Position(lit.Pos()).String()
		return true
	})
	var inCode []string
	for k := range statuses {
		inCode = append(inCode, k)
	}
	slices.Sort(inCode)

	var inDoc []string
	for _, row := range docTable(t, "service-error-codes") {
		inDoc = append(inDoc, strings.Trim(row[0], "`")+" "+row[1])
	}
	slices.Sort(inDoc)
	if !slices.Equal(inCode, inDoc) {
		t.Errorf("docs/errors.md lists the service's codes\n%q\nthe code answers with\n%q", inDoc, inCode)
	}
}

// statusOf reads a status argument: an http.Status… constant or a number.
func statusOf(t *testing.T, e ast.Expr) string {
	switch e := e.(type) {
	case *ast.BasicLit:
		return e.Value
	case *ast.SelectorExpr:
		if c, ok := httpStatus[e.Sel.Name]; ok {
			return c
		}
	}
	t.Errorf("status %T not understood", e)
	return ""
}

var httpStatus = map[string]string{
	"StatusBadRequest": "400", "StatusNotFound": "404", "StatusMethodNotAllowed": "405",
	"StatusRequestEntityTooLarge": "413", "StatusUnsupportedMediaType": "415",
	"StatusTooManyRequests": "429", "StatusInternalServerError": "500", "StatusServiceUnavailable": "503",
}

// docTable returns the body rows of the table between <!-- name --> and
// <!-- /name --> in docs/errors.md, each row's cells trimmed.
func docTable(t *testing.T, name string) [][]string {
	t.Helper()
	b, err := os.ReadFile("../../../../docs/errors.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	start := strings.Index(s, "<!-- "+name+" -->")
	end := strings.Index(s, "<!-- /"+name+" -->")
	if start < 0 || end < start {
		t.Fatalf("docs/errors.md has no table %s", name)
	}
	var rows [][]string
	for i, line := range strings.Split(strings.TrimSpace(s[start+len(name)+9:end]), "\n") {
		if i < 2 {
			continue // header and rule
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		rows = append(rows, cells)
	}
	return rows
}
