package normalize

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/perturb"
)

// A page's foot between two rows of a table set in cells leaves the rows
// apart: a row is no sentence that the next page goes on with. The header
// of a vote table by class of shares (the Shanghai template) above its
// first class's row, the foot of a PDF page between them; and a table's
// rows set apart with spaces. A sentence broken by the page is still
// joined.
func TestPageBreakBetweenRows(t *testing.T) {
	for _, tt := range []struct {
		before, after string
		joined        bool
	}{
		{"\t票数\t比例（%）\t票数\t比例（%）\t票数\t比例（%）", "A股\t14,900,000,000\t99.3333\t60,000,000\t0.4000\t40,000,000\t0.2667", false},
		{"股东类型    同意            反对            弃权", "A股    427,323,627    99.8758    189,536    0.0442", false},
		{"本次股东大会由董事会召集，董事长", "王洪章先生主持。", true},
	} {
		text := "某某股份有限公司2015年度股东大会决议公告\n" + tt.before + "\n\n- 3 -\n\n" + tt.after + "\n"
		got, _, _, _ := StripFurniture(text)
		apart := strings.Contains(got, tt.before+"\n") && strings.Contains(got, "\n"+tt.after+"\n") && !strings.Contains(got, "- 3 -")
		if joined := strings.Contains(got, tt.before+tt.after); joined != tt.joined || !joined && !apart {
			t.Errorf("%q: %q", tt.before, got)
		}
	}
}

// A row of a table set in cells divided by tabs, broken at a column's
// edge, is put back together when the pieces' cells make the table's
// count; the rows of the header (股东类型 … above 票数 比例（%）…), a row
// whole and the text after the table stay apart. The vote table by class
// of shares of a shareholders' meeting in the Shanghai template, broken
// as a page's margin breaks it (58, 74 and 83 columns) and at a count of
// 23 and 31 characters.
func TestTableRowsRejoined(t *testing.T) {
	table := "股东类型\t同意\t\t反对\t\t弃权\n" +
		"\t票数\t比例（%）\t票数\t比例（%）\t票数\t比例（%）\n" +
		"A股\t9,900,000,000\t99.0000\t50,000,000\t0.5000\t50,000,000\t0.5000\n" +
		"H股\t189,000,000,000\t99.4737\t1,000,000,000\t0.5263\t0\t0.0000\n" +
		"普通股合计：\t198,900,000,000\t99.4500\t1,050,000,000\t0.5250\t50,000,000\t0.0250\n"
	para := "本次股东大会由北京市竞天公诚律师事务所见证，律师认为本次股东大会的召集和召开程序、出席会议人员资格、表决程序符合法律法规和本行章程的规定。\n"
	text := "二、议案审议情况\n1、议案名称：2014年度董事会工作报告\n审议结果：通过\n表决情况：\n" + table + "\n" + para + "\n" +
		"2、议案名称：关于发行境内优先股的议案\n审议结果：通过\n表决情况：\n" + table + "\n三、律师见证情况\n" + para + "\n特此公告。\n"
	for _, a := range perturb.All {
		switch a.Name {
		case "hard-wrapped-58", "hard-wrapped-74", "hard-wrapped-83", "wrapped-all-23", "wrapped-all-31":
		default:
			continue
		}
		wrapped := a.Apply(text)
		if wrapped == text {
			t.Fatalf("%s leaves the text as it is", a.Name)
		}
		got := New(Layer{Text: wrapped}).Text
		want := New(Layer{Text: table}).Text
		if n := strings.Count(got, want); n != 2 {
			t.Errorf("%s: the table reads whole %d times, want 2:\n%s", a.Name, n, got)
		}
	}
}

// A table's row whole at a column's edge keeps its break before the line
// after it when that line is more than the end of a cell (a figure's
// rest, a few characters): a sentence, an item, the close.
func TestRowWholeStaysApart(t *testing.T) {
	for _, tt := range []struct {
		row, next string
		joined    bool
		head      string // the row above, the table's header's when empty
	}{
		{"H股\t189,000,000,000\t99.4737\t1,000,000,000\t0.5263\t0\t0.000", "0", true, ""},
		{"\t票数\t比例（%）\t票数\t比例（%）\t票数\t比例", "（%）", true, ""},
		{"所持有表决权的股份总数（股）\t200,000,", "000,000", true, "出席会议的股东和代理人人数\t1,024\n"},
		{"H股\t189,000,000,000\t99.4737\t1,000,000,000\t0.5263\t0\t0.0000", "三、律师见证情况", false, ""},
		{"H股\t189,000,000,000\t99.4737\t1,000,000,000\t0.5263\t0\t0.0000", "特此公告。", false, ""},
		{"H股\t189,000,000,000\t99.4737\t1,000,000,000\t0.5263\t0\t0.0000", "本次股东大会由北京市竞天公诚律师事务所见证", false, ""},
	} {
		head := tt.head
		if head == "" {
			head = "股东类型\t同意\t\t反对\t\t弃权\n"
		}
		cut := func(s string) bool { return strings.Contains(s, tt.row+tt.next) }
		lines := []columnLine{}
		text := head + tt.row + "\n" + tt.next
		for start := 0; start <= len(text); {
			end := strings.IndexByte(text[start:], '\n')
			if end < 0 {
				end = len(text)
			} else {
				end += start
			}
			lines = append(lines, columnLine{start: start, end: end, ink: end - start, runes: utf8.RuneCountInString(text[start:end])})
			start = end + 1
		}
		edge := func(k int) bool { return k == 1 }
		var b strings.Builder
		at := 0
		cuts, _ := rowBreaks(text, lines, edge, make([]bool, len(lines)))
		for _, c := range cuts {
			b.WriteString(text[at:c.Start])
			at = c.End
		}
		b.WriteString(text[at:])
		if got := cut(b.String()); got != tt.joined {
			t.Errorf("%q / %q: joined %v, want %v", tt.row, tt.next, got, tt.joined)
		}
	}
}
