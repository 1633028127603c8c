package amend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/read"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// arCorpusDoc reads a bundled corpus document the way the CLI does.
func arCorpusDoc(t *testing.T, name string) *normalize.Doc {
	t.Helper()
	path := filepath.Join("..", "..", "corpus", name)
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		t.Skipf("corpus document %s is not bundled", name)
	}
	if err != nil {
		t.Fatal(err)
	}
	doc, err := read.Read(name, data, read.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// arTextDoc builds a document from plain text.
func arTextDoc(s string) *normalize.Doc {
	return normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(s), Text: s, Tables: normalize.TextTables(s)})
}

func arRun(doc *normalize.Doc, ex extract.Extractor) *schema.Document {
	return extract.Run(doc, schema.Source{Path: doc.Path}, []extract.Extractor{ex})
}

func arWarnings(out *schema.Document, code string) []schema.Warning {
	var ws []schema.Warning
	for _, w := range out.Warnings {
		if w.Code == code {
			ws = append(ws, w)
		}
	}
	return ws
}

func TestRulesSeed004(t *testing.T) {
	out := arRun(arCorpusDoc(t, "004_f0290f1b02f6b466.txt"), Rules{})
	r := out.Rules
	if r == nil {
		t.Fatal("no rule book found in 招商银行股东大会议事规则")
	}
	var titles []string
	for i, ch := range r.Chapters {
		if ch.Number != i+1 {
			t.Errorf("chapter %d numbered %d", i+1, ch.Number)
		}
		titles = append(titles, ch.Title)
	}
	wantTitles := []string{"总则", "股东大会的一般规定", "股东大会的召集", "股东大会的提案与通知", "股东大会的召开",
		"股东大会的表决和决议", "类别股东表决的特别程序", "股东大会对董事会的授权", "股东大会决议的执行", "附则"}
	if d := cmp.Diff(wantTitles, titles); d != "" {
		t.Errorf("chapter titles (-want +got):\n%s", d)
	}
	if len(r.Articles) != 77 {
		t.Fatalf("%d articles, want 77", len(r.Articles))
	}
	art := map[int]schema.Article{}
	for i, a := range r.Articles {
		if a.Number != i+1 {
			t.Errorf("article %d numbered %d", i+1, a.Number)
		}
		art[a.Number] = a
	}
	// 第一章 总则 holds 第一条; 第六章 starts at 第四十条; 第七章 at 第六十二条;
	// 第十章 附则 holds 第七十五条 to 第七十七条.
	for n, ch := range map[int]int{1: 1, 2: 2, 6: 2, 7: 3, 13: 4, 39: 5, 40: 6, 61: 6, 62: 7, 69: 7, 70: 8, 73: 9, 75: 10, 77: 10} {
		if art[n].Chapter != ch {
			t.Errorf("article %d in chapter %d, want %d", n, art[n].Chapter, ch)
		}
	}
	if a := art[10].Text; !strings.Contains(a, "收到请求后5日内") || strings.Contains(a, "- 7 -") {
		t.Errorf("article 10 not joined across the page break: %q", a)
	}
	if !strings.HasPrefix(art[1].Text, "为维护本行") {
		t.Errorf("article 1 text %q", art[1].Text)
	}
	if !strings.HasPrefix(art[2].Text, "股东大会是本行的权力机构") || strings.Contains(art[2].Text, "第三条") {
		t.Errorf("article 2 text %q", art[2].Text)
	}
	// 第六十三条 cites 本规则第六十五条至第六十九条; the citation is no heading.
	if !strings.Contains(art[63].Text, "第六十五条至第六十九条") {
		t.Errorf("article 63 lost its citation: %q", art[63].Text)
	}
	if !strings.Contains(art[77].Text, "解释权") {
		t.Errorf("article 77 text %q", art[77].Text)
	}
	if ws := arWarnings(out, schema.WarnNumbering); len(ws) != 0 {
		t.Errorf("numbering warnings on a well-numbered book: %+v", ws)
	}
}

