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

// amendRowSummary is what the tests compare of a row.
type amendRowSummary struct {
	Seq        int
	Change     string
	OldArticle int
	NewArticle int
	OldItem    int
	NewItem    int
}

func amendSummary(r schema.AmendmentRow) amendRowSummary {
	v := func(p *int) int {
		if p == nil {
			return 0
		}
		return *p
	}
	return amendRowSummary{r.Seq, r.Change, v(r.OldArticle), v(r.NewArticle), v(r.OldItem), v(r.NewItem)}
}

func amendRowBySeq(t *testing.T, a *schema.Amendments, seq int) schema.AmendmentRow {
	t.Helper()
	for _, r := range a.Rows {
		if r.Seq == seq {
			return r
		}
	}
	t.Fatalf("no row %d", seq)
	return schema.AmendmentRow{}
}

// checkAmendDiffs asserts that every row's diff leads from its old text to its
// (resolved) new text.
func checkAmendDiffs(t *testing.T, a *schema.Amendments) {
	t.Helper()
	for _, r := range a.Rows {
		if len(r.Diff) == 0 {
			continue
		}
		if got := DiffOld(r.Diff); amendNoSpaces(got) != amendNoSpaces(r.OldText) {
			t.Errorf("row %d: diff rebuilds old text %q, want %q", r.Seq, got, r.OldText)
		}
		want := r.NewText
		if r.NewTextResolved != "" {
			want = r.NewTextResolved
		}
		if got := DiffNew(r.Diff); amendNoSpaces(got) != amendNoSpaces(want) {
			t.Errorf("row %d: diff rebuilds new text %q, want %q", r.Seq, got, want)
		}
	}
}

func amendNoSpaces(s string) string { return strings.Join(strings.Fields(s), "") }

func TestAmendmentsSeed000(t *testing.T) {
	doc := arCorpusDoc(t, "000_bac74d30caa566df.txt")
	out := arRun(doc, Amendments{})
	a := out.Amendments
	if a == nil || !a.Present {
		t.Fatal("amendment table not found")
	}
	if len(a.Rows) != 48 {
		t.Fatalf("%d rows, want 48", len(a.Rows))
	}
	for i, r := range a.Rows {
		if r.Seq != i+1 {
			t.Errorf("row %d has seq %d", i+1, r.Seq)
		}
	}
	want := []amendRowSummary{
		{Seq: 1, Change: "modified", OldArticle: 1, NewArticle: 1},
		{Seq: 2, Change: "unchanged", OldArticle: 7, NewArticle: 7},
		{Seq: 7, Change: "added", NewArticle: 36},
		{Seq: 12, Change: "added", NewItem: 4}, // "4. 本行的优先股股东…": no article number
		{Seq: 24, Change: "added", NewItem: 5},
		// The new cell starts with an item inserted before the old one:
		// (十一)对本行回购股票作出决议 is not renumbered (二十).
		{Seq: 26, Change: "modified"},
		{Seq: 13, Change: "added", NewArticle: 42},
		{Seq: 14, Change: "modified", OldArticle: 45, NewArticle: 52},
		{Seq: 18, Change: "added", NewArticle: 63},
		{Seq: 20, Change: "modified", OldArticle: 58, NewArticle: 66},
		{Seq: 21, Change: "modified", OldArticle: 60, NewArticle: 68},
		{Seq: 31, Change: "renumbered", OldArticle: 84, NewArticle: 94},
		{Seq: 33, Change: "modified", OldArticle: 90, NewArticle: 100},
		{Seq: 37, Change: "renumbered", OldItem: 11, NewItem: 12},
		{Seq: 41, Change: "renumbered", OldItem: 8, NewItem: 9},
		{Seq: 42, Change: "modified"},
		{Seq: 43, Change: "modified"},
		// "3. 该人…" → "4. 该人…": the new column starts at the old item 4.
		{Seq: 48, Change: "modified"},
		{Seq: 38, Change: "modified", OldArticle: 105, NewArticle: 115},
		{Seq: 46, Change: "modified", OldArticle: 286, NewArticle: 296},
	}
	for _, w := range want {
		if d := cmp.Diff(w, amendSummary(amendRowBySeq(t, a, w.Seq))); d != "" {
			t.Errorf("row %d (-want +got):\n%s", w.Seq, d)
		}
	}
	wantRuns := []schema.OffsetRun{{FromOld: 1, ToOld: 35, Offset: 0}, {FromOld: 36, ToOld: 55, Offset: 7}, {FromOld: 56, ToOld: 64, Offset: 8}, {FromOld: 65, ToOld: 286, Offset: 10}}
	if d := cmp.Diff(wantRuns, a.Offsets); d != "" {
		t.Errorf("offsets (-want +got):\n%s", d)
	}
	// Chapters and sections from the heading rows, including the section
	// the table adds (新增一节： 第四节 …).
	for seq, cs := range map[int][2]string{
		1: {"第一章 总则", ""}, 3: {"第三章 股份和注册资本", "第一节 股份发行"},
		7:  {"第三章 股份和注册资本", "第四节 优先股发行、回购、转换等特别规定"},
		14: {"第五章 股票和股东名册", ""}, 48: {"第二十章 附则", ""},
	} {
		r := amendRowBySeq(t, a, seq)
		if r.Chapter != cs[0] || r.Section != cs[1] {
			t.Errorf("row %d in %q / %q, want %q / %q", seq, r.Chapter, r.Section, cs[0], cs[1])
		}
	}
	// Identical old and new text: rows 2, 5, 16, 17, 44 and 45.
	var invisible []int
	for _, w := range arWarnings(out, schema.WarnChangeNotVisible) {
		for _, r := range a.Rows {
			if w.Span != nil && *w.Span == r.Span {
				invisible = append(invisible, r.Seq)
			}
		}
	}
	if d := cmp.Diff([]int{2, 5, 16, 17, 44, 45}, invisible); d != "" {
		t.Errorf("change_not_visible rows (-want +got):\n%s", d)
	}
	// Row 14's heading is rewritten; row 19's reference 第五十二条第五十九条
	// is old 52 replaced by new 59, twice.
	r14 := amendRowBySeq(t, a, 14)
	if r14.Diff[0] != (schema.DiffOp{Op: DiffReplace, Old: "第四十五条", Text: "第五十二条"}) {
		t.Errorf("row 14 heading op %+v", r14.Diff[0])
	}
	if !strings.HasPrefix(r14.NewTextResolved, "第五十二条") {
		t.Errorf("row 14 resolved text %q", r14.NewTextResolved)
	}
	n := 0
	for _, op := range amendRowBySeq(t, a, 19).Diff {
		if op == (schema.DiffOp{Op: DiffReplace, Old: "第五十二条", Text: "第五十九条"}) {
			n++
		}
	}
	if n != 2 {
		t.Errorf("row 19: %d replacements of 第五十二条 by 第五十九条, want 2", n)
	}
	ws := arWarnings(out, schema.WarnNumbering)
	if len(ws) != 1 || ws[0].Span == nil || *ws[0].Span != amendRowBySeq(t, a, 48).Span || !strings.Contains(ws[0].Message, "item 4") {
		t.Errorf("numbering warnings %+v, want one on row 48", ws)
	}
	checkAmendDiffs(t, a)
	for _, r := range a.Rows {
		if raw := string(doc.Raw[r.Span[0]:r.Span[1]]); !strings.HasPrefix(raw, strings.TrimSuffix(strings.Fields(raw)[0], ".")) || r.Span[1] <= r.Span[0] {
			t.Errorf("row %d span %v", r.Seq, r.Span)
		}
	}
}

