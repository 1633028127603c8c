package kind

import "github.com/gonggao/gonggao/schema"

// Contract announces a major contract or a winning bid (重大合同公告,
// 中标公告): the parties, the project, the amount. A contract announcement
// that reports the board's approval is a contract, with the resolution
// read in passing. The contracts extractor reads each contract or lot.
var Contract = Kind{
	Name: schema.KindContract,
	Title: []Cue{
		{Words: []string{"中标"}, From: "关于重大工程中标的公告 (上海建工, 2024); 重大工程中标公告; 关于收到中标通知书的公告; " +
			"关于国家电网预中标的提示性公告 (FDDC 2018: 1017904, 18832681, 1889513)"},
		{Words: []string{"重大合同"}, From: "关于签订重大合同的公告; 新疆天宏重大合同公告; 东方电气重大合同提示性公告; 关于重大合同的进展公告 " +
			"(FDDC 2018: 890921, 137968, 1113314, 15993231)"},
		{Words: []string{"经营合同"}, From: "嘉诚国际关于与浙江菜鸟供应链管理有限公司签署日常经营合同的公告 (FDDC 2018: 16904729); 中工国际工程股份有限公司经营合同公告"},
		{Words: []string{"签订", "合同"}, From: "关于全资子公司签订重大合同暨关联交易的公告 (FDDC 2018: 89716)"},
		{Words: []string{"签署", "合同"}, From: "关于与浙江菜鸟供应链管理有限公司签署日常经营合同的公告 (FDDC 2018: 16904729)"},
		{Words: []string{"合同", "进展"}, From: "中工国际工程股份有限公司经营合同进展公告 (FDDC 2018: 15348273); 关于重大合同的进展公告 (10316)"},
		{Words: []string{"合同", "履行"}, From: "关于日常经营重大合同履行情况的公告 (FDDC 2018: 1102678, 1272209)"},
		{Words: []string{"合同", "生效"}, From: "江苏永鼎股份有限公司特别重大合同生效公告 (FDDC 2018: 1008828)"},
	},
	Extractors: []string{"meeting", "votes", "contracts"},
	Checks:     []string{"votes", "contract"},
	CSV:        []string{"contracts"},
}
