package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// A line that ends on an approval's verb is joined to the next only when
// that line opens the proposal's title (normalize's approvalBreak); the verb
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
