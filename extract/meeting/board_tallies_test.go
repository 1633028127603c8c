package meeting

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

func TestParseTally(t *testing.T) {
	type counts struct {
		Valid                 int // -1 when not stated
		For, Against, Abstain int
		Text                  string
	}
	tests := []struct {
		name, in string
		want     *counts
	}{
		{"001 wording", "表决情况:同意14票,反对0票,弃权0票", &counts{-1, 14, 0, 0, "表决情况:同意14票,反对0票,弃权0票"}},
		{"000 wording with valid votes", "议案表决情况:有效表决票15票,同意15票,反对0票,弃权0票", &counts{15, 15, 0, 0, "议案表决情况:有效表决票15票,同意15票,反对0票,弃权0票"}},
		{"number first", "7票赞成,0票反对,0票弃权", &counts{-1, 7, 0, 0, "7票赞成,0票反对,0票弃权"}},
		{"赞成 label first", "赞成7票,反对0票,弃权0票", &counts{-1, 7, 0, 0, "赞成7票,反对0票,弃权0票"}},
		{"enumeration comma", "表决结果:14票同意、0票反对、0票弃权", &counts{-1, 14, 0, 0, "表决结果:14票同意、0票反对、0票弃权"}},
		{"against and abstain swapped", "表决结果:同意12票,弃权1票,反对0票", &counts{-1, 12, 0, 1, "表决结果:同意12票,弃权1票,反对0票"}},
		{"票数", "同意票数14票,反对票数0票,弃权票数0票", &counts{-1, 14, 0, 0, "同意票数14票,反对票数0票,弃权票数0票"}},
		{"colons and spaces", "同意:18票 反对:0票 弃权:0票", &counts{-1, 18, 0, 0, "同意:18票 反对:0票 弃权:0票"}},
		{"Chinese numerals", "同意十四票,反对零票,弃权零票", &counts{-1, 14, 0, 0, "同意十四票,反对零票,弃权零票"}},
		{"abstention counted", "表决情况:同意13票,反对0票,弃权1票", &counts{-1, 13, 0, 1, "表决情况:同意13票,反对0票,弃权1票"}},
		{"unanimous has no figures", "本议案全票通过", nil},
		{"shareholder votes are share counts", "同意1,234,567股,反对0股,弃权0股", nil},
		{"shareholder votes with percentages", "同意股数1234567股,占出席会议有效表决权股份总数的99.9%;反对0股;弃权0股", nil},
		{"only two counts", "同意14票,反对0票", nil},
		{"a share count in prose", "光大集团认购1,000万股,持股比例为4.41%", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := parseTally(tt.in)
			if tt.want == nil {
				if ok {
					t.Fatalf("parseTally(%q) = %+v, want no tally", tt.in, got)
				}
				return
			}
			if !ok {
				t.Fatalf("parseTally(%q): no tally", tt.in)
			}
			g := counts{-1, got.yes, got.against, got.abstain, tt.in[got.span.Start:got.span.End]}
			if got.valid != nil {
				g.Valid = *got.valid
			}
			if diff := cmp.Diff(*tt.want, g); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestTallyFigures: each count of a tally is cited by the figure that
// states it, in either order of words and numbers, in Chinese numerals too.
func TestTallyFigures(t *testing.T) {
	tests := []struct{ in, valid, yes, against, abstain string }{
		{"议案表决情况:有效表决票15票,同意15票,反对0票,弃权0票", "有效表决票15票", "同意15票", "反对0票", "弃权0票"},
		{"7票赞成,0票反对,1票弃权", "", "7票赞成", "0票反对", "1票弃权"},
		{"同意票数十三票,反对票数零票,弃权票数一票", "", "同意票数十三票", "反对票数零票", "弃权票数一票"},
		{"同意:18票 反对:0票 弃权:0票", "", "同意:18票", "反对:0票", "弃权:0票"},
	}
	for _, tt := range tests {
		got, ok := parseTally(tt.in)
		if !ok {
			t.Errorf("%q: no tally", tt.in)
			continue
		}
		fig := func(k string) string {
			if s, ok := got.figures[k]; ok {
				return tt.in[s.Start:s.End]
			}
			return ""
		}
		if g := [4]string{fig("valid"), fig("for"), fig("against"), fig("abstain")}; g != [4]string{tt.valid, tt.yes, tt.against, tt.abstain} {
			t.Errorf("%q: figures %q", tt.in, g)
		}
	}
}

func TestRecusedNames(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"唐双宁董事长、赵欢执行董事在表决中回避。", []string{"唐双宁", "赵欢"}},
		{"关联董事李建红、孙月英回避表决。", []string{"李建红", "孙月英"}},
		{"关联董事傅利华、李良温已回避表决。", []string{"傅利华", "李良温"}},
		{"董事王大明对本议案回避表决。", []string{"王大明"}},
		{"莫里·洪恩先生和张三董事回避表决", []string{"莫里·洪恩", "张三"}},
		// No names: nothing to record.
		{"董事会审议相关议案时,关联董事已回避表决;股东大会审议相关议案时,关联股东需回避表决。", nil},
		{"同意14票,反对0票,弃权0票。", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, recusedNames(namer{words: sharedNameWords()}, tt.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestToShareholders(t *testing.T) {
	tests := []struct {
		in     string
		want   bool
		stated bool
	}{
		{"本项议案将提交本行股东大会审议,详情将于股东大会会议资料中披露。", true, true},
		{"该项议案需提交股东大会审议批准。", true, true},
		{"本议案尚需提交本行股东大会审议通过。", true, true},
		{"本项议案将提交本行股东大会、A股类别股东会议及H股类别股东会议审议", true, true},
		{"该议案尚须提交本行2013年年度股东大会审议。", true, true},
		{"本议案无需提交股东大会审议。", false, true},
		{"同时提请股东大会授权董事会根据有关监管机构的意见对《公司章程》作进一步修订。", false, false},
		{"2013年度股东年会拟于2014年6月23日在北京召开。", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			doc := testdoc.From("t", tt.in)
			got, sp, ok := toShareholders(doc.Lines())
			if ok != tt.stated || got != tt.want {
				t.Errorf("toShareholders(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.stated)
			}
			if ok && sp.Empty() {
				t.Errorf("empty span")
			}
		})
	}
}

func TestCleanTitle(t *testing.T) {
	tests := []struct{ in, want string }{
		{"《关于修订<中国光大银行股份有限公司章程>的议案》", "关于修订《中国光大银行股份有限公司章程》的议案"},
		{"关于修订《中国建设银行股份有限公司章程》的议案", "关于修订《中国建设银行股份有限公司章程》的议案"},
		{"审议通过了《关于聘任董事会秘书的议案》,全体董事一致同意。", "关于聘任董事会秘书的议案"},
		{"审议通过《关于利润分配的议案》,表决结果:同意7票,反对0票,弃权0票。", "关于利润分配的议案"},
		{"逐项审议通过了《关于本行非公开发行境内优先股方案的议案》", "关于本行非公开发行境内优先股方案的议案"},
		{"审议并批准《关于发行二级资本债券的议案》", "关于发行二级资本债券的议案"},
		{"关于2015年度固定资产投资预算的议案。", "关于2015年度固定资产投资预算的议案"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, _ := cleanTitle(tt.in, spanOfLen(len(tt.in)))
			if got != tt.want {
				t.Errorf("cleanTitle = %q, want %q", got, tt.want)
			}
		})
	}
}

// resolutionSummary is what TestResolutions compares: every field but the
// spans and evidence, which are checked against the raw bytes instead.
type resolutionSummary struct {
	Seq            int
	Title          string
	Votes          string // for/against/abstain[/valid]
	Recused        []string
	ToShareholders string
	Unanimous      bool
	Items          []resolutionSummary
}

func summarize(rs []schema.Resolution) []resolutionSummary {
	var out []resolutionSummary
	for _, r := range rs {
		s := resolutionSummary{Seq: r.Seq, Title: r.Title, Recused: r.Recused, Items: summarize(r.Items)}
		if r.Votes != nil {
			s.Votes = strconv.Itoa(r.Votes.For) + "/" + strconv.Itoa(r.Votes.Against) + "/" + strconv.Itoa(r.Votes.Abstain)
			if r.Votes.Valid != nil {
				s.Votes += "/" + strconv.Itoa(*r.Votes.Valid)
			}
		}
		if r.ToShareholders != nil {
			s.ToShareholders = "no"
			if *r.ToShareholders {
				s.ToShareholders = "yes"
			}
		}
		s.Unanimous = r.Unanimous != nil && *r.Unanimous
		out = append(out, s)
	}
	return out
}

func TestResolutionsSeeds(t *testing.T) {
	t.Run("000_bac74d30caa566df.txt", func(t *testing.T) {
		// The continuation starts inside resolution 三: 四 to 七 remain.
		doc := testdoc.File(t, "000_bac74d30caa566df.txt")
		got := summarize(runHeader(doc).Resolutions)
		want := []resolutionSummary{
			{Seq: 4, Title: "关于优先股发行后填补股东即期回报的议案", Votes: "15/0/0/15", ToShareholders: "yes"},
			{Seq: 5, Title: "关于本次募集资金使用可行性分析报告的议案", Votes: "15/0/0/15", ToShareholders: "yes"},
			{Seq: 6, Title: "关于制定《中国农业银行股份有限公司2014-2016年股东回报规划》的议案", Votes: "15/0/0/15", ToShareholders: "yes"},
			{Seq: 7, Title: "关于提请召开2013年度股东年会的议案", Votes: "15/0/0/15"},
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})
	t.Run("001_bfdae5a8f63b378f.txt", func(t *testing.T) {
		doc := testdoc.File(t, "001_bfdae5a8f63b378f.txt")
		rs := runHeader(doc).Resolutions
		got := summarize(rs)
		if len(got) != 13 {
			t.Fatalf("%d resolutions, want 13", len(got))
		}
		for i, r := range got {
			if r.Seq != i+1 {
				t.Errorf("resolution %d has seq %d", i+1, r.Seq)
			}
		}
		// 十、…莫里·洪恩先生…: 同意13票，反对0票，弃权1票.
		if diff := cmp.Diff(resolutionSummary{Seq: 10, Title: "关于提议莫里·洪恩先生担任董事会风险管理委员会主席的议案", Votes: "13/0/1"}, got[9]); diff != "" {
			t.Errorf("resolution 10 (-want +got):\n%s", diff)
		}
		// 二: "同意提交股东大会审批" and "本项议案将提交本行股东大会审议".
		if got[1].ToShareholders != "yes" || got[8].ToShareholders != "" {
			t.Errorf("to_shareholders: 二 %q, 九 %q", got[1].ToShareholders, got[8].ToShareholders)
		}
		checkResolutionRefs(t, doc, rs)
	})
	t.Run("002_1522606f4fcf738c.txt", func(t *testing.T) {
		doc := testdoc.File(t, "002_1522606f4fcf738c.txt")
		rs := runHeader(doc).Resolutions
		got := summarize(rs)
		if len(got) != 12 {
			t.Fatalf("%d resolutions, want 12", len(got))
		}
		two := got[1]
		if two.Votes != "" || len(two.Items) != 19 || two.ToShareholders != "yes" {
			t.Errorf("resolution 二: votes %q, %d items, to_shareholders %q", two.Votes, len(two.Items), two.ToShareholders)
		}
		for i, it := range two.Items {
			if it.Seq != i+1 || it.Votes != "11/0/0/11" || !cmp.Equal(it.Recused, []string{"唐双宁", "赵欢"}) {
				t.Errorf("item %d: %+v", i+1, it)
			}
		}
		if two.Items[18].Title != "有关授权事项" {
			t.Errorf("item 十九 title %q", two.Items[18].Title)
		}
		if diff := cmp.Diff(resolutionSummary{Seq: 1, Title: "关于修订《中国光大银行股份有限公司章程》的议案", Votes: "13/0/0/13", ToShareholders: "yes"}, got[0]); diff != "" {
			t.Errorf("resolution 一 (-want +got):\n%s", diff)
		}
		if got[3].Votes != "11/0/0/11" || !cmp.Equal(got[3].Recused, []string{"唐双宁", "赵欢"}) {
			t.Errorf("resolution 四: %+v", got[3])
		}
		checkResolutionRefs(t, doc, rs)
	})
	for _, name := range []string{"003_62c1a5d2d0aeecb4.txt", "004_f0290f1b02f6b466.txt"} {
		t.Run(name, func(t *testing.T) {
			// An offering proposal and a rule book: numbered sections are not
			// resolutions ("关联董事已回避表决" is not a tally).
			if rs := runHeader(testdoc.File(t, name)).Resolutions; len(rs) != 0 {
				t.Errorf("%d resolutions, want none", len(rs))
			}
		})
	}
}

func TestResolutionsVariants(t *testing.T) {
	tests := []struct {
		file string
		want []resolutionSummary
	}{
		{"cmb_board.txt", []resolutionSummary{
			{Seq: 1, Title: "关于招商银行股份有限公司符合非公开发行优先股条件的议案", Votes: "18/0/0", ToShareholders: "yes"},
			{Seq: 2, Title: "关于招商银行股份有限公司与中国远洋运输(集团)总公司签署附条件生效的优先股认购协议的议案", Votes: "16/0/0", Recused: []string{"李建红", "孙月英"}, ToShareholders: "no"},
			{Seq: 3, Title: "关于聘任董事会秘书的议案", Unanimous: true},
		}},
		{"boc_ah.txt", []resolutionSummary{
			{Seq: 1, Title: "关于《中国银行股份有限公司2013年度利润分配方案》的议案", Votes: "14/0/0", ToShareholders: "yes"},
			{Seq: 2, Title: "关于中国银行股份有限公司优先股发行方案的议案", Votes: "14/0/0"},
			{Seq: 3, Title: "关于提名陈四清先生为执行董事的议案", Votes: "14/0/0"},
		}},
		{"cib_twoline.txt", []resolutionSummary{
			{Seq: 1, Title: "关于非公开发行境内优先股方案的议案", ToShareholders: "yes", Items: []resolutionSummary{
				{Seq: 1, Title: "本次发行优先股的种类和数量", Votes: "12/0/0", Recused: []string{"傅利华", "李良温"}},
				{Seq: 2, Title: "发行方式", Votes: "12/0/0", Recused: []string{"傅利华", "李良温"}},
			}},
			{Seq: 2, Title: "关于召开2014年第一次临时股东大会的议案", Unanimous: true},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			doc := testdoc.File(t, tt.file)
			rs := runHeader(doc).Resolutions
			if diff := cmp.Diff(tt.want, summarize(rs)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			checkResolutionRefs(t, doc, rs)
		})
	}
}

// checkFigures asserts that the tally cites a figure for each of its
// counts, inside the tally, that quotes the raw bytes and states the count.
func checkFigures(t *testing.T, doc *normalize.Doc, v *schema.Votes) {
	t.Helper()
	counts := map[string]int{"for": v.For, "against": v.Against, "abstain": v.Abstain}
	if v.Valid != nil {
		counts["valid"] = *v.Valid
	}
	if len(v.Evidence) != len(counts) {
		t.Errorf("tally %q: figures %v for counts %v", v.Text, v.Evidence, counts)
	}
	for k, n := range counts {
		ref, ok := v.Evidence[k]
		if !ok {
			continue
		}
		testdoc.CheckRef(t, doc, "votes evidence."+k, ref)
		if ref.Span[0] < v.Span[0] || ref.Span[1] > v.Span[1] {
			t.Errorf("%s figure %v outside the tally %v", k, ref.Span, v.Span)
		}
		if v.Unit == schema.UnitShares {
			q, err := normalize.ParseQuantity(ref.Text, normalize.WithUnit("股"))
			if err != nil || q.Value.IntPart() != int64(n) {
				t.Errorf("%s figure %q does not read as %d shares (%v)", k, ref.Text, n, err)
			}
		} else if !strings.Contains(ref.Text, strconv.Itoa(n)) {
			t.Errorf("%s figure %q does not state %d", k, ref.Text, n)
		}
	}
}

func spanOfLen(n int) normalize.Span { return normalize.Span{Start: 0, End: n} }

// checkResolutionRefs asserts that every tally and evidence quotes the raw
// bytes it points at, and that each resolution's span holds its tally.
func checkResolutionRefs(t *testing.T, doc *normalize.Doc, rs []schema.Resolution) {
	t.Helper()
	for _, r := range rs {
		if r.Votes != nil {
			testdoc.CheckRef(t, doc, "votes", schema.Ref{Text: r.Votes.Text, Span: r.Votes.Span})
			if r.Votes.Span[0] < r.Span[0] || r.Votes.Span[1] > r.Span[1] {
				t.Errorf("resolution %d: tally %v outside the resolution %v", r.Seq, r.Votes.Span, r.Span)
			}
			checkFigures(t, doc, r.Votes)
		}
		for k, ref := range r.Evidence {
			testdoc.CheckRef(t, doc, "resolution evidence."+k, ref)
		}
		checkResolutionRefs(t, doc, r.Items)
	}
}

func TestResolutionsNeedAVote(t *testing.T) {
	// A meeting notice lists the proposals to be voted on: none is resolved.
	text := "证券代码：600036 证券简称：招商银行 公告编号：2014-051\n\n招商银行股份有限公司\n\n关于召开2014年第一次临时股东大会的通知\n\n二、会议审议事项\n\n一、关于非公开发行优先股方案的议案\n\n二、关于修订公司章程的议案\n"
	if rs := runHeader(testdoc.From("notice", text)).Resolutions; len(rs) != 0 {
		t.Errorf("%d resolutions from a meeting notice, want none", len(rs))
	}
}

// TestResolutionLastItemSpan holds where the last item of a resolution
// voted item by item ends: after its own tally and recusal lines when the
// items before it end there, so that the resolution's closing text is not
// the item's; at the end of the resolution when items carry text after
// their tallies.
func TestResolutionLastItemSpan(t *testing.T) {
	head := "证券代码:601818 证券简称:光大银行 公告编号:临2014-045\n中国光大银行股份有限公司第六届董事会第二十六次会议决议公告\n"
	tests := []struct {
		name, text string
		lastItem   string // the text the last item's span ends with
	}{
		{
			// 002.
			name: "closing text after the last recusal",
			text: head + "二、《关于中国光大银行股份有限公司境内非公开发行优先股方案的议案》\n" +
				"(十八)本次发行决议有效期\n表决情况:有效表决票11票,同意11票,反对0票,弃权0票。\n唐双宁董事长、赵欢执行董事在表决中回避。\n" +
				"(十九)有关授权事项\n表决情况:有效表决票11票,同意11票,反对0票,弃权0票。\n唐双宁董事长、赵欢执行董事在表决中回避。\n" +
				"董事会同意对外披露本公司境内非公开发行优先股方案,具体内容请见本公告附件二。\n该项议案需提交股东大会逐项审议批准。\n" +
				"三、《关于修订公司章程的议案》\n表决情况:有效表决票13票,同意13票,反对0票,弃权0票。\n",
			lastItem: "唐双宁董事长、赵欢执行董事在表决中回避。",
		},
		{
			// Items tallied without recusals, closing sentence after.
			name: "closing text after the last tally",
			text: head + "一、关于公司非公开发行优先股方案的议案\n" +
				"(一)发行优先股的种类和数量\n本次发行的优先股种类为符合监管规定的优先股。\n表决结果:9票同意,0票反对,0票弃权。\n" +
				"(二)发行方式\n本次发行采取非公开发行的方式。\n表决结果:9票同意,0票反对,0票弃权。\n" +
				"本议案尚需提交股东大会逐项审议。\n" +
				"二、关于召开临时股东大会的议案\n表决结果:9票同意,0票反对,0票弃权。\n",
			lastItem: "表决结果:9票同意,0票反对,0票弃权。",
		},
		{
			// Negative: each item states its terms after its tally, so the
			// last item's text after its tally is its own.
			name: "terms after each tally",
			text: head + "一、关于公司非公开发行优先股方案的议案\n" +
				"(一)发行优先股的种类和数量\n表决结果:9票同意,0票反对,0票弃权。\n本次发行的优先股种类为符合监管规定的优先股。\n" +
				"(二)发行方式\n表决结果:9票同意,0票反对,0票弃权。\n本次发行采取非公开发行的方式。\n" +
				"二、关于召开临时股东大会的议案\n表决结果:9票同意,0票反对,0票弃权。\n",
			lastItem: "本次发行采取非公开发行的方式。",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			rs := runHeader(doc).Resolutions
			if len(rs) == 0 || len(rs[0].Items) < 2 {
				t.Fatalf("resolutions %+v", rs)
			}
			checkResolutionRefs(t, doc, rs)
			last := rs[0].Items[len(rs[0].Items)-1]
			got := string(doc.Raw[last.Span[0]:last.Span[1]])
			if !strings.HasSuffix(got, tt.lastItem) {
				t.Errorf("last item ends %q, want it to end with %q", normalize.Tail(got, 30), tt.lastItem)
			}
			if last.Span[1] > rs[0].Span[1] {
				t.Errorf("item span %v beyond the resolution %v", last.Span, rs[0].Span)
			}
		})
	}
}

// TestItemsIndependentDirectorsApart: proposals voted item by item under
// 逐项审议, each item's tally followed by the independent directors'
// unanimity stated apart ("其中独立董事全票同意", "独立董事一致同意"), as
// offering plans are voted. The items keep the board's counts; the
// independent directors' unanimity is not the board's, so neither the
// items nor the proposal are marked unanimous.
func TestItemsIndependentDirectorsApart(t *testing.T) {
	text := "某某股份有限公司第六届董事会第九次会议决议公告\n" +
		"公司第六届董事会第九次会议于2015年6月5日在公司会议室召开。会议应出席董事9名,实际出席董事9名。\n" +
		"一、逐项审议通过《关于公司非公开发行A股股票方案的议案》\n" +
		"关联董事张国强、李明远回避表决,与会非关联董事逐项审议了本次非公开发行股票方案:\n" +
		"1、发行股票的种类和面值\n表决结果:7票同意,0票反对,0票弃权,2票回避。其中独立董事全票同意。\n" +
		"2、发行方式和发行时间\n独立董事全票同意该事项。\n表决结果:7票同意,0票反对,0票弃权,2票回避。\n" +
		"3、发行对象及认购方式\n表决结果:同意7票,反对0票,弃权0票;其中:独立董事同意3票,反对0票,弃权0票。\n" +
		"本议案尚需提交股东大会逐项审议。\n" +
		"二、审议通过《关于召开2015年第二次临时股东大会的议案》\n表决结果:同意9票,反对0票,弃权0票。\n"
	rs := runHeader(testdoc.From("t.txt", text)).Resolutions
	if len(rs) != 2 {
		t.Fatalf("%d resolutions, want 2", len(rs))
	}
	r := rs[0]
	if r.Votes != nil || r.Unanimous != nil {
		t.Errorf("the proposal voted item by item has votes %+v, unanimous %v", r.Votes, r.Unanimous)
	}
	if len(r.Items) != 3 {
		t.Fatalf("%d items, want 3", len(r.Items))
	}
	for _, it := range r.Items {
		if it.Votes == nil || it.Votes.For != 7 || it.Votes.Against != 0 || it.Votes.Abstain != 0 {
			t.Errorf("item %d (%s): votes %+v, want 7/0/0", it.Seq, it.Title, it.Votes)
		}
		if it.Unanimous != nil {
			t.Errorf("item %d (%s): the independent directors' unanimity taken for the board's", it.Seq, it.Title)
		}
	}
	if v := r.Items[0].Votes; v != nil && (v.Recusals == nil || *v.Recusals != 2) {
		t.Errorf("item 1 recusals %v, want 2", v.Recusals)
	}
	if r.ToShareholders == nil || !*r.ToShareholders {
		t.Errorf("to shareholders %v, want yes", r.ToShareholders)
	}
	if v := rs[1].Votes; v == nil || v.For != 9 {
		t.Errorf("resolution 2 votes %+v, want 9/0/0", v)
	}
	// A proposal whose only statement of unanimity is the independent
	// directors' has no unanimous vote of the board.
	text = "二、审议通过《关于聘任公司高级管理人员的议案》\n独立董事对本议案发表了同意的独立意见,独立董事全票同意。\n"
	for _, r := range runHeader(testdoc.From("t.txt", "某某股份有限公司第六届董事会第九次会议决议公告\n"+text)).Resolutions {
		if r.Unanimous != nil {
			t.Errorf("resolution %d: the independent directors' unanimity taken for the board's", r.Seq)
		}
	}
}

// TestTallyBeforeAll: one tally stated before the proposals, for all of
// them ("以9票同意、0票反对、0票弃权审议通过了如下议案:", as 2000s
// announcements have it), goes to each proposal that states none of its
// own; a tally before a sentence that does not announce the list does not.
func TestTallyBeforeAll(t *testing.T) {
	head := "某某股份有限公司第三届董事会第五次会议决议公告\n某某股份有限公司第三届董事会第五次会议于2005年4月20日在公司会议室召开,应到董事9人,实到董事9人。会议由董事长张国强先生主持。\n"
	list := "一、关于公司2004年年度报告及其摘要的议案\n二、关于公司2004年度利润分配的议案\n三、关于续聘会计师事务所的议案\n表决结果:同意8票,反对1票,弃权0票。\n"
	rs := runHeader(testdoc.From("t.txt", head+"会议以记名投票方式,以9票同意、0票反对、0票弃权审议通过了如下议案:\n"+list)).Resolutions
	if len(rs) != 3 {
		t.Fatalf("%d resolutions, want 3", len(rs))
	}
	for i, want := range []string{"9/0/0", "9/0/0", "8/1/0"} {
		got := ""
		if v := rs[i].Votes; v != nil {
			got = strconv.Itoa(v.For) + "/" + strconv.Itoa(v.Against) + "/" + strconv.Itoa(v.Abstain)
		}
		if got != want {
			t.Errorf("resolution %d: votes %q, want %q", i+1, got, want)
		}
	}
	rs = runHeader(testdoc.From("t.txt", head+"会议以9票同意、0票反对、0票弃权审议通过了公司章程修正案。\n"+list)).Resolutions
	for _, r := range rs[:2] {
		if r.Votes != nil {
			t.Errorf("resolution %d took the tally of another sentence: %+v", r.Seq, r.Votes)
		}
	}
}