func TestAmendmentsSeed001(t *testing.T) {
	out := arRun(arCorpusDoc(t, "001_bfdae5a8f63b378f.txt"), Amendments{})
	a := out.Amendments
	if a == nil || !a.Present {
		t.Fatal("amendment table not found")
	}
	if len(a.Rows) != 18 {
		t.Fatalf("%d rows, want 18", len(a.Rows))
	}
	want := []amendRowSummary{
		{Seq: 1, Change: "unchanged", OldArticle: 6, NewArticle: 6},
		{Seq: 4, Change: "renumbered", OldItem: 18, NewItem: 19}, // (十九八)
		{Seq: 5, Change: "modified", OldArticle: 147, NewArticle: 147},
		// (三) 审批一般关联交易… and (七) 研究拟定银行消费者权益保护工作…
		// are two items: no renumbering 3 → 7.
		{Seq: 6, Change: "modified"},
		{Seq: 8, Change: "added", NewArticle: 287},
		{Seq: 17, Change: "added", NewArticle: 296},
		{Seq: 18, Change: "renumbered", OldArticle: 287, NewArticle: 297},
	}
	for _, w := range want {
		if d := cmp.Diff(w, amendSummary(amendRowBySeq(t, a, w.Seq))); d != "" {
			t.Errorf("row %d (-want +got):\n%s", w.Seq, d)
		}
	}
	basis := map[int][]string{
		1:  {"优先股面值与普通股不同,优先股与普通股不等额。"},
		2:  {"《国务院关于开展优先股试点的指导意见》第一条(一)", "《优先股试点管理办法》第二条"},
		3:  {"因优先股设置而修改"},
		5:  {"根据2014年3月28日董事会会议审议通过的《关于董事会关联交易控制委员会更名为董事会社会责任与关联交易委员会的议案》,将章程中相关部分进行相应调整。"},
		6:  {"《银行业消费者权益保护工作指引》第十七条", "根据2014年3月28日董事会会议审议通过的《关于董事会关联交易控制委员会更名为董事会社会责任与关联交易委员会的议案》,将章程中相关部分进行相应调整。"},
		12: {"《优先股试点管理办法》第八条、第十二条", "《公司法》第九十七条"},
		13: {"《国务院关于开展优先股试点的指导意见》第一条(七)、二(十四)", "《优先股试点管理办法》第十五条"},
		16: {"《关于商业银行发行优先股补充一级资本的指导意见》第五条", "《商业银行资本管理办法(试行)》附件一 “资本工具合格标准”二(九)"},
	}
	for seq, b := range basis {
		if d := cmp.Diff(b, amendRowBySeq(t, a, seq).Basis); d != "" {
			t.Errorf("row %d basis (-want +got):\n%s", seq, d)
		}
	}
	// The chapter line standing alone between rows 7 and 8.
	if ch := amendRowBySeq(t, a, 7).Chapter; ch != "" {
		t.Errorf("row 7 in chapter %q", ch)
	}
	if ch := amendRowBySeq(t, a, 8).Chapter; ch != "第二十七章 优先股的特别规定" {
		t.Errorf("row 8 in chapter %q", ch)
	}
	// The new chapter holds only the added articles 287–296: the old 287
	// that moves to 297 after it is in no chapter the table names.
	if ch := amendRowBySeq(t, a, 17).Chapter; ch != "第二十七章 优先股的特别规定" {
		t.Errorf("row 17 in chapter %q", ch)
	}
	if ch := amendRowBySeq(t, a, 18).Chapter; ch != "" {
		t.Errorf("row 18 (287 → 297) in chapter %q", ch)
	}
	// Row 5: the renamed committee.
	ws := arWarnings(out, schema.WarnMergedStrikethrough)
	if len(ws) != 1 || !strings.Contains(ws[0].Message, "关联交易控制委员会") {
		t.Fatalf("merged_strikethrough warnings %+v", ws)
	}
	doc := arCorpusDoc(t, "001_bfdae5a8f63b378f.txt")
	if got := string(doc.Raw[ws[0].Span[0]:ws[0].Span[1]]); got != "关联交易控制委员会社会责任与关联交易委员会" {
		t.Errorf("warning span holds %q", got)
	}
	found := false
	for _, op := range amendRowBySeq(t, a, 5).Diff {
		if op == (schema.DiffOp{Op: DiffReplace, Old: "关联交易控制委员会", Text: "社会责任与关联交易委员会"}) {
			found = true
		}
		if op.Op == DiffInsert && strings.Contains(op.Text, "社会责任") {
			t.Errorf("row 5 reads the new name as an insertion: %+v", op)
		}
	}
	if !found {
		t.Errorf("row 5 diff %+v", amendRowBySeq(t, a, 5).Diff)
	}
	checkAmendDiffs(t, a)
}

