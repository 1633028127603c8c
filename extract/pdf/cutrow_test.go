package pdf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCutRow reads a table that runs over a page break, its last row cut
// in two by the break, as producers lay it out: the rest of the cut row
// comes first on the next page, and is written whole on that page. A row
// that starts on the next page with its own number, or a row whose cells
// ended with room to spare, stays a row of its own.
func TestCutRow(t *testing.T) {
	tbl := func(full []bool, rows ...[]string) *grid {
		return &grid{xs: make([]float64, len(rows[0])+1), rows: rows, lastFull: full}
	}
	tests := []struct {
		name string
		prev *grid
		next *grid
		want [][]string
	}{
		{
			name: "label cut after a full line",
			prev: tbl([]bool{false, false, false, false},
				[]string{"现金分红占当年利润分配的比率", "100.00%", "53.27%", "100.00%"},
			),
			next: tbl(nil, []string{"3年年均归属于母公司普通股股东的净利润比例", "", "", ""}),
			want: [][]string{{"现金分红占当年利润分配的比率", "100.00%", "53.27%", "100.00%"}, {"3年年均归属于母公司普通股股东的净利润比例", "", "", ""}},
		},
		{
			name: "label cut after a full line, its figure on the first page",
			prev: tbl([]bool{true, false, false, false},
				[]string{"近3年累计现金分红占近", "59.14%", "", ""},
			),
			next: tbl(nil, []string{"3年年均归属于母公司普通股股东的净利润比例", "", "", ""}),
			want: [][]string{{"近3年累计现金分红占近3年年均归属于母公司普通股股东的净利润比例", "59.14%", "", ""}},
		},
		{
			name: "amendment row cut in every text column",
			prev: tbl([]bool{true, true, true, true},
				[]string{"2.", "第十五条 银行在任何时候均设置普通股。银行发行的普通股包括内资股和", "本章程所称优先股是指依照《公司法》,在一般规定的普通股之外另行规", "《国务院关于开展优先股试点的指导意"},
			),
			next: tbl(nil, []string{"", "外资股。", "定的其他种类股份。", "见》第一条(一)"}),
			want: [][]string{{"2.", "第十五条 银行在任何时候均设置普通股。银行发行的普通股包括内资股和外资股。", "本章程所称优先股是指依照《公司法》,在一般规定的普通股之外另行规定的其他种类股份。", "《国务院关于开展优先股试点的指导意见》第一条(一)"}},
		},
		{
			name: "next row numbered in a narrow column",
			prev: tbl([]bool{true, false, true},
				[]string{"11.", "", "第四十条 在法律、行政法规规定的情形下,本行可以赎回优先"},
			),
			next: tbl(nil, []string{"12.", "", "4. 本行的优先股股东按照约定的股息率分配股息后,不再参与剩余利润分配。"}),
			want: [][]string{{"11.", "", "第四十条 在法律、行政法规规定的情形下,本行可以赎回优先"}, {"12.", "", "4. 本行的优先股股东按照约定的股息率分配股息后,不再参与剩余利润分配。"}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := assemble("t.pdf", []page{
				{num: 1, blocks: []block{{top: 100, table: tc.prev}}},
				{num: 2, blocks: []block{{top: 800, table: tc.next}}},
			})
			if len(l.Tables) != 1 {
				t.Fatalf("%d tables, want one carried over the page break", len(l.Tables))
			}
			var got [][]string
			for _, row := range l.Tables[0].Rows {
				var r []string
				for _, c := range row {
					if l.Text[c.Span.Start:c.Span.End] != c.Text {
						t.Errorf("cell span %v holds %q, want %q", c.Span, l.Text[c.Span.Start:c.Span.End], c.Text)
					}
					r = append(r, c.Text)
				}
				got = append(got, r)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("rows (-want +got):\n%s", d)
			}
			if n := strings.Count(l.Text, "\n"); n != len(tc.want) {
				t.Errorf("text has %d lines, want one per row:\n%s", n, l.Text)
			}
			for i := 1; i < len(l.Pages); i++ {
				if l.Pages[i].Span.Start < l.Pages[i-1].Span.End || l.Pages[i].Span.Start > l.Pages[i].Span.End {
					t.Errorf("pages %+v overlap or run backwards", l.Pages)
				}
			}
		})
	}
}

// TestNoCarryOverUnreadablePage: a table does not carry on over a page
// whose text is left out, so nothing is joined across it.
func TestNoCarryOverUnreadablePage(t *testing.T) {
	prev := &grid{xs: make([]float64, 5), rows: [][]string{{"近3年累计现金分红占近", "59.14%", "", ""}}, lastFull: []bool{true, false, false, false}}
	next := &grid{xs: make([]float64, 5), rows: [][]string{{"3年年均归属于母公司普通股股东的净利润比例", "", "", ""}}}
	l := assemble("t.pdf", []page{
		{num: 1, blocks: []block{{top: 100, table: prev}}},
		{num: 2, unreadable: true},
		{num: 3, blocks: []block{{top: 800, table: next}}},
	})
	if len(l.Tables) != 2 {
		t.Fatalf("%d tables, want 2", len(l.Tables))
	}
	for i := 1; i < len(l.Pages); i++ {
		if l.Pages[i].Span.Start < l.Pages[i-1].Span.End || l.Pages[i].Span.Start > l.Pages[i].Span.End {
			t.Errorf("pages %+v overlap or run backwards", l.Pages)
		}
	}
}
