package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestGenerated fails when schema.json is not what the model generates.
func TestGenerated(t *testing.T) {
	got, err := Generate(".")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, JSON) {
		t.Fatal("schema.json differs from the model: run go generate ./schema and commit schema.json")
	}
}

// TestClosedAndDescribed walks every definition of the committed schema:
// each object refuses unknown keys, or (a map) says what its values are,
// and each key has a description.
func TestClosedAndDescribed(t *testing.T) {
	var root struct {
		Defs map[string]map[string]any `json:"$defs"`
	}
	if err := json.Unmarshal(JSON, &root); err != nil {
		t.Fatal(err)
	}
	if len(root.Defs) < 30 {
		t.Fatalf("%d definitions: the model has more", len(root.Defs))
	}
	var problems []string
	var walk func(ptr string, s map[string]any)
	walk = func(ptr string, s map[string]any) {
		if s["type"] == "object" {
			ap, ok := s["additionalProperties"]
			switch {
			case !ok:
				problems = append(problems, ptr+": object open to unknown keys")
			case s["properties"] != nil && ap != false:
				problems = append(problems, ptr+": object with properties open to unknown keys")
			}
		}
		props, _ := s["properties"].(map[string]any)
		for k, p := range props {
			ps := p.(map[string]any)
			if d, _ := ps["description"].(string); strings.TrimSpace(d) == "" {
				problems = append(problems, ptr+"/"+k+": no description")
			}
			walk(ptr+"/"+k, ps)
		}
		for _, k := range []string{"items", "additionalProperties"} {
			if sub, ok := s[k].(map[string]any); ok {
				walk(ptr+"/"+k, sub)
			}
		}
		for _, k := range []string{"allOf", "anyOf", "oneOf"} {
			subs, _ := s[k].([]any)
			for i, sub := range subs {
				walk(fmt.Sprintf("%s/%s/%d", ptr, k, i), sub.(map[string]any))
			}
		}
	}
	for name, d := range root.Defs {
		if d["description"] == nil {
			problems = append(problems, name+": no description")
		}
		walk(name, d)
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}

// TestKeysOnceMissing validates a document that carries the keys the
// model wrote before the schema was generated from it, and refuses the same
// document with a key the model does not have.
func TestKeysOnceMissing(t *testing.T) {
	seven, one := 7, 1
	doc := Document{
		SchemaVersion: Version,
		Source:        Source{Path: "a.txt", Format: FormatText, SHA256: strings.Repeat("0", 64), Bytes: 1},
		Offerings: []Offering{{
			Market: OfferingDomestic, Security: SecurityPreferenceShare,
			Liquidation:   &Liquidation{Order: []string{"债权人", "优先股股东", "普通股股东"}, Amount: "票面金额加当期已决议支付但尚未支付的股息"},
			Authorization: &Authorization{Delegates: []string{"董事长"}, ValidityMonths: &seven},
		}},
		Amendments: &Amendments{
			Present: true, Caption: "公司章程修订对照表", Columns: []string{"序号", "现行章程", "修订内容"},
			Rows: []AmendmentRow{{
				Seq: 1, OldText: "（十八）", NewText: "（十九）", Change: ChangeModified, Span: Span{0, 1},
				OldItem: &one, NewItem: &one, NewTextResolved: "第五十二条", Ambiguous: true,
			}},
		},
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	v := mustValidator(t)
	if got, _ := v.Validate(b); len(got) != 0 {
		t.Fatalf("valid document reported: %v", got)
	}
	for _, extra := range []string{`"amendments":{"colour":"red",`, `"liquidation":{"colour":"red",`, `"offerings":[{"colour":"red",`} {
		bad := bytes.Replace(b, []byte(extra[:strings.Index(extra, "{")+1]), []byte(extra), 1)
		if bytes.Equal(bad, b) {
			t.Fatalf("%s: nothing replaced", extra)
		}
		got, _ := v.Validate(bad)
		if len(got) == 0 {
			t.Errorf("%s: unknown key accepted", extra)
		}
	}
}

// TestEnumsFromConstants: every constant of the model's closed sets is in
// the list its type's JSONSchemaExtend hands to the schema, and the schema
// lists exactly those values.
func TestEnumsFromConstants(t *testing.T) {
	sets := []struct {
		prefix, def, key string
		list             []string
	}{
		{"Kind", "announcement", "kind", kinds},
		{"Unit", "quantity", "unit", units},
		{"Bound", "quantity", "bound", bounds},
		{"Status", "check", "status", statuses},
		{"Change", "amendment_row", "change", changes},
		{"Op", "diff_op", "op", diffOps},
		{"Format", "source", "format", formats},
		{"Market", "stock_code", "market", markets},
		{"Body", "meeting", "body", bodies},
		{"ShareCount", "share_count", "of", shareCountsOf},
		{"List", "list_total", "of", listTotalsOf},
	}
	consts := map[string]string{} // name → value, from the source
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range pkgs["schema"].Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, sp := range g.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							v, _ := strconv.Unquote(lit.Value)
							consts[n.Name] = v
						}
					}
				}
			}
		}
	}
	var root struct {
		Defs map[string]struct {
			Properties map[string]struct {
				Enum []any `json:"enum"`
			} `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(JSON, &root); err != nil {
		t.Fatal(err)
	}
	for _, set := range sets {
		n := 0
		for name, v := range consts {
			if !strings.HasPrefix(name, set.prefix) {
				continue
			}
			n++
			if !slices.Contains(set.list, v) {
				t.Errorf("%s = %q is not in the %s.%s list", name, v, set.def, set.key)
			}
		}
		if n != len(set.list) {
			t.Errorf("%s.%s: %d constants %s*, %d listed", set.def, set.key, n, set.prefix, len(set.list))
		}
		got := fmt.Sprint(root.Defs[set.def].Properties[set.key].Enum)
		if want := fmt.Sprint(set.list); got != want {
			t.Errorf("%s.%s: schema lists %s, the model %s", set.def, set.key, got, want)
		}
	}
}