func TestAmendmentsSeed002Missing(t *testing.T) {
	doc := arCorpusDoc(t, "002_1522606f4fcf738c.txt")
	out := arRun(doc, Amendments{})
	if out.Amendments == nil || out.Amendments.Present {
		t.Fatalf("amendments %+v, want present false", out.Amendments)
	}
	ws := arWarnings(out, schema.WarnAmendmentTableMissing)
	if len(ws) != 1 {
		t.Fatalf("warnings %+v", out.Warnings)
	}
	if got := string(doc.Raw[ws[0].Span[0]:ws[0].Span[1]]); !strings.Contains(got, "修订说明表") {
		t.Errorf("warning points at %q", got)
	}
}

func TestAmendmentsAbsent(t *testing.T) {
	for _, name := range []string{"003_62c1a5d2d0aeecb4.txt", "004_f0290f1b02f6b466.txt"} {
		t.Run(name, func(t *testing.T) {
			out := arRun(arCorpusDoc(t, name), Amendments{})
			if out.Amendments != nil {
				t.Errorf("amendments %+v in a document without a comparison table", out.Amendments)
			}
			if ws := arWarnings(out, schema.WarnAmendmentTableMissing); len(ws) != 0 {
				t.Errorf("warnings %+v", ws)
			}
		})
	}
	// Mentions of amendments that announce no table.
	out := arRun(arTextDoc("六、本次优先股涉及的《公司章程》修订情况\n公司根据相关要求修订了《公司章程》,主要条款如下:\n(一)利润分配条款\n"), Amendments{})
	if out.Amendments != nil || len(out.Warnings) != 0 {
		t.Errorf("got %+v, %+v", out.Amendments, out.Warnings)
	}
}