func TestRulesThresholdsSeed004(t *testing.T) {
	out := arRun(arCorpusDoc(t, "004_f0290f1b02f6b466.txt"), Rules{})
	if out.Rules == nil {
		t.Fatal("no rule book")
	}
	type th struct {
		Subject string
		Article int
		Value   string
		Unit    string
		Bound   string
	}
	got := map[th]bool{}
	for _, x := range out.Rules.Thresholds {
		got[th{x.Subject, x.Article, x.Quantity.Value, x.Quantity.Unit, x.Quantity.Bound}] = true
	}
	want := []th{
		{"request_meeting", 4, "0.10", "ratio", "ge"},                // 单独或者合并持有本行有表决权股份总数10%以上的股东书面请求时
		{"request_meeting", 10, "0.10", "ratio", "ge"},               // 单独或者合计持有…股份10%以上的股东,可以签署…书面要求
		{"propose", 15, "0.03", "ratio", "ge"},                       // 单独或合计持有…3%以上的股东,有权…提出新的提案
		{"nominate", 14, "0.03", "ratio", "ge"},                      // …3%以上的股东亦可以向董事会提名董事候选人
		{"ordinary_resolution", 41, "0.5", "ratio", "gt"},            // 所持表决权的过半数通过
		{"special_resolution", 41, "0.6666666667", "ratio", "ge"},    // 所持表决权的三分之二以上通过
		{"annual_meeting_notice", 16, "20", "workdays", "ge"},        // 年度股东大会召开前至少二十个工作日
		{"extraordinary_meeting_notice", 16, "15", "days", "ge"},     // 临时股东大会召开前至少十五日
		{"extraordinary_meeting_notice", 16, "10", "workdays", "ge"}, // …或十个工作日: 至少 bounds both
		{"solicit_proxies", 40, "0.01", "ratio", "ge"},               // 持有1%以上有表决权股份的股东…征集
		{"voting_suspension", 40, "36", "months", "le"},              // 买入后的三十六个月内不得行使表决权
		{"self_convene_holding_period", 10, "90", "days", "ge"},      // 连续90日以上单独或者合并持有
		{"proposal_deadline", 15, "15", "workdays", "ge"},            // 股东大会召开15个工作日前…提出临时提案: at least 15 workdays before
		{"extraordinary_meeting_deadline", 4, "2", "months", "le"},   // 自事实发生之日起2个月内召开临时股东大会
		{"class_resolution", 66, "0.6666666667", "ratio", "ge"},      // 类别股东会的决议…三分之二以上
		// 单笔…其他资产金额超过本行最近一期经审计净资产10%的事项
		{"single_transaction_net_assets", 3, "0.10", "ratio", "gt"},
		// 一年内累计购置与处置重大资产…超过本行最近一期经审计总资产30%的事项
		{"annual_major_asset_transactions", 3, "0.30", "ratio", "gt"},
		// (七)本行在一年内购买、出售重大资产或者担保金额超过…经审计资产总额30%的
		{"annual_major_asset_transactions", 43, "0.30", "ratio", "gt"},
		{"convene_notice_period", 8, "5", "days", "le"},            // 在作出董事会决议后的5日内发出召开股东大会的通知
		{"convene_notice_period", 9, "5", "days", "le"},            // 作出董事会决议后5日内发出…通知
		{"convene_notice_period", 10, "5", "days", "le"},           // 在董事会决议后的5日内 / 应在收到请求后5日内发出…通知
		{"issue_mandate_interval", 69, "12", "months", "eq"},       // 本行每间隔12个月单独或者同时发行
		{"issue_mandate_cap", 69, "0.20", "ratio", "le"},           // 数量各自不超过该类已发行在外股份的20%
		{"issue_plan_deadline", 69, "15", "months", "le"},          // 自…核准、批准之日起15个月内完成的
		{"nominee_cap", 14, "0.3333333333", "ratio", "le"},         // 同一股东及其关联人提名的董事原则上不得超过董事会成员总数的三分之一
		{"independent_directors_request", 4, "2", "persons", "ge"}, // 二分之一以上且不少于两名独立董事提议召开时
		{"replace_chair", 33, "0.5", "ratio", "gt"},                // 经现场出席股东大会有表决权过半数的股东同意
		{"elect_chair", 33, "0.5", "ratio", "ge"},                  // 由半数以上董事共同推举的副董事长主持
		{"vote_counters", 53, "2", "persons", "eq"},                // 应当推选两名股东代表参加计票和监票
		{"minutes_copy_period", 59, "7", "days", "le"},             // 在收到合理费用后7日内把复印件送出
		{"dividend_payment_deadline", 73, "2", "months", "le"},     // 董事会应当在两个月内完成…派发事项
		// 召集股东所持有表决权股份比例不得低于有表决权股份总数的10%
		{"self_convene_min_holding", 11, "0.10", "ratio", "ge"},
		// 连续90日以上单独或者合并持有本行10%以上股份…可以自行召集和主持
		{"self_convene_holding", 10, "0.10", "ratio", "ge"},
	}
	// Article 10 holds two 5-day notices; article 33 three 半数以上.
	count := map[[2]any]int{}
	for _, x := range out.Rules.Thresholds {
		count[[2]any{x.Subject, x.Article}]++
	}
	for k, n := range map[[2]any]int{{"convene_notice_period", 10}: 2, {"elect_chair", 33}: 3, {"request_meeting", 11}: 0, {"request_meeting", 10}: 2} {
		if count[k] != n {
			t.Errorf("%v: %d thresholds, want %d", k, count[k], n)
		}
	}
	for _, w := range want {
		if !got[w] {
			t.Errorf("missing threshold %+v", w)
		}
	}
	for _, x := range out.Rules.Thresholds {
		if x.Quantity.Text == "" || x.Quantity.Span[1] <= x.Quantity.Span[0] {
			t.Errorf("threshold without provenance: %+v", x)
		}
	}
}

