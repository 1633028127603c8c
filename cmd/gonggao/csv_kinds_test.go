package main

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/pipeline/kind"
)

// TestKindsFeedTables: every CSV table a kind says its records feed is a
// table of --csv-table.
func TestKindsFeedTables(t *testing.T) {
	for _, k := range kind.All() {
		for _, name := range k.CSV {
			if _, ok := csvTables[name]; !ok {
				t.Errorf("%s feeds --csv-table %q, which does not exist", k.Name, name)
			}
		}
	}
}

// TestCSVTableUsage: the usage error of an unknown --csv-table names
// every table there is, and the list it is built from names no other.
func TestCSVTableUsage(t *testing.T) {
	if len(csvTableNames) != len(csvTables) {
		t.Errorf("csvTableNames lists %d tables, csvTables has %d", len(csvTableNames), len(csvTables))
	}
	for _, n := range csvTableNames {
		if _, ok := csvTables[n]; !ok {
			t.Errorf("csvTableNames lists %q, which is not a table", n)
		}
	}
	r := gonggao(t, "", "extract", "--format", "csv", "--csv-table", "ballots", seed)
	if r.code != 2 {
		t.Fatalf("exit %d, want 2", r.code)
	}
	for n := range csvTables {
		if !strings.Contains(r.stderr, n) {
			t.Errorf("usage error %q does not name the table %q", r.stderr, n)
		}
	}
}