func TestAmendmentsVariants(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		rows  []amendRowSummary
		check func(t *testing.T, a *schema.Amendments)
	}{
		{
			name: "bar-separated table with a deleted article",
			text: "附件：\n某某银行股份有限公司章程修订对照表\n" +
				"| 序号 | 原条款 | 修订后条款 |\n" +
				"| 1 | 第三条 本行注册资本为人民币100亿元。 | 第三条 本行注册资本为人民币120亿元。 |\n" +
				"| 2 | 第八条 本行设立党组织。 | |\n" +
				"| 3 | 第九条 董事会由十五名董事组成。 | 第九八条 董事会由十五名董事组成。 |\n" +
				"| 4 | 第十条 董事会设董事长一人。 | 第十九条 董事会设董事长一人,副董事长一人。 |\n",
			rows: []amendRowSummary{
				{Seq: 1, Change: "modified", OldArticle: 3, NewArticle: 3},
				{Seq: 2, Change: "deleted", OldArticle: 8},
				{Seq: 3, Change: "renumbered", OldArticle: 9, NewArticle: 8},
				{Seq: 4, Change: "modified", OldArticle: 10, NewArticle: 9},
			},
			check: func(t *testing.T, a *schema.Amendments) {
				if d := cmp.Diff([]string{"序号", "原条款", "修订后条款"}, a.Columns); d != "" {
					t.Errorf("columns (-want +got):\n%s", d)
				}
				if a.Caption != "某某银行股份有限公司章程修订对照表" {
					t.Errorf("caption %q", a.Caption)
				}
			},
		},
		{
			name: "columns in another order, cells wrapped over lines",
			text: "公司章程修改对照表\n" +
				"修改后条款\t修改前条款\t修改说明\n" +
				"第五条 公司经营范围:吸收公众存款;\t第五条 公司经营范围:吸收存款;\t根据监管要求\n" +
				"\t发放贷款。\t\n" +
				"第六条 公司住所:上海市。\t第六条 公司住所:北京市。\t住所变更\n",
			rows: []amendRowSummary{
				{Seq: 1, Change: "modified", OldArticle: 5, NewArticle: 5},
				{Seq: 2, Change: "modified", OldArticle: 6, NewArticle: 6},
			},
			check: func(t *testing.T, a *schema.Amendments) {
				r := a.Rows[0]
				if r.OldText != "第五条公司经营范围:吸收存款;发放贷款。" || r.NewText != "第五条公司经营范围:吸收公众存款;" {
					t.Errorf("row 1 texts %q / %q", r.OldText, r.NewText)
				}
				if d := cmp.Diff([]string{"住所变更"}, a.Rows[1].Basis); d != "" {
					t.Errorf("basis (-want +got):\n%s", d)
				}
			},
		},
		{
			name: "headings in their own cells and lines",
			text: "《某某股份有限公司章程》修订对比表\n序号\t现行章程\t修订内容\n" +
				"\t第一章 总则\t第一章 总则\n" +
				"1.\t第一条 为规范公司行为,制定本章程。\t第一条 为规范公司的组织和行为,制定本章程。\n" +
				"第二章 股份\n" +
				"2.\t\t第十条 公司可以发行优先股。\n" +
				"\n" +
				"附件二:\n" +
				"3.\t第一条 其他表格\t第一条 其他表格\n",
			rows: []amendRowSummary{
				{Seq: 1, Change: "modified", OldArticle: 1, NewArticle: 1},
				{Seq: 2, Change: "added", NewArticle: 10},
			},
			check: func(t *testing.T, a *schema.Amendments) {
				if a.Rows[0].Chapter != "第一章 总则" || a.Rows[1].Chapter != "第二章 股份" {
					t.Errorf("chapters %q, %q", a.Rows[0].Chapter, a.Rows[1].Chapter)
				}
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := arRun(arTextDoc(tc.text), Amendments{})
			a := out.Amendments
			if a == nil || !a.Present {
				t.Fatalf("no table: %+v", out.Warnings)
			}
			var got []amendRowSummary
			for _, r := range a.Rows {
				got = append(got, amendSummary(r))
			}
			if d := cmp.Diff(tc.rows, got); d != "" {
				t.Errorf("rows (-want +got):\n%s", d)
			}
			checkAmendDiffs(t, a)
			if tc.check != nil {
				tc.check(t, a)
			}
		})
	}
}

// TestAmendmentsFromTables reads a table the way an HTML or PDF reader
// hands it over: as Doc.Tables, with a cell wrapped over two grid rows and
// a header repeated after a page break.
func TestAmendmentsFromTables(t *testing.T) {
	var sb strings.Builder
	var rows [][]normalize.Cell
	cell := func(s string) normalize.Cell {
		start := sb.Len()
		sb.WriteString(s)
		c := normalize.Cell{Text: s, Span: normalize.Span{Start: start, End: sb.Len()}}
		sb.WriteString(" ")
		return c
	}
	row := func(cs ...string) {
		var r []normalize.Cell
		for _, s := range cs {
			r = append(r, cell(s))
		}
		rows = append(rows, r)
		sb.WriteString("\n")
	}
	sb.WriteString("附件1 某某银行章程修订对照表\n")
	row("序号", "现有章程条文", "建议修订条文", "修订依据")
	row("1", "第二十条 本行股份总数为100亿股。", "第二十条 本行股份总数为100亿股,其中普通股", "《公司法》第一百二十六条")
	row("", "", "100亿股,优先股1亿股。", "")
	row("序号", "现有章程条文", "建议修订条文", "修订依据")
	row("2", "第二十一条 本行设董事会办公室。", "第二十一条 本行设董事会办公室董事会秘书办公室。", "")
	text := sb.String()
	doc := normalize.New(normalize.Layer{Path: "t.html", Format: "html", Encoding: "utf-8", Raw: []byte(text), Text: text,
		Tables: []normalize.Table{{Span: normalize.Span{Start: rows[0][0].Span.Start, End: len(text)}, Rows: rows}}})
	out := arRun(doc, Amendments{})
	a := out.Amendments
	if a == nil || len(a.Rows) != 2 {
		t.Fatalf("amendments %+v", a)
	}
	if got := a.Rows[0].NewText; got != "第二十条本行股份总数为100亿股,其中普通股100亿股,优先股1亿股。" {
		t.Errorf("wrapped cell read as %q", got)
	}
	if d := cmp.Diff([]string{"《公司法》第一百二十六条"}, a.Rows[0].Basis); d != "" {
		t.Errorf("basis (-want +got):\n%s", d)
	}
	if len(arWarnings(out, schema.WarnMergedStrikethrough)) != 1 {
		t.Errorf("warnings %+v", out.Warnings)
	}
	checkAmendDiffs(t, a)
}

