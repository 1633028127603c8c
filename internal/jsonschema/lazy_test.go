package jsonschema

import (
	"strings"
	"sync"
	"testing"
)

// TestMetaSchemasLazy: no meta-schema is compiled at package
// initialisation; the first compiler that needs a draft's compiles it
// (once, whatever the number of goroutines), the others stay uncompiled,
// and the meta-schema still rejects a malformed schema, for each draft.
func TestMetaSchemasLazy(t *testing.T) {
	for _, d := range []*Draft{Draft4, Draft6, Draft7, Draft2019, Draft2020} {
		if d.meta != nil {
			t.Fatalf("%v: meta-schema compiled before first use", d)
		}
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := CompileString("a.json", `{"$schema": "http://json-schema.org/draft-07/schema#", "type": "string"}`); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if Draft7.meta == nil || Draft7.meta.meta != Draft7.meta {
		t.Fatal("draft 7: meta-schema not compiled by its first use")
	}
	for _, d := range []*Draft{Draft4, Draft6, Draft2019, Draft2020} {
		if d.meta != nil {
			t.Errorf("%v: compiled though no schema used it", d)
		}
	}
	for _, tc := range []struct{ schema, want string }{
		{`{"$schema": "http://json-schema.org/draft-04/schema#", "type": 12}`, "draft-04"},
		{`{"$schema": "http://json-schema.org/draft-06/schema#", "minLength": -1}`, "draft-06"},
		{`{"$schema": "http://json-schema.org/draft-07/schema#", "required": "a"}`, "draft-07"},
		{`{"$schema": "https://json-schema.org/draft/2019-09/schema", "type": "integr"}`, "2019-09"},
		{`{"$schema": "https://json-schema.org/draft/2020-12/schema", "properties": {"a": 3}}`, "2020-12"},
		{`{"type": "integr"}`, "2020-12"}, // the default draft
	} {
		_, err := CompileString("bad.json", tc.schema)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want a meta-schema (%s) violation", tc.schema, err, tc.want)
		}
	}
	// A schema may refer to a meta-schema: it is the compiled one.
	s, err := CompileString("meta.json", `{"$ref": "https://json-schema.org/draft/2020-12/schema"}`)
	if err != nil {
		t.Fatal(err)
	}
	if s.Ref != Draft2020.meta {
		t.Errorf("$ref to the 2020-12 meta-schema compiled to %p, not the draft's %p", s.Ref, Draft2020.meta)
	}
	var doc any = map[string]any{"type": 12.0}
	if err := s.Validate(doc); err == nil {
		t.Error("the 2020-12 meta-schema accepts {\"type\": 12}")
	}
}
