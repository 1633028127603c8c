package normalize

import "strings"

// A paragraph of a short text broken at a page's margin: too few lines
// reach the margin for the text to show one (marginWidth), but two or more
// lines one after another end at one width, w or w-1 columns (a Chinese
// character that does not fit leaves the last column empty), and the line
// after them, the paragraph's last, is narrower:
//
//	大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众大厦会议
//	室召开,会议应到董事9名,实到7名,委托2名。符合《公司法》和《公司章程》的有关
//	规定,会议审议并通过了如下决议:
//
// (大众交通, 2003, a one-paragraph opening over lists of items, at 74
// columns; 福建南纸 and 中集 of the same year at 58 and 83). widthPairs
// finds such paragraphs.

// widthPairs returns the line breaks of the paragraphs of text broken at
// one width (at least marginMinWidth columns): a run of two full lines or
// more (wrappedLineRunes characters, not laid out, no page chrome nor a
// header's row of labelled fields, which a title under it may match in
// width: "证券代码:600690 证券简称:青岛海尔 编号:临2014-002" above
// "青岛海尔股份有限公司发行股份购买资产并募集配套资金") whose
// widths are w or w-1, followed by a narrower line that has text and is
// not indented. A break stays where the margin would keep it
// (marginContinues: after a sentence's or a clause's end, before an item
// of a list or the close, between lines set in cells or that open alike)
// and before a line that already goes on the one before (taken).
func widthPairs(text string, lines []columnLine, taken []bool) []Span {
	textOf := func(k int) string { return strings.TrimRight(text[lines[k].start:lines[k].end], "\r") }
	// wide: long enough to be a full line; full: one of running text too.
	wide := func(k int) bool {
		return lines[k].runes >= wrappedLineRunes && lines[k].width >= marginMinWidth && !lines[k].chrome
	}
	full := func(k int) bool {
		return !laidOut(textOf(k)) && !headerRow(strings.TrimLeft(textOf(k), " \t\u3000\u00a0"))
	}
	var out []Span
	for k := 0; k+2 < len(lines); {
		lo, hi := lines[k].width, lines[k].width
		// The next line must be of the same width, w or w-1, before the
		// line is read for its layout.
		if next := lines[k+1].width; !wide(k) || max(hi, next)-min(lo, next) > 1 || !wide(k+1) || !full(k) {
			k++
			continue
		}
		j := k
		for j+1 < len(lines) && wide(j+1) {
			w := lines[j+1].width
			if max(hi, w)-min(lo, w) > 1 || !full(j+1) {
				break
			}
			lo, hi = min(lo, w), max(hi, w)
			j++
		}
		last := j + 1
		if j == k || last >= len(lines) || lines[last].ink == 0 || lines[last].chrome || lines[last].width >= lo {
			k = j + 1
			continue
		}
		for p := k; p < last; p++ {
			prev, next := textOf(p), textOf(p+1)
			if taken[p+1] || next != strings.TrimLeft(next, " \t\u3000\u00a0") || !marginContinues(strings.TrimRight(prev, " \t\u3000\u00a0"), next) {
				continue
			}
			out = append(out, Span{lines[p].start + len(prev), lines[p].end + 1})
		}
		k = last
	}
	return out
}
