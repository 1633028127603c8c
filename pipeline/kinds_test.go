package pipeline

import (
	"os"
	"slices"
	"testing"

	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// TestKindsName: every extractor and check a kind names is one of
// Extractors and Checks (a misspelt name would silently never run).
func TestKindsName(t *testing.T) {
	var exs, checks []string
	for _, ex := range Extractors() {
		exs = append(exs, ex.Name())
	}
	for _, c := range Checks() {
		checks = append(checks, c.ID())
	}
	for _, a := range kind.Always {
		if !slices.Contains(exs, a) {
			t.Errorf("kind.Always names %q, not an extractor", a)
		}
	}
	for _, k := range kind.All() {
		for _, e := range k.Extractors {
			if !slices.Contains(exs, e) {
				t.Errorf("%s names extractor %q, not one of Extractors", k.Name, e)
			}
		}
		for _, c := range k.Checks {
			if !slices.Contains(checks, c) {
				t.Errorf("%s names check %q, not one of Checks", k.Name, c)
			}
		}
	}
}

// TestContractReportingBoardVote: a real contract announcement whose first
// paragraph reports the board's vote (以4票同意、0票反对、0票弃权、5票回避
// 表决…审议通过了…) is a contract, told by its title (…签署日常经营重大合同的
// 公告), and its kind reads the board's approval in passing.
func TestContractReportingBoardVote(t *testing.T) {
	// The same filing the meeting family's tests read (with its NOTICE).
	raw, err := os.ReadFile("../extract/meeting/testdata/real/fddc_354778.html")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := Process("contract_board_vote.html", raw, Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := doc.Announcement
	if a == nil || a.Kind != schema.KindContract {
		t.Fatalf("announcement %+v, want kind contract", a)
	}
	if a.Title != "湖南大康牧业股份有限公司关于拟增资取得的境外控股子公司签署日常经营重大合同的公告" {
		t.Errorf("title %q", a.Title)
	}
	if len(doc.Contracts) == 0 {
		t.Error("no contract read from a contract announcement")
	}
	// The board's approval, read in passing: 4 for, 0 against, 0
	// abstaining, 5 recused.
	if len(doc.Resolutions) != 1 || doc.Resolutions[0].Votes == nil || doc.Resolutions[0].Votes.For != 4 || doc.Resolutions[0].Votes.Against != 0 {
		t.Errorf("resolutions %+v, want the board's approval with its tally", doc.Resolutions)
	}
	if !kind.Default.Runs(a.Kind, "meeting") || !kind.Default.Runs(a.Kind, "votes") || !kind.Default.Checks(a.Kind, "votes") {
		t.Error("a contract's board approval is not read")
	}
}

// TestKindChoosesExtractors: a board resolution that proposes a dividend
// (每股派发现金股息0.301元) is not read as a payment, and a payment
// announcement is.
func TestKindChoosesExtractors(t *testing.T) {
	board := "中国建设银行股份有限公司\n董事会会议决议公告\n一、关于2014年度利润分配方案的议案\n每股派发现金股息0.301元（含税）。\n表决结果：同意14票，反对0票，弃权0票。\n"
	doc, err := Process("b.txt", []byte(board), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Announcement.Kind != schema.KindBoardResolution || doc.DividendPayment != nil || len(doc.Resolutions) != 1 {
		t.Errorf("kind %s, payment %+v, %d resolutions", doc.Announcement.Kind, doc.DividendPayment, len(doc.Resolutions))
	}
	pay := "中国光大银行股份有限公司\n优先股股息派发实施公告\n股权登记日：2016年6月23日\n"
	doc, err = Process("p.txt", []byte(pay), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Announcement.Kind != schema.KindDividendPayment || doc.DividendPayment == nil || doc.DividendPayment.RecordDate != "2016-06-23" {
		t.Errorf("kind %s, payment %+v", doc.Announcement.Kind, doc.DividendPayment)
	}
}
