package pipeline_test

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"

	"github.com/gonggao/gonggao/schema"
)

// realConvertibleFacts are facts of the real convertible-bond
// announcements in the repository, each read by hand from the document's
// text (the figures as it states them).
var realConvertibleFacts = []struct {
	path  string
	facts map[string]string
}{
	// 1、工行转债调整前的转股价格:4.20元人民币/股 2、…调整后的转股价格:4.16元人民币/股
	// 3、…调整起始日期:2010年11月26日; the excerpt starts after the title.
	{"../corpus/real/convertible/icbc_2010_adjust_a_rights.txt", map[string]string{
		"announcement.kind":                          `"convertible_price_adjustment"`,
		"conversion_price_adjustment.before.value":   `"4.20"`,
		"conversion_price_adjustment.after.value":    `"4.16"`,
		"conversion_price_adjustment.effective_date": `"2010-11-26"`,
		"conversion_price_adjustment.reason":         `"new_shares"`,
	}},
	// 调整前的转股价格:4.16元/股 … 调整后的转股价格:4.15元/股 … 2010年12月27日,
	// and the worked calculation that gives 4.15.
	{"../corpus/real/convertible/icbc_2010_adjust_h_rights.txt", map[string]string{
		"announcement.kind":                          `"convertible_price_adjustment"`,
		"conversion_price_adjustment.before.value":   `"4.16"`,
		"conversion_price_adjustment.after.value":    `"4.15"`,
		"conversion_price_adjustment.effective_date": `"2010-12-27"`,
		"conversion_price_adjustment.reason":         `"new_shares"`,
		"check:conversion.adjust":                    `"pass"`,
	}},
	// ●调整前转股价格:19.76元/股 ●调整后转股价格:12.35元/股 ●转股价格调整起始
	// 日期:2005年9月30日, for 每10股转增6股: 19.76 / 1.6 = 12.35.
	{"../corpus/real/convertible/gehua_2005_adjust_capitalisation.txt", map[string]string{
		"announcement.kind":                          `"convertible_price_adjustment"`,
		"conversion_price_adjustment.before.value":   `"19.76"`,
		"conversion_price_adjustment.after.value":    `"12.35"`,
		"conversion_price_adjustment.effective_date": `"2005-09-30"`,
		"conversion_price_adjustment.reason":         `"bonus_or_capitalisation"`,
		"check:conversion.adjust":                    `"pass"`,
	}},
	// 转债代码:113013; 每张面值人民币100元; 发行总额 … 人民币70亿元; 期限为发行之日起六年; 任意连续
	// 三十个交易日中有十五个交易日的收盘价低于当期转股价格的 80%.
	{"../corpus/real/convertible/gtja_2022_reset_notice.txt", map[string]string{
		"announcement.kind":                                `"other"`,
		"code:convertible":                                 `"113013"`,
		"offerings.0.amount_max.value":                     `"7000000000"`,
		"offerings.0.par_value.value":                      `"100"`,
		"offerings.0.term_years":                           `6`,
		"offerings.0.conversion.reset.trigger_ratio.value": `"0.80"`,
		"offerings.0.conversion.reset.trigger_days":        `15`,
		"offerings.0.conversion.reset.window_days":         `30`,
	}},
	// 可转债代码:113047; 每张面值100元,发行总额150,000万元,期限6年; 连续三十个交易日中至少有
	// 十五个交易日的收盘价不低于 … 当期转股价格的130%.
	{"../corpus/real/convertible/qibin_2025_redemption_result.txt", map[string]string{
		"announcement.kind":                                      `"other"`,
		"code:convertible":                                       `"113047"`,
		"offerings.0.amount_max.value":                           `"1500000000"`,
		"offerings.0.par_value.value":                            `"100"`,
		"offerings.0.term_years":                                 `6`,
		"offerings.0.redemption.conditional.trigger_ratio.value": `"1.30"`,
	}},
	// 转债代码:113021; 发行总额 / 400 亿元,期限 6 年; 每张面值 100 元; 转股期起
	// 止日期:2019 年 9 月 11 日至 2025 年 3 月 3 日.
	{"../corpus/real/convertible/citic_2019_conversion_start.txt", map[string]string{
		"announcement.kind":                   `"other"`,
		"code:convertible":                    `"113021"`,
		"offerings.0.amount_max.value":        `"40000000000"`,
		"offerings.0.par_value.value":         `"100"`,
		"offerings.0.term_years":              `6`,
		"offerings.0.conversion.period.start": `"2019-09-11"`,
		"offerings.0.conversion.period.end":   `"2025-03-03"`,
	}},
	// 可转债代码:110053; 按每张面值 100 元发行, 公开发行总额 200 亿元 … 期限 6 年.
	{"../corpus/real/convertible/jsbank_2019_conversion_start.txt", map[string]string{
		"announcement.kind":            `"other"`,
		"code:convertible":             `"110053"`,
		"offerings.0.amount_max.value": `"20000000000"`,
		"offerings.0.par_value.value":  `"100"`,
		"offerings.0.term_years":       `6`,
	}},
	// 可转换公司债券代码:113044; 可转换公司债券发行量:320亿元.
	{"../corpus/real/convertible/daqin_2021_listing.txt", map[string]string{
		"announcement.kind":            `"other"`,
		"code:convertible":             `"113044"`,
		"offerings.0.amount_max.value": `"32000000000"`,
	}},
	// 证券简称:民生转债 证券代码:110023; a notice that conversion stops during
	// a dividend, not a dividend payment.
	{"../corpus/real/convertible/cmbc_2014_conversion_suspended.txt", map[string]string{
		"announcement.kind": `"other"`,
		"code:convertible":  `"110023"`,
	}},
	// 可转换公司债券的发行总额:2,000,000,000元 2、票面金额:100元 3、可转换公司
	// 债券的期限:5年; …前30个交易日…; (即2005年1月16日至2009年7月16日).
	{"../corpus/real/convertible/hualing_2004_issue.txt", map[string]string{
		"code:A":                              `"000932"`,
		"offerings.0.amount_max.value":        `"2000000000"`,
		"offerings.0.par_value.value":         `"100"`,
		"offerings.0.term_years":              `5`,
		"offerings.0.conversion.price_basis":  `"average_30_trading_days"`,
		"offerings.0.conversion.period.start": `"2005-01-16"`,
		"offerings.0.conversion.period.end":   `"2009-07-16"`,
	}},
	// 转债代码:110015; 发行面值总额为人民币2,300,000万元; 每张面值人民币100元;
	// 转股起止日:2011年8月24日至2017年2月23日.
	{"../corpus/real/pages/51_convertible.txt", map[string]string{
		"announcement.kind":                   `"other"`,
		"code:convertible":                    `"110015"`,
		"offerings.0.amount_max.value":        `"23000000000"`,
		"offerings.0.par_value.value":         `"100"`,
		"offerings.0.conversion.period.start": `"2011-08-24"`,
		"offerings.0.conversion.period.end":   `"2017-02-23"`,
	}},
}

