package kind

import "github.com/gonggao/gonggao/schema"

// ShareholdersResolution is the announcement of what a shareholders'
// meeting resolved (股东大会决议公告): attendance in shares, tallies in
// shares with their ratios, elections by cumulative voting; the plans and
// amendments the meeting approves may be printed with it.
var ShareholdersResolution = Kind{
	Name: schema.KindShareholdersResolution,
	Title: []Cue{
		{Words: []string{"股东大会", "决议"}, From: "四川天一科技股份有限公司2010年第二次临时股东大会决议公告; " +
			"中国国航2016年度股东大会决议公告; 2020年第二次临时股东大会决议公告 (长虹美菱)"},
		{Words: []string{"股东周年大会", "决议"}, From: "安徽皖通高速公路股份有限公司2009年度股东周年大会决议公告"},
		// The meeting's name since the Company Law of 2024 (the exchanges'
		// templates followed): 股东会.
		{Words: []string{"股东会", "决议"}, From: "恒瑞医药2026年第一次临时股东会决议公告; 阳普医疗:2026年第一次临时股东会决议公告; " +
			"2026年第一次临时股东会决议公告 (300457)"},
	},
	// "本次股东大会召开期间,没有增加、否决或变更提案" (2009)
	Convened:   []string{"股东周年大会", "股东大会"},
	Extractors: []string{"meeting", "votes", "offering", "formulas", "share_counts", "parallel_lists", "tables", "text_figures", "holdings", "amendments"},
	Checks:     offeringChecks("votes", "numbering"),
	CSV:        []string{"votes", "offerings"},
}
