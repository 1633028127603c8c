package announce

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// TestTitleOfArticlesAmendment: the amendment of the articles published
// as its comparison table (章程修订对照表) or as an amendment (章程修正案)
// has that for its title and is of its kind. Excerpts of real pages (卫星化学,
// 证券之星 2025; 快意电梯, 中财网 2025; 永茂泰, 搜狐 2022), their bodies cut.
func TestTitleOfArticlesAmendment(t *testing.T) {
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		{"comparison table under a site's heading", "卫星化学: 章程修订对照表\n\n来源:证券之星 2025-10-24 20:07:35\n关注证券之星官方微博:\n                         卫星化学股份有限公司\n                修订前                                     修订后\n  第1条                                      第1条\n", headerFacts{
			Company: "卫星化学股份有限公司", Kind: schema.KindArticlesAmendment, Title: "章程修订对照表",
		}},
		{"comparison table with its date noted", "快意电梯(002774):公司章程修订对照表(2025年9月)\n\n时间:2025年09月18日 21:55:37 中财网\n\n快意电梯股份有限公司\n章程修订对照表\n根据《中华人民共和国公司法》等法律、法规的相关规定,并结合公司实际情况,对《公司章程》部分条款进行修订,具体修订内容如下:\n", headerFacts{
			Company: "快意电梯股份有限公司", Kind: schema.KindArticlesAmendment, Title: "公司章程修订对照表(2025年9月)",
			Codes: []schema.StockCode{{Market: "A", Code: "002774", ShortName: "快意电梯"}},
		}},
		{"amendment under the company's name", "公司公告\n\n永茂泰:永茂泰公司章程修正案2022-06-29  \n\n                                          上海永茂泰汽车科技股份有限公司\n\n                                公司章程修正案\n\n\n      上海永茂泰汽车科技股份有限公司(以下简称“公司”)拟修订《公司章程》。本次修订《公司章程》尚需提交股东大会审议,具体修订内容如下:\n", headerFacts{
			Company: "上海永茂泰汽车科技股份有限公司", Kind: schema.KindArticlesAmendment, Title: "上海永茂泰汽车科技股份有限公司公司章程修正案",
		}},
	})
}
