// The figures of contracts an earlier announcement reported, cited in
// passing: not contracts of this one.

package contract

import "strings"

// citedWords cite an earlier announcement: its number (公告编号: 2017-103),
// its publication (…在中国证监会指定信息披露网站进行了公告).
var citedWords = []string{"公告编号", "进行了公告"}

// citedBefore reports whether the figure m is of a contract an earlier
// announcement reported: inside a parenthesis that cites it ("…获得首个军工
// 重大合同(金额约1.22亿元,公告编号: 2017-103 )、装甲模拟器、直升机模拟器合同
// (金额7,439.8万元,公告编号: 2017-107 )后", 摩诘创新 2018), or in a
// sentence the next one on its line says was announced ("公司于2013年6月15日
// 与许昌市第二人民医院签订了《合作协议书》,合同金额为人民币1.5亿元。公司于
// 2013年6月17日在在中国证监会指定信息披露网站进行了公告(公告编号:2013-058)。",
// 和佳股份). An announcement of the progress of contracts (合同进展, 履行
// 情况) cites the contracts it reports: the reader does not ask it there.
func citedBefore(s string, m money) bool {
	// A parenthesis open before the figure, closed after it.
	if k := strings.LastIndexAny(s[:m.start], "(（"); k >= 0 && !strings.ContainsAny(s[k:m.start], ")）\n") {
		e := strings.IndexAny(s[m.end:], ")）\n")
		if e >= 0 && s[m.end+e] != '\n' && containsAny(s[k:m.end+e], citedWords...) {
			return true
		}
	}
	return announcedNext(s, m.end)
}

// announcedNext reports whether the sentence after the one byte at is in,
// on its line, says it was announced before (进行了公告).
func announcedNext(s string, at int) bool {
	i := strings.Index(s[at:], "。")
	if i < 0 || strings.Contains(s[at:at+i], "\n") {
		return false
	}
	next := s[at+i+len("。"):]
	if e := strings.IndexAny(next, "。\n"); e >= 0 {
		next = next[:e]
	}
	return containsAny(next, citedWords[1:]...)
}