// TestAmendmentsWrappingSpaces holds the change of a row independent of
// the white space a rendering's line joining leaves between Chinese
// sentences and items: only a change of wording (or, between two ASCII
// words, of spacing) is a modification.
func TestAmendmentsWrappingSpaces(t *testing.T) {
	const head = "某某银行股份有限公司章程修订对照表\n序号\t现行章程\t修订内容\n"
	tests := []struct {
		name    string
		row     string
		change  string
		visible bool // false: a change_not_visible warning
	}{
		{"space between items in one cell only", "1.\t(三)在证券交易所外以协议方式回购; (四)法律规定的其他方式。\t(三)在证券交易所外以协议方式回购;(四)法律规定的其他方式。\n", "unchanged", false},
		{"space between sentences in the other cell", "1.\t第五十条 本行不得分配利润。优先股按约定执行。\t第五十条 本行不得分配利润。 优先股按约定执行。\n", "unchanged", false},
		{"renumbered, wrapped differently", "1.\t(十八) 审议其他事项。 股东大会的决议不得违法。\t(十九八)审议其他事项。股东大会的决议不得违法。\n", "renumbered", true},
		{"wording changed", "1.\t第五十条 本行不得分配利润。\t第五十条 本行不得向股东分配利润。\n", "modified", true},
		{"space between ASCII words", "1.\t第五条 本行发行Tier 1资本工具。\t第五条 本行发行Tier1资本工具。\n", "modified", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := arRun(arTextDoc(head+tc.row), Amendments{})
			a := out.Amendments
			if a == nil || len(a.Rows) != 1 {
				t.Fatalf("amendments %+v", a)
			}
			r := a.Rows[0]
			if r.Change != tc.change {
				t.Errorf("change %q, want %q (diff %+v)", r.Change, tc.change, r.Diff)
			}
			for _, op := range r.Diff {
				if tc.change == "modified" {
					break
				}
				if strings.TrimSpace(op.Text) == "" && strings.TrimSpace(op.Old) == "" {
					t.Errorf("diff op of white space only: %+v", op)
				}
			}
			if hidden := len(arWarnings(out, schema.WarnChangeNotVisible)) == 1; hidden == tc.visible {
				t.Errorf("change_not_visible warning: %v, want %v", hidden, !tc.visible)
			}
			checkAmendDiffs(t, a)
		})
	}
}

