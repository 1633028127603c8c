package normalize

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// cellTexts returns the cell texts of a table, row by row.
func cellTexts(t Table) [][]string {
	var out [][]string
	for _, r := range t.Rows {
		var row []string
		for _, c := range r {
			row = append(row, c.Text)
		}
		out = append(out, row)
	}
	return out
}

// checkSpans asserts the invariants every table must keep: cell text is the
// text under its span, spans lie inside the table's span.
func checkSpans(t *testing.T, text string, tables []Table) {
	t.Helper()
	for ti, tb := range tables {
		if tb.Span.Start < 0 || tb.Span.End > len(text) || tb.Span.Empty() {
			t.Fatalf("table %d: bad span %v", ti, tb.Span)
		}
		for ri, r := range tb.Rows {
			for ci, c := range r {
				if !tb.Span.Contains(c.Span) {
					t.Errorf("table %d row %d cell %d: span %v outside table %v", ti, ri, ci, c.Span, tb.Span)
					continue
				}
				if got := text[c.Span.Start:c.Span.End]; got != c.Text {
					t.Errorf("table %d row %d cell %d: text[span]=%q, Text=%q", ti, ri, ci, got, c.Text)
				}
			}
		}
	}
}

func TestTextTables(t *testing.T) {
	cases := []struct {
		name    string
		text    string
		caption []string
		cells   [][][]string
	}{
		{
			name: "amendment table with blank lines and heading rows",
			text: "附件一：\n\n《中国农业银行股份有限公司章程》（修订稿）修订对比表\n\n" +
				"序号\t现行章程\t修订内容\n" +
				"\t第一章 总则\t第一章 总则\n" +
				"1.\t第一条 为维护本行合法权益。\t第一条 为维护本行、股东和债权人的合法权益。\n\n" +
				"\t\t新增一节： 第四节 优先股发行、回购、转换等特别规定\n" +
				"2.\t\t第三十六条 本行可以发行优先股。\n\n" +
				"附件二：\n",
			caption: []string{"《中国农业银行股份有限公司章程》（修订稿）修订对比表"},
			cells: [][][]string{{
				{"序号", "现行章程", "修订内容"},
				{"", "第一章 总则", "第一章 总则"},
				{"1.", "第一条 为维护本行合法权益。", "第一条 为维护本行、股东和债权人的合法权益。"},
				{"", "", "新增一节： 第四节 优先股发行、回购、转换等特别规定"},
				{"2.", "", "第三十六条 本行可以发行优先股。"},
			}},
		},
		{
			name: "heading line without tabs inside the table",
			text: "中国建设银行股份有限公司章程修订对照表\n" +
				"序号\t现有章程条文\t建议修订条文\t修订依据\n" +
				"7.\t银行法定公积金累计额为银行注册资本的百分之五十以上的，可以不再提取。\t同左\t《公司法》\n" +
				"第二十七章 优先股的特别规定\n" +
				"8.\t\t第二百八十七条 优先股股东的权利、义务。\t《优先股试点管理办法》\n" +
				"\n附件2\n",
			caption: []string{"中国建设银行股份有限公司章程修订对照表"},
			cells: [][][]string{{
				{"序号", "现有章程条文", "建议修订条文", "修订依据"},
				{"7.", "银行法定公积金累计额为银行注册资本的百分之五十以上的，可以不再提取。", "同左", "《公司法》"},
				{"第二十七章 优先股的特别规定"},
				{"8.", "", "第二百八十七条 优先股股东的权利、义务。", "《优先股试点管理办法》"},
			}},
		},
		{
			name: "heading line after the last row ends the table",
			text: "序号\t现行\t修订\n1.\t甲\t乙\n第三章 股份\n本章正文。\n",
			cells: [][][]string{{
				{"序号", "现行", "修订"},
				{"1.", "甲", "乙"},
			}},
			caption: []string{""},
		},
		{
			name: "pipe table with empty trailing cells",
			text: "公司近三年现金分红情况如下表：\n" +
				"| 项目 | 2013年度 | 2012年度 | 2011年度 |\n" +
				"| 每10股派息数（元）（含税） | 4.6 | 5.7 | 3.7 |\n" +
				"| 近3年累计现金分红占近3年年均归属于母公司普通股股东的净利润比例 | 59.14% | ||\n" +
				"注：2013年度利润分配预案已经公司第八届董事会第四次会议审议通过\n",
			caption: []string{"公司近三年现金分红情况如下表："},
			cells: [][][]string{{
				{"项目", "2013年度", "2012年度", "2011年度"},
				{"每10股派息数（元）（含税）", "4.6", "5.7", "3.7"},
				{"近3年累计现金分红占近3年年均归属于母公司普通股股东的净利润比例", "59.14%", "", ""},
			}},
		},
		{
			name: "pipe table with a unit caption and a multi-row header",
			text: "除特别注明外，以人民币百万元列示\n" +
				"| 资本监管指标 | 测算基准日：2013年12月31日 | |\n" +
				"| 发行前 | 发行后 | |\n" +
				"| 核心一级资本 | 201,153 | 201,153 |\n" +
				"\n| 其他 | 表 |\n| 二 | 行 |\n",
			caption: []string{"除特别注明外，以人民币百万元列示", ""},
			cells: [][][]string{
				{
					{"资本监管指标", "测算基准日：2013年12月31日", ""},
					{"发行前", "发行后", ""},
					{"核心一级资本", "201,153", "201,153"},
				},
				{{"其他", "表"}, {"二", "行"}},
			},
		},
		{
			name:    "a paragraph before the table is no caption",
			text:    "本次发行优先股募集资金到位后，将补充公司一级资本。\n| 甲 | 乙 |\n| 1 | 2 |\n",
			caption: []string{""},
			cells:   [][][]string{{{"甲", "乙"}, {"1", "2"}}},
		},
		{
			name: "one tab row or one pipe row is no table",
			text: "甲\t乙\n\n正文。\n| 甲 | 乙 |\n正文。\n",
		},
		{
			name: "prose with bars is no table",
			text: "本次发行/本次非公开发行|其他\n正文|正文\n",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := TextTables(tc.text)
			checkSpans(t, tc.text, got)
			var cells [][][]string
			var caps []string
			for _, tb := range got {
				cells = append(cells, cellTexts(tb))
				caps = append(caps, tb.Caption)
			}
			if diff := cmp.Diff(tc.cells, cells); diff != "" {
				t.Errorf("cells (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.caption, caps); diff != "" {
				t.Errorf("captions (-want +got):\n%s", diff)
			}
		})
	}
}

