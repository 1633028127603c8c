package announce

import (
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TestGarbledSignatureDate: a signature's date whose numerals a converted
// filing's font printed as other characters gives no date and a warning
// on the date (the signatures of 葛洲坝 2010 and 2009, 中国化学 2011,
// 湘潭电机 2010, 中国铁建 2010, 龙元建设 2010 and 路桥建设 2005, as FDDC's
// conversion gives them); a signature dated in numerals gives its date
// and no warning.
func TestGarbledSignatureDate(t *testing.T) {
	tests := []struct{ name, text, date, warned string }{
		{"惊 for 一", "4、汇样风险。六、备查文件合同协惸书。特此公告。\n敯国葛敽坝集团股份有限公司董事会二○惊○年二月十惊日\n", "", "二○惊○年二月十惊日"},
		{"惊 in the year, O for 〇", "敬请投资者关注。\n中国化恘工程股份有限公司董事会二O惊惊年六月十五日\n", "", "二O惊惊年六月十五日"},
		{"the day's numeral alone", "合同文件(惣意文文本为准)。特此公告。\n中国葛洲坝集团股份有限公司董事会\n二〇〇九年九月二十栈日\n", "", "二〇〇九年九月二十栈日"},
		{"Q for 〇", "特此公告。\n湘潭电机股份有限公司董事会二〇一Q年十二月九日\n", "", "二〇一Q年十二月九日"},
		{"霳 for 月, a page number after", "特此公告。\n龙霛建设集团股份難限公司董事会2010年12霳20日\n1\n", "", "2010年12霳20日"},
		{"the parts out of order", "价34 , 501 . 22万元。特此公告。\n路桥集团国际建设股份有限公司董事会\n年2050月5 19日1\n", "", "年2050月5 19日"},
		{"numerals", "特此公告。\n中国铁建股份有限公司董事会二○一○年四月二日\n", "2010-04-02", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			out := runHeader(doc)
			if out.Announcement.Date != tt.date {
				t.Errorf("date %q, want %q", out.Announcement.Date, tt.date)
			}
			if warned := unreadableWarned(doc, out); warned != tt.warned {
				t.Errorf("warned on %q, want %q", warned, tt.warned)
			}
		})
	}
}

// unreadableWarned is the source text of the last unreadable_text warning
// with a span in out, "" when there is none.
func unreadableWarned(doc *normalize.Doc, out *schema.Document) string {
	warned := ""
	for _, w := range out.Warnings {
		if w.Code == schema.WarnUnreadableText && w.Span != nil {
			warned = string(doc.Raw[w.Span[0]:w.Span[1]])
		}
	}
	return warned
}
