package kind

import "github.com/gonggao/gonggao/schema"

// BoardResolution is the announcement of what a board of directors
// resolved (董事会决议公告): the meeting, its attendance and each
// proposal with its tally; the plans, amendments and rule books it
// approves are often printed with it.
var BoardResolution = Kind{
	Name: schema.KindBoardResolution,
	Title: []Cue{
		{Words: []string{"董事会", "决议"}, From: "中国建设银行股份有限公司董事会会议决议公告 (2014); " +
			"中国光大银行股份有限公司第六届董事会第二十六次会议决议公告 (2014); " +
			"上海银行:董事会四届二十一次会议决议公告 (2017); 兴齐眼药(300573) - 董事会决议公告 (2025)"},
		// Some companies call their board 董事局 (its chair 董事局主席).
		{Words: []string{"董事局", "决议"}, From: "阳光城集团股份有限公司第九届董事局第三十二次会议决议公告 (上海证券报, 2018); " +
			"阳光城集团股份有限公司第九届董事局第七次会议决议公告 (上海证券报, 2017); 第九届董事局第六十六次会议决议公告 (中国证券报, 2019); " +
			"珠海华发实业股份有限公司 第九届董事局第七十七次会议决议公告 (证券日报, 2020)"},
	},
	Convened: []string{"董事会"},
	Body: []Cue{
		// A newspaper continuation of a board resolution (（上接A19版）,
		// 中国农业银行 2014): each proposal closes with the template's vote line.
		{Words: []string{"议案表决情况"}, From: "议案表决情况：有效表决票15票，同意15票，反对0票，弃权0票 (中国农业银行, 2014)"},
	},
	Extractors: []string{"meeting", "votes", "offering", "formulas", "share_counts", "parallel_lists", "tables", "text_figures", "holdings", "amendments", "rules"},
	Checks:     offeringChecks("votes", "numbering"),
	CSV:        []string{"votes", "offerings"},
}

// offeringChecks are the checks of the terms of an issue and of the
// figures of a plan's prose and tables, in the order of pipeline.Checks,
// with more appended.
func offeringChecks(more ...string) []string {
	return append([]string{"offering", "conversion", "subscription", "placement", "dividend.scenario", "text", "table", "units.text_table", "holding"}, more...)
}