// TestAmendmentsTablesSplitByHeading reads a table that a reader handed
// over in two pieces, with the chapter heading that stood in a full-width
// row between them on a line of its own: the rows after it belong to that
// chapter. A paragraph between two tables keeps them apart.
// TestAmendmentsItemPairing holds when a row's leading items are recorded
// as old_item → new_item: the same item renumbered or reworded is, an item
// inserted before the old one is not, and a new column that starts at a
// later item of the old one is flagged rather than read as deletions.
func TestAmendmentsItemPairing(t *testing.T) {
	head := "公司章程修订对照表\n序号\t原条款\t修订后条款\n"
	tests := []struct {
		name     string
		row      string
		want     amendRowSummary
		excerpts int // numbering warnings
	}{
		// 000 row 37: one item, renumbered.
		{"renumbered item", "1.\t(十一)法律、行政法规、部门规章和本章程规定应当以特别决议通过的其他事项。\t(十二)法律、行政法规、部门规章和本章程规定应当以特别决议通过的其他事项。\n",
			amendRowSummary{Seq: 1, Change: "renumbered", OldItem: 11, NewItem: 12}, 0},
		// A reworded item keeps its pairing.
		{"reworded item", "1.\t(五)审议批准公司的年度财务预算方案;\t(六)审议批准公司的年度财务预算方案、决算方案;\n",
			amendRowSummary{Seq: 1, Change: "modified", OldItem: 5, NewItem: 6}, 0},
		// 000 row 26: an item inserted before the old one.
		{"inserted item", "1.\t(十一)对本行回购股票作出决议;…… (二十)审议法律、行政法规规定应当由股东大会决定的其他事项。\t(二十)决定或授权董事会决定与本行已发行优先股的相关事项,包括但不限于决定是否回购、转换、派息等; (二十一)审议法律、行政法规规定应当由股东大会决定的其他事项。\n",
			amendRowSummary{Seq: 1, Change: "modified"}, 0},
		// 001 row 6 worded as another bank might: a new duty, not (三) renumbered.
		{"new duty", "1.\t(三)审批一般关联交易; (四)董事会授权的其他事宜。\t(七)研究拟定消费者权益保护工作的战略和目标; (八)董事会授权的其他事宜。\n",
			amendRowSummary{Seq: 1, Change: "modified"}, 0},
		// 000 row 48: the new column is a shorter excerpt from item 4 on.
		{"excerpt from a later item", "1.\t3. 该人单独或者与他人一致行动时,持有本行发行在外30%以上的股份; 4. 该人单独或者与他人一致行动时,以其他方式在事实上控制本行。\t4. 该人单独或者与他人一致行动时,以其他方式在事实上控制本行。 (五)本章程所称“有表决权股份总数”仅包括普通股和表决权恢复的优先股。\n",
			amendRowSummary{Seq: 1, Change: "modified"}, 1},
		{"excerpt with 、 items", "1.\t1、董事长;2、行长;3、董事会秘书。\t2、行长;3、董事会秘书;4、首席风险官。\n",
			amendRowSummary{Seq: 1, Change: "modified"}, 1},
		// Arabic items are items like (N) ones.
		{"arabic items renumbered", "1.\t3. 该人单独持有本行30%以上的股份;\t4. 该人单独持有本行30%以上的股份;\n",
			amendRowSummary{Seq: 1, Change: "renumbered", OldItem: 3, NewItem: 4}, 0},
		// Negative: a figure at the start of a cell is no item.
		{"figure is no item", "1.\t4.5%的股份由发起人认购。\t5.5%的股份由发起人认购。\n",
			amendRowSummary{Seq: 1, Change: "modified"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := arRun(arTextDoc(head+tc.row), Amendments{})
			a := out.Amendments
			if a == nil || len(a.Rows) != 1 {
				t.Fatalf("amendments %+v", a)
			}
			if d := cmp.Diff(tc.want, amendSummary(a.Rows[0])); d != "" {
				t.Errorf("row (-want +got):\n%s", d)
			}
			if n := len(arWarnings(out, schema.WarnNumbering)); n != tc.excerpts {
				t.Errorf("%d numbering warnings, want %d", n, tc.excerpts)
			}
			checkAmendDiffs(t, a)
		})
	}
}

// TestAmendmentsAddedHeadingReach holds that a heading over added articles
// ends at the first row below it that is not an addition, while a heading
// over existing articles reaches to the next heading.
func TestAmendmentsAddedHeadingReach(t *testing.T) {
	tests := []struct {
		name string
		text string
		want [][2]string // chapter and section of each row
	}{
		{
			// 001: 第二十七章 holds the new articles; old 287 → 297 follows.
			name: "new chapter then a moved article",
			text: "《某某银行股份有限公司章程》修订对照表\n序号\t现有章程条文\t建议修订条文\t修订依据\n" +
				"1.\t第六条 银行全部资本分为等额股份。\t第六条 银行全部资本分为股份。\t优先股面值与普通股不同\n" +
				"第二十七章 优先股的特别规定\n" +
				"2.\t\t第二百八十七条 银行可以发行优先股。\t《优先股试点管理办法》第二条\n" +
				"3.\t\t第二百八十八条 优先股股东享有下列权利。\t《公司法》第九十七条\n" +
				"4.\t第二百八十七条 普通股指在银行的经营管理上享有普通权利的股份。\t第二百八十九条 普通股指在银行的经营管理上享有普通权利的股份。\t条款顺延\n",
			want: [][2]string{{"", ""}, {"第二十七章 优先股的特别规定", ""}, {"第二十七章 优先股的特别规定", ""}, {"", ""}},
		},
		{
			// A section marked 新增 over added articles, then a modified one.
			name: "added section then a modified article",
			text: "公司章程修改对照表\n序号\t原条款\t修改后条款\n" +
				"第三章 股份\n" +
				"新增一节:第四节 优先股的特别规定\n" +
				"1.\t\t第四十条 本公司可以发行优先股。\n" +
				"2.\t\t第四十一条 优先股股东不出席股东大会。\n" +
				"3.\t第四十条 公司股份可以依法转让。\t第四十二条 公司股份及优先股可以依法转让。\n" +
				"第四章 股东和股东大会\n" +
				"4.\t\t第五十条 优先股股东享有表决权恢复。\n",
			want: [][2]string{{"第三章 股份", "第四节 优先股的特别规定"}, {"第三章 股份", "第四节 优先股的特别规定"}, {"第三章 股份", ""}, {"第四章 股东和股东大会", ""}},
		},
		{
			// Negative: a heading over an existing article keeps its reach
			// over later additions and modifications.
			name: "existing chapter keeps its reach",
			text: "公司章程修改对照表\n序号\t原条款\t修改后条款\n" +
				"第二章 股份\n" +
				"1.\t第十条 公司发行普通股。\t第十条 公司发行普通股和优先股。\n" +
				"2.\t\t第十一条 公司可以发行优先股。\n" +
				"3.\t第十一条 公司股份可以依法转让。\t第十二条 公司股份及优先股可以依法转让。\n",
			want: [][2]string{{"第二章 股份", ""}, {"第二章 股份", ""}, {"第二章 股份", ""}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := arRun(arTextDoc(tc.text), Amendments{}).Amendments
			if a == nil {
				t.Fatal("no table")
			}
			var got [][2]string
			for _, r := range a.Rows {
				got = append(got, [2]string{r.Chapter, r.Section})
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("chapter/section (-want +got):\n%s", d)
			}
		})
	}
}

