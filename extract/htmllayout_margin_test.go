package extract

import "testing"

// TestColumnRight: one line sticking out past the column (a long table
// cell, seen in converter pages) must not move the margin that decides
// whether a line is full and wraps into the next.
func TestColumnRight(t *testing.T) {
	line := func(right int) *visualLine { return &visualLine{page: 1, size: 16, right: right, text: "x"} }
	lines := []*visualLine{line(716), line(716), line(708), line(716), line(1068), line(300)}
	if got := columnRight(lines)[1]; got != 716 {
		t.Errorf("margin = %d, want 716", got)
	}
	if !wraps(&visualLine{page: 1, size: 16, right: 708, text: "分别约占公司2013年度归属"}, &visualLine{page: 1, size: 16, text: "于母公司"}, 716) {
		t.Error("a line ending one glyph short of the margin should wrap")
	}
}
