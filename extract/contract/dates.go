// The dates of a contract: award, signing and effective.

package contract

import (
	"strings"

	"github.com/gonggao/gonggao/internal/substr"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// dateEvents are what a dated sentence reports: 2016年8月23日,中工国际…与
// 厄瓜多尔不动产管理局签署了…商务合同 (signing); 于2016年11月24日收到…《中标
// 通知书》 (award); 2016年11月2日,…商务合同正式生效 (effective). The date
// must come before the verb in its sentence, which then names a contract
// or the notice.
var dateEvents = []struct {
	field string
	verbs []string
	needs []string
	// published: the event is a publication, which must not be the
	// company's own (see ownPublication)
	published bool
}{
	{"signing_date", []string{"签署", "签订", "签定"}, []string{"合同", "协议"}, false},
	{"award_date", []string{"收到", "接到", "取得"}, []string{"中标通知书", "成交通知书", "中标通知"}, false},
	// The letter of award: "于2013年12月25日收到CNOOC Iraq Limited …发来的授标函,确认
	// 公司为…的中标单位".
	{"award_date", []string{"收到", "接到"}, []string{"授标函", "中标函"}, false},
	// The award as its employer or platform publishes it: "国家电网公司于2011年12月12日
	// 在其招投标网公告了“…第五批项目中标公告”", "2016年8月2日,中国政府采购网公示了“…采购
	// 项目”的中标结果", "2011年6月3日,上海市政府采购中心发布中标公告信息".
	{"award_date", []string{"公告了", "公示了", "发布了", "发布"}, []string{"中标公告", "中标人名单", "中标结果", "成交公告", "成交结果"}, true},
	{"effective_date", []string{"生效"}, []string{"合同", "协议"}, false},
}

// notYetWords mark a sentence about what has not happened yet, whose date
// is not the event's: "中标项目正式合同尚未签订", 双方将于…签订, 待…后生效.
var notYetWords = []string{"尚未", "未签", "将于", "待"}

// reportWords are the verbs of an earlier announcement, whose date a
// sentence gives before the event's verb: 于2016年8月16日披露《…关于项目预中标
// 公告》…,公告中的四个项目近日收到中标通知书 (the date is the disclosure's).
var reportWords = []string{"披露", "刊登", "刊载"}

// dateLabels head a date in a contract's terms, the date right after the
// label or on the next line: "3 、协议签署时间: 2011年12月8日;", "5 、合同签署日期:
// 2012年12月17日。", "合同签约时间:2011年12月11日", "5、签订时间:2015年7月28日;",
// "4、签署时间:⏎2013年…". A label followed by other words ("合同签订日期:须在收到
// 《中标通知书》三十日内…") or by a month alone (签订时间:2015年9月) gives none.
var dateLabels = []struct {
	field  string
	labels []string
}{
	{"signing_date", []string{"签署日期", "签署时间", "签订日期", "签订时间", "签约日期", "签约时间", "签定日期", "签定时间"}},
	// "6、协议生效时间: 2013年11月28日", "4 、合同生效日期: 2017年11月19日。"; not
	// "4、生效时间:交易双方签字盖章后生效".
	{"effective_date", []string{"生效日期", "生效时间"}},
}

// labelMarks end a date's label.
var labelMarks = []string{":", "："}

// labelledDates reads the dates s[from:to] states under dateLabels, the
// first of each field, and returns the fields it read: they are the
// terms' own and come before a date a sentence reports.
func (r *reader) labelledDates(ct *schema.Contract, from, to int) map[string]bool {
	s := r.f.s[:to]
	read := map[string]bool{}
	for _, dl := range dateLabels {
		found := false
		for _, l := range dl.labels {
			for k := range mentions(s, from, to, l) {
				at := k + len(l)
				rest := strings.TrimLeft(s[at:], " ")
				mark := false
				for _, m := range labelMarks {
					if strings.HasPrefix(rest, m) {
						rest, mark = rest[len(m):], true
						break
					}
				}
				if !mark {
					continue
				}
				rest = strings.TrimLeft(rest, " \n")
				start := len(s) - len(rest)
				end := start + min(len(rest), 40)
				ds := normalize.FindDates(s[start:end])
				if len(ds) == 0 || ds[0].Span.Start != 0 || ds[0].Day == 0 {
					continue
				}
				d := ds[0]
				sp := r.f.span(start+d.Span.Start, start+d.Span.End)
				switch dl.field {
				case "signing_date":
					ct.SigningDate = d.String()
				case "effective_date":
					ct.EffectiveDate = d.String()
				}
				ct.Evidence[dl.field] = r.c.Ref(sp)
				found, read[dl.field] = true, true
				break
			}
			if found {
				break
			}
		}
	}
	return read
}

// disclosureMedia are where the company publishes its own announcements:
// "公司于2011年5月31日在《证券时报》、《中国证券报》、《上海证券报》、巨潮资讯网公告了
// 《…重大合同中标公告》".
var disclosureMedia = []string{"巨潮资讯网", "证券时报", "中国证券报", "上海证券报", "证券日报", "信息披露"}

// ownNumberMarks open, after the title of an announcement, its number:
// "发布了…的《重大工程预中标公告》(临2016-065)", "《重大合同中标提示性公告》
// (2013-028号)", (公告编号:2016-067).
var ownNumberMarks = []string{"》(临", "》(公告编号", "》(编号", "》(20", "》(公告号"}

// ownPublication reports whether a publication's verb, with the words
// before it (from the date) and after it, is the company publishing its
// own announcement: in its disclosure media, or an announcement with its
// number.
func ownPublication(before, after string) bool {
	if containsAny(before, disclosureMedia...) {
		return true
	}
	return containsAny(after[:min(len(after), 240)], ownNumberMarks...)
}

// periodStarts, after a date, make it the start of a period, not the day
// of a publication: "2016年11月14日至本公告日,南方电网公司公示了其招标采购项目中标人名单".
var periodStarts = []string{"至", "起至"}

// dates reads the award, signing and effective dates of a contract from
// the sentences of s[from:to], after those its terms state under a label.
func (r *reader) dates(ct *schema.Contract, from, to int) {
	labelled := r.labelledDates(ct, from, to)
	s := r.f.s[:to]
	for _, ev := range dateEvents {
		// The first event that dates a field in these sentences dates it.
		if labelled[ev.field] {
			continue
		}
		for i := from; i < len(s); {
			end := len(s)
			if k := substr.IndexAny(s[i:], "。\n"); k >= 0 {
				end = i + k
			}
			sent := s[i:end]
			// The date of a contract an earlier announcement reported
			// (…签订了《投资合作框架协议》。公司已于…进行了公告) is not this one's.
			cited := !r.progress && announcedNext(r.f.s, i)
			if containsAny(sent, ev.needs...) && !containsAny(sent, notYetWords...) && !cited {
				for _, d := range normalize.FindDates(sent) {
					if d.Day == 0 {
						continue
					}
					rest := sent[d.Span.End:]
					verb := -1
					for _, v := range ev.verbs {
						if k := strings.Index(rest, v); k >= 0 && (verb < 0 || k < verb) {
							verb = k
						}
					}
					if verb < 0 || verb > 240 || containsAny(rest[:verb], reportWords...) {
						continue
					}
					if ev.published && (ownPublication(rest[:verb], rest[verb:]) || startsAny(rest, periodStarts...)) {
						continue
					}
					v := d.String()
					sp := r.f.span(i+d.Span.Start, i+d.Span.End)
					switch ev.field {
					case "signing_date":
						ct.SigningDate = v
					case "award_date":
						ct.AwardDate = v
					case "effective_date":
						ct.EffectiveDate = v
					}
					ct.Evidence[ev.field] = r.c.Ref(sp)
					labelled[ev.field] = true
					goto next
				}
			}
			if end >= len(s) {
				break
			}
			i = end + len("。")
			if s[end] == '\n' {
				i = end + 1
			}
		}
	next:
	}
}

// itemLineEnd is where the rest of an item's line ends: at the line's
// end or where the next item starts on it, whichever comes first.
func (r *reader) itemLineEnd(it item, items []item) int {
	s := r.f.s
	end := len(s)
	if k := strings.IndexByte(s[it.to:], '\n'); k >= 0 {
		end = it.to + k
	}
	for _, o := range items {
		if o.from >= it.to && o.from < end {
			end = o.from
		}
	}
	return end
}

// itemDates reads the dates an item's own sentences state, on its line
// up to the next item, over those the sentence before the items states of
// them all: "1、2012年3月5日,公司与X签订了…合同,合同金额为…".
func (r *reader) itemDates(ct *schema.Contract, it item, items []item) {
	r.dates(ct, it.from, r.itemLineEnd(it, items))
}
