package normalize

import (
	"testing"
	"unicode/utf8"
)

func TestSimplified(t *testing.T) {
	tests := []struct{ in, want string }{
		// A traditional-character mirror of a shareholders' meeting's
		// resolutions, 2011.
		{"本公司及董事會全體成員保證信息披露的內容真實", "本公司及董事会全体成员保证信息披露的内容真实"},
		{"股東大會以記名方式投票表決,并形成如下決議", "股东大会以记名方式投票表决,并形成如下决议"},
		{"現場會議召開時間為:2011年11月25日", "现场会议召开时间为:2011年11月25日"},
		{"之後,於2011年", "之后,于2011年"},
		{"simplified text stays", "simplified text stays"},
		{"董事会决议公告", "董事会决议公告"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Simplified(tt.in); got != tt.want {
			t.Errorf("Simplified(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if len(Simplified(tt.in)) != len(tt.in) {
			t.Errorf("Simplified(%q) changed the length", tt.in)
		}
	}
}

// TestSimplifiedTable: each pair keeps the length in UTF-8 (offsets hold)
// and maps a character to another.
func TestSimplifiedTable(t *testing.T) {
	for tr, s := range simplifiedOf {
		if tr < 0x4E00 || tr > 0x9FFF {
			t.Errorf("%c stands outside the block traditionalSet covers", tr)
		}
		if utf8.RuneLen(tr) != utf8.RuneLen(s) || tr == s {
			t.Errorf("pair %c → %c", tr, s)
		}
		if _, ok := simplifiedOf[s]; ok {
			t.Errorf("%c is both a traditional and a simplified character in the table", s)
		}
	}
}