// convertibleFacts reads the facts at paths from doc: a dotted JSON path
// (see walk), "code:MARKET" for the code of a listing, "check:ID" for the
// status of a check.
func convertibleFacts(t *testing.T, doc *schema.Document, paths map[string]string) map[string]string {
	t.Helper()
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for p := range paths {
		switch {
		case strings.HasPrefix(p, "code:"):
			out[p] = "absent"
			if doc.Announcement != nil {
				for _, sc := range doc.Announcement.StockCodes {
					if sc.Market == strings.TrimPrefix(p, "code:") {
						out[p] = `"` + sc.Code + `"`
					}
				}
			}
		case strings.HasPrefix(p, "check:"):
			out[p] = "absent"
			for _, c := range doc.Checks {
				if c.ID == strings.TrimPrefix(p, "check:") {
					out[p] = `"` + c.Status + `"`
				}
			}
		default:
			out[p] = walk(v, p)
		}
	}
	return out
}

// perturbations are the artefacts of PDF conversion and of web pages,
// applied to a document's text.
var perturbations = []struct {
	name string
	f    func(string) string
}{
	{"spaces between Han and digits", spaceHanDigits},
	{"full-width digits and signs", fullWidth},
	{"lines wrapped at 23 characters", func(s string) string { return wrapLines(s, 23) }},
	{"lines wrapped at 31 characters", func(s string) string { return wrapLines(s, 31) }},
	{"site navigation before the header", func(s string) string {
		return "首页 | 公司公告 | 行情中心 | 数据中心\n上一篇 下一篇 放大 缩小 默认\n\n" + s
	}},
	{"portal links to the neighbouring announcements before the text", func(s string) string {
		return "首页 > 信息披露 > 公司公告\n上一篇:中国工商银行股份有限公司关于A股可转换公司债券转股结果的公告\n" +
			"下一篇:关于召开2010年第一次临时股东大会的通知\n【字号 大 中 小】 【打印】 【关闭窗口】\n来源:上海证券报\n\n" + s
	}},
	{"portal links with spaces and full-width colons", func(s string) string {
		return "返回 | 打印 | 关闭窗口\n上一篇: 大秦铁路股份有限公司2020年年度报告摘要\n下一篇: 北京歌华有线电视网络股份有限公司董事会决议公告\n字号:大 中 小\n\n" + s
	}},
	{"operators spaced, minus as −", func(s string) string {
		return strings.NewReplacer("-", "−", "+", " + ", "=", " = ", "×", " × ").Replace(s)
	}},
	{"CRLF line ends", func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }},
	{"title letter-spaced", letterSpaceTitle},
	{"title broken over two lines", splitTitle},
	{"traditional characters", traditional},
}

