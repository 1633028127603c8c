package kind

import "github.com/gonggao/gonggao/schema"

// ArticlesAmendment announces an amendment of the articles of association
// (关于修订《公司章程》的公告), usually with a comparison table of the
// articles before and after.
//
// It comes before MeetingRules: an announcement amending the articles and
// their rule books together (修订《公司章程》及《股东大会议事规则》) carries
// the articles' comparison table.
var ArticlesAmendment = Kind{
	Name: schema.KindArticlesAmendment,
	Title: []Cue{
		{Words: []string{"修订", "章程"}, From: "中贝通信: 关于修订《公司章程》的公告 (2023); 广哈通信:关于修订公司章程的公告 (2022); " +
			"杭可科技:关于增加注册资本、修订《公司章程》并办理工商登记的公告 (2023)"},
		{Words: []string{"修改", "章程"}, From: "《关于修改公司章程及相关制度的提案》 (长沙中联重工, 2006)"},
		{Words: []string{"章程", "修正案"}, From: "上海永茂泰汽车科技股份有限公司 公司章程修正案 (2022); 《关于<公司章程修正案>的议案》 (恒瑞医药, 临2024-148)"},
	},
	Extractors: []string{"meeting", "votes", "amendments"},
	Checks:     []string{"votes", "numbering"},
}
