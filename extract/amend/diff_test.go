package amend

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/schema"
)

func TestDiffTextMerged(t *testing.T) {
	tests := []struct {
		name    string
		old     string
		new     string
		replace []schema.DiffOp // the replace ops expected
		merged  []MergedReplacement
	}{
		{
			// 中国建设银行章程修订对照表 row 5 (seed 001), folded.
			name:    "renamed committee",
			old:     "董事会下设战略发展委员会、审计委员会、风险管理委员会、提名与薪酬委员会和关联交易控制委员会。董事会可以根据需要设立其他专门委员会。",
			new:     "董事会下设战略发展委员会、审计委员会、风险管理委员会、提名与薪酬委员会和关联交易控制委员会社会责任与关联交易委员会。董事会可以根据需要设立其他专门委员会。",
			replace: []schema.DiffOp{{Op: DiffReplace, Old: "关联交易控制委员会", Text: "社会责任与关联交易委员会"}},
			merged:  []MergedReplacement{{Old: "关联交易控制委员会", New: "社会责任与关联交易委员会", At: len("董事会下设战略发展委员会、审计委员会、风险管理委员会、提名与薪酬委员会和")}},
		},
		{
			// 中国农业银行章程修订对比表 row 19 (seed 000): a reference to the
			// renumbered article, old and new run together.
			name:    "renumbered reference",
			old:     "持有超出部分股份的股东基于超出部分股份行使本章程第五十二条规定的股东权利时应当受到必要的限制",
			new:     "持有超出部分股份的股东基于超出部分股份行使本章程第五十二条第五十九条规定的股东权利时应当受到必要的限制",
			replace: []schema.DiffOp{{Op: DiffReplace, Old: "第五十二条", Text: "第五十九条"}},
			merged:  []MergedReplacement{{Old: "第五十二条", New: "第五十九条", At: len("持有超出部分股份的股东基于超出部分股份行使本章程")}},
		},
		{
			name: "renamed department at the end of the text",
			old:  "由本行董事会办公室负责",
			new:  "由本行董事会办公室负责董事会秘书办公室",
		},
		{
			name:    "renamed office before a comma",
			old:     "报送本行风险管理部,并抄送监事会。",
			new:     "报送本行风险管理部风险与合规管理部,并抄送监事会。",
			replace: []schema.DiffOp{{Op: DiffReplace, Old: "风险管理部", Text: "风险与合规管理部"}},
			merged:  []MergedReplacement{{Old: "风险管理部", New: "风险与合规管理部", At: len("报送本行")}},
		},
		{
			name: "name added to a list is an insertion",
			old:  "董事会下设战略委员会、审计委员会。",
			new:  "董事会下设战略委员会、审计委员会、消费者权益保护委员会。",
		},
		{
			name: "name joined with 和 is an insertion",
			old:  "董事会下设战略委员会。",
			new:  "董事会下设战略委员会和风险管理委员会。",
		},
		{
			name: "wording inserted after a name is an insertion",
			old:  "由审计委员会负责。",
			new:  "由审计委员会风险委员会共同负责。",
		},
		{
			// 中国农业银行章程 row 3 (seed 000).
			name: "plain insertions",
			old:  "本行设置普通股。本行根据需要,经国务院授权的审批部门批准可以设置其他种类的股份。",
			new:  "本行设置普通股。本行根据需要,并经国务院授权的审批部门批准可以设置优先股等其他种类的股份。",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ops, merged := DiffText(tc.old, tc.new)
			var reps []schema.DiffOp
			for _, op := range ops {
				if op.Op == DiffReplace {
					reps = append(reps, op)
				}
			}
			if d := cmp.Diff(tc.replace, reps); d != "" {
				t.Errorf("replace ops (-want +got):\n%s\nall ops: %+v", d, ops)
			}
			if d := cmp.Diff(tc.merged, merged); d != "" {
				t.Errorf("merged (-want +got):\n%s", d)
			}
			if got := DiffOld(ops); got != tc.old {
				t.Errorf("old text rebuilt as %q", got)
			}
			want := tc.new
			for _, m := range merged {
				if !strings.HasPrefix(tc.new[m.At:], m.Old+m.New) {
					t.Errorf("merged wording not at %d: %q", m.At, tc.new[m.At:])
				}
				want = strings.Replace(want, m.Old+m.New, m.New, 1)
			}
			if got := DiffNew(ops); got != want {
				t.Errorf("new text rebuilt as %q, want %q", got, want)
			}
		})
	}
}

