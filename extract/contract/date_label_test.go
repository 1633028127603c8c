package contract

import "testing"

// The signing date a contract's terms state under a label, on the label's
// line or the next: 成都路桥 2011-015 (3 、协议签署时间: 2011年12月8日),
// 开尔新材 2015-042 ((二)协议签署时间:⏎2015年5月6日, over the sentence
// 2015年5月22日,公司收到与深圳市地铁集团有限公司签订的《…合同》, the day the
// contract came back). A label followed by no date (天银机电 2017-069:
// 合同签订日期:须在收到《中标通知书》三十日内…) gives none.
func TestSigningDateLabel(t *testing.T) {
	for _, c := range []struct{ file, title, company, date string }{
		{"date-signing-label", "成都市路桥工程股份有限公司重大合同公告", "成都市路桥工程股份有限公司", "2011-12-08"},
		{"date-signing-label-next-line", "浙江开尔新材料股份有限公司关于签订重大合同的公告", "浙江开尔新材料股份有限公司", "2015-05-06"},
		{"date-signing-label-no-date", "常熟市天银机电股份有限公司关于全资子公司中标中国空空导弹研究院宽带多频段射频仿真阵列项目的公告", "常熟市天银机电股份有限公司", ""},
	} {
		out := runAs(t, c.title, c.company, phrasingExcerpt(t, c.file+".txt"))
		if len(out.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", c.file, len(out.Contracts))
		}
		if got := out.Contracts[0].SigningDate; got != c.date {
			t.Errorf("%s: signing date %q, want %q", c.file, got, c.date)
		}
	}
}

// The effective date under its label (惠博普 HBP2017-072: 4 、合同生效日期:
// 2017年11月19日。) over the day a sentence says the effective contract came
// (2017年12月5日,公司收到该项目正式生效的合同…).
func TestEffectiveDateLabel(t *testing.T) {
	out := runAs(t, "华油惠博普科技股份有限公司关于签订日常经营重大合同的公告", "华油惠博普科技股份有限公司", phrasingExcerpt(t, "date-effective-label.txt"))
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts", len(out.Contracts))
	}
	if got := out.Contracts[0].EffectiveDate; got != "2017-11-19" {
		t.Errorf("effective date %q, want 2017-11-19", got)
	}
}

// The award date of a letter of award (惠博普 HBP2013-054: 于2013年12月25日收到
// CNOOC Iraq Limited …发来的授标函) and of the award its employer publishes
// (长城开发 2011-044: 国家电网公司于2011年12月12日在其招投标网公告了“…中标公告”); not
// of the company's own announcement (乾景园林 临2016-066: 公司于2016年11月29日
// 发布了关于…的《重大工程预中标公告》(临2016-065)).
func TestAwardDatePublished(t *testing.T) {
	for _, c := range []struct{ file, title, company, date string }{
		{"date-award-letter", "华油惠博普科技股份有限公司关于重大经营合同中标的公告", "华油惠博普科技股份有限公司", "2013-12-25"},
		{"date-award-published", "深圳长城开发科技股份有限公司关于重大经营合同中标的提示性公告", "深圳长城开发科技股份有限公司", "2011-12-12"},
		{"date-award-own-announcement", "北京乾景园林股份有限公司重大工程中标公告", "北京乾景园林股份有限公司", ""},
	} {
		out := runAs(t, c.title, c.company, phrasingExcerpt(t, c.file+".txt"))
		if len(out.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", c.file, len(out.Contracts))
		}
		if got := out.Contracts[0].AwardDate; got != c.date {
			t.Errorf("%s: award date %q, want %q", c.file, got, c.date)
		}
	}
}
