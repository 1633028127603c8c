package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// A vote stated only as a unanimity, without counts, is recorded as
// unanimous (never as counts): on a resolution, or on the meeting whose
// approval in passing names no proposal. The wordings are real: FDDC
// 1391964 (与会董事经审议一致同意), 391268 (9名董事一致同意), page 26
// (经与会监事审议,一致通过, its tally cut off with the page), and the
// templates' 全体董事一致同意 / 全体监事一致通过 / 与会董事一致同意. A
// unanimity beside counts (page 02: 本议案获得全体董事一致通过,同意13票…;
// FDDC 16804077: 其余非关联董事一致通过了此议案, after the tally) leaves
// the counts the tally; two parties' agreement (双方一致同意), the
// independent directors' (全体独立董事一致同意; 全票同意 after their
// opinion) and the supervisors' (监事会全体监事一致同意 under a board's
// proposal or after its approval in passing) are no vote of the board.
func TestUnanimityWordings(t *testing.T) {
	const contract = "关于签订重大合同的公告\n"
	const board = "某某股份有限公司第六届董事会第九次会议决议公告\n公司第六届董事会第九次会议于2015年6月5日在公司会议室召开。会议应出席董事9名,实际出席董事9名。\n"
	const supervisory = "某某股份有限公司第三届监事会第五次会议决议公告\n公司第三届监事会第五次会议于2023年6月5日在公司会议室召开。会议应出席监事3名,实际出席监事3名。\n"
	tests := []struct {
		name, in string
		meeting  bool   // meeting.unanimous
		res      []bool // resolutions[].unanimous, in order
		votes    []bool // resolutions[].votes present, in order
		evidence string // the unanimity's evidence, the meeting's or resolution 1's
	}{
		{"FDDC 1391964: 与会董事经审议一致同意", contract + "公司第三届董事会第九十六次会议于 2007 年 4 月 6 日在公司本部召开，应到董事 9 名，亲自出席 6 名，与会董事经审议一致同意公司与长飞光纤光缆有限公司（以下简称“长飞公司”）就加工生产单模光纤一事进行合作。", true, nil, nil, "与会董事经审议一致同意"},
		{"FDDC 391268: 9名董事一致同意, the proposal named before", contract + "2008年2月1日,公司第五届董事会第二十五次(临时)会议审议通过了公司关于新建六艘3.3万吨级散货船的议案,董事会授权公司经营班子尽快按照董事会确定的对所建船舶的要求,与造船厂谈判并签署建船协议,按要求披露后再提交股东大会审议。公司现有董事9名, 9名董事参加该次会议, 9名董事一致同意公司关于新建六艘3.3万吨级散货船的议案。", false, []bool{true}, []bool{false}, "9名董事一致同意"},
		{"全体董事一致同意 in passing, a proposal named", contract + "公司于2016年11月21日召开第八届董事会第四次会议,全体董事一致同意审议通过了《关于签订重大合同的议案》。", false, []bool{true}, []bool{false}, "全体董事一致同意"},
		{"与会董事一致同意, resolution", board + "一、审议通过《关于聘任公司副总经理的议案》\n与会董事一致同意聘任张国强先生为公司副总经理。\n", false, []bool{true}, []bool{false}, "与会董事一致同意"},
		{"与会董事审议并一致通过, resolution", board + "一、审议通过《关于聘任公司副总经理的议案》\n本议案经与会董事审议并一致通过。\n", false, []bool{true}, []bool{false}, "与会董事审议并一致通过"},
		{"全体董事审议并一致同意, resolution", board + "一、审议通过《关于聘任公司副总经理的议案》\n全体董事审议并一致同意该议案。\n", false, []bool{true}, []bool{false}, "全体董事审议并一致同意"},
		{"全体监事一致通过, resolution", supervisory + "一、审议通过《关于2022年度监事会工作报告的议案》\n本议案经全体监事一致通过。\n", false, []bool{true}, []bool{false}, "全体监事一致通过"},
		{"page 26: 经与会监事审议,一致通过, cut off", supervisory + "2、审议通过《关于子公司新增2023年度日常关联交易预计的议案》经与会监事审议,一致通过“关于子", false, []bool{true}, []bool{false}, "与会监事审议,一致通过"},
		{"page 02: unanimity beside counts", board + "一、关于公司与山东华宇铝电有限公司关联交易的议案(关联董事刘兴亮、于新兴回避表决)\n本议案获得全体董事一致通过,同意13票,反对0票,弃权0票。\n", false, []bool{false}, []bool{true}, ""},
		{"page 26: unanimity before counts", supervisory + "1、 审议通过《关于部分募集资金投资项目重新论证并暂缓实施的议案》\n经与会监事审议,一致通过“关于部分募集资金投资项目重新论证并暂缓实施的议案”。\n表决结果:同意3票;反对0票;弃权0票\n", false, []bool{false}, []bool{true}, ""},
		{"FDDC 16804077: the rest after the tally", contract + "公司于2017年1月9日召开第五届董事会第三十三次会议,以4票同意,0票反对,0票弃权审议通过了《关于公司关联方新疆天富信息科技有限责任公司中标公司信息化项目并签订相关合同的议案》,关联董事赵磊、刘伟、秦江、陈军民、程伟东回避了此议案的表决,其余非关联董事一致通过了此议案。", false, []bool{false}, []bool{true}, ""},
		{"双方一致同意 is no vote", contract + "公司于2016年11月21日召开第八届董事会第四次会议,审议通过了《关于签订重大合同的议案》。经双方友好协商,一致同意解除原承包经营合同。", false, []bool{false}, []bool{false}, ""},
		{"a count of some members: 5名非关联董事一致同意 of 9 due", contract + "公司于2016年11月21日召开第八届董事会第四次会议,会议应出席董事9名,实际出席董事9名,审议通过了本次关联交易,关联董事张伟、李明、王强、赵军回避表决,5名非关联董事一致同意。", false, nil, nil, ""},
		{"a count of some members: 其中3名董事一致同意", contract + "公司于2016年11月21日召开第八届董事会第四次会议,会议应出席董事9名,实际出席董事9名,审议通过了本次交易,其中3名董事一致同意。", false, nil, nil, ""},
		{"the count of all present: 9名与会董事一致同意", contract + "公司于2016年11月21日召开第八届董事会第四次会议,会议应出席董事9名,实际出席董事9名,9名与会董事一致同意本次交易。", true, nil, nil, "9名与会董事一致同意"},
		{"the supervisors' unanimity in the next sentence", contract + "公司于2016年11月21日召开第八届董事会第四次会议,审议通过了本次关联交易。同日,监事会全体监事一致同意本次关联交易。", false, nil, nil, ""},
		{"the supervisors' 全票通过 in the next sentence", contract + "公司于2016年11月21日召开第八届董事会第四次会议,审议通过了本次关联交易。公司监事会已全票通过该事项。", false, nil, nil, ""},
		{"the board's unanimity in the next sentence", contract + "公司于2016年11月21日召开第八届董事会第四次会议,审议通过了本次关联交易。独立董事发表了同意的独立意见,与会董事一致同意本次交易。", true, nil, nil, "与会董事一致同意"},
		{"the supervisors' unanimity under a board's proposal", board + "一、审议通过《关于聘任公司副总经理的议案》\n公司监事会全体监事一致同意本议案。\n", false, []bool{false}, []bool{false}, ""},
		{"the independent directors' 全票同意, their opinion the subject", board + "一、审议通过《关于聘任公司副总经理的议案》\n公司独立董事对本议案发表了同意的独立意见,全票同意本议案。\n", false, []bool{false}, []bool{false}, ""},
		{"the proposal's 全票通过 after the independent directors' opinion", board + "一、审议通过《关于聘任公司副总经理的议案》\n公司独立董事对本议案发表了同意的独立意见,本议案获全票通过。\n", false, []bool{true}, []bool{false}, "全票通过"},
		{"the independent directors' 以全票同意", board + "一、审议通过《关于聘任公司副总经理的议案》\n公司独立董事对本议案进行了审核,以全票同意本议案。\n", false, []bool{false}, []bool{false}, ""},
		{"the board's 全票通过, no other body named", board + "一、审议通过《关于聘任公司副总经理的议案》\n本议案经与会董事审议,全票通过。\n", false, []bool{true}, []bool{false}, "全票通过"},
		{"the supervisors' unanimity after a named approval in passing", contract + "公司于2016年11月21日召开第八届董事会第四次会议,审议通过了《关于签订重大合同的议案》。公司监事会全体监事一致同意该议案。", false, []bool{false}, []bool{false}, ""},
		{"the independent directors' 全票同意 after a named approval in passing", contract + "公司于2016年11月21日召开第八届董事会第四次会议,审议通过了《关于签订重大合同的议案》。公司独立董事发表了独立意见,全票同意该议案。", false, []bool{false}, []bool{false}, ""},
		{"the board's 全票通过 after a named approval in passing", contract + "公司于2016年11月21日召开第八届董事会第四次会议,审议通过了《关于签订重大合同的议案》。该议案获董事会全票通过。", false, []bool{true}, []bool{false}, "全票通过"},
		{"the independent directors' unanimity", board + "一、审议通过《关于聘任公司高级管理人员的议案》\n全体独立董事一致同意本议案。\n表决结果:同意9票,反对0票,弃权0票。\n", false, []bool{false}, []bool{true}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := extractText("t.txt", tt.in)
			m := out.Meeting
			gotMeeting := m != nil && m.Unanimous != nil && *m.Unanimous
			if gotMeeting != tt.meeting {
				t.Errorf("meeting unanimous %v, want %v (meeting %+v)", gotMeeting, tt.meeting, m)
			}
			if len(out.Resolutions) != len(tt.res) {
				t.Fatalf("%d resolutions, want %d: %+v", len(out.Resolutions), len(tt.res), out.Resolutions)
			}
			for i, r := range out.Resolutions {
				if got := r.Unanimous != nil && *r.Unanimous; got != tt.res[i] {
					t.Errorf("resolution %d unanimous %v, want %v", r.Seq, got, tt.res[i])
				}
				if got := r.Votes != nil; got != tt.votes[i] {
					t.Errorf("resolution %d votes %+v, want present %v", r.Seq, r.Votes, tt.votes[i])
				}
			}
			var ev map[string]schema.Ref
			if tt.meeting {
				ev = m.Evidence
			} else if len(out.Resolutions) > 0 {
				ev = out.Resolutions[0].Evidence
			}
			got, _ := normalize.Fold(ev["unanimous"].Text)
			want, _ := normalize.Fold(tt.evidence)
			if got != want {
				t.Errorf("unanimity evidence %q, want %q", ev["unanimous"].Text, tt.evidence)
			}
		})
	}
}

