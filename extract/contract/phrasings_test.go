package contract

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// TestPhrasings reads the excerpts of real announcements in
// testdata/phrasings (see the NOTICE there): each file is a header of
// "key: value" lines, a line "---", and the excerpt. The header holds the
// title and the values a reader of the excerpt reads in it — "contracts: N"
// for the number of contracts, "N.field: value" for a field of the Nth
// (employer, contractor, project, contract_name, amount, amount_cny, lot, consortium with
// members joined by 、), "field: value" for the first; an empty value says
// the field must stay empty.
func TestPhrasings(t *testing.T) {
	files, err := filepath.Glob("testdata/phrasings/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatal("no phrasings", err)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) {
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			head, text, ok := strings.Cut(string(raw), "\n---\n")
			if !ok {
				t.Fatal("no --- line")
			}
			title, company := "", ""
			want := map[int]map[string]string{}
			count := -1
			for _, ln := range strings.Split(head, "\n") {
				if ln == "" || strings.HasPrefix(ln, "#") {
					continue
				}
				k, v, ok := strings.Cut(ln, ":")
				if !ok {
					t.Fatalf("header line %q", ln)
				}
				v = strings.TrimSpace(v)
				switch {
				case k == "title":
					title = v
				case k == "company":
					company = v
				case k == "contracts":
					count, _ = strconv.Atoi(v)
				default:
					n := 1
					if i, f, ok := strings.Cut(k, "."); ok {
						n, _ = strconv.Atoi(i)
						k = f
					}
					if want[n] == nil {
						want[n] = map[string]string{}
					}
					want[n][k] = v
				}
			}
			out := runAs(t, title, company, text)
			if count >= 0 && len(out.Contracts) != count {
				t.Errorf("%d contracts, want %d", len(out.Contracts), count)
			}
			for n, fields := range want {
				if n > len(out.Contracts) {
					t.Errorf("no contract %d", n)
					continue
				}
				c := out.Contracts[n-1]
				for k, v := range fields {
					if got := fieldOf(c, k); got != v {
						t.Errorf("contract %d %s = %q, want %q", n, k, got, v)
					}
				}
			}
		})
	}
}

func fieldOf(c schema.Contract, k string) string {
	switch k {
	case "employer":
		return c.Employer
	case "contractor":
		return c.Contractor
	case "project":
		return c.Project
	case "contract_name":
		return c.ContractName
	case "consortium":
		return strings.Join(c.Consortium, "、")
	case "amount":
		if c.Amount == nil {
			return ""
		}
		if c.Amount.Upper != "" {
			return c.Amount.Value + "-" + c.Amount.Upper + " " + c.Amount.Unit
		}
		return c.Amount.Value + " " + c.Amount.Unit
	case "amount_cny":
		if c.AmountCNY == nil {
			return ""
		}
		return c.AmountCNY.Value + " " + c.AmountCNY.Unit
	case "status":
		return c.Status
	case "lot":
		return c.Lot
	}
	return "?" + k
}

// A scale written with the glyph a converted filing's font draws for 亿
// (合同总额约14.94惩元人民币, 中国化学工程 2011) reads as 亿; a scale glyph
// that is not one of those (the same figure with 愗, the glyph of 营 in the
// same filings) is a warning, not an amount.
func TestGarbledScale(t *testing.T) {
	text := phrasingExcerpt(t, "contractor-wholly-held.txt")
	const title, company = "中国化学工程股份有限公司关于重大合同签约的公告", "中国化学工程股份有限公司"
	out := runAs(t, title, company, text)
	if len(out.Contracts) != 1 || out.Contracts[0].Amount == nil || out.Contracts[0].Amount.Value != "1494000000" {
		t.Fatalf("contracts %+v, want one of 1494000000 yuan", out.Contracts)
	}
	for _, w := range out.Warnings {
		if w.Code == WarnAmountUnread {
			t.Errorf("warning %+v on a figure read", w)
		}
	}
	text = strings.Replace(text, "14.94惩元", "14.94愗元", 1)
	out = runAs(t, title, company, text)
	found := false
	for _, w := range out.Warnings {
		if w.Code == WarnAmountUnread && w.Span != nil && text[w.Span[0]:w.Span[1]] == "14.94愗元" {
			found = true
		}
	}
	if !found {
		t.Errorf("no %s warning on 14.94愗元: %+v", WarnAmountUnread, out.Warnings)
	}
	for _, c := range out.Contracts {
		if c.Amount != nil {
			t.Errorf("amount %+v read from an undecoded scale", c.Amount)
		}
	}
}

// The table of 浦东建设 临2018-001 without its caption (金额单位:人民币万元):
// its figures state no unit, so no amount is read and a warning says why.
func TestTableWithoutUnit(t *testing.T) {
	text := phrasingExcerpt(t, "table-caption-unit.txt")
	text = strings.Replace(text, "金额单位:人民币万元\n", "", 1)
	out := runAs(t, "上海浦东路桥建设股份有限公司重大工程项目中标公告", "上海浦东路桥建设股份有限公司", text)
	if len(out.Contracts) != 3 {
		t.Fatalf("%d contracts", len(out.Contracts))
	}
	for _, c := range out.Contracts {
		if c.Amount != nil {
			t.Errorf("%s: amount %s read without a unit", c.Project, c.Amount.Value)
		}
	}
	n := 0
	for _, w := range out.Warnings {
		if w.Code == WarnTableAmountUnit {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d %s warnings, want 1: %+v", n, WarnTableAmountUnit, out.Warnings)
	}
}
