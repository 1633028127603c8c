package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/internal/textwidth"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// A line that ends on an approval's verb is joined to the next only when
// that line opens the proposal's title (approvalVerbEnds); the verb
// ending a line of its own, with the text after it not a title, gives no
// resolution: page 44 (a preferred-share plan, lines set at their own
// widths) prints "本预案于 2019 年 7 月 17 日经公司第六届董事会第三十次会议 /
// 审议通过 / 本次优先股发行方案尚需公司股东大会审议通过,…".
func TestApprovalVerbWithoutTitle(t *testing.T) {
	for _, in := range []string{
		"关于非公开发行优先股预案的公告\n本预案于2019年7月17日经公司第六届董事会第三十次会议\n审议通过\n本次优先股发行方案尚需公司股东大会审议通过,并报中国证券监督管理委员会核准",
		// The same, the verb and 了 on the line of the session.
		"关于非公开发行优先股预案的公告\n本预案于2019年7月17日经公司第六届董事会第三十次会议审议通过了\n本次优先股发行方案尚需公司股东大会审议通过,并报中国证券监督管理委员会核准",
	} {
		doc, err := read.Read("in.txt", []byte(in), read.ReadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
		for _, r := range out.Resolutions {
			t.Errorf("resolution %q from a line that names no proposal", r.Title)
		}
	}
}

// The dates of a line in Chinese numerals are measured as their digits:
// page 04's line as laid out and with its dates rewritten, and the
// Chinese-numeral date of a 2006 filing ("于二○○六年四月二十五日").
func TestChineseDateExcess(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成", 0},
		// 二〇一二年三月九日 (18 columns) for 2012年3月9日 (12);
		// 二〇一二年三月三十日 (20) for 2012年3月30日 (13).
		{"于二〇一二年三月九日发出书面会议通知,二〇一二年三月三十日在北京以现场会议形式完成", 6 + 7},
		{"第二届董事会第二十八次会议于二○○六年四月二十五日以通讯方式召开", textwidth.Columns("二○○六年四月二十五日") - textwidth.Columns("2006年4月25日")},
	}
	for _, tt := range tests {
		if got := chineseDateExcess(tt.in); got != tt.want {
			t.Errorf("chineseDateExcess(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}
