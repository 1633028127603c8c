package contract

import "testing"

// Items that open the text have no text before them: the company's party
// to each is read from none (an empty part holds no subsidiary), not from
// before the text's first byte.
func TestItemsAtTextStart(t *testing.T) {
	for _, text := range []string{
		"1、公司中标成都至自贡高速公路TJ2标段项目,中标价263,179,890元,工期30个月。\n" +
			"2、公司中标绵阳至西充高速公路A3标段项目,中标价181,403,631元,工期24个月。\n" +
			"四川路桥建设集团有限公司系公司全资子公司。\n",
		"一、本公司中标新建合肥铁路枢纽南环线工程,中标价为人民币436,504万元;\n" +
			"二、本公司中标蝶恋吉园住宅小区A区项目,中标价为人民币181,403万元。\n" +
			"中铁四局集团有限公司(以下简称:四局)为本公司全资子公司。\n",
	} {
		out := run(t, "重大工程中标公告", text)
		if len(out.Contracts) != 2 {
			t.Fatalf("%d contracts, want 2", len(out.Contracts))
		}
		for _, c := range out.Contracts {
			if c.Contractor != "新疆城建(集团)股份有限公司" {
				t.Errorf("%s: contractor %q, want the company", c.Project, c.Contractor)
			}
		}
	}
}
