package capital

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TestBondTermsRealExcerpts reads a convertible bond's terms from real
// excerpts (testdata/bond/NOTICE) in wordings the whole documents of
// corpus/real/convertible do not hold; the expected figures are the
// excerpts' own.
func TestBondTermsRealExcerpts(t *testing.T) {
	for _, tc := range []struct {
		file               string
		amount, amountText string
		bound              string
		par                string
		term               int
	}{
		// 崇达技术 (2019), a board's plan: "本次拟发行可转\n换公司债券募集资金总额不超过
		// 人民币 140,000.00 万元(含 140,000.00 万元)", the label broken over lines.
		{"chongda_2019_board_size.txt", "1400000000", "不超过人民币 140,000.00 万元", schema.BoundLe, "", 0},
		// 荣泰健康 (2023), an issued bond restated in an amendment of the
		// articles: "每张面值 100 元,发行总\n额 60,000.00 万元,期限 6 年", the
		// label 发行总额 broken over lines.
		{"rongtai_2023_issued_bond.txt", "600000000", "60,000.00 万元", schema.BoundEq, "100", 6},
	} {
		t.Run(tc.file, func(t *testing.T) {
			doc := testdoc.Plain(t, filepath.Join("testdata", "bond", tc.file))
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			var off schema.Offering
			bondTerms(c, []normalize.Span{{Start: 0, End: len(doc.Text)}}, &off)
			if off.AmountMax == nil || off.AmountMax.Value != tc.amount || off.AmountMax.Bound != tc.bound || off.AmountMax.Text != tc.amountText {
				t.Errorf("amount_max %+v, want %s (%s) from %q", off.AmountMax, tc.amount, tc.bound, tc.amountText)
			}
			switch {
			case tc.par == "" && off.ParValue != nil:
				t.Errorf("par_value %+v, none stated", off.ParValue)
			case tc.par != "" && (off.ParValue == nil || off.ParValue.Value != tc.par):
				t.Errorf("par_value %+v, want %s", off.ParValue, tc.par)
			}
			if got := off.TermYears; tc.term == 0 && got != nil || tc.term != 0 && (got == nil || *got != tc.term) {
				t.Errorf("term_years %v, want %d", got, tc.term)
			}
		})
	}
}

// TestBondPeriodAndWindowLayout reads a conversion period and a
// redemption's window from the real filings' sentences, as printed and
// with the layout their conversion may give them: the period's ends are
// the two dates 至 joins after its label, not other dates of a sentence
// that runs on (a text whose line breaks were lost); what happened
// ("连续21个交易日中已有15个交易日") is not the clause's window however
// its line is broken.
func TestBondPeriodAndWindowLayout(t *testing.T) {
	read := func(text string) schema.Offering {
		doc := testdoc.From("bond.txt", text)
		c := &extract.Context{Doc: doc, Out: &schema.Document{}}
		var off schema.Offering
		bondTerms(c, []normalize.Span{{Start: 0, End: len(doc.Text)}}, &off)
		return off
	}
	for _, tc := range []struct {
		name, text, start, end string
	}{
		// 中信银行 (2019), lines run together: the date follows.
		{"citic run on", "重要内容提示: 转股期起止日期:2019 年 9 月 11 日至 2025 年 3 月 3 日 一、可转债发行上市概况 经中国证券监督管理委员会核准,本行于 2019 年 3 月 4 日公开发行了 40,000 万张 A 股可转换公司债券。", "2019-09-11", "2025-03-03"},
		// 中国石化 (2011), lines run together: the date follows.
		{"sinopec run on", "4、转股起止日:2011年8月24日至2017年2月23日 5、转股部分上市交易日:申请转股(T日),交割确认后的第二个交易日(T+1日,即转股后的下一个交易日) 经中国证券监督管理委员会(以下简称\"中国证监会\")证监许可[2011]214号文核准,中国石油化工股份有限公司于2011年2月23日公开发行了23,000万张A股可转换公司债券。", "2011-08-24", "2017-02-23"},
		// 国泰君安 (2022), the dates in brackets after the rule.
		{"gtja", "10、转股起止日期:自可转债发行结束之日满六个月后的第一个交易日起至可\n转债到期之日止(即2018年1月8日至2023年7月6日止)", "2018-01-08", "2023-07-06"},
		// 华菱管线 (2004).
		{"hualing", "5、转股起止时期:自本次发行之日起6个月后至可转债到期日止为可转债的转股期(即2005年1月16日至2009年7月16日)。", "2005-01-16", "2009-07-16"},
		// 江苏银行 (2019), spaced as a PDF's text layer gives it.
		{"jsbank", "●转股期起止日期:2019 年 9 月 20 日至 2025 年 3 月 13 日", "2019-09-20", "2025-03-13"},
		// An issue date before the label is not the period's start.
		{"date before label", "本次可转债于2017年7月7日发行,转股起止日期:2018年1月8日起至2023年7月6日止。", "2018-01-08", "2023-07-06"},
		// Two dates not joined by 至 are no period: none read.
		{"not joined", "转股起止日期:自可转债发行结束之日满六个月后的第一个交易日起至到期日止。本次可转债于2017年7月7日发行,2017年7月24日上市。", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			off := read(tc.text)
			var start, end string
			if off.Conversion != nil && off.Conversion.Period != nil {
				start, end = off.Conversion.Period.Start, off.Conversion.Period.End
			}
			if start != tc.start || end != tc.end {
				t.Errorf("period %q to %q, want %q to %q", start, end, tc.start, tc.end)
			}
		})
	}
	// 旗滨集团 (2025): what happened, then the clause it satisfies.
	const qibin = "公司股票自2025年9月30日至2025年11月5日期间,连续21个交易日%s中已有15个交易日的收盘价不低于“旗滨转债”当期转股价格(5.43元/股)的130%%(含130%%,即7.06元/股),满足《募集说明书》中约定的“连续三十个交易日中至少有十五个交易日的收盘价不低于“旗滨转债”当期转股价格的130%%(含130%%)”,已触发“旗滨转债”的有条件赎回条款。"
	for _, brk := range []string{"", "\n", " \n", "\r\n", "\n\n", "\n\u3000\u3000"} {
		off := read(fmt.Sprintf(qibin, brk))
		if off.Redemption == nil || off.Redemption.Conditional == nil {
			t.Errorf("break %q: no conditional redemption", brk)
			continue
		}
		cond := off.Redemption.Conditional
		if cond.WindowDays == nil || *cond.WindowDays != 30 || cond.TriggerDays == nil || *cond.TriggerDays != 15 {
			t.Errorf("break %q: window %v, trigger %v days, want 30 and 15", brk, cond.WindowDays, cond.TriggerDays)
		}
	}
}
