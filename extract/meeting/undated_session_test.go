package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// An announcement of another kind that names the session which approved
// what it reports, without the day it met, states that meeting: its body
// and session, no date. A session still to approve it, one that approved
// something else the sentence names, and a session named as another
// announcement's title state none. Each case is a title line and the
// sentence of a development FDDC filing (the page 43 case: a development
// page), spaces of the PDF conversion taken out.
func TestUndatedSessionApproval(t *testing.T) {
	const title = "关于签订重大合同的公告\n"
	tests := []struct {
		name, in      string
		body, session string // "": no meeting
	}{
		{"FDDC 1226676: 经…审议通过", title + "该合同经公司第四届董事会第二十五次会议审议通过(详见公司同日刊登的2013-003号公告)。",
			"board", "第四届董事会第二十五次会议"},
		{"FDDC 1022667: the session, then the proposal", title + "公司第五届董事会第七次会议审议通过了《关于公司与神华铁路货车运输有限责任公司签订企业自用货车购置供货合同的议案》, 2014年1月20日,公司与神华铁路货车运输有限责任公司签署了《企业自用货车购置供货合同》。",
			"board", "第五届董事会第七次会议"},
		{"FDDC 18820887: 已经…审议批准", title + "该项目的投标已经公司第三届董事会第四十九次会议审议批准。",
			"board", "第三届董事会第四十九次会议"},
		{"FDDC 15604457: a shareholders' meeting", title + "该项目已经公司2016年第八次临时股东大会审议通过。",
			"shareholders", "2016年第八次临时股东大会"},
		{"FDDC 1287896: two sessions, the first", title + "经本公司三届三十五次董事会、 2010年第四次临时股东大会审议通过,本公司控股子公司新疆华泰重化工有限责任公司于2010年12月11日与新疆圣雄能源开发有限公司签署了重大电石采购合同。",
			"board", "三届三十五次董事会"},
		{"FDDC 16656462: joined by 及", title + "本事项经公司第九届董事会第十次会议及2017年第一次临时股东大会审议通过。",
			"board", "第九届董事会第十次会议"},
		{"FDDC 284561: 已通过, the session again in a title", title + "该事项已通过公司第七届董事会第三十次会议审议通过,详见2014年11月19日发布的《视觉中国:第七届董事会第三十次会议决议公告》(公告编号2014-085)。",
			"board", "第七届董事会第三十次会议"},
		{"FDDC 1308432: the date is the signing's", title + "2012年10月14日,经公司第四届董事会第二十一次会议审议批准,公司及东昌金属与汉能集团在签订了《锗产品供应合同(修订)》,对原合同进行了修订。",
			"board", "第四届董事会第二十一次会议"},
		// None.
		{"FDDC 1673847: still to go to the shareholders", title + "《江阴市应急备用水采购合同》尚需提交公司2015年第一次临时股东大会审议通过后方可生效。", "", ""},
		{"FDDC 29887: put to the board", title + "公司独立董事认为,符合公司利益,同意将此项交易提交公司第二届董事会第二十四次会议审议。", "", ""},
		{"FDDC 890921: approved, then signed (后)", title + "该合同经公司第二届董事会第四次会议审议通过后签订。", "", ""},
		{"a condition of the contract", title + "本合同须经公司第二届董事会第五次会议审议通过后生效。", "", ""},
		{"FDDC 16748956: the session that approved another proposal first", title + "上述PPP项目已在公司第八届董事会第三十一次会议审议通过的《关于公司制订2017年度参与PPP项目投资计划额度的议案》的PPP项目额度之中,上述议案已经公司2016年第三次临时股东大会审议通过。", "", ""},
		{"page 43: a list of meetings not read, first", title + "招商银行股份有限公司(简称本公司)2016年度股东大会、2017年第一次A股类别股东会议及2017年第一次H股类别股东会议审议通过了《关于本公司非公开发行境内优先股方案的议案》,本公司2021年度股东大会审议通过了《关于调整招商银行非公开发行优先股方案的议案》。", "", ""},
		{"FDDC 1160707: no session", title + "本合同须经公司董事会审议通过后生效。", "", ""},
		{"a session only in a title", title + "详见公司刊登的《第七届董事会第三十次会议决议公告》,该事项已审议通过。", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := read.Read("in.txt", []byte(tt.in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}})
			var body, session string
			if m := out.Meeting; m != nil {
				body, session = m.Body, m.Session
				if m.Date != "" {
					t.Errorf("date %q, none stated", m.Date)
				}
				if ev, ok := m.Evidence["session"]; !ok || ev.Text != session {
					t.Errorf("session evidence %+v, want %q", ev, session)
				}
			}
			if body != tt.body || session != tt.session {
				t.Errorf("meeting %q %q, want %q %q", body, session, tt.body, tt.session)
			}
		})
	}
}