// titleLine is the byte range in s of the first line that ends a title
// (…公告, …公告书) in the first 40 lines, or -1.
func titleLine(s string) (int, int) {
	off := 0
	for i, ln := range strings.SplitAfter(s, "\n") {
		if i >= 40 {
			break
		}
		t := strings.TrimSpace(ln)
		if strings.HasSuffix(t, "公告") || strings.HasSuffix(t, "公告书") {
			return off, off + len(strings.TrimRight(ln, "\r\n"))
		}
		off += len(ln)
	}
	return -1, -1
}

// letterSpaceTitle puts a space between the characters of the title's
// line, as a heading set letter-spaced comes out of a PDF's text layer.
func letterSpaceTitle(s string) string {
	a, b := titleLine(s)
	if a < 0 {
		return s
	}
	var sp strings.Builder
	for i, r := range s[a:b] {
		if i > 0 && r != ' ' {
			sp.WriteByte(' ')
		}
		sp.WriteRune(r)
	}
	return s[:a] + sp.String() + s[b:]
}

// splitTitle breaks the title's line in the middle, as a long title set
// on two lines comes out of a PDF's text layer.
func splitTitle(s string) string {
	a, b := titleLine(s)
	if a < 0 {
		return s
	}
	rs := []rune(s[a:b])
	return s[:a] + string(rs[:len(rs)/2]) + "\n" + string(rs[len(rs)/2:]) + s[b:]
}

// traditional writes the characters of a mirror that prints traditional
// characters (調整, 轉股價格, 債券, 億元, 萬元, 個交易日) in their
// traditional forms; every fact still holds.
func traditional(s string) string {
	return strings.NewReplacer("调", "調", "整", "整", "转", "轉", "价", "價", "债", "債", "发", "發", "行", "行",
		"证", "證", "券", "券", "码", "碼", "简", "簡", "称", "稱", "关", "關", "于", "於", "公", "公", "告", "告",
		"东", "東", "会", "會", "议", "議", "决", "決", "额", "額", "总", "總", "为", "為", "后", "後", "条", "條",
		"项", "項", "变", "變", "权", "權", "购", "購", "时", "時", "间", "間", "数", "數", "与", "與", "现", "現",
		"亿", "億", "万", "萬", "个", "個", "两", "兩", "张", "張", "面", "面", "值", "值", "期", "期", "限", "限", "年", "年").Replace(s)
}