// TestMiscountedUnanimity: a unanimity whose count of members is not that
// of the members due or present (or has nothing stated to hold it
// against, or is a part of them: 其中) is no unanimity, and the output says
// the vote was not understood (votes_not_understood); the count of all
// present warns of nothing. On a resolution, a meeting's approval in
// passing and a named approval's next sentence.
func TestMiscountedUnanimity(t *testing.T) {
	const contract = "关于签订重大合同的公告\n"
	const board = "某某股份有限公司第六届董事会第九次会议决议公告\n公司第六届董事会第九次会议于2015年6月5日在公司会议室召开。会议应出席董事9名,实际出席董事9名。\n"
	const session = "公司于2016年11月21日召开第八届董事会第四次会议,"
	tests := []struct {
		name, in  string
		unanimous bool
		warned    bool
	}{
		{"7名董事 of 9 due, resolution", board + "一、审议通过《关于聘任公司副总经理的议案》\n7名董事一致同意本议案。\n", false, true},
		{"9名董事 of 9 due, resolution", board + "一、审议通过《关于聘任公司副总经理的议案》\n9名董事一致同意本议案。\n", true, false},
		{"7名董事 of 9 present, in passing", contract + session + "会议应出席董事9名,实际出席董事9名,7名董事一致同意本次交易。", false, true},
		{"5名非关联董事 of 9 due, in passing", contract + session + "会议应出席董事9名,实际出席董事9名,审议通过了本次关联交易,关联董事张伟、李明、王强、赵军回避表决,5名非关联董事一致同意。", false, true},
		{"其中3名董事, in passing", contract + session + "会议应出席董事9名,实际出席董事9名,审议通过了本次交易,其中3名董事一致同意。", false, true},
		{"9名与会董事 of 9 present, in passing", contract + session + "会议应出席董事9名,实际出席董事9名,9名与会董事一致同意本次交易。", true, false},
		{"7名董事 with nothing to hold it against, after a named approval", contract + session + "审议通过了《关于签订重大合同的议案》。7名董事一致同意该议案。", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := extractText("t.txt", tt.in)
			unanimous := out.Meeting != nil && out.Meeting.Unanimous != nil
			for _, r := range out.Resolutions {
				unanimous = unanimous || r.Unanimous != nil
			}
			warned := false
			for _, w := range out.Warnings {
				warned = warned || w.Code == schema.WarnVotesNotUnderstood
			}
			if unanimous != tt.unanimous || warned != tt.warned {
				t.Errorf("unanimous %v, warned %v; want %v, %v (meeting %+v, resolutions %+v)", unanimous, warned, tt.unanimous, tt.warned, out.Meeting, out.Resolutions)
			}
		})
	}
}