func TestAmendmentsTablesSplitByHeading(t *testing.T) {
	build := func(between string) (*normalize.Doc, int) {
		var sb strings.Builder
		var tables []normalize.Table
		var rows [][]normalize.Cell
		start := 0
		row := func(cs ...string) {
			var r []normalize.Cell
			for i, s := range cs {
				if i > 0 {
					sb.WriteString(" ") // not a tab: the text lines are no rows
				}
				at := sb.Len()
				sb.WriteString(s)
				r = append(r, normalize.Cell{Text: s, Span: normalize.Span{Start: at, End: sb.Len()}})
			}
			sb.WriteString("\n")
			rows = append(rows, r)
		}
		flush := func() {
			tables = append(tables, normalize.Table{Span: normalize.Span{Start: start, End: sb.Len() - 1}, Rows: rows})
			rows = nil
		}
		sb.WriteString("中国某某银行股份有限公司章程修订对照表\n")
		start = sb.Len()
		row("序号", "现有章程条文", "建议修订条文", "修订依据")
		row("1.", "第六条 银行全部资本分为等额股份。", "第六条 银行全部资本分为股份。", "优先股面值与普通股不同")
		flush()
		sb.WriteString(between)
		start = sb.Len()
		row("2.", "", "第二百八十七条 银行可以发行优先股。", "《优先股试点管理办法》第二条")
		row("3.", "", "第二百八十八条 优先股股东享有下列权利。", "《公司法》第九十七条")
		flush()
		text := sb.String()
		doc := normalize.New(normalize.Layer{Path: "t.pdf", Format: "pdf", Encoding: "utf-8", Raw: []byte(text), Text: text, Tables: tables})
		return doc, len(tables)
	}
	t.Run("chapter heading between the pieces", func(t *testing.T) {
		doc, _ := build("第二十七章 优先股的特别规定\n")
		a := arRun(doc, Amendments{}).Amendments
		if a == nil || len(a.Rows) != 3 {
			t.Fatalf("amendments %+v", a)
		}
		var got []string
		for _, r := range a.Rows {
			got = append(got, r.Chapter)
		}
		if d := cmp.Diff([]string{"", "第二十七章 优先股的特别规定", "第二十七章 优先股的特别规定"}, got); d != "" {
			t.Errorf("chapters (-want +got):\n%s", d)
		}
	})
	t.Run("paragraph between two tables", func(t *testing.T) {
		doc, _ := build("本议案尚需提交股东大会审议。\n")
		a := arRun(doc, Amendments{}).Amendments
		if a == nil || len(a.Rows) != 1 {
			t.Fatalf("amendments %+v", a)
		}
	})
}

