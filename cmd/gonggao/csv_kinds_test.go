package main

import (
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
