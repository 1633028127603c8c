package announce

import (
	"strings"
	"testing"
)

// TestBracketDepthAsInBrackets holds bracketDepth, which reads each byte
// once for offsets that grow, to inBrackets over every offset of texts
// with brackets open, closed, unbalanced and across lines, asked in order
// and once out of order.
func TestBracketDepthAsInBrackets(t *testing.T) {
	texts := []string{
		"",
		"四川君和环保股份有限公司(新三板挂牌公司,股票代码:832315。以下简称:君和环保)",
		"西安蓝晓科技新材料股份有限公司(下称“蓝晓科技”,证券代码300487.sz),证券代码:600000",
		"))(((\n)(证券代码:(600000))\n(\n",
		strings.Repeat("维姆(科克董事(以下简称“本行”)委托,", 5),
	}
	for _, s := range texts {
		var b bracketDepth
		for at := 0; at <= len(s); at++ {
			if got, want := b.open(s, at), inBrackets(s[:at]); got != want {
				t.Errorf("open(%q, %d) = %v, inBrackets %v", s, at, got, want)
			}
		}
		for _, at := range []int{len(s) / 2, 0, len(s)} {
			if got, want := b.open(s, at), inBrackets(s[:at]); got != want {
				t.Errorf("open(%q, %d) after a later offset = %v, inBrackets %v", s, at, got, want)
			}
		}
	}
}

// TestEndsAsTitle holds endsAsTitle, which reads a line's end only, to
// titleSuffixRe over the line: titles, a note in brackets at the longest
// the expression takes, lines too long to search whole and invalid bytes
// where the end is cut.
func TestEndsAsTitle(t *testing.T) {
	long := strings.Repeat("本行董事会及全体董事保证本公告内容不存在任何虚假记载。", 400)
	texts := []string{
		"", "公告", "董事会会议决议公告", "非公开发行境内优先股预案(修订稿)", "说明书摘要",
		"关于重大合同的公告(" + strings.Repeat("甲", 12) + ")", "关于重大合同的公告(" + strings.Repeat("甲", 13) + ")",
		"公告(" + strings.Repeat("\xff", 12) + ")", "\xe4\xb8公告", "公告\xe4",
		long, long + "决议公告", long + "说明书摘要(" + strings.Repeat("𠀀", 12) + ")", long + "公告(\xff\xb8\xb8" + strings.Repeat("甲", 11) + ")",
		long[:len(long)-1] + "公告",
	}
	for _, s := range texts {
		if got, want := endsAsTitle(s), titleSuffixRe.MatchString(s); got != want {
			t.Errorf("endsAsTitle(%.40q…) = %v, titleSuffixRe %v", s, got, want)
		}
	}
}