func TestSplitBasis(t *testing.T) {
	tests := map[string][]string{
		"":          nil,
		"因优先股设置而修改": {"因优先股设置而修改"},
		"《公司法》":     {"《公司法》"},
		"《公司法》第九十七条 根据监管意见修改":            {"《公司法》第九十七条", "根据监管意见修改"},
		"根据监管意见修改 《公司法》第九十七条":            {"根据监管意见修改", "《公司法》第九十七条"},
		"《上市公司章程指引》第四十条 《优先股试点管理办法》第十一条": {"《上市公司章程指引》第四十条", "《优先股试点管理办法》第十一条"},
	}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			if d := cmp.Diff(want, splitBasis(in)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// TestAmendmentsHTMLFixture reads seed 001's comparison table written as an
// HTML table (cells with <br>, the chapter row spanning all columns), as
// the HTML reader hands it over.
func TestAmendmentsHTMLFixture(t *testing.T) {
	path := filepath.Join("testdata", "amendments", "ccb_2014_comparison.html")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := read.Read(path, data, read.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out := arRun(doc, Amendments{})
	a := out.Amendments
	if a == nil || len(a.Rows) != 18 {
		t.Fatalf("amendments %+v", a)
	}
	want := []amendRowSummary{
		{Seq: 4, Change: "renumbered", OldItem: 18, NewItem: 19},
		{Seq: 8, Change: "added", NewArticle: 287},
		{Seq: 18, Change: "renumbered", OldArticle: 287, NewArticle: 297},
	}
	for _, w := range want {
		if d := cmp.Diff(w, amendSummary(amendRowBySeq(t, a, w.Seq))); d != "" {
			t.Errorf("row %d (-want +got):\n%s", w.Seq, d)
		}
	}
	if ch := amendRowBySeq(t, a, 8).Chapter; ch != "第二十七章 优先股的特别规定" {
		t.Errorf("row 8 chapter %q", ch)
	}
	if !strings.Contains(strings.Join(amendRowBySeq(t, a, 1).Basis, ""), "优先股面值") {
		t.Errorf("row 1 basis %q", amendRowBySeq(t, a, 1).Basis)
	}
	if len(arWarnings(out, schema.WarnMergedStrikethrough)) != 1 {
		t.Errorf("warnings %+v", out.Warnings)
	}
	checkAmendDiffs(t, a)
}

// TestAmendmentsRulesOddInput feeds fragments of tables and rule books:
// nothing may panic, and a header without rows is no table.
func TestAmendmentsRulesOddInput(t *testing.T) {
	inputs := []string{
		"",
		"序号\t现行章程\t修订内容\n",
		"章程修订对照表\n序号\t现行章程\t修订内容\n\t第一章 总则\t第一章 总则\n",
		"| 序号 | 原条款 | 修订后条款 |\n| |\n|||\n| 1 | | |\n",
		"修订对比表\n1.\t第\t第条\n2.\t(\t(十\n3.\t第四十五五十二条\t第四十五五十二条\n",
		"第一章\n第一条\n第二章\n第二条第三条第四条第五条第六条第七条\n",
		"\t\t\t\n|\n||\n",
	}
	for i, in := range inputs {
		doc := arTextDoc(in)
		out := extract.Run(doc, schema.Source{Path: "odd"}, []extract.Extractor{Amendments{}, Rules{}})
		if i == 1 && out.Amendments != nil && out.Amendments.Present {
			t.Errorf("a header alone read as a table: %+v", out.Amendments)
		}
	}
}

// TestAmendmentsDeletedAdded reads articles deleted or added by a cell
// that says so, or by a change column, in the wordings tables use: "删除"
// and "新增" alone in the cell (快意电梯 2025, 金逸影视 2025), "(删除)",
// "第十一条 删除", "本条删除", "整条删除", "删除第十一条", "(新增)", "无",
// "/", a 修订类型 column; and the renumbering after a deletion (old 12 →
// new 11, written 第十二十一条 with the strike-through lost) or an addition
// (old 11 → new 12, 第十一十二条).
func TestAmendmentsDeletedAdded(t *testing.T) {
	const head = "公司章程修订对照表\n序号\t修订前\t修订后\n" +
		"1\t第十条 公司设董事会。\t第十条 公司设董事会,董事会由九名董事组成。\n"
	type tcase struct {
		name, text string
		rows       []amendRowSummary
	}
	var tests []tcase
	for _, m := range []string{"删除", "(删除)", "第十一条 删除", "本条删除", "整条删除", "删除第十一条", "删除。"} {
		tests = append(tests, tcase{"deleted " + m,
			head + "2\t第十一条 董事会设监事。\t" + m + "\n" +
				"3\t第十二条 董事会设董事长一人。\t第十二十一条 董事会设董事长一人。\n",
			[]amendRowSummary{
				{Seq: 1, Change: "modified", OldArticle: 10, NewArticle: 10},
				{Seq: 2, Change: "deleted", OldArticle: 11},
				{Seq: 3, Change: "renumbered", OldArticle: 12, NewArticle: 11},
			}})
	}
	for _, m := range []string{"新增", "(新增)", "无", "/", "新增条款"} {
		tests = append(tests, tcase{"added " + m,
			head + "2\t" + m + "\t第十一条 董事会设审计委员会。\n" +
				"3\t第十一条 董事会设董事长一人。\t第十一十二条 董事会设董事长一人。\n",
			[]amendRowSummary{
				{Seq: 1, Change: "modified", OldArticle: 10, NewArticle: 10},
				{Seq: 2, Change: "added", NewArticle: 11},
				{Seq: 3, Change: "renumbered", OldArticle: 11, NewArticle: 12},
			}})
	}
	tests = append(tests, tcase{"change column",
		"公司章程修订对照表\n序号\t修订类型\t修订前\t修订后\n" +
			"1\t修订\t第十条 公司设董事会。\t第十条 公司设董事会,董事会由九名董事组成。\n" +
			"2\t删除\t第十一条 董事会设监事。\t第十一条 董事会设监事。\n" +
			"3\t修订\t第十二条 董事会设董事长一人。\t第十一条 董事会设董事长一人,副董事长一人。\n" +
			"4\t新增\t\t第十二条 董事会设审计委员会。\n",
		[]amendRowSummary{
			{Seq: 1, Change: "modified", OldArticle: 10, NewArticle: 10},
			{Seq: 2, Change: "deleted", OldArticle: 11},
			{Seq: 3, Change: "modified", OldArticle: 12, NewArticle: 11},
			{Seq: 4, Change: "added", NewArticle: 12},
		}})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := arRun(arTextDoc(tc.text), Amendments{}).Amendments
			if a == nil || !a.Present {
				t.Fatal("no table")
			}
			var got []amendRowSummary
			for _, r := range a.Rows {
				got = append(got, amendSummary(r))
			}
			if d := cmp.Diff(tc.rows, got); d != "" {
				t.Errorf("rows (-want +got):\n%s", d)
			}
		})
	}
}
