package contract

import (
	"os"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// The exchange rate a filing states as the interbank middle rate (宝莫股份
// 2015-016: …按照2015年3月26日银行间外汇市场人民币汇率中间价1美元对人民币6.1375元
// 计算约合人民币497935375元) is read with the amount in dollars written before
// its figure (美金81,130,000元).
func TestRateWithCurrencyBefore(t *testing.T) {
	raw, err := os.ReadFile("testdata/phrasings/amount-currency-before-usd.txt")
	if err != nil {
		t.Fatal(err)
	}
	_, text, _ := strings.Cut(string(raw), "\n---\n")
	out := runAs(t, "山东宝莫生物化工股份有限公司关于签订海外经营重大合同的公告", "山东宝莫生物化工股份有限公司", text)
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts", len(out.Contracts))
	}
	ct := out.Contracts[0]
	if ct.Amount == nil || ct.Amount.Unit != schema.UnitUSD || ct.Amount.Value != "81130000" {
		t.Errorf("amount %+v, want 81130000 USD", ct.Amount)
	}
	if r := ct.ExchangeRate; r == nil || r.Currency != schema.UnitUSD || r.Rate != "6.1375" {
		t.Errorf("exchange rate %+v, want 6.1375 CNY per USD", r)
	}
}

// A figure in a currency the model has no code for (海能达 2016-105: 5、合同
// 金额:⏎多米尼加比索322,585,015.00元(折合人民币约44,710,283.08元)) is a warning,
// not an amount in yuan.
func TestCurrencyWithoutCode(t *testing.T) {
	raw, err := os.ReadFile("testdata/phrasings/amount-currency-before-unknown.txt")
	if err != nil {
		t.Fatal(err)
	}
	_, text, _ := strings.Cut(string(raw), "\n---\n")
	out := runAs(t, "海能达通信股份有限公司关于签署重大经营合同的公告", "海能达通信股份有限公司", text)
	found := false
	for _, w := range out.Warnings {
		if w.Code == WarnAmountUnread && w.Span != nil && text[w.Span[0]:w.Span[1]] == "322,585,015.00" {
			found = true
		}
	}
	if !found {
		t.Errorf("no %s warning on 322,585,015.00: %+v", WarnAmountUnread, out.Warnings)
	}
	for _, ct := range out.Contracts {
		if ct.Amount != nil {
			t.Errorf("amount %+v read in a currency without a code", ct.Amount)
		}
	}
}
