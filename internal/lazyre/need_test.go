package lazyre

import (
	"reflect"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Expressions of the extractors and what each match of them holds.
func TestNeed(t *testing.T) {
	date := `(?:\d{4}|[〇零○OＯ0一二三四五六七八九]{4})年(?:\d{1,2}|[一二三四五六七八九十]{1,3}|元)月(?:(?:\d{1,2}|[一二三四五六七八九十廿卅]{1,3})[日号])?`
	for _, tt := range []struct {
		expr string
		want need
	}{
		{`([0-9]{4})\s*年`, need{{"年"}}},
		{`^分别|合计$`, need{{"分别", "合计"}}},
		// The date needs 年 and 月; the day, optional, nothing.
		{date, need{{"年"}, {"月"}}},
		// A session of the board, the supervisors or the shareholders.
		{`(` + date + `)(?:召开(?:了|的)?|,)\s*(?:公司|本公司)?(第[一二三四五六七八九十百\d]+届(?:董事会|监事会)第[一二三四五六七八九十百\d]+次会议|(?:\d{4})年(?:第[一二三四五六七八九十]+次)?(?:临时)?股东大会)`,
			need{{"董事会", "监事会", "股东大会"}, {"年"}, {"月"}}},
		// A choice of two characters is a class: one of them.
		{`表决(?:票|结果)[:\x{FF1A}]`, need{{"表决"}, {"票", "结果"}, {":", "\uFF1A"}}},
		{`[日号]`, need{{"号", "日"}}},
		// The sets whose shortest string is longest, at most maxSets.
		{`关于.*《.*审议.*a`, need{{"关于"}, {"审议"}, {"《"}}},
		// Nothing needed: a wide class, a repetition that may be empty,
		// an empty branch, letters of either case, U+FFFD (which an
		// invalid byte also matches).
		{`[a-z]+`, nil},
		{`(?:议案)*`, nil},
		{`议案|`, nil},
		{`(?i)abc`, nil},
		{"\uFFFD", nil},
		{`(unclosed`, nil},
	} {
		if diff := cmp.Diff(tt.want, needOfExpr(tt.expr)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.expr, diff)
		}
	}
}

// FuzzSearches holds every search of an expression to what package regexp
// answers, on any expression and text.
func FuzzSearches(f *testing.F) {
	for _, seed := range [][2]string{
		{`([0-9]{4})\s*年`, "2011年度、2012年度和2013 年度"},
		{`^分别|合计$`, "合计"},
		{`(\d{4})年(\d{1,2})月(?:(\d{1,2})日)?召开(?:了|的)?(第[一二三]+届董事会)`, "公司于2017年5月3日召开了第一届董事会第二十六次临时会议"},
		{`董事会|监事会`, "本次监事会"},
		{"\uFFFD", "\xff"},
		{"a\uFFFDb", "a\xe4b"},
		{`[日号]`, "3号"},
		{`(?i)Abc`, "aBC"},
		{`x*`, ""},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, expr, s string) {
		want, err := regexp.Compile(expr)
		if err != nil {
			return
		}
		r := &Regexp{expr: expr}
		b := []byte(s)
		for _, c := range []struct {
			what      string
			got, want any
		}{
			{"MatchString", r.MatchString(s), want.MatchString(s)},
			{"Match", r.Match(b), want.Match(b)},
			{"Find", r.Find(b), want.Find(b)},
			{"FindIndex", r.FindIndex(b), want.FindIndex(b)},
			{"FindSubmatch", r.FindSubmatch(b), want.FindSubmatch(b)},
			{"FindString", r.FindString(s), want.FindString(s)},
			{"FindStringIndex", r.FindStringIndex(s), want.FindStringIndex(s)},
			{"FindStringSubmatch", r.FindStringSubmatch(s), want.FindStringSubmatch(s)},
			{"FindStringSubmatchIndex", r.FindStringSubmatchIndex(s), want.FindStringSubmatchIndex(s)},
			{"FindAllString", r.FindAllString(s, -1), want.FindAllString(s, -1)},
			{"FindAllStringIndex", r.FindAllStringIndex(s, 2), want.FindAllStringIndex(s, 2)},
			{"FindAllStringSubmatch", r.FindAllStringSubmatch(s, -1), want.FindAllStringSubmatch(s, -1)},
			{"FindAllStringSubmatchIndex", r.FindAllStringSubmatchIndex(s, -1), want.FindAllStringSubmatchIndex(s, -1)},
		} {
			if !reflect.DeepEqual(c.got, c.want) {
				t.Fatalf("%s(%q) on %q = %v, want %v (need %q)", c.what, expr, s, c.got, c.want, r.need)
			}
		}
	})
}

// The literals every match opens with, and the expressions left to
// package regexp's own search.
func TestFirst(t *testing.T) {
	for _, tt := range []struct {
		expr string
		want []string
	}{
		{`(?:同意|赞成|反对|弃权)(\d+)票`, []string{"同意", "赞成", "反对", "弃权"}},
		{`[。;:]\s*(\d{1,2}、)`, []string{":", ";", "。"}},
		{`(有效表决票数?|有效票数?|回避)`, []string{"有效", "回避"}},
		{`第[一二三]+届`, []string{"第"}},
		{`(?:公司|本公司)?第`, nil},                // may open on 第 or 公司: an optional start
		{`[0-9]+元`, nil},                     // ten characters
		{`(?m)^第\d+条`, nil},                  // asks for a line start before
		{`\b中标`, nil},                        // asks for a boundary before
		{`^中标`, nil},                         // asks for the text's start
		{`中标|(?i)abc`, nil},                  // letters of either case
		{`(?:中标|)通知`, nil},                   // an empty branch
		{`(?:中标|成交)$`, []string{"中标", "成交"}}, // the text's end is the same from anywhere
	} {
		var got []string
		if f := firstOfExpr(tt.expr); f != nil {
			got = f.words
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.expr, diff)
		}
	}
}
