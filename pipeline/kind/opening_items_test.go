package kind

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// TestOpeningItemsRunTogether: an opening whose list items run together
// on one line (a page that lost its line breaks) is read item by item: a
// shareholders' meeting's list of facts (召开方式…, then 召集人:公司董事会)
// does not read as the board's meeting.
func TestOpeningItemsRunTogether(t *testing.T) {
	tests := []struct{ name, opening, want string }{
		// 2011, a shareholders' meeting's resolution without its title.
		{"items on one line", "本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。 一、重要提示在本次会议召开期间,未增加、否决或变更提案。 二、会议召开的情况 (一)召开时间: 现场会议召开时间为:2011年11月25日(星期五)下午14:30; (二)召开地点:公司会议室 (三)召开方式:现场投票与网络投票相结合 (四)召集人:公司董事会 (五)主持人:董事 (六)会议的召开符合《公司法》、《上市公司股东大会规则》和公司《章程》的有关规定。 三、会议的出席情况出席本次股东大会的股东及股东代理人(以下统称股东)97人", schema.KindShareholdersResolution},
		{"items on their lines", "本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n一、重要提示\n在本次会议召开期间,未增加、否决或变更提案。\n二、会议召开的情况\n(一)召开时间:\n现场会议召开时间为:2011年11月25日(星期五)下午14:30;\n(二)召开地点:公司会议室\n(三)召开方式:现场投票与网络投票相结合\n(四)召集人:公司董事会\n(五)主持人:董事\n(六)会议的召开符合《公司法》、《上市公司股东大会规则》和公司《章程》的有关规定。\n三、会议的出席情况\n出席本次股东大会的股东及股东代理人(以下统称股东)97人", schema.KindShareholdersResolution},
		// 2003, a board's meeting: a bracket inside the sentence is no item.
		{"a board's sentence with a bracket", "武汉东湖高新集团股份有限公司(以下简称公司)第四届董事会第8次会议于2003年4月27日以通讯方式召开,出席会议的董事应到9人,实到9人。", schema.KindBoardResolution},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, _, _ := Default.Opening(tt.opening)
			if got != tt.want {
				t.Errorf("Opening = %q, want %q", got, tt.want)
			}
		})
	}
}
