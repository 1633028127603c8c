package meeting

import (
	"path/filepath"
	"regexp"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
)

// TestMeetingFactsUnderParaphrase: every meeting and vote fact of the real
// pages (testdata/real) reads the same once a wording is put in another of
// the genre's forms: 应到/应出席, 实到/实际出席, 名/人 and counts in Chinese
// numerals, the counts before their ways of voting (9票同意、0票反对…, 9票赞
// 成…), 同意票9票, 赞成, 表决情况/投票结果/表决结果为, semicolons between the
// counts, the chair 召集并主持 or named before the title (由X董事长主持) or
// as 会议主持人为…, dates zero-padded, spaced or in Chinese numerals
// (二〇二〇年一月十三日), 于…上午在, 会议通知已于, 本次会议应…. None lost, none changed,
// none added.
func TestMeetingFactsUnderParaphrase(t *testing.T) {
	cn := func(n string) string {
		d := map[byte]string{'0': "零", '1': "一", '2': "二", '3': "三", '4': "四", '5': "五", '6': "六", '7': "七", '8': "八", '9': "九"}
		if len(n) == 1 {
			return d[n[0]]
		}
		if len(n) == 2 {
			out := ""
			if n[0] != '1' {
				out = d[n[0]]
			}
			out += "十"
			if n[1] != '0' {
				out += d[n[1]]
			}
			return out
		}
		return n
	}
	subs := []struct {
		name string
		re   *regexp.Regexp
		to   string
	}{
		{"应出席→应到", regexp.MustCompile(`应出席(董事|监事)`), "应到${1}"},
		{"实际出席→实到", regexp.MustCompile(`实际出席(会议的)?(董事|监事)`), "实到${2}"},
		{"名→人", regexp.MustCompile(`(董事|监事)(\d+)名`), "${1}${2}人"},
		{"人→名", regexp.MustCompile(`(董事|监事)(\d+)人`), "${1}${2}名"},
		{"number first", regexp.MustCompile(`同意\s*(\d+)\s*票\s*[,，]\s*反对\s*(\d+)\s*票\s*[,，]\s*弃权\s*(\d+)\s*票`), "${1}票同意、${2}票反对、${3}票弃权"},
		{"赞成", regexp.MustCompile(`同意(\s*\d+\s*票)`), "赞成${1}"},
		{"表决情况", regexp.MustCompile(`表决结果\s*[:：]`), "表决情况："},
		{"semicolons", regexp.MustCompile(`(票)\s*[,，]\s*(反对|弃权)`), "${1}；${2}"},
		{"召集并主持", regexp.MustCompile(`由(公司)?董事长(\p{Han}{2,3})(先生|女士)?主持`), "由公司董事长${2}${3}召集并主持"},
		{"主持人为", regexp.MustCompile(`会议由(公司)?(董事长|监事会主席)(\p{Han}{2,3})(先生|女士)?主持`), "会议主持人为${2}${3}${4}"},
		{"zero-padded month", regexp.MustCompile(`(\d{4})年(\d)月`), "${1}年0${2}月"},
		{"spaced dates", regexp.MustCompile(`(\d{4})年(\d{1,2})月(\d{1,2})日`), "${1} 年 ${2} 月 ${3} 日"},
		{"本次会议", regexp.MustCompile(`会议应`), "本次会议应"},
		{"Chinese counts", regexp.MustCompile(`(董事|监事)(\d{1,2})(名|人)`), "CN"},
		{"name before title", regexp.MustCompile(`由(公司)?董事长(\p{Han}{2,3})(先生|女士)?主持`), "由${2}董事长主持"},
		{"number first 赞成", regexp.MustCompile(`同意\s*(\d+)\s*票\s*[,，]\s*反对\s*(\d+)\s*票\s*[,，]\s*弃权\s*(\d+)\s*票`), "${1}票赞成,${2}票反对,${3}票弃权"},
		{"同意票N票", regexp.MustCompile(`同意\s*(\d+)\s*票\s*[,，]\s*反对\s*(\d+)\s*票\s*[,，]\s*弃权\s*(\d+)\s*票`), "同意票${1}票,反对票${2}票,弃权票${3}票"},
		{"投票结果", regexp.MustCompile(`表决结果\s*[:：]`), "投票结果:"},
		{"表决结果为", regexp.MustCompile(`表决结果\s*[:：]`), "表决结果为:"},
		{"Chinese date", regexp.MustCompile(`(20)(\d)(\d)年(\d{1,2})月(\d{1,2})日`), "CNDATE"},
		{"会议通知已于", regexp.MustCompile(`会议通知于`), "会议通知已于"},
		{"召开 place first", regexp.MustCompile(`于(\d{4}年\d{1,2}月\d{1,2}日)在`), "于${1}上午在"},
		{"票数 (同意9票)→(同意 9 票)", regexp.MustCompile(`(同意|反对|弃权)(\d+)票`), "${1} ${2} 票"},
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "real", "page_*.txt"))
	for _, s := range subs {
		docs := 0
		for _, f := range files {
			raw := string(testdoc.Bytes(t, f))
			alt := s.re.ReplaceAllString(raw, s.to)
			if s.to == "CN" {
				alt = s.re.ReplaceAllStringFunc(raw, func(m string) string {
					g := s.re.FindStringSubmatch(m)
					return g[1] + cn(g[2]) + g[3]
				})
			}
			if s.to == "CNDATE" {
				alt = s.re.ReplaceAllStringFunc(raw, func(m string) string {
					g := s.re.FindStringSubmatch(m)
					y := "二〇" + map[string]string{"0": "〇", "1": "一", "2": "二"}[g[2]] + map[string]string{"0": "〇", "1": "一", "2": "二", "3": "三", "4": "四", "5": "五", "6": "六", "7": "七", "8": "八", "9": "九"}[g[3]]
					return y + "年" + cn(g[4]) + "月" + cn(g[5]) + "日"
				})
			}
			if alt == raw {
				continue
			}
			docs++
			base := meetingFacts(extractText(f, raw))
			got := meetingFacts(extractText(f, alt))
			l, a := diffFacts(base, got)
			if len(l) > 0 || len(a) > 0 {
				t.Errorf("%s, %s: lost %v, added %v", s.name, filepath.Base(f), l, a)
			}
		}
		if docs == 0 {
			t.Errorf("%s: no page holds the wording", s.name)
		}
	}
}
