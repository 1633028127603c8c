package normalize

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseDate(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2014年12月12日", "2014-12-12"},
		{"2014年5月8日", "2014-05-08"},
		{"2013年12月31日", "2013-12-31"},
		{"2014年6月", "2014-06"},
		{"2014-12-12", "2014-12-12"},
		{"2014.12.12", "2014-12-12"},
		{"2014/1/5", "2014-01-05"},
		{"二〇一四年六月", "2014-06"},
		{"二〇一四年十二月十二日", "2014-12-12"},
		{"二零一四年五月八日", "2014-05-08"},
		{"２０１４年１２月１２日", "2014-12-12"},
		{"2014 年 12 月 12 日", "2014-12-12"},
		{"2012年2月29日", "2012-02-29"},
		{"2000年2月29日", "2000-02-29"},
		// Zeros of real filings' years: ○ (U+25CB) in 二○○六年四月二十七日,
		// 0 in 二00三年五月十五日, O and Ｏ in text layers.
		{"二○○六年四月二十七日", "2006-04-27"},
		{"二00三年五月十五日", "2003-05-15"},
		{"二OO八年一月十八日", "2008-01-18"},
		{"二ＯＯ八年一月十八日", "2008-01-18"},
		{"二〇一〇年十二月二十三日", "2010-12-23"},
		{"二零零三年三月二十五日", "2003-03-25"},
		// 廿 and 卅 for the tens of a day: 二〇一四年五月廿三日.
		{"二〇一四年五月廿三日", "2014-05-23"},
		{"二〇一四年五月廿日", "2014-05-20"},
		{"二〇一四年五月卅日", "2014-05-30"},
		{"二〇一四年五月卅一日", "2014-05-31"},
		// January written 元月 (real contract announcements: 2012 年元月搬迁
		// 到尉氏县, 2003 年元月改制), and 号 for 日 (2013年6月30号).
		{"2012 年元月", "2012-01"},
		{"2003年元月", "2003-01"},
		{"二〇一四年元月二十九日", "2014-01-29"},
		{"2013年6月30号", "2013-06-30"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			d, err := ParseDate(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if d.String() != tt.want {
				t.Errorf("ParseDate(%q) = %s, want %s", tt.in, d, tt.want)
			}
		})
	}
	for _, in := range []string{"", "2014年13月1日", "2014年2月30日", "2013年2月29日", "1900年2月29日", "2014-13-01",
		"2014-12-32", "2014-12.12", "二〇一四年十三月", "2014年", "12月12日", "临2014-045", "20141-12-12", "OOOO年一月一日", "0000年一月", "2014年元旦", "2014年元十月"} {
		t.Run("reject "+in, func(t *testing.T) {
			if d, err := ParseDate(in); err == nil {
				t.Errorf("ParseDate(%q) = %s, want an error", in, d)
			}
		})
	}
}

func TestFindDates(t *testing.T) {
	// Wording of the seeds: dates in running text and inside parentheses.
	in := "中国农业银行股份有限公司董事会\n二〇一四年五月八日\n本行于2014年4月25日以书面形式发出会议通知,(2014年12月12日)及截至2013年12月31日止,临2014-045,二〇一四年六月"
	var got []string
	for _, d := range FindDates(in) {
		checkSpan(t, in, d.Span, d.Text)
		got = append(got, d.String())
	}
	want := []string{"2014-05-08", "2014-04-25", "2014-12-12", "2013-12-31", "2014-06"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("FindDates (-want +got):\n%s", diff)
	}
}

func TestFindDatesSeeds(t *testing.T) {
	// The announcement dates the reviewed facts hold.
	want := map[string][]string{
		"000": {"2014-05-08"},
		"001": {"2014-12-12", "2014-11-28"},
		"002": {"2014-11-01", "2014-10-31", "2014-10-23"},
		"003": {"2014-06", "2014-06-06"},
	}
	for _, path := range seedPaths(t) {
		name := seedName(path)
		raw := readSeed(t, path)
		d := New(Layer{Raw: []byte(raw), Text: raw})
		ds := FindDates(d.Text)
		found := map[string]bool{}
		for _, x := range ds {
			checkSpan(t, d.Text, x.Span, x.Text)
			found[x.String()] = true
		}
		for _, w := range want[name] {
			if !found[w] {
				t.Errorf("seed %s: %s not found", name, w)
			}
		}
	}
}
