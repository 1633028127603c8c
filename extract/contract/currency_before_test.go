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
