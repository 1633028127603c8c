package kind

import "github.com/gonggao/gonggao/schema"

// SupervisoryBoardResolution is the announcement of what a supervisory
// board resolved (监事会决议公告): read like a board's.
var SupervisoryBoardResolution = Kind{
	Name: schema.KindSupervisoryResolution,
	Title: []Cue{
		{Words: []string{"监事会", "决议"}, From: "第一届监事会第十一次会议决议公告 (东方生物, 2020); " +
			"科兴制药:第二届监事会第五次会议决议公告 (2023); 上海矩子科技股份有限公司第三届监事会第十七次会议决议公告 (2023)"},
	},
	// "中国国际海运集装箱(集团)股份有限公司(以下简称“本公司”)监事会2003年度
	// 第一次会议于2003年3月23日…召开"
	Convened:   []string{"监事会"},
	Extractors: []string{"meeting", "votes"},
	Checks:     []string{"votes"},
	CSV:        []string{"votes"},
}
