package validate

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// runFull runs one check on text with out as the extracted terms and
// returns its findings whole.
func runFull(t *testing.T, text string, out *schema.Document, c Check) []schema.Check {
	t.Helper()
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text, Tables: normalize.TextTables(text)})
	if out == nil {
		out = &schema.Document{}
	}
	RunChecks(doc, out, []Check{c})
	for _, f := range out.Checks {
		for _, in := range f.Inputs {
			if in.Span != nil && in.Text != "" && text[in.Span[0]:in.Span[1]] != in.Text {
				t.Errorf("%s input %s: text %q is not the source at %v (%q)", f.ID, in.Name, in.Text, *in.Span, text[in.Span[0]:in.Span[1]])
			}
		}
	}
	return out.Checks
}

// tallyAt returns the votes of the tally sentence in text.
func tallyAt(text, tally string, valid *int, forv, against, abstain int) *schema.Votes {
	i := strings.Index(text, tally)
	return &schema.Votes{Valid: valid, For: forv, Against: against, Abstain: abstain, Text: tally, Span: schema.Span{i, i + len(tally)}}
}

// cite records, as the extractor does, where each count of v stands:
// figs alternate a key (for, against, abstain, valid) and the figure's
// text, found within v's span of text.
func cite(text string, v *schema.Votes, figs ...string) *schema.Votes {
	for i := 0; i+1 < len(figs); i += 2 {
		j := v.Span[0] + strings.Index(text[v.Span[0]:v.Span[1]], figs[i+1])
		if v.Evidence == nil {
			v.Evidence = map[string]schema.Ref{}
		}
		v.Evidence[figs[i]] = schema.Ref{Text: figs[i+1], Span: schema.Span{j, j + len(figs[i+1])}}
	}
	return v
}

// nth returns the span of the n-th (0-based) occurrence of s in text.
func nth(text, s string, n int) schema.Span {
	off := 0
	for ; n > 0; n-- {
		off += strings.Index(text[off:], s) + len(s)
	}
	i := off + strings.Index(text[off:], s)
	return schema.Span{i, i + len(s)}
}

func spanOf(text, s string) schema.Span {
	i := strings.Index(text, s)
	return schema.Span{i, i + len(s)}
}

