package main

import (
	"encoding/csv"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCSVContracts writes the contracts table over the real contract
// announcements of corpus/real/contracts and holds its header against
// docs/batch.md and its cells against the JSON records: one row per
// contract or lot, in order.
func TestCSVContracts(t *testing.T) {
	inputs, _ := filepath.Glob("../../corpus/real/contracts/*.html")
	if len(inputs) < 5 {
		t.Fatalf("only %d inputs", len(inputs))
	}
	jr := gonggao(t, "", append([]string{"extract", "--workers", "2", "--format", "jsonl"}, inputs...)...)
	cr := gonggao(t, "", append([]string{"extract", "--workers", "2", "--format", "csv", "--csv-table", "contracts"}, inputs...)...)
	if jr.code != 0 || cr.code != 0 {
		t.Fatalf("exit %d / %d: %s %s", jr.code, cr.code, jr.stderr, cr.stderr)
	}
	rows, err := csv.NewReader(strings.NewReader(cr.stdout)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(csvDocColumns(t, "contracts"), rows[0]); diff != "" {
		t.Errorf("header differs from docs/batch.md (-doc +csv):\n%s", diff)
	}
	col := map[string]int{}
	for i, c := range rows[0] {
		col[c] = i
	}
	type q struct{ Value, Unit string }
	var want [][]string
	for _, line := range strings.Split(strings.TrimSpace(jr.stdout), "\n") {
		var d struct {
			Source    struct{ Path string }
			Contracts []struct {
				Employer, Contractor, Project, Status, Lot string
				ContractName                               string `json:"contract_name"`
				SigningDate                                string `json:"signing_date"`
				Consortium                                 []string
				Amount                                     *q
			}
		}
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatal(err)
		}
		for i, c := range d.Contracts {
			amount, cur := "", ""
			if c.Amount != nil {
				amount, cur = c.Amount.Value, c.Amount.Unit
			}
			want = append(want, []string{d.Source.Path, strconv.Itoa(i + 1), c.Status, c.Employer, c.Contractor,
				strings.Join(c.Consortium, "、"), c.Project, c.ContractName, c.Lot, amount, cur, c.SigningDate})
		}
	}
	var got [][]string
	for _, r := range rows[1:] {
		got = append(got, []string{r[col["source_path"]], r[col["contract_seq"]], r[col["status"]], r[col["employer"]], r[col["contractor"]],
			r[col["consortium"]], r[col["project"]], r[col["contract_name"]], r[col["lot"]], r[col["amount"]], r[col["currency"]], r[col["signing_date"]]})
	}
	if len(want) < 7 {
		t.Errorf("only %d contracts in the JSON records", len(want))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("contracts rows differ from the JSON records (-json +csv):\n%s", diff)
	}
}
