package contract

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// The exchange rate a filing states as the interbank middle rate (宝莫股份
// 2015-016: …按照2015年3月26日银行间外汇市场人民币汇率中间价1美元对人民币6.1375元
// 计算约合人民币497935375元) is read with the amount in dollars written before
// its figure (美金81,130,000元).
func TestRateWithCurrencyBefore(t *testing.T) {
	text := phrasingExcerpt(t, "amount-currency-before-usd.txt")
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
// 金额:⏎多米尼加比索322,585,015.00元(折合人民币约44,710,283.08元)) is not read
// as yuan: the amount is the yuan the document converts it to, and without
// a conversion it is a warning (…比索322,585,015.00元。).
func TestCurrencyWithoutCode(t *testing.T) {
	text := phrasingExcerpt(t, "amount-currency-before-unknown.txt")
	out := runAs(t, "海能达通信股份有限公司关于签署重大经营合同的公告", "海能达通信股份有限公司", text)
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts", len(out.Contracts))
	}
	if a := out.Contracts[0].Amount; a == nil || a.Value != "44710283.08" || a.Unit != schema.UnitCNY || text[a.Span[0]:a.Span[1]] != "44,710,283.08元" {
		t.Errorf("amount %+v, want the yuan of the conversion", a)
	}
	bare := strings.ReplaceAll(text, "(折合人民币约44,710,283.08元)", "")
	out = runAs(t, "海能达通信股份有限公司关于签署重大经营合同的公告", "海能达通信股份有限公司", bare)
	found := false
	for _, w := range out.Warnings {
		if w.Code == WarnAmountUnread && w.Span != nil && bare[w.Span[0]:w.Span[1]] == "322,585,015.00" {
			found = true
		}
	}
	if !found {
		t.Errorf("no %s warning on 322,585,015.00 without a conversion: %+v", WarnAmountUnread, out.Warnings)
	}
	for _, ct := range out.Contracts {
		if ct.Amount != nil {
			t.Errorf("amount %+v read in a currency without a code", ct.Amount)
		}
	}
}

// The share of revenue a sentence states is the contract's only when the
// figure before 占 is its amount, and the revenue is never the contract's
// own figure: 雪峰科技 2017-009 (…约人民币5.5亿元,2017年该项目预计营业收入4200万元,
// 约占公司…营业收入的5%: no share of this contract), 湘电股份 2015临-004
// (本次合同收入205,000,000元,占公司2013年主营收入的3.1%: a share, no revenue).
func TestRevenueShareSubject(t *testing.T) {
	for _, c := range []struct {
		file, title, company string
		share                bool
	}{
		{"amount-share-of-other", "新疆雪峰科技(集团)股份有限公司关于控股子公司签订重大合同的公告", "新疆雪峰科技(集团)股份有限公司", false},
		{"amount-own-income", "湘潭电机股份有限公司重大合同公告", "湘潭电机股份有限公司", true},
	} {
		text := phrasingExcerpt(t, c.file+".txt")
		out := runAs(t, c.title, c.company, text)
		if len(out.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", c.file, len(out.Contracts))
		}
		ct := out.Contracts[0]
		if (ct.RevenueShare != nil) != c.share {
			t.Errorf("%s: revenue share %+v, want one: %v", c.file, ct.RevenueShare, c.share)
		}
		if ct.Revenue != nil {
			t.Errorf("%s: revenue %+v read from another figure", c.file, ct.Revenue)
		}
	}
}

// A price in two currencies (葛洲坝 临2010-004: 合同金额为19448.0606万美元和
// 47925.5060万人民币,约合1,805,254,000元人民币) is warned of: the amount is the
// yuan the document gives for the whole, not the dollars alone converted.
func TestPriceInTwoCurrencies(t *testing.T) {
	text := phrasingExcerpt(t, "amount-two-currencies.txt")
	out := runAs(t, "中国葛洲坝集团股份有限公司控股子公司重大合同公告", "中国葛洲坝集团股份有限公司", text)
	found := false
	for _, w := range out.Warnings {
		if w.Code == WarnAmountPartial && w.Span != nil && text[w.Span[0]:w.Span[1]] == "19448.0606万美元和47925.5060万人民币" {
			found = true
		}
	}
	if !found {
		t.Errorf("no %s warning: %+v", WarnAmountPartial, out.Warnings)
	}
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts", len(out.Contracts))
	}
	ct := out.Contracts[0]
	if a := ct.Amount; a == nil || a.Value != "1805254000" || a.Unit != schema.UnitCNY || text[a.Span[0]:a.Span[1]] != "1,805,254,000元人民币" {
		t.Errorf("amount %+v, want the yuan of the whole", a)
	}
	if ct.AmountCNY != nil || ct.ExchangeRate != nil {
		t.Errorf("amount_cny %+v at rate %+v: the dollars alone are not what the yuan converts", ct.AmountCNY, ct.ExchangeRate)
	}
}