// TestVoteNotesAndFigures: an item voted within a resolution is named by
// both numbers, and each vote input points at its own figure.
func TestVoteNotesAndFigures(t *testing.T) {
	type row struct{ Note, Stated, For, Against, Abstain, Recused string }
	summary := func(cs []schema.Check) []row {
		var out []row
		for _, c := range cs {
			r := row{Note: c.Note, Stated: c.Stated.Text}
			for _, in := range c.Inputs {
				switch in.Name {
				case "for":
					r.For = in.Text
				case "against":
					r.Against = in.Text
				case "abstain":
					r.Abstain = in.Text
				case "recused":
					r.Recused = in.Text
				}
			}
			out = append(out, r)
		}
		return out
	}
	// 002: resolution 一 voted as a whole, resolution 二 item by item with
	// two directors recused from each item.
	const t002 = "一、审议通过《关于修订<中国光大银行股份有限公司章程>的议案》\n表决情况：有效表决票13票，同意13票，反对0票，弃权0票。\n" +
		"二、《关于中国光大银行股份有限公司境内非公开发行优先股方案的议案》\n（一）发行优先股的种类\n表决情况：有效表决票11票，同意11票，反对0票，弃权0票。\n唐双宁董事长、赵欢执行董事在表决中回避。\n" +
		"（三）发行方式\n表决情况：有效表决票11票，同意11票，反对0票，弃权0票。\n唐双宁董事长、赵欢执行董事在表决中回避。\n"
	const tally13, tally11 = "表决情况：有效表决票13票，同意13票，反对0票，弃权0票", "表决情况：有效表决票11票，同意11票，反对0票，弃权0票"
	const recusal = "唐双宁董事长、赵欢执行董事在表决中回避。"
	item := func(seq, n int, heading string) schema.Resolution {
		ts := nth(t002, tally11, n)
		v := cite(t002, &schema.Votes{Valid: intp(11), For: 11, Text: tally11, Span: ts}, "valid", "有效表决票11票", "for", "同意11票", "against", "反对0票", "abstain", "弃权0票")
		start := strings.Index(t002, heading)
		end := nth(t002, "回避。", n)[1]
		said := nth(t002, recusal, n)
		return schema.Resolution{Seq: seq, Recused: []string{"唐双宁", "赵欢"}, Span: schema.Span{start, end}, Votes: v,
			Evidence: map[string]schema.Ref{"recused": {Text: recusal, Span: said}}}
	}
	i1, i3 := item(1, 0, "（一）"), item(3, 1, "（三）")
	doc002 := &schema.Document{
		Meeting: &schema.Meeting{DirectorsPresent: intp(13), Evidence: map[string]schema.Ref{"directors_present": {Text: "一", Span: schema.Span{0, 3}}}},
		Resolutions: []schema.Resolution{
			{Seq: 1, Votes: cite(t002, tallyAt(t002, tally13, intp(13), 13, 0, 0), "valid", "有效表决票13票", "for", "同意13票", "against", "反对0票", "abstain", "弃权0票"), Span: spanOf(t002, "一、")},
			{Seq: 2, Items: []schema.Resolution{i1, i3}, Span: schema.Span{strings.Index(t002, "二、"), len(t002)}},
		},
	}
	want := []row{
		{Note: "resolution 1", Stated: "有效表决票13票", For: "同意13票", Against: "反对0票", Abstain: "弃权0票"},
		{Note: "resolution 1", Stated: "有效表决票13票"},
		{Note: "resolution 2 item 1", Stated: "有效表决票11票", For: "同意11票", Against: "反对0票", Abstain: "弃权0票"},
		{Note: "resolution 2 item 1; recused: [唐双宁 赵欢]", Stated: "有效表决票11票", Recused: recusal},
		{Note: "resolution 2 item 3", Stated: "有效表决票11票", For: "同意11票", Against: "反对0票", Abstain: "弃权0票"},
		{Note: "resolution 2 item 3; recused: [唐双宁 赵欢]", Stated: "有效表决票11票", Recused: recusal},
	}
	if diff := cmp.Diff(want, summary(runFull(t, t002, doc002, Votes{}))); diff != "" {
		t.Errorf("002 (-want +got)\n%s", diff)
	}

	cases := []struct {
		name, text, tally string
		votes             func(text, tally string) *schema.Votes
		want              row
	}{
		{
			name: "number first", text: "表决结果：14票赞成，0票反对，1票弃权。", tally: "14票赞成，0票反对，1票弃权",
			votes: func(x, y string) *schema.Votes {
				return cite(x, tallyAt(x, y, nil, 14, 0, 1), "for", "14票赞成", "against", "0票反对", "abstain", "1票弃权")
			},
			want: row{Note: "resolution 1", For: "14票赞成", Against: "0票反对", Abstain: "1票弃权"},
		},
		{
			// A count whose figure the extractor did not record: the
			// input keeps the whole tally rather than point at a figure.
			name: "a count without its figure", text: "表决情况：同意14票，反对0票，弃权0票。", tally: "同意14票，反对0票，弃权0票",
			votes: func(x, y string) *schema.Votes {
				return cite(x, tallyAt(x, y, nil, 14, 0, 0), "against", "反对0票", "abstain", "弃权0票")
			},
			want: row{Note: "resolution 1", For: "同意14票，反对0票，弃权0票", Against: "反对0票", Abstain: "弃权0票"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.votes(tc.text, tc.tally)
			v.Valid = intp(v.For + v.Against + v.Abstain)
			out := &schema.Document{Resolutions: []schema.Resolution{{Seq: 1, Votes: v}}}
			got := summary(runFull(t, tc.text, out, Votes{}))
			if len(got) != 1 {
				t.Fatalf("got %d findings, want 1", len(got))
			}
			got[0].Stated = ""
			if diff := cmp.Diff(tc.want, got[0]); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

// TestNumberingInputs: the summing-up findings carry what they checked and
// count renumbered rows apart from rows keeping their number.
func TestNumberingInputs(t *testing.T) {
	a := &schema.Document{Amendments: &schema.Amendments{
		Present: true,
		Offsets: []schema.OffsetRun{{FromOld: 1, ToOld: 35, Offset: 0}, {FromOld: 36, ToOld: 55, Offset: 7}},
		Rows: []schema.AmendmentRow{
			{Seq: 1, OldArticle: intp(1), NewArticle: intp(1), Change: schema.ChangeModified},
			{Seq: 7, NewArticle: intp(36), Change: schema.ChangeAdded},
			{Seq: 14, OldArticle: intp(45), NewArticle: intp(52), Change: schema.ChangeRenumbered},
		},
	}}
	got := runFull(t, "x", a, Numbering{})
	var names []string
	for _, in := range got[0].Inputs {
		names = append(names, in.Name+"="+in.Value)
	}
	want := []string{"offset 1-35=0", "offset 36-55=7", "row 1 old=1", "row 1 new=1", "row 14 old=45", "row 14 new=52"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("inputs (-want +got)\n%s", diff)
	}
	if want := "2 rows with old and new article numbers (1 renumbered, 1 keeping their number) agree with 2 offset runs"; got[0].Note != want {
		t.Errorf("note %q, want %q", got[0].Note, want)
	}

	r := &schema.Rules{Chapters: []schema.Chapter{{Number: 1}}, Articles: []schema.Article{
		{Number: 1, Chapter: 1, Span: schema.Span{0, 1}}, {Number: 2, Chapter: 1, Span: schema.Span{1, 2}}}}
	got = runFull(t, "xy", &schema.Document{Rules: r}, Numbering{})
	names = nil
	for _, in := range got[0].Inputs {
		names = append(names, in.Name+"="+in.Value)
	}
	if diff := cmp.Diff([]string{"first=1", "last=2", "articles=2", "chapters=1"}, names); diff != "" {
		t.Errorf("rules inputs (-want +got)\n%s", diff)
	}
}

// TestShareCapitalUnits: the share capital row is a share count wherever a
// check reads it (EPS and holding ratio alike), and a holding divided by a
// total from a table says so.
func TestShareCapitalUnits(t *testing.T) {
	text := table003Impact + "本次发行前，福建省财政厅直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%，为公司第一大普通股股东。"
	units := map[string]bool{}
	for _, c := range append(runFull(t, text, nil, Tables{}), runFull(t, text, nil, Holdings{})...) {
		for _, in := range c.Inputs {
			if in.Text == "19,052" {
				units[c.ID+" "+in.Unit] = true
			}
		}
		if c.ID == "holding.ratio" {
			for _, w := range []string{"before the issue", "普通股股本", "2013-12-31", "a table elsewhere", "1元 par"} {
				if !strings.Contains(c.Note, w) {
					t.Errorf("holding note %q does not say %q", c.Note, w)
				}
			}
		}
	}
	if diff := cmp.Diff(map[string]bool{"table.eps shares": true, "holding.ratio shares": true}, units); diff != "" {
		t.Errorf("units of the share capital cell (-want +got)\n%s", diff)
	}
	// A total stated with the holding needs no note.
	got := runFull(t, "截至2014年6月30日，本行总股本为10,000,000,000股。汇金公司持有本行A股股份1,786,000,000股，占本行总股本的17.86%。", nil, Holdings{})
	if len(got) != 1 || got[0].Note != "" {
		t.Errorf("got %+v, want one finding without a note", got)
	}
}

// TestCapitalSumNote: the unverifiable sum names the gap.
func TestCapitalSumNote(t *testing.T) {
	for _, c := range runFull(t, table003Capital, nil, Tables{}) {
		if c.ID == "capital.sum" && c.Stated.Text == "250,183" {
			if !strings.Contains(c.Note, "251,816 百万元") || !strings.Contains(c.Note, "1,633 百万元 more than the 250,183") {
				t.Errorf("note %q does not name the gap", c.Note)
			}
			return
		}
	}
	t.Error("no capital.sum finding for 250,183")
}

// TestConversionCeiling: a share count stated as a ceiling (最多…股) is the
// quotient cut down to whole shares, even where the document names no
// rounding rule; rounding it up is a finding.
func TestConversionCeiling(t *testing.T) {
	const terms = "本次拟发行的境内优先股总金额不超过人民币200亿元。初始强制转股价格为每股人民币3.00元。"
	runCases(t, ConversionShares{}, []checkCase{
		{
			name: "001 wording, cut down",
			text: terms + "假设优先股全部转股，最多发行总数为6,666,666,666股A股普通股。",
			want: []string{"conversion.max_shares 6666666666 pass"},
		},
		{
			name: "转股数量不超过, cut down",
			text: terms + "全部转股后，本行新增A股普通股转股数量不超过6,666,666,666股。",
			want: []string{"conversion.max_shares 6666666666 pass"},
		},
		{
			name: "rounded up is wrong for a ceiling",
			text: terms + "假设优先股全部转股，最多发行总数为6,666,666,667股A股普通股。",
			want: []string{"conversion.max_shares 6666666667 fail"},
		},
	})
}

// TestDividendTable: the cash dividend of a year is the dividend per 10
// shares times the shares of that year over 10, and its share of the
// year's distribution counts bonus shares at par.
func TestDividendTable(t *testing.T) {
	// 003: the shares are the impact table's 普通股股本 at 2013-12-31, so
	// only the 2013 column can be checked.
	both := table003Impact + table003Dividends
	// A table with its own share capital row (2012: 12,702 百万股 before
	// the bonus issue; 7,240 / (7,240 + 5 × 12,702 / 10) = 53.27%).
	own := "公司近两年现金分红情况如下表：\n以人民币百万元列示\n" +
		"| 项目 | 2013年度 | 2012年度 |\n" +
		"| 普通股股本 | 19,052 | 12,702 |\n" +
		"| 每10股送红股数（股）（含税） | - | 5 |\n" +
		"| 每10股派息数（元）（含税） | 4.6 | 5.7 |\n" +
		"| 现金分红的数额（百万元）（含税） | 8,764 | 7,240 |\n" +
		"| 现金分红占当年利润分配的比率 | 100.00% | 53.27% |\n"
	perShare := "单位：万元\n项目\t2014年度\n总股本（股）\t1,000,000,000\n每股派息（元）\t0.25\n现金分红金额\t25,000\n"
	only := func(ids ...string) func([]string) []string {
		return func(all []string) []string {
			var out []string
			for _, f := range all {
				for _, id := range ids {
					if strings.HasPrefix(f, id+" ") {
						out = append(out, f)
					}
				}
			}
			return out
		}
	}
	pick := only("dividend.cash_total", "dividend.payout_share")
	cases := []struct {
		name, text string
		want       []string
	}{
		{"003: 2013 against the share capital of 2013-12-31", both, []string{
			"dividend.cash_total 8764000000 pass", "dividend.cash_total 7240000000 unverifiable",
			"dividend.cash_total 3991000000 unverifiable",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
		}},
		{"003 with a wrong 2013 total", strings.Replace(both, "| 8,764 |", "| 8,864 |", 1), []string{
			"dividend.cash_total 8864000000 fail", "dividend.cash_total 7240000000 unverifiable",
			"dividend.cash_total 3991000000 unverifiable",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
		}},
		{"shares in the table, bonus shares at par", own, []string{
			"dividend.cash_total 8764000000 pass", "dividend.cash_total 7240000000 pass",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 pass",
		}},
		{"a wrong payout share", strings.Replace(own, "53.27%", "60.00%", 1), []string{
			"dividend.cash_total 8764000000 pass", "dividend.cash_total 7240000000 pass",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.6000 fail",
		}},
		{"per share, in 万元", perShare, []string{"dividend.cash_total 250000000 pass"}},
		{"a share count at a mid-year date is not used", strings.Replace(both, "2013年12月31日", "2014年6月30日", 1), []string{
			"dividend.cash_total 8764000000 unverifiable", "dividend.cash_total 7240000000 unverifiable",
			"dividend.cash_total 3991000000 unverifiable",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := pick(runOn(t, tc.text, nil, Tables{}))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