// spaceHanDigits puts a space between a Han character and a digit next
// to it, as a PDF's text layer does between its runs.
func spaceHanDigits(s string) string {
	var b strings.Builder
	var prev rune
	for _, r := range s {
		if prev != 0 && (unicode.Is(unicode.Han, prev) && isASCIIDigit(r) || isASCIIDigit(prev) && unicode.Is(unicode.Han, r)) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

func isASCIIDigit(r rune) bool { return r >= '0' && r <= '9' }

// fullWidth writes digits, the decimal point, the colon, brackets and the
// percent sign in their full-width forms.
func fullWidth(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case isASCIIDigit(r), r == '.', r == ':', r == '(', r == ')', r == '%':
			b.WriteRune(r - 0x21 + 0xFF01)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// wrapLines breaks every line longer than n characters after each n
// characters, wherever that falls (inside a word, a number or a date), as
// a PDF's text layer breaks a paragraph at the width of its column.
func wrapLines(s string, n int) string {
	var b strings.Builder
	for i, ln := range strings.Split(s, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		k := 0
		for _, r := range ln {
			if k > 0 && k%n == 0 {
				b.WriteByte('\n')
			}
			b.WriteRune(r)
			k++
		}
	}
	return b.String()
}

// knownBreaks are the facts an artefact still breaks, each with its
// cause, outside the convertible-bond readers: the list may only shrink
// (a fact that holds again fails the test until its entry goes).
var knownBreaks = map[string]string{
	// The page's header is one line of 200 characters; wrapped, 证券代码:
	// stands a line above its code.
	"cmbc_2014_conversion_suspended.txt|lines wrapped at 23 characters|code:convertible": "header label broken from its code",
}

// TestConvertiblePerturbed holds the facts of the real convertible-bond
// announcements on their text and on the text with the artefacts of PDF
// conversion and web pages applied, and requires a passing adjustment
// check to fail on a copy whose new price is a cent off, under every
// artefact.
func TestConvertiblePerturbed(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range realConvertibleFacts {
		raw := string(readFile(t, tc.path))
		name := tc.path[strings.LastIndex(tc.path, "/")+1:]
		t.Run(name, func(t *testing.T) {
			check := func(label, text string) {
				got := convertibleFacts(t, process(t, tc.path, []byte(text)), tc.facts)
				for p, want := range tc.facts {
					key := name + "|" + label + "|" + p
					_, known := knownBreaks[key]
					seen[key] = known
					switch {
					case got[p] != want && known:
						t.Logf("%s: %s = %s (known: %s)", label, p, got[p], knownBreaks[key])
					case got[p] != want:
						t.Errorf("%s: %s = %s, want %s", label, p, got[p], want)
					case known:
						t.Errorf("%s: %s holds now; take it off knownBreaks", label, p)
					}
				}
			}
			check("as filed", raw)
			for _, p := range perturbations {
				check(p.name, p.f(raw))
			}
			// A passing adjustment misstated by a cent fails under every
			// artefact too.
			if tc.facts["check:conversion.adjust"] != `"pass"` {
				return
			}
			after := strings.Trim(tc.facts["conversion_price_adjustment.after.value"], `"`)
			wrong := strings.ReplaceAll(raw, after+"元", centOff(after)+"元")
			if wrong == raw {
				t.Fatalf("%s元 not in the text", after)
			}
			for _, p := range perturbations {
				c := adjustFinding(process(t, tc.path, []byte(p.f(wrong))))
				if c == nil || c.Status != schema.StatusFail {
					t.Errorf("%s, %s stated as %s: %+v, want fail", p.name, after, centOff(after), c)
				}
			}
		})
	}
	for k := range knownBreaks {
		if !seen[k] {
			t.Errorf("knownBreaks names %s, which no document and artefact gives", k)
		}
	}
}
