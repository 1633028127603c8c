package kind

import "github.com/gonggao/gonggao/schema"

// MeetingRules is a rule book of a company's meetings (股东大会议事规则,
// 董事会议事规则): chapters and articles, and the thresholds they set.
var MeetingRules = Kind{
	Name: schema.KindMeetingRules,
	Title: []Cue{
		{Words: []string{"议事规则"}, From: "招商银行股份有限公司股东大会议事规则; 《中国建设银行股份有限公司股东大会议事规则》 (2014); 《监事会议事规则》 (科兴制药, 2023)"},
	},
	Body: []Cue{
		{Words: []string{"议事规则", "第一条"}, From: "第一章 总 则第一条 为维护本行、股东及债权人的合法权益…制订本议事规则 (招商银行股份有限公司股东大会议事规则)"},
	},
	Extractors: []string{"rules", "amendments"},
	Checks:     []string{"numbering"},
}
