package contract

import (
	"strings"
	"testing"
)

// The tender a contract is a lot of is not written as the lot's project:
// each lot is read, with its lot and amount and no project, and a warning
// stands on the tender's name (宁波建工 2017-084: 项目名称:…工程(施工) Ⅲ标段、
// IV标段 above the two lots' prices; 皖通科技 2012-040: 中标项目:…HQJD-02、
// HQPD-01、FZZLPD-01标段和HQPD-02、FXJD-01标段 above five 合同段; 科士达
// 2018-017: lots of 本项目 after the sentence that names the tender; 宜通世纪
// 2015: a table of 标段 under 项目名称:).
func TestTenderOfLotsLeftOut(t *testing.T) {
	cases := []struct{ file, title, tender string }{
		{"items-lot-colon", "关于公司子公司中标环城南路西延(薛家南路至环镇北路)工程(施工)Ⅲ标段、IV标段的公告", "环城南路西延(薛家南路至环镇北路)工程(施工) Ⅲ标段、IV标段"},
		{"items-lot-quoted", "深圳科士达科技股份有限公司关于公司UPS设备预中标中国联通采购项目的公告", "2017-2018年中国联通UPS设备集中采购"},
		{"project-tender-of-lots-table", "广东宜通世纪科技股份有限公司关于收到《中标通知书》的公告", "光缆线路切改优化施工二级集中招标"},
		{"project-tender-of-lots-item", "安徽皖通科技股份有限公司关于项目的中标公告", "黄山至祁门、宣城至宁国、阜阳至新蔡高速公路机电与配电工程以及阜阳至周集、周集至六安高速公路配电工程HQJD-02"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			text := phrasingExcerpt(t, c.file+".txt")
			out := runAs(t, c.title, "", text)
			if len(out.Contracts) < 2 {
				t.Fatalf("%d contracts, want the lots", len(out.Contracts))
			}
			for i, ct := range out.Contracts {
				if ct.Project != "" {
					t.Errorf("contract %d: project %q written", i+1, ct.Project)
				}
				if ct.Amount == nil {
					t.Errorf("contract %d: no amount", i+1)
				}
			}
			found := false
			for _, w := range out.Warnings {
				if w.Code == WarnProjectUncertain && w.Span != nil && strings.Contains(text[w.Span[0]:w.Span[1]], c.tender) {
					found = true
				}
			}
			if !found {
				t.Errorf("no %s warning on the tender %q: %+v", WarnProjectUncertain, c.tender, out.Warnings)
			}
		})
	}
}
