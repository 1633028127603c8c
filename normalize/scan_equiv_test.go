package normalize

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestChineseNumeralRuneTable checks the switch in isChineseNumeralRune
// against the numeral tables it stands for, over every rune.
func TestChineseNumeralRuneTable(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		_, d := chineseDigit[r]
		_, u := chineseUnit[r]
		_, b := chineseBig[r]
		if got, want := isChineseNumeralRune(r), d || u || b; got != want {
			t.Errorf("isChineseNumeralRune(%q) = %v, want %v", r, got, want)
		}
	}
}

// TestFindAllBeforeYear checks that the written date forms, tried only
// before each 年, match exactly where the unanchored expressions do: on the
// seeds and on dates written with spaces, full-width digits, runs of more
// than four digits, dates back to back and years with no month.
func TestFindAllBeforeYear(t *testing.T) {
	texts := map[string]string{
		"spaced":     "于 2014 年 12 月 12 日召开,2014\t年6月",
		"fullwidth":  "２０１４年１２月１２日及二〇一四年十二月十二日",
		"long run":   "编号12014年6月,20140年度,2014年度报告",
		"adjacent":   "2014年6月2015年7月1日二〇一四年六月二〇一五年七月",
		"no month":   "2014年,二〇一四年度,二零一四年以来,年",
		"day suffix": "2014年6月12号、二〇一四年六月十二号和2014年6月1",
		"mixed":      "二〇一4年6月,一二〇一四年六月",
	}
	seeds, _ := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		texts[filepath.Base(p)] = string(b)
	}
	for name, s := range texts {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(dateHan.FindAllStringSubmatchIndex(s, -1), findAllBeforeYear(dateHanAt, s, true, isDigit, dateHanTail)); diff != "" {
				t.Errorf("dateHan (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(dateChinese.FindAllStringSubmatchIndex(s, -1), findAllBeforeYear(dateChineseAt, s, false, isChineseYearDigit, dateChineseTail)); diff != "" {
				t.Errorf("dateChinese (-want +got):\n%s", diff)
			}
		})
	}
}

// splitLinesByByte is the byte-by-byte SplitLines that the IndexByte scan
// replaced, kept to check the two agree.
func splitLinesByByte(s string, base int) []Line {
	var out []Line
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '\n' {
			out = append(out, Line{Text: s[start:i], Span: Span{base + start, base + i}})
			start = i + 1
		}
	}
	return out
}

// TestSplitLinesScan checks SplitLines against the byte-by-byte scan on the
// seeds and on empty text, blank lines and text ending with a break.
func TestSplitLinesScan(t *testing.T) {
	texts := map[string]string{
		"empty":         "",
		"one break":     "\n",
		"blank lines":   "一、总则\n\n\n二、附则",
		"trailing":      "第一条\n第二条\n",
		"no break":      "公司总股本为1,000股",
		"carriage ends": "甲\r\n乙\r\n",
	}
	seeds, _ := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		texts[filepath.Base(p)] = string(b)
	}
	for name, s := range texts {
		t.Run(name, func(t *testing.T) {
			for _, base := range []int{0, 17} {
				if diff := cmp.Diff(splitLinesByByte(s, base), SplitLines(s, base)); diff != "" {
					t.Errorf("SplitLines(base %d) (-want +got):\n%s", base, diff)
				}
			}
		})
	}
}
