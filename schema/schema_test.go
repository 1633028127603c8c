package schema

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func mustValidator(t *testing.T) *Validator {
	t.Helper()
	v, err := NewValidator()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestValidDocument(t *testing.T) {
	ten := 10
	doc := Document{
		SchemaVersion: Version,
		Source:        Source{Path: "a.txt", Format: "txt", SHA256: strings.Repeat("a", 64), Bytes: 3},
		Announcement:  &Announcement{Company: "某银行股份有限公司", Kind: KindBoardResolution, Date: "2014-06"},
		Offerings: []Offering{{
			Market: "domestic", Security: "preference_share",
			SharesMax:    &Quantity{Value: "800000000", Unit: UnitShares, Bound: BoundLe, Text: "不超过8亿股", Span: Span{1, 10}},
			InvestorsMax: &ten,
		}},
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	got, err := mustValidator(t).Validate(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Fatalf("valid document reported: %v", got)
	}
}

func TestViolationsSorted(t *testing.T) {
	bad := `{"schema_version":1,"source":{"path":"a","format":"doc","sha256":"x","bytes":-1},
	"announcement":{"kind":"memo","date":"2014-13-01"},
	"offerings":[{"market":"domestic","security":"preference_share","par_value":{"value":"1e2","unit":"CNY","bound":"eq","text":"x","span":[0,1]}}]}`
	got, err := mustValidator(t).Validate([]byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	var ptrs []string
	for _, v := range got {
		ptrs = append(ptrs, v.Pointer)
	}
	want := []string{"/announcement/date", "/announcement/date", "/announcement/kind", "/offerings/0/par_value/value", "/source/bytes", "/source/format", "/source/sha256"}
	if diff := cmp.Diff(want, ptrs); diff != "" {
		t.Errorf("pointers (-want +got):\n%s\n%v", diff, got)
	}
	again, _ := mustValidator(t).Validate([]byte(bad))
	if diff := cmp.Diff(got, again); diff != "" {
		t.Errorf("order not stable:\n%s", diff)
	}
}

func TestErrorRecord(t *testing.T) {
	v := mustValidator(t)
	good := `{"schema_version":1,"source":{"path":"x.pdf","bytes":0},"error":"x.pdf: empty file"}`
	if got, _ := v.Validate([]byte(good)); len(got) != 0 {
		t.Errorf("valid error record reported: %v", got)
	}
	bad := `{"schema_version":1,"source":{"path":"x.pdf","bytes":0},"error":""}`
	if got, _ := v.Validate([]byte(bad)); len(got) == 0 {
		t.Error("empty error message accepted")
	}
}

func TestNotJSON(t *testing.T) {
	if _, err := mustValidator(t).Validate([]byte("{")); err == nil {
		t.Error("broken JSON accepted")
	}
}
