package normalize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

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

// foldByRune is Fold as it stood before runs of unchanged runes were copied
// at once, kept to check the two agree.
func foldByRune(text string) (string, *OffsetMap) {
	b := NewBuilder(len(text), len(text))
	pendingSpace := -1 // source offset of a run of spaces not yet written
	pendingEnd := 0
	prevHan, prevAlnum, prevDigit, prevFigure := false, false, false, false
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size == 1 {
			b.Replace("\uFFFD", i, i+1)
			i++
			prevHan, prevAlnum, prevDigit, prevFigure = false, false, false, false
			continue
		}
		c := foldRune(r)
		switch {
		case c == 0: // dropped
			i += size
			continue
		case c == ' ':
			if pendingSpace < 0 {
				pendingSpace = i
			}
			pendingEnd = i + size
			i += size
			continue
		}
		if prevDigit && isZeroLike(c) && zeroInNumeral(text, i+size) {
			c = '〇'
		}
		if c == percentGlyph && prevFigure && pendingSpace < 0 {
			c = '%'
		}
		if c == '(' && prevHan && isMiddleDotBracket(text, i+size) {
			c = '·'
		}
		han := isHan(c) || c == '〇'
		alnum := isASCIIAlnum(c)
		if pendingSpace >= 0 {
			plain := text[pendingSpace:pendingEnd] == strings.Repeat(" ", pendingEnd-pendingSpace)
			single := !plain || pendingEnd-pendingSpace == 1
			if !(prevHan && han) && !(single && (prevHan && alnum || prevAlnum && han)) {
				// Keep the run as it stood when it was already plain spaces.
				if plain {
					copyByByte(b, text[pendingSpace:pendingEnd], pendingSpace)
				} else {
					b.Replace(" ", pendingSpace, pendingEnd)
				}
			}
			pendingSpace = -1
		}
		if c == r {
			copyByByte(b, text[i:i+size], i)
		} else {
			b.Replace(string(c), i, i+size)
		}
		prevHan = han || c == '·'
		prevAlnum = alnum
		prevDigit = isChineseDigit(c)
		prevFigure = c >= '0' && c <= '9'
		i += size
	}
	if pendingSpace >= 0 {
		if text[pendingSpace:pendingEnd] == strings.Repeat(" ", pendingEnd-pendingSpace) {
			copyByByte(b, text[pendingSpace:pendingEnd], pendingSpace)
		} else {
			b.Replace(" ", pendingSpace, pendingEnd)
		}
	}
	return b.Finish()
}

// copyByByte is Builder.Copy one byte at a time.
func copyByByte(b *Builder, text string, at int) {
	for k := 0; k < len(text); k++ {
		b.Replace(text[k:k+1], at+k, at+k+1)
	}
}

// TestFoldRuns checks Fold against the rune-by-rune form on the seeds and
// on text holding every kind of folded, dropped and bracketed character,
// at the start, middle and end of the text.
func TestFoldRuns(t *testing.T) {
	texts := map[string]string{
		"empty":           "",
		"plain":           "公司总股本为1,000股",
		"full width":      "（一）发行规模：不超过３００亿元；",
		"spaces":          "总 则\u3000第一条  ab  c\u00a0d ",
		"dropped":         "\ufeff甲\u200b乙\r\n丙\r",
		"dashes":          "2014—2015–2016−1",
		"middle dot":      "维姆(科克先生、维姆（科克）、(甲(乙)",
		"brackets run on": strings.Repeat("维姆(科克董事委托伊琳(若诗董事(以下简称“本行”)出席)、", 3) + "甲(乙\n丙(丁)戊(己(庚\r\n辛（壬",
		"invalid":         "甲\xff乙\xe4\xb8",
		"ends folded":     "：开头与结尾％",
		"dot variants":    "甲・乙•丙‧丁·",
		"space between":   "甲 乙 a 丙  ",
		"spaced digits":   "以 6票同意、0 票反对\u3000 2014 年  1月 x",
		"zeros of years":  "二OO九年 二 Ο 一六年 二 〇〇 九年 二ＯＯ八 二o一七 IPO一期 二OK 一O",
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
			want, wm := foldByRune(s)
			got, gm := Fold(s)
			if got != want {
				t.Errorf("Fold(%q) = %q, want %q", s, got, want)
			}
			if diff := cmp.Diff(expand(wm), expand(gm), cmp.AllowUnexported(refMap{})); diff != "" {
				t.Errorf("Fold map (-want +got):\n%s", diff)
			}
		})
	}
}

// TestIsHanBlock checks isHan's shortcut for the CJK Unified Ideographs
// block against the Han table, over every rune.
func TestIsHanBlock(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if got, want := isHan(r), r >= 0x3400 && unicode.Is(unicode.Han, r); got != want {
			t.Errorf("isHan(%U) = %v, want %v", r, got, want)
		}
	}
}

// TestFindAllNumeric checks that numeric dates, tried only at the four
// digits before each separator, match exactly where the unanchored
// expression does: on the seeds and on figures with separators, runs of more
// than four digits, full-width forms, mixed separators and dates back to
// back.
func TestFindAllNumeric(t *testing.T) {
	texts := map[string]string{
		"plain":      "于2014-12-12召开,2014.6.1及2014/06/30",
		"fullwidth":  "２０１４－１２－１２、２０１４．６．１、2014／6／3",
		"figures":    "41,211.00百万元、3000.5亿元、12345.6.7、20140.1.2",
		"mixed":      "2014-12.12与2014.12-12",
		"adjacent":   "2014-1-22015-2-3,2014-12-122015.1.1",
		"short":      "2014-1,2014.,2014-,-2014-1-1",
		"long parts": "2014-123-1、2014-12-123",
		"separators": "----....////．．／／－－2014",
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
			if diff := cmp.Diff(dateNumeric.FindAllStringSubmatchIndex(s, -1), findAllNumeric(s)); diff != "" {
				t.Errorf("dateNumeric (-want +got):\n%s", diff)
			}
		})
	}
}