// TestTextTablesEmptyCellSpan checks an empty cell's span sits where the
// cell stands in the row.
func TestTextTablesEmptyCellSpan(t *testing.T) {
	text := "序号\t现行\t修订\n7.\t\t第三十六条\n"
	got := TextTables(text)
	if len(got) != 1 {
		t.Fatalf("got %d tables", len(got))
	}
	c := got[0].Rows[1][1]
	want := strings.Index(text, "7.\t") + 3
	if c.Span != (Span{want, want}) {
		t.Errorf("empty cell span %v, want [%d,%d)", c.Span, want, want)
	}
}

// seedText reads a seed from the corpus folder.
func seedText(t *testing.T, prefix string) string {
	t.Helper()
	for _, dir := range []string{"../corpus"} {
		m, _ := filepath.Glob(filepath.Join(dir, prefix+"_*.txt"))
		if len(m) > 0 {
			b, err := os.ReadFile(m[0])
			if err != nil {
				t.Fatal(err)
			}
			return string(b)
		}
	}
	t.Skipf("seed %s not found", prefix)
	return ""
}

// TestTextTablesSeeds checks the tables of the real seeds: how many, their
// captions, first rows and row counts.
func TestTextTablesSeeds(t *testing.T) {
	type summary struct {
		Caption string
		Rows    int
		First   []string
	}
	cases := []struct {
		seed string
		want []summary
	}{
		{"000", []summary{{"《中国农业银行股份有限公司章程》（修订稿）修订对比表", 70, []string{"序号", "现行章程", "修订内容"}}}},
		{"001", []summary{{"中国建设银行股份有限公司章程修订对照表", 20, []string{"序号", "现有章程条文", "建议修订条文", "修订依据"}}}},
		{"002", nil},
		{"003", []summary{
			{"公司2011-2013年现金分红情况如下：", 8, []string{"项目", "2013年度", "2012年度", "2011年度"}},
			{"在本预案中，除非文义载明，下列简称具有如下含义：", 21, []string{"公司、发行人", "指", "兴业银行股份有限公司"}},
			{"除特别注明外，以人民币百万元列示", 8, []string{"主要财务数据和财务指标", "测算基准日：2013年12月31日", "", "", ""}},
			{"除特别注明外，以人民币百万元列示", 10, []string{"资本监管指标", "测算基准日：2013年12月31日", ""}},
			{"公司近三年现金分红情况如下表：", 8, []string{"项目", "2013年度", "2012年度", "2011年度"}},
		}},
		{"004", nil},
	}
	for _, tc := range cases {
		t.Run(tc.seed, func(t *testing.T) {
			text := seedText(t, tc.seed)
			got := TextTables(text)
			checkSpans(t, text, got)
			var sums []summary
			for _, tb := range got {
				sums = append(sums, summary{tb.Caption, len(tb.Rows), cellTexts(tb)[0]})
			}
			if diff := cmp.Diff(tc.want, sums); diff != "" {
				t.Errorf("tables (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSplitRowSpacedColumns: the rows of vote tables as filings' text
// layers lay them out, split by SpacedColumns, against the tab and '|'
// rows SplitRow reads by default.
func TestSplitRowSpacedColumns(t *testing.T) {
	for _, tc := range []struct {
		line          string
		spaced, plain []string
	}{
		// Columns set apart by runs of spaces; one space inside a cell.
		{"A 股  1,234,567  99.5000%  0  0.0000%", []string{"A 股", "1,234,567", "99.5000%", "0", "0.0000%"}, nil},
		// An election's row with tabs and an empty cell: no empty cell
		// when spaced; kept in its place by default.
		{"1\t张三\t\t1,234,567\t99.5%", []string{"1", "张三", "1,234,567", "99.5%"}, []string{"1", "张三", "", "1,234,567", "99.5%"}},
		// A '|' row: the outer bars make no cell either way.
		{"| 1.01 | 李四 | 2,345 | 98.1% |", []string{"1.01", "李四", "2,345", "98.1%"}, []string{"1.01", "李四", "2,345", "98.1%"}},
		// A '|' inside a line that is no '|' row splits only when spaced.
		{"同意  1,000|反对  0", []string{"同意", "1,000", "反对", "0"}, nil},
		// No separator: one cell when spaced, no row by default.
		{"  出席会议的股东所持有表决权股份数 ", []string{"出席会议的股东所持有表决权股份数"}, nil},
		{"   ", nil, nil},
	} {
		const at = 100 // the line's offset in its text
		ln := Line{Text: tc.line, Span: Span{Start: at, End: at + len(tc.line)}}
		texts := func(cells []Cell) []string {
			var out []string
			for _, c := range cells {
				if c.Text != "" && tc.line[c.Span.Start-at:c.Span.End-at] != c.Text {
					t.Errorf("%q: cell %q has span %v", tc.line, c.Text, c.Span)
				}
				out = append(out, c.Text)
			}
			return out
		}
		if got := texts(SplitRow(ln, SpacedColumns())); !reflect.DeepEqual(got, tc.spaced) {
			t.Errorf("%q spaced: %q, want %q", tc.line, got, tc.spaced)
		}
		if got := texts(SplitRow(ln)); !reflect.DeepEqual(got, tc.plain) {
			t.Errorf("%q: %q, want %q", tc.line, got, tc.plain)
		}
	}
}

// TestTextTablesAddedHeading: a chapter heading and a section heading
// marked as added (新增一节：第四节 …) stand between an amendment table's
// header and its rows as one-cell rows; the table is not cut there.
func TestTextTablesAddedHeading(t *testing.T) {
	text := "公司章程修改对照表\n序号\t原条款\t修改后条款\n" +
		"第三章 股份\n" +
		"新增一节:第四节 优先股的特别规定\n" +
		"1.\t\t第四十条 本公司可以发行优先股。\n" +
		"2.\t第四十条 公司股份可以依法转让。\t第四十一条 公司股份及优先股可以依法转让。\n"
	ts := TextTables(text)
	if len(ts) != 1 {
		t.Fatalf("%d tables, want 1", len(ts))
	}
	var firsts []string
	for _, r := range ts[0].Rows {
		firsts = append(firsts, r[0].Text)
	}
	want := []string{"序号", "第三章 股份", "新增一节:第四节 优先股的特别规定", "1.", "2."}
	if !reflect.DeepEqual(firsts, want) {
		t.Errorf("rows %q, want %q", firsts, want)
	}
}
