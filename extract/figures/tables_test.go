package figures

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// impact003 is 003's table of the effect on its main figures, with
// the sentence and caption before it, as the filing prints them.
const impact003 = `截至本预案披露之日，最终发行规模和股息率尚未确定，假设发行规模为300亿元人民币，在不考虑发行费用及优先股募集资金使用效益的情况下，股息率分别为7%、8%和9%时(仅为示意性测算，不代表公司预期的本次发行优先股股息率），本次优先股发行对主要财务数据和财务指标的影响如下：
除特别注明外，以人民币百万元列示
| 主要财务数据和财务指标 | 测算基准日：2013年12月31日 | |||
| 发行前 | 发行后 | |||
| 假设股息率为7% | 假设股息率为8% | 假设股息率为9% | ||
| 普通股股本 | 19,052 | 19,052 | 19,052 | 19,052 |
| 归属于母公司普通股股东的基本每股收益（元） | 2.16 | 2.05 | 2.04 | 2.02 |
| 归属于母公司普通股股东的加权平均净资产收益率 | 22.39% | 21.37% | 21.22% | 21.08% |
`

// dividends003 is 003's table of past dividends (a dash for no bonus
// shares), with a table of words only after it.
const dividends003 = `公司2011-2013年现金分红情况如下:
| 项目 | 2013年度 | 2012年度 | 2011年度 |
| 每10股送红股数（股）（含税） | - | 5 | - |
| 现金分红的数额（百万元）（含税） | 8,764 | 7,240 | 3,991 |

| 项目 | 内容 |
| 发行对象 | 境内合格投资者 |
`

func read(t *testing.T, text string) []schema.FigureTable {
	t.Helper()
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text, Tables: normalize.TextTables(text)})
	return extract.Run(doc, schema.Source{}, []extract.Extractor{Tables{}}).Tables
}

func cellAt(t *testing.T, ft schema.FigureTable, key string, col int) schema.TableCell {
	t.Helper()
	for _, r := range ft.Rows {
		if r.Key != key {
			continue
		}
		for _, c := range r.Cells {
			if c.Column == col {
				return c
			}
		}
	}
	t.Fatalf("no cell %s / %d", key, col)
	return schema.TableCell{}
}

func TestImpactTable(t *testing.T) {
	ts := read(t, impact003)
	if len(ts) != 1 {
		t.Fatalf("%d tables, want 1", len(ts))
	}
	ft := ts[0]
	if ft.Unit != "百万元" || ft.Evidence["unit"].Text != "以人民币百万元" {
		t.Errorf("unit %q (evidence %q), want 百万元 from 以人民币百万元列示", ft.Unit, ft.Evidence["unit"].Text)
	}
	if ft.Date != "2013-12-31" || ft.BeforeColumn == nil || *ft.BeforeColumn != 0 {
		t.Errorf("date %q, before column %v: want 2013-12-31 and column 0", ft.Date, ft.BeforeColumn)
	}
	var rates []string
	for _, r := range ft.Rates {
		rates = append(rates, r.Rate.Text)
		if r.Column != len(rates) {
			t.Errorf("rate %s in column %d", r.Rate.Text, r.Column)
		}
	}
	if len(rates) != 3 || rates[0] != "7%" || rates[2] != "9%" {
		t.Errorf("rates %v, want 7%% 8%% 9%% over columns 1-3", rates)
	}
	if ft.AssumedSize == nil || ft.AssumedSize.Value != "30000000000" {
		t.Errorf("assumed size %+v, want 300亿元", ft.AssumedSize)
	}
	for _, w := range []struct {
		key              string
		col              int
		value, text      string
		decimals, places int
	}{
		{"普通股股本", 0, "19052000000", "19,052", 0, -6},            // in the caption's 百万元
		{"归属于母公司普通股股东的基本每股收益", 3, "2.02", "2.02", 2, 2},         // the label's own (元)
		{"归属于母公司普通股股东的加权平均净资产收益率", 0, "0.2239", "22.39%", 2, 4}, // its own %
	} {
		c := cellAt(t, ft, w.key, w.col)
		if c.Value != w.value || c.Text != w.text || c.Decimals != w.decimals || c.Places() != w.places {
			t.Errorf("%s / %d: %+v (places %d), want %s %q, %d decimals, places %d", w.key, w.col, c, c.Places(), w.value, w.text, w.decimals, w.places)
		}
		if impact003[c.Span[0]:c.Span[1]] != c.Text {
			t.Errorf("%s: span %v is %q, not the cell's text", w.key, c.Span, impact003[c.Span[0]:c.Span[1]])
		}
	}
}

func TestDividendTableHeadsAndDashes(t *testing.T) {
	ts := read(t, dividends003)
	if len(ts) != 1 {
		t.Fatalf("%d tables, want 1 (the table of words is not one of figures)", len(ts))
	}
	ft := ts[0]
	if len(ft.Heads) != 3 || ft.Heads[0].Text != "2013年度" || ft.Heads[0].Year != 2013 || !ft.Heads[0].YearOnly || ft.Heads[2].Year != 2011 {
		t.Errorf("heads %+v, want 2013年度, 2012年度, 2011年度 by year", ft.Heads)
	}
	if c := cellAt(t, ft, "每10股送红股数", 0); !c.Dash || c.Value != "0" || c.Unit != "" {
		t.Errorf("dash cell %+v, want a dash of zero", c)
	}
	if c := cellAt(t, ft, "每10股送红股数", 1); c.Unit != schema.UnitShares || c.Value != "5" {
		t.Errorf("bonus shares %+v, want 5 shares by the label's (股)", c)
	}
	if c := cellAt(t, ft, "现金分红的数额", 2); c.Value != "3991000000" || c.Scale != 6 {
		t.Errorf("cash total %+v, want 3,991 百万元", c)
	}
}