func TestRulesNotARuleBook(t *testing.T) {
	for _, name := range []string{"000_bac74d30caa566df.txt", "001_bfdae5a8f63b378f.txt", "002_1522606f4fcf738c.txt", "003_62c1a5d2d0aeecb4.txt"} {
		t.Run(name, func(t *testing.T) {
			out := arRun(arCorpusDoc(t, name), Rules{})
			if out.Rules != nil {
				t.Errorf("rule book found in an announcement: %d chapters, %d articles", len(out.Rules.Chapters), len(out.Rules.Articles))
			}
		})
	}
}

// book writes a small rule book: chapters of articles, one line each.
func ruleBookText(lines ...string) string { return strings.Join(lines, "\n") + "\n" }

func TestRulesVariants(t *testing.T) {
	type art struct{ Number, Chapter int }
	tests := []struct {
		name     string
		text     string
		chapters []string
		articles []art
		warnings int
	}{
		{
			name: "headings on lines of their own, spaced titles",
			text: ruleBookText("某某银行股份有限公司董事会议事规则", "第一章 总  则", "第一条 为规范董事会的议事方式，制定本规则。",
				"第二条 董事会对股东大会负责。", "第二章 董事会的召集", "第三条 董事会每年至少召开四次会议。",
				"第四条 有下列情形之一的，董事长应在十日内召集临时董事会会议：", "（一）代表十分之一以上表决权的股东提议时；",
				"第五条 本规则第三条规定的会议由董事长召集。", "第三章 附  则", "第六条 本规则由董事会负责解释。",
				"", "某某银行股份有限公司董事会", "2023年3月"),
			chapters: []string{"总则", "董事会的召集", "附则"},
			articles: []art{{1, 1}, {2, 1}, {3, 2}, {4, 2}, {5, 2}, {6, 3}},
		},
		{
			name:     "chapter label and title on separate lines",
			text:     ruleBookText("第一章", "总则", "第一条 甲。", "第二条 乙。", "第二章", "会议", "第三条 丙。", "第四条 丁。", "第五条 戊。"),
			chapters: []string{"总则", "会议"},
			articles: []art{{1, 1}, {2, 1}, {3, 2}, {4, 2}, {5, 2}},
		},
		{
			name: "citation at the start of a line is no heading",
			text: ruleBookText("第一章 总则", "第一条 甲。", "第二条 乙。", "第三条 丙。", "第二章 提案",
				"第四条 提案应当符合下列条件：", "第三条规定的事项除外。", "第五条 戊。", "第六条 己。"),
			chapters: []string{"总则", "提案"},
			articles: []art{{1, 1}, {2, 1}, {3, 1}, {4, 2}, {5, 2}, {6, 2}},
		},
		{
			name:     "gap and duplicate are warnings",
			text:     ruleBookText("第一章 总则", "第一条 甲。", "第二条 乙。", "第三条 丙。", "第二章 会议", "第五条 戊。", "第五条 重复。", "第六条 己。", "第七条 庚。", "第八条 辛。"),
			chapters: []string{"总则", "会议"},
			articles: []art{{1, 1}, {2, 1}, {3, 1}, {5, 2}, {5, 2}, {6, 2}, {7, 2}, {8, 2}},
			warnings: 2,
		},
		{
			name: "run-on headings after sentence ends",
			text: ruleBookText("第一章 总 则第一条 为规范。第二条 股东大会依法行使职权。第三条 本行设股东大会。",
				"第二章 召集第四条 董事会召集。第五条 监事会提议召开时，依本规则第四条规定办理。"),
			chapters: []string{"总则", "召集"},
			articles: []art{{1, 1}, {2, 1}, {3, 1}, {4, 2}, {5, 2}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := arRun(arTextDoc(tc.text), Rules{})
			if out.Rules == nil {
				t.Fatal("no rule book")
			}
			var chs []string
			for _, c := range out.Rules.Chapters {
				chs = append(chs, c.Title)
			}
			var arts []art
			for _, a := range out.Rules.Articles {
				arts = append(arts, art{a.Number, a.Chapter})
			}
			if d := cmp.Diff(tc.chapters, chs); d != "" {
				t.Errorf("chapters (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tc.articles, arts); d != "" {
				t.Errorf("articles (-want +got):\n%s", d)
			}
			if n := len(arWarnings(out, schema.WarnNumbering)); n != tc.warnings {
				t.Errorf("%d numbering warnings, want %d: %+v", n, tc.warnings, out.Warnings)
			}
		})
	}
}

func TestRulesLastArticleStopsAtSignature(t *testing.T) {
	text := ruleBookText("第一章 总则", "第一条 甲。", "第二条 乙。", "第二章 附则", "第三条 丙。", "第四条 丁。",
		"第五条 本规则由董事会负责解释。", "", "某某银行股份有限公司董事会", "2023年3月28日", "附件：表决票样式")
	out := arRun(arTextDoc(text), Rules{})
	if out.Rules == nil {
		t.Fatal("no rule book")
	}
	last := out.Rules.Articles[len(out.Rules.Articles)-1]
	if last.Text != "本规则由董事会负责解释。" {
		t.Errorf("last article text %q", last.Text)
	}
}

func TestRulesCitationsOnly(t *testing.T) {
	tests := map[string]string{
		"announcement citing articles": "根据《公司章程》第八十七条的规定，董事会审议通过如下议案。\n第一项 议案一。\n" +
			"本议案依据本行章程第十五条、第十六条及第二十七章的规定提出。\n",
		"too few articles":   ruleBookText("第一章 总则", "第一条 甲。", "第二条 乙。", "第二章 附则", "第三条 丙。"),
		"unordered from one": ruleBookText("第一章 甲", "第一条 甲。", "第九条 乙。", "第二章 乙", "第三条 丙。", "第十七条 丁。", "第二条 戊。", "第四十条 己。"),
		"unordered numbers":  ruleBookText("第一章 甲", "第九条 甲。", "第三条 乙。", "第二章 乙", "第十七条 丙。", "第二条 丁。", "第四十条 戊。", "第八条 己。"),
	}
	for name, text := range tests {
		t.Run(name, func(t *testing.T) {
			if out := arRun(arTextDoc(text), Rules{}); out.Rules != nil {
				t.Errorf("rule book found: %+v", out.Rules)
			}
		})
	}
}

// TestRulesPagedFixture reads a rule book whose page numbers ("- 2 -")
// split an article mid-sentence, with spaced chapter titles and a
// signature after the last article.
func TestRulesPagedFixture(t *testing.T) {
	path := filepath.Join("testdata", "rules", "board_rules_paged.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := read.Read(path, data, read.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out := arRun(doc, Rules{})
	r := out.Rules
	if r == nil {
		t.Fatal("no rule book")
	}
	var titles []string
	for _, c := range r.Chapters {
		titles = append(titles, c.Title)
	}
	if d := cmp.Diff([]string{"总则", "会议的召集和通知", "会议的表决", "附则"}, titles); d != "" {
		t.Errorf("chapters (-want +got):\n%s", d)
	}
	if len(r.Articles) != 8 {
		t.Fatalf("%d articles", len(r.Articles))
	}
	if a := r.Articles[3].Text; !strings.Contains(a, "应当于会议召开三日以前通知") || strings.Contains(a, "- 2 -") {
		t.Errorf("article 4 not joined across the page break: %q", a)
	}
	if a := r.Articles[7].Text; a != "本规则由董事会负责解释,自股东大会审议通过之日起施行。" {
		t.Errorf("article 8 text %q", a)
	}
	got := map[[2]string]bool{}
	for _, th := range r.Thresholds {
		got[[2]string{th.Subject, th.Quantity.Value}] = true
	}
	for subject, value := range map[string]string{
		"convene_deadline": "10",  // 自接到提议后10日内召集
		"request_meeting":  "0.1", // 代表十分之一以上表决权的股东提议时
		"meeting_notice":   "10",  // 会议召开十日以前书面通知 (then 三日以前)
		"quorum":           "0.5", // 过半数的董事出席方可举行
		"board_resolution": "0.5", // 必须经全体董事的过半数通过
	} {
		if !got[[2]string{subject, value}] {
			t.Errorf("no threshold %s = %q in %+v", subject, value, r.Thresholds)
		}
	}
}

// TestRulesThresholdSubjects holds the subjects of thresholds worded as
// other rule books word them, and figures that govern nothing listed.
func TestRulesThresholdSubjects(t *testing.T) {
	tests := []struct {
		name, article string
		want          [][2]string // subject, value
	}{
		{"asset transactions", "股东大会审议公司在一年内购买、出售重大资产超过公司最近一期经审计总资产30%的事项;审议单项对外投资金额超过公司最近一期经审计净资产10%的事项。",
			[][2]string{{"annual_major_asset_transactions", "0.30"}, {"single_transaction_net_assets", "0.10"}}},
		{"notice after a decision", "董事会同意召开临时股东大会的,应当在作出董事会决议后五日内发出召开股东大会的通知。",
			[][2]string{{"convene_notice_period", "5"}}},
		{"notice after a request", "监事会同意召开临时股东大会的,应在收到请求5日内发出召开股东大会的通知。",
			[][2]string{{"convene_notice_period", "5"}}},
		// The notice before an annual meeting is another subject.
		{"annual notice", "召集人应当在年度股东大会召开二十日前发出书面通知。", [][2]string{{"annual_meeting_notice", "20"}}},
		{"issue mandate", "经股东大会以特别决议批准,公司每间隔十二个月单独或者同时发行内资股、境外上市外资股,并且拟发行的内资股、境外上市外资股的数量各自不超过该类已发行在外股份百分之二十的。",
			[][2]string{{"issue_mandate_interval", "12"}, {"issue_mandate_cap", "0.20"}}},
		{"nominee cap", "同一股东及其关联人提名的董事人数不得超过全体董事人数的三分之一。", [][2]string{{"nominee_cap", "0.3333333333"}}},
		{"chair", "董事长不能履行职务时,由半数以上董事共同推举一名董事主持。", [][2]string{{"elect_chair", "0.5"}}},
		{"counters", "股东大会对提案进行表决前,应当推举两名股东代表参加计票和监票。", [][2]string{{"vote_counters", "2"}}},
		{"dividend", "股东大会对利润分配方案作出决议后,董事会须在股东大会召开后2个月内完成股利(或股份)的派发事项。", [][2]string{{"dividend_payment_deadline", "2"}}},
		// Negative: figures that govern nothing listed here.
		{"no threshold", "本规则所称公告,指在符合条件的媒体上刊登的信息,本行应在每年12月31日前完成检查;股东名册保存10年。", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := ruleBookText("第一章 总则", "第一条 为规范股东大会的组织和行为,制定本规则。", "第二条 本规则适用于本行股东大会。",
				"第二章 职权", "第三条 "+tt.article, "第四条 股东大会由董事会召集。", "第五条 本规则由董事会负责解释。")
			out := arRun(arTextDoc(text), Rules{})
			if out.Rules == nil {
				t.Fatal("no rule book")
			}
			var got [][2]string
			for _, th := range out.Rules.Thresholds {
				if th.Article == 3 {
					got = append(got, [2]string{th.Subject, th.Quantity.Value})
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("thresholds (-want +got):\n%s", d)
			}
		})
	}
}