func TestDiffTextOps(t *testing.T) {
	tests := []struct {
		name string
		old  string
		new  string
		want []schema.DiffOp
	}{
		{
			name: "identical",
			old:  "本行设置普通股。",
			new:  "本行设置普通股。",
			want: []schema.DiffOp{{Op: DiffEqual, Text: "本行设置普通股。"}},
		},
		{
			name: "insertion",
			old:  "持有本行股份总数5%以上的股东",
			new:  "持有本行有表决权股份总数5%以上的股东",
			want: []schema.DiffOp{{Op: DiffEqual, Text: "持有本行"}, {Op: DiffInsert, Text: "有表决权"}, {Op: DiffEqual, Text: "股份总数5%以上的股东"}},
		},
		{
			name: "deletion",
			old:  "本行可以拒绝提供。股东可以免费查阅。",
			new:  "本行可以拒绝提供。",
			want: []schema.DiffOp{{Op: DiffEqual, Text: "本行可以拒绝提供。"}, {Op: DiffDelete, Text: "股东可以免费查阅。"}},
		},
		{
			name: "replacement",
			old:  "由董事会秘书负责。",
			new:  "由董事会办公室负责。",
			want: []schema.DiffOp{{Op: DiffEqual, Text: "由董事会"}, {Op: DiffReplace, Old: "秘书", Text: "办公室"}, {Op: DiffEqual, Text: "负责。"}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := DiffText(tc.old, tc.new)
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("ops (-want +got):\n%s", d)
			}
		})
	}
}

func TestCompactSpace(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"between items after a full-width semicolon", "(三)在证券交易所外以协议方式回购; (四)法律、行政法规", "(三)在证券交易所外以协议方式回购;(四)法律、行政法规"},
		{"after an item number", "(六) 有权查阅公司章程", "(六)有权查阅公司章程"},
		{"between two sentences", "不参与分配利润。 优先股股息支付", "不参与分配利润。优先股股息支付"},
		{"before an ellipsis", "第七十八条 ……监事会未在规定期限内", "第七十八条……监事会未在规定期限内"},
		{"line break inside a sentence", "除不得担任本行董事的人员外,下列人员亦不得担\n任本行独立董事", "除不得担任本行董事的人员外,下列人员亦不得担任本行独立董事"},
		{"ideographic space", "第一章\u3000总则", "第一章总则"},
		{"between a number and Han", "30 日内", "30日内"},
		{"between two ASCII words", "Tier  1 capital", "Tier 1 capital"},
		{"between two numbers", "2014 2015", "2014 2015"},
		{"at both ends", "  第一条 \n", "第一条"},
		{"none", "本行设置普通股。", "本行设置普通股。"},
		{"empty", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, at := compactSpace(tc.in)
			if got != tc.want {
				t.Errorf("compactSpace(%q) = %q, want %q", tc.in, got, tc.want)
			}
			if len(at) != len(got)+1 || at[len(got)] != len(tc.in) {
				t.Fatalf("map has %d entries for %d bytes", len(at), len(got))
			}
			for i := 0; i < len(got); i++ {
				if got[i] != ' ' && tc.in[at[i]] != got[i] {
					t.Errorf("byte %d maps to %d: %q, want %q", i, at[i], tc.in[at[i]], got[i])
				}
			}
		})
	}
}
