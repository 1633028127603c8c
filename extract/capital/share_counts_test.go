package capital

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/schema"
)

// shareCountSummary sums up a share count as "of shares=… amount=…
// price=… rounding (evidence)", and checks each reference quotes the raw
// bytes it points at.
func shareCountSummary(t *testing.T, c *extract.Context, sc schema.ShareCount) string {
	t.Helper()
	s := sc.Of + " shares=" + sc.Shares.Text
	testdoc.CheckRef(t, c.Doc, "shares", schema.Ref{Text: sc.Shares.Text, Span: sc.Shares.Span})
	if sc.Amount != nil {
		s += " amount=" + sc.Amount.Text
		testdoc.CheckRef(t, c.Doc, "amount", schema.Ref{Text: sc.Amount.Text, Span: sc.Amount.Span})
	}
	if sc.Price != nil {
		s += " price=" + sc.Price.Text
		testdoc.CheckRef(t, c.Doc, "price", schema.Ref{Text: sc.Price.Text, Span: sc.Price.Span})
	}
	s += " " + sc.Rounding
	if r, ok := sc.Evidence["rounding"]; ok {
		s += " (" + r.Text + ")"
		testdoc.CheckRef(t, c.Doc, "rounding", r)
	}
	return s
}

// TestShareCounts reads the share counts of the corpus plans as they word
// them: 003 works both counts out from an assumed size and a price in the
// same sentence, stated as about (约); 001 states the most shares
// conversion gives (最多, a ceiling: cut down to whole shares), the price
// and the amount stated in earlier clauses; 000 and 002 state no count.
func TestShareCounts(t *testing.T) {
	cases := map[string][]string{
		"003_62c1a5d2d0aeecb4.txt": {
			"restoration shares=30.43亿股 amount=300亿元 price=9.86元/股 half_up (约)",
			"conversion shares=30.43亿股 amount=300亿元 price=9.86元/股 half_up (约)",
		},
		"001_bfdae5a8f63b378f.txt": {"conversion shares=最多发行总数为11,538,461,538股 floor"},
		"000_bac74d30caa566df.txt": nil,
		"002_1522606f4fcf738c.txt": nil,
	}
	for name, want := range cases {
		doc := testdoc.File(t, name)
		c := &extract.Context{Doc: doc, Out: &schema.Document{}}
		ShareCounts{}.Extract(c)
		var got []string
		for _, sc := range c.Out.ShareCounts {
			got = append(got, shareCountSummary(t, c, sc))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s (-want +got)\n%s", name, diff)
		}
	}
}

// TestShareCountsWordings reads the share count of full conversion in the
// wordings other issuers use: the class of share between the result word
// and the figure, an approximation inside a ceiling, 增发; not the total
// after conversion (增加至…股).
func TestShareCountsWordings(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"class_between", "按本次发行规模上限及初始强制转股价格计算,全部转股后新增A股普通股不超过约30.43亿股。", "conversion shares=不超过约30.43亿股 half_up (约)"},
		{"issued", "若本次发行的优先股按初始强制转股价格全额转股,公司将增发A股普通股约7.53亿股。", "conversion shares=7.53亿股 half_up (约)"},
		{"new_shares_amount_price", "若本次优先股发行规模为200亿元,以初始强制转股价格6.58元/股计算,全部转股后本行将新增A股普通股约30.40亿股。", "conversion shares=30.40亿股 amount=200亿元 price=6.58元/股 half_up (约)"},
		{"increase", "本次优先股全部转为A股普通股后,本行A股普通股数量将增加不超过60亿股。", "conversion shares=不超过60亿股 floor"},
		{"seed_wording", "当满足强制转股触发条件时,公司普通股股本总额将约增加30.43亿股。", "conversion shares=30.43亿股 half_up (约)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From("sc.txt", tt.text+"\n")
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			ShareCounts{}.Extract(c)
			var got []string
			for _, sc := range c.Out.ShareCounts {
				got = append(got, shareCountSummary(t, c, sc))
			}
			if d := cmp.Diff([]string{tt.want}, got); d != "" {
				t.Errorf("(-want +got)\n%s", d)
			}
		})
	}
}

// TestShareCountsRestorationNeedsRestoring: a count of restored votes is
// read where the sentence restores them (表决权恢复后, the corpus's 003
// plan); a shareholders' meeting's attendance line, which names the
// company's voting shares (有表决权股份总数) with the shares present, counts
// none, in simplified or traditional characters (the attendance lines of a
// 2011 meeting's notice on a mirror that prints them in traditional
// characters).
func TestShareCountsRestorationNeedsRestoring(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"restored", "优先股股东表决权恢复后,公司享有表决权的股份将约增加30.43亿股。", []string{"restoration shares=30.43亿股 half_up (约)"}},
		{"restored, traditional", "優先股股東表決權恢復後,公司享有表決權的股份將約增加30.43億股。", []string{"restoration shares=30.43億股 half_up (約)"}},
		{"attendance", "参加本次股东大会现场会议的股东5人,代表股份数1,015,068,798股,占公司有表决权股份总数的49.2093%。", nil},
		{"attendance, traditional", "通過網絡投票的股東92人,代表股份數1,409,773股,占公司有表決權股份總數的0.0683%。", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From("sc.txt", tt.text+"\n")
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			ShareCounts{}.Extract(c)
			var got []string
			for _, sc := range c.Out.ShareCounts {
				got = append(got, shareCountSummary(t, c, sc))
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("(-want +got)\n%s", d)
			}
		})
	}
}
