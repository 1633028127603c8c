package capital

import (
	"strings"
	"testing"
)

// TestWrapBreak tells the break of a wrapped paragraph from the end of a
// line: a heading, a sentence's end, a table row, the start of an item.
func TestWrapBreak(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"wrapped", "本次优先股发行方案尚需公司股东大会审议通过，并报中国证\n券监督管理委员会核准", true},
		{"indented", "    本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重\n大遗漏，并对其内容的真实性承担责任。", true},
		{"digit", "本次拟发行的优先股总数不超过3亿股，募集资金总额不超过人民币300\n亿元", true},
		{"heading", "（十五）本次发行决议有效期\n本次发行决议有效期为自股东大会审议通过之日起24个月。", false},
		{"sentence_end", "本次发行决议有效期为自股东大会审议通过之日起二十四个月。\n本次发行的优先股不设限售期，发行后可转让。", false},
		{"next_item", "优先股股东有权出席股东大会会议的事项为以下事项之一\n（1）修改公司章程中与优先股相关的内容", false},
		{"next_numbered", "本次发行优先股的授权事项包括但不限于以下各项内容\n2、制定和实施本次发行的最终方案", false},
		{"row", "股东名称\t持股数量\t持股比例\t限售股份数量\t质押或冻结情况说明\n中国光大集团", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := wrapBreak(tt.text, strings.IndexByte(tt.text, '\n')); got != tt.want {
				t.Errorf("wrapBreak = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestUnwrapSpan maps a wording found across a wrap back to the document.
func TestUnwrapSpan(t *testing.T) {
	text := "本次优先股将采取非公开发行的方式，经核准后按照相关程序一次或分\n  次发行。"
	u, ok := unwrapSpan(text, normalizeAll(text))
	if !ok {
		t.Fatal("no wrap found")
	}
	i := strings.Index(u.text, "一次或分次发行")
	if i < 0 {
		t.Fatalf("unwrapped %q", u.text)
	}
	sp := u.span(i, i+len("一次或分次发行"))
	if got := text[sp.Start:sp.End]; got != "一次或分\n  次发行" {
		t.Errorf("span text %q", got)
	}
}

// TestItemMark: the one mark of a numbered item, bullet or heading both
// line-break rules read, in the forms the plans and bond filings use, and
// lines that go on with a clause.
func TestItemMark(t *testing.T) {
	for _, line := range []string{
		"(一)发行优先股的种类", "一、本次发行方案", "二)发行数量", "(1)本行核心一级资本充足率", "(12)转股期限",
		"1、发行规模", "6、转股价格的调整", "2.发行方式", "10 、赎回条款", "●调整后转股价格", "第十条 本行", "第二节 发行概况", "第一百零五条", "  3、票面利率",
	} {
		if !startsItem(line) {
			t.Errorf("%q: not read as an item", line)
		}
	}
	for _, line := range []string{
		"2.43元/股", "10.00元", "转股价格为4.20元", "第2次", "一般情况下", "股股票交易均价", "",
	} {
		if startsItem(line) {
			t.Errorf("%q: read as an item", line)
		}
	}
}

// TestUnwrapMapLikeSpan: reading every break of a clause (unwrapMap) and
// only a paragraph's wraps (unwrapSpan) take a break and its spaces out
// the same way, and map each byte back to the same offset.
func TestUnwrapMapLikeSpan(t *testing.T) {
	text := "本次优先股发行方案尚需公司股东大会审议通过，并报中国证  \n  券监督管理委员会核准后方可实施。"
	u, ok := unwrapSpan(text, normalizeAll(text))
	if !ok {
		t.Fatal("no wrap read")
	}
	flat, at := unwrapMap(text)
	if flat != u.text || flat != "本次优先股发行方案尚需公司股东大会审议通过，并报中国证券监督管理委员会核准后方可实施。" {
		t.Fatalf("unwrapMap %q, unwrapSpan %q", flat, u.text)
	}
	if len(at) != len(u.at)+1 || at[len(at)-1] != len(text) {
		t.Fatalf("offsets: %d and %d", len(at), len(u.at))
	}
	for i := range u.at {
		if at[i] != u.at[i] || text[at[i]] != flat[i] {
			t.Fatalf("byte %d maps to %d and %d", i, at[i], u.at[i])
		}
	}
}

// TestThroughWraps carries a value cut at a page's margin on to its
// clause mark, and no further than a break that is no wrap.
func TestThroughWraps(t *testing.T) {
	tests := []struct {
		name, text, value, want string
	}{
		// 第八届董事会第七次会议 (placement fixture) broken at 24 and 58 columns.
		{"wrapped", "本次非公开发行股票的定价基准日为公司第八届董事会第七次会议\n决议公告日，发行价格为", "公司第八届董事会第七次会议", "公司第八届董事会第七次会议\n决议公告日"},
		// A line short of a column's width ends where its writer did.
		{"short_line", "定价基准日为发行期首日\n发行价格不低于定价基准日前20个交易日股票交易均价的90%", "发行期首日", "发行期首日"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := strings.Index(tc.text, tc.value)
			end := throughWraps(tc.text, s+len(tc.value), baseDateStops, 40)
			if got := tc.text[s:end]; got != tc.want {
				t.Errorf("throughWraps = %q, want %q", got, tc.want)
			}
		})
	}
}
