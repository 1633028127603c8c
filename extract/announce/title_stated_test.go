package announce

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"
)

// statedElsewhereEach is statedElsewhere looking for each tail over the
// whole text, the reading statedElsewhere must give.
func statedElsewhereEach(t string, start, end int, suffix string) (int, bool) {
	for k := start; k < end; {
		_, size := utf8.DecodeRuneInString(t[k:])
		k += size
		tail := t[k:end]
		if utf8.RuneCountInString(tail) < utf8.RuneCountInString(suffix)+2 {
			break
		}
		if open, closed := strings.IndexByte(tail, '('), strings.IndexByte(tail, ')'); closed >= 0 && (open < 0 || closed < open) {
			continue
		}
		for from := 0; from < len(t); {
			i := strings.Index(t[from:], tail)
			if i < 0 {
				break
			}
			i += from
			from = i + len(tail)
			if i == k {
				continue
			}
			r, _ := utf8.DecodeLastRuneInString(t[:i])
			if i == 0 || !normalize.IsHan(r) && r != ':' && r != '(' && r != ')' {
				return k, true
			}
		}
	}
	return 0, false
}

// TestStatedElsewhere: the name run on after a label's value is read
// where each tail looked for over the whole text reads it, on real
// headers run together (建设银行 2014, 中信银行, 阳泉煤业(集团)) and on
// names whose tails recur inside themselves.
func TestStatedElsewhere(t *testing.T) {
	ccb := strings.Join(strings.Fields(testdoc.Text(t, "testdata/ccb_board_2014.txt")), "")
	texts := []string{
		ccb,
		strings.Repeat(ccb, 3),
		"A股股票简称:中信银行中信银行股份有限公司第二届董事会会议决议公告。中信银行股份有限公司(以下简称“公司”)",
		"编号:2006-13号长沙中联重工科技发展股份有限公司董事会决议公告 长沙中联重工科技发展股份有限公司",
		"代码:600348阳泉煤业(集团)股份有限公司公告。阳泉煤业(集团)股份有限公司:煤业(集团)股份有限公司",
		"简称:公司公司公司公司股份有限公司。公司公司公司股份有限公司公司公司股份有限公司",
		"简称:海海海海海股份有限公司·海海海股份有限公司海海海海股份有限公司",
	}
	found := 0
	for _, text := range texts {
		for _, suffix := range companySuffixes {
			for from := 0; ; {
				k := strings.Index(text[from:], suffix)
				if k < 0 {
					break
				}
				at := from + k
				from = at + len(suffix)
				start := nameRunStart(text, at)
				gotK, gotOK := statedElsewhere(text, start, at+len(suffix), suffix)
				wantK, wantOK := statedElsewhereEach(text, start, at+len(suffix), suffix)
				if wantOK {
					found++
				}
				if gotK != wantK || gotOK != wantOK {
					t.Errorf("%q at %d: got %d %v, want %d %v", text[start:at+len(suffix)], start, gotK, gotOK, wantK, wantOK)
				}
			}
		}
	}
	if found < 4 {
		t.Errorf("%d names stated elsewhere, want 4 at least", found)
	}
}
