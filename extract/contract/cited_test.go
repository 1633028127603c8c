package contract

import "testing"

// The date of a contract an earlier announcement reported, cited in a
// sentence the next one says was announced (和佳股份 2017: 公司于2016年8月3日
// 与贵州省平塘县卫计局…签订了《投资合作框架协议》,…。公司已于2016年8月4日…
// 进行了公告), is not the signing date of the contract awarded, which is not
// signed yet.
func TestCitedDate(t *testing.T) {
	out := runAs(t, "珠海和佳医疗设备股份有限公司关于全资子公司和佳建投收到平塘县人民医院业务综合楼建设项目中标通知书的提示性公告", "珠海和佳医疗设备股份有限公司", phrasingExcerpt(t, "cited-next-sentence-framework.txt"))
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts, want 1", len(out.Contracts))
	}
	if d := out.Contracts[0].SigningDate; d != "" {
		t.Errorf("signing date %s, from the cited agreement's sentence", d)
	}
}
