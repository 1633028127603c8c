package normalize

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestJoinBroken(t *testing.T) {
	tests := []struct {
		name, in, want string
		// spans of the output and the source text each must map to
		spans map[string]string
	}{
		// A company's suffix broken: a forum's heading set on two lines
		// (楚天高速, 2008), a table's cell wrapped (FDDC 2018: 湖南有线,
		// 北京市轨道交通).
		{"company suffix broken inside 公司", "主题:湖北楚天高速公路股份有限公\n司2007年度派发现金红利实施公告\n", "主题:湖北楚天高速公路股份有限公司2007年度派发现金红利实施公告\n",
			map[string]string{"股份有限公司": "股份有限公\n司"}},
		{"company suffix broken after 有限", "招标人:北京市轨道交通建设管理有限\n公司\n", "招标人:北京市轨道交通建设管理有限公司\n", nil},
		{"company suffix broken after its bracket", "湖南省有线电视网络(集团)股份有限公\n司", "湖南省有线电视网络(集团)股份有限公司", nil},
		{"date one part a line", "董事会\n2014\n年\n8\n月\n18\n日\n", "董事会\n2014年8月18日\n",
			map[string]string{"2014年8月18日": "2014\n年\n8\n月\n18\n日"}},
		{"date broken once, spaces around", "于2014年 \n  12月12日召开", "于2014年12月12日召开",
			map[string]string{"12月12日": "12月12日"}},
		{"number after its decimal point", "总额为人民币30.\n43亿元", "总额为人民币30.43亿元",
			map[string]string{"30.43亿元": "30.\n43亿元"}},
		{"number after its thousands separator", "共计2,095,\n027,000股", "共计2,095,027,000股", nil},
		{"number broken twice", "共计1,\n000,\n000股", "共计1,000,000股", nil},
		{"number and its unit", "表决结果:同意9\n票,反对0票", "表决结果:同意9票,反对0票",
			map[string]string{"9票": "9\n票"}},
		{"unit of months", "有效期为24\n个月", "有效期为24个月", nil},
		// 工商银行 (2010), set at 23 characters a line; 国泰君安 (2022) at 31.
		{"number before its decimal point", "配股价格为2\n.99元人民币/股", "配股价格为2.99元人民币/股",
			map[string]string{"2.99元": "2\n.99元"}},
		{"year broken over lines", "2011年8月24日至20\n17年2月23日", "2011年8月24日至2017年2月23日",
			map[string]string{"2017年2月23日": "20\n17年2月23日"}},
		{"a count and a year on two lines", "共20\n17年", "共20\n17年", nil},
		{"number inside a group of its thousands", "发行总额:2,000,00\n0,000元", "发行总额:2,000,000,000元", nil},
		{"number inside a group, one digit then two", "共计1,2\n34股", "共计1,234股", nil},
		{"a group made too long is not joined", "共计1,23\n45股", "共计1,23\n45股", nil},
		{"count of trading days and its unit", "任意连续三十个\n交易日中有\n十五个交易日", "任意连续三十个交易日中有\n十五个交易日", nil},
		{"count of trading days before 个", "连续三十\n个交易日", "连续三十个交易日", nil},
		{"count of trading days broken inside its numeral", "决议公告日前二\n十个交易日公司A股", "决议公告日前二十个交易日公司A股", nil},
		{"count of trading days in digits broken inside", "前2\n0个交易日", "前20个交易日", nil},
		{"count of trading days broken inside its unit", "中有十五个交易\n日的收盘价", "中有十五个交易日的收盘价", nil},
		{"a line ending in 交易 is no unit", "证券交易\n日常", "证券交易\n日常", nil},
		{"a line of Chinese numerals and a line of text", "第三十\n交易所", "第三十\n交易所", nil},
		{"a list is not a number", "1.\n本次会议\n2.\n议案", "1.\n本次会议\n2.\n议案", nil},
		{"years of a table column", "2013年\n2014年\n", "2013年\n2014年\n", nil},
		{"two numbers on two lines", "15,052\n19,052\n", "15,052\n19,052\n", nil},
		{"a sentence ends", "同意9票。\n反对0票", "同意9票。\n反对0票", nil},
		{"no line break", "2014 年 8 月", "2014 年 8 月", nil},
		// A name broken over lines of running text (the wording of a real
		// board resolution, 2025, set with the break a PDF puts there).
		{"surname ends the line, the given name starts the next", "3、本次董事会应到9人,实际出席会议人数为9人。4、本次董事会由董事长刘\n继东先生主持,公司监事和高级管理人员列席了本次董事会。", "3、本次董事会应到9人,实际出席会议人数为9人。4、本次董事会由董事长刘继东先生主持,公司监事和高级管理人员列席了本次董事会。",
			map[string]string{"刘继东先生": "刘\n继东先生"}},
		{"a one-character given name, spaces around the break", "董事会听取了公司总经理代表公司经营层所作的工作报告,由公司总经理高 \n 峨女士代表公司经营层", "董事会听取了公司总经理代表公司经营层所作的工作报告,由公司总经理高峨女士代表公司经营层",
			map[string]string{"高峨女士": "高 \n 峨女士"}},
		// A number cut between two digits at the end of a line of running
		// text (a real 2013 dividend paragraph and a 2021 header, set
		// with the break a PDF's column puts there).
		{"digits of an amount on two lines", "公司现有总股本100,000,000股为基数,向全体股东每10股派1.50\n0000元人民币现金(含税", "公司现有总股本100,000,000股为基数,向全体股东每10股派1.500000元人民币现金(含税",
			map[string]string{"1.500000元": "1.50\n0000元"}},
		{"digits of a number on two lines", "证券代码:601669         股票简称:中国电建       公告编号:临2021-07\n7\n", "证券代码:601669         股票简称:中国电建       公告编号:临2021-077\n", nil},
		{"digits on a short line stay", "2013\n2014\n", "2013\n2014\n", nil},
		// A tally's row, then the next item (a real 2020 shareholders'
		// meeting's resolutions).
		{"a table's row, then a numbered item", "A股427,323,627 99.8758 189,536 0.0442 341,700 0.0800\n2、 议案名称:关于认购股权投资基金合伙企业", "A股427,323,627 99.8758 189,536 0.0442 341,700 0.0800\n2、 议案名称:关于认购股权投资基金合伙企业", nil},
		// Real paragraphs that start with a name are not joined: after a
		// heading, a sentence, a tally.
		{"a name after a heading", "7、股权质押安排\n高贺先生同意将其持有的发包方的100%股权和100%收益权都质押给华明销售", "7、股权质押安排\n高贺先生同意将其持有的发包方的100%股权和100%收益权都质押给华明销售", nil},
		{"a name after a sentence", "独立董事发表如下意见:同意本次提名的董事候选人的任职资格。\n李军先生,55岁,中国国籍。", "独立董事发表如下意见:同意本次提名的董事候选人的任职资格。\n李军先生,55岁,中国国籍。", nil},
		{"a name after a tally", "表决结果:赞成:12 反对:0 弃权:0\n陈春花女士自担任本行独立非执行董事之日起", "表决结果:赞成:12 反对:0 弃权:0\n陈春花女士自担任本行独立非执行董事之日起", nil},
		// (after a clause's end: under a comma the sentence runs on, see
		// TestJoinBrokenSentences)
		{"three characters before 先生 is no broken name", "会议审议批准了《关于由董事长任德奇先生代为履行行长职责的议案》。同\n意刘珺先生辞任后", "会议审议批准了《关于由董事长任德奇先生代为履行行长职责的议案》。同\n意刘珺先生辞任后", nil},
		{"a short line before the name", "董事长刘\n继东先生", "董事长刘\n继东先生", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkJoinBroken(t, tt.in, tt.want, tt.spans)
		})
	}
}

// checkJoinMap checks that every output rune maps to the same rune of the
// input: JoinBroken only takes white space out.
func checkJoinMap(t *testing.T, in, out string, m *OffsetMap) {
	t.Helper()
	if m.Len() != len(out) || m.SourceLen() != len(in) {
		t.Fatalf("map covers %d→%d bytes, want %d→%d", m.Len(), m.SourceLen(), len(out), len(in))
	}
	for i := 0; i < len(out); {
		_, size := utf8.DecodeRuneInString(out[i:])
		src := m.Source(Span{i, i + size})
		if src.Start < 0 || src.End > len(in) || in[src.Start:src.End] != out[i:i+size] {
			t.Fatalf("output %d (%q) maps to %v", i, out[i:i+size], src)
		}
		i += size
	}
}

// TestJoinBrokenSentences joins a sentence the text layer broke between
// two Han characters (a paragraph set over two pages of a converted filing,
// whose converter gave each page's part a line) and a title in 《》 broken
// at a line's end, and keeps the breaks of headings, records, titles and
// items; the excerpts are FDDC 2018's converted filings, as gonggao text
// prints them.
func TestJoinBrokenSentences(t *testing.T) {
	tests := []struct {
		name, in, want string
		spans          map[string]string
	}{
		{"a name broken in an item that enumerates (中国中车, 2015)",
			"5. 本公司全资子公司北车风电有限公司分别与华能定边新能源发电有限公司、海\n阳中电建风力发电有限公司签订了总计约6.4亿元人民币的风力发电机组销售合同。\n",
			"5. 本公司全资子公司北车风电有限公司分别与华能定边新能源发电有限公司、海阳中电建风力发电有限公司签订了总计约6.4亿元人民币的风力发电机组销售合同。\n",
			map[string]string{"海阳中电建风力发电有限公司": "海\n阳中电建风力发电有限公司"}},
		{"a sentence under way (四川成渝, 2011)",
			"1、该合同履行对本公司本年度的资产总额、净资产和净利润等不构成重大\n影响。对未来几年公司的净资产和净利润将产生一定的影响。\n",
			"1、该合同履行对本公司本年度的资产总额、净资产和净利润等不构成重大影响。对未来几年公司的净资产和净利润将产生一定的影响。\n", nil},
		{"a comma before the break (海格通信)",
			"3. 该客户为公司新拓展的客户,最近一个会计年度与该客户未发生相关业\n务。\n",
			"3. 该客户为公司新拓展的客户,最近一个会计年度与该客户未发生相关业务。\n", nil},
		{"an ordinal in a sentence", "本次优先股的具体条款以本行公司章程的规定为准,详见章程第十\n二条的规定", "本次优先股的具体条款以本行公司章程的规定为准,详见章程第十二条的规定", nil},
		{"a title in 《》 (成都路桥, 2011)",
			"2010年公司与成都交通投资集团有限公司先后签订过《三环路武侯立交改\n造工程施工标段合同》,金额为10,766.4905万元;\n",
			"2010年公司与成都交通投资集团有限公司先后签订过《三环路武侯立交改造工程施工标段合同》,金额为10,766.4905万元;\n",
			map[string]string{"《三环路武侯立交改造工程施工标段合同》": "《三环路武侯立交改\n造工程施工标段合同》"}},
		{"a title in 《》 broken before a figure's sign (首航节能, 2013)",
			"”)签订了《内蒙古东源科技有限公司2\n×330MW自备电厂项目工程EPC总承包协议》,合同约定\n",
			"”)签订了《内蒙古东源科技有限公司2×330MW自备电厂项目工程EPC总承包协议》,合同约定\n", nil},
		{"a sentence cut with a table further on (中新赛克, 2018)",
			"一、合同签署概况\n公司全资子公司南京中新赛克科技有限责任公司(以下简称“赛克科技”)于2017年12月27日收到《中标通知书》,确认赛克\n科技为该项目A类设备第一包中标人。\n序号\t合同名称\t签署时间\n1\t甘肃省设备及相关服务采购合同\t2018年3月29日\n",
			"一、合同签署概况\n公司全资子公司南京中新赛克科技有限责任公司(以下简称“赛克科技”)于2017年12月27日收到《中标通知书》,确认赛克科技为该项目A类设备第一包中标人。\n序号\t合同名称\t签署时间\n1\t甘肃省设备及相关服务采购合同\t2018年3月29日\n",
			map[string]string{"确认赛克科技为": "确认赛克\n科技为"}},
		// A sentence cut between a Han character and the figures that run
		// on into its next word (figuresRunOn).
		{"figures of a name after the break (开尔新材, 2015)",
			"一、合同签署情况\n2015年4月20日,浙江开尔新材料股份有限公司(以下简称“公司”)收到广东省机电设备招标公司的《中标通知书》,确定公司为深圳市地铁三期工程\n7 、 9 、 11号线装修材料搪瓷钢板采购项目A包( 7号线)的中标单位。\n",
			"一、合同签署情况\n2015年4月20日,浙江开尔新材料股份有限公司(以下简称“公司”)收到广东省机电设备招标公司的《中标通知书》,确定公司为深圳市地铁三期工程7 、 9 、 11号线装修材料搪瓷钢板采购项目A包( 7号线)的中标单位。\n",
			map[string]string{"深圳市地铁三期工程7 、 9 、 11号线": "深圳市地铁三期工程\n7 、 9 、 11号线"}},
		{"an amount after the break (长城开发, 2012)",
			"二、交易对方情况介绍\n国家电网公司成立于2002年12月29日,以建设运营电网为核心业务,注册资金\n2,000亿元人民币。国家电网公司于2009年12月开始实施集中规模招标采购智能电能表。\n",
			"二、交易对方情况介绍\n国家电网公司成立于2002年12月29日,以建设运营电网为核心业务,注册资金2,000亿元人民币。国家电网公司于2009年12月开始实施集中规模招标采购智能电能表。\n",
			map[string]string{"注册资金2,000亿元": "注册资金\n2,000亿元"}},
		{"a sentence begun after another's end (中工国际, 2010)",
			"合同金额为6,480万美元和8.65亿元人民币,位于委内瑞拉东部的奥里诺科三角洲地区,项目内容为农业基础设施的设计和建设,农作物种植等。合同工期为\n24个月。\n",
			"合同金额为6,480万美元和8.65亿元人民币,位于委内瑞拉东部的奥里诺科三角洲地区,项目内容为农业基础设施的设计和建设,农作物种植等。合同工期为24个月。\n", nil},
		{"a length begun after another's end (中国水电, 2012)",
			"3. 公司下属全资子公司中标遵义康桥水岸施工总承包项目,合同总工期730天。\n4. 公司下属全资子公司中水十四局马来西亚公司中标马来西亚地铁南出口站台和地下通道工程施工项目,中标金额为27,007.15万林吉特,折合约8,643.39万美元。该工程总长\n492.22米,总工期36个月。\n",
			"3. 公司下属全资子公司中标遵义康桥水岸施工总承包项目,合同总工期730天。\n4. 公司下属全资子公司中水十四局马来西亚公司中标马来西亚地铁南出口站台和地下通道工程施工项目,中标金额为27,007.15万林吉特,折合约8,643.39万美元。该工程总长492.22米,总工期36个月。\n",
			map[string]string{"总长492.22米": "总长\n492.22米"}},
		// A ratio after the break goes on the sentence, a mark or a word
		// after it (the wordings of real contract announcements, figures
		// changed).
		{"a ratio, then the sentence's end (中标公告, 2012)",
			"三、项目中标对公司的影响\n本次中标总金额为19,764.62万元,占公司2011年度经审计的营业总收入的\n17.55% 。中标合同的履行将对公司经营业绩产生积极的影响。\n",
			"三、项目中标对公司的影响\n本次中标总金额为19,764.62万元,占公司2011年度经审计的营业总收入的17.55% 。中标合同的履行将对公司经营业绩产生积极的影响。\n",
			map[string]string{"营业总收入的17.55% 。": "营业总收入的\n17.55% 。"}},
		{"a ratio, then a comma",
			"二、项目中标对公司的影响\n本次中标金额为人民币122,904,000元,约占公司2016年度经审计营业收入的\n3.36% ,预计对公司未来经营业绩不构成重大影响。\n",
			"二、项目中标对公司的影响\n本次中标金额为人民币122,904,000元,约占公司2016年度经审计营业收入的3.36% ,预计对公司未来经营业绩不构成重大影响。\n",
			map[string]string{"营业收入的3.36% ,": "营业收入的\n3.36% ,"}},
		{"a ratio run into a word",
			"5.主要违约责任\n如因买方原因解除本合同的,卖方有权取回等额未付货款的组件,买方应向卖方支付合同未付款部分总额\n10% 的违约金。\n",
			"5.主要违约责任\n如因买方原因解除本合同的,卖方有权取回等额未付货款的组件,买方应向卖方支付合同未付款部分总额10% 的违约金。\n",
			map[string]string{"总额10% 的违约金": "总额\n10% 的违约金"}},
		{"a ratio without a space, the sentence's end",
			"四、项目对公司业绩的影响\n本项目总投资约人民币860,390万元,占公司2016年度经审计营业收入的\n372.95%。该项目确认中标并签订正式合同后,将对公司未来年度经营业绩产生积极影响。\n",
			"四、项目对公司业绩的影响\n本项目总投资约人民币860,390万元,占公司2016年度经审计营业收入的372.95%。该项目确认中标并签订正式合同后,将对公司未来年度经营业绩产生积极影响。\n", nil},
		{"a ratio, then the paragraph's end",
			"全县地区生产总值完成65.5亿元,财政总收入5.23亿元,增长25.27%,城镇居民人均可支配收入21057元,增长\n10.7%。\n",
			"全县地区生产总值完成65.5亿元,财政总收入5.23亿元,增长25.27%,城镇居民人均可支配收入21057元,增长10.7%。\n", nil},
		// Breaks that stay.
		{"a ratio after a line that is no sentence under way",
			"三、合同对公司的影响\n本合同金额占公司最近一个会计年度经审计营业收入的比例\n30% 。\n",
			"三、合同对公司的影响\n本合同金额占公司最近一个会计年度经审计营业收入的比例\n30% 。\n", nil},
		{"a ratio after a short heading", "四、持股比例\n51%,由公司全资子公司持有。\n", "四、持股比例\n51%,由公司全资子公司持有。\n", nil},
		{"ratios in a table's row", "一、中标情况,金额占公司营业收入的比例如下\n2016年\t12.5%\t增长\n", "一、中标情况,金额占公司营业收入的比例如下\n2016年\t12.5%\t增长\n", nil},
		{"a heading, then a paragraph opening with a date (精功科技, 2012)",
			"浙江精功科技股份有限公司先后签署并公告了有关光伏专用装备产品的重大销售合同。\n一、与江苏协鑫硅材料科技发展有限公司签署的相关重大合同履行情况\n2011年4月26日,公司与江苏协鑫硅材料科技发展有限公司签署了采购合同,\n",
			"浙江精功科技股份有限公司先后签署并公告了有关光伏专用装备产品的重大销售合同。\n一、与江苏协鑫硅材料科技发展有限公司签署的相关重大合同履行情况\n2011年4月26日,公司与江苏协鑫硅材料科技发展有限公司签署了采购合同,\n", nil},
		{"a paragraph ended without its mark, then a date (吉林森工, 2018)",
			"合同工期:365日历天\n对上市公司当期业绩的影响:预计合同履行对公司本年度财务状况及经营成果产生积极的影响\n2018年2月11日,公司的全资子公司苏州工业园区园林绿化工程有限公司\n",
			"合同工期:365日历天\n对上市公司当期业绩的影响:预计合同履行对公司本年度财务状况及经营成果产生积极的影响\n2018年2月11日,公司的全资子公司苏州工业园区园林绿化工程有限公司\n", nil},
		{"the signer after the close, then the date (索菱股份, 2017)",
			"本合同的履行存在一定的不确定性。\n请广大投资者理性投资,注意投资风险。特此公告! 深圳市索菱实业股份有限公司董事会\n2017年4月6日\n",
			"本合同的履行存在一定的不确定性。\n请广大投资者理性投资,注意投资风险。特此公告! 深圳市索菱实业股份有限公司董事会\n2017年4月6日\n", nil},
		{"the signer run on after the close (佛山照明, 2012)",
			"本合同的履行存在一定的不确定性。\n敬请广大投资者注意投资风险。特此公告佛山电器照明股份有限公司董事会\n2012年7月3日\n",
			"本合同的履行存在一定的不确定性。\n敬请广大投资者注意投资风险。特此公告佛山电器照明股份有限公司董事会\n2012年7月3日\n", nil},
		{"a record numbered in figures opens the next line",
			"一、合同主要内容\n1.1工程名称:内蒙古港原化工有限公司电石炉技改项目,含配套的公用工程\n1.2工程地点:内蒙古乌兰察布市察右后旗杭宁达莱工业园区\n",
			"一、合同主要内容\n1.1工程名称:内蒙古港原化工有限公司电石炉技改项目,含配套的公用工程\n1.2工程地点:内蒙古乌兰察布市察右后旗杭宁达莱工业园区\n", nil},
		{"a page's number alone after the break",
			"一、合同签署情况\n公司已成为该项目的中标候选人,相关合同尚需双方进一步洽商,公司将根据合同签署情况进行信息披露\n12\n",
			"一、合同签署情况\n公司已成为该项目的中标候选人,相关合同尚需双方进一步洽商,公司将根据合同签署情况进行信息披露\n12\n", nil},
		{"a title, then the statement", "北京首航艾启威节能技术股份有限公司关于签订重大合同的公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载。\n",
			"北京首航艾启威节能技术股份有限公司关于签订重大合同的公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载。\n", nil},
		{"a record, then a label", "注册地:江苏省南京市江宁区科技园天元东路188号注册资本:2700万元\n法定代表人:张宗仪\n",
			"注册地:江苏省南京市江宁区科技园天元东路188号注册资本:2700万元\n法定代表人:张宗仪\n", nil},
		{"an amount with its separators, then a sentence", "合同金额:542,599,000.00元人民币\n该项目中标金额634,906,020.00元\n",
			"合同金额:542,599,000.00元人民币\n该项目中标金额634,906,020.00元\n", nil},
		{"a heading that enumerates, in Chinese numerals (浦东金桥)", "(一)对上市公司本年度以及未来各会计年度的资产总额、资产净额和净利润等的影响\n本次交易完成并确认采购后,公司投资性房地产总额将增加\n",
			"(一)对上市公司本年度以及未来各会计年度的资产总额、资产净额和净利润等的影响\n本次交易完成并确认采购后,公司投资性房地产总额将增加\n", nil},
		{"a short heading that enumerates", "四、本次合资合作目的、存在的风险和对公司的影响\n公司本次投资设立项目公司将利用双方资源运营\n",
			"四、本次合资合作目的、存在的风险和对公司的影响\n公司本次投资设立项目公司将利用双方资源运营\n", nil},
		{"a short item that enumerates", "(4)生物质、天然气合成油项目的全球合作\n由金沙江创业投资公司发起\n",
			"(4)生物质、天然气合成油项目的全球合作\n由金沙江创业投资公司发起\n", nil},
		{"a record, then a note (清源股份)", "项目地点:德国联邦州梅克伦堡 - 前波莫瑞州,路德维希卢斯特 - 帕尔希姆县,多宾 - 林斯托市镇\n注:中标价格为该太阳能项目的政府收购电价。\n",
			"项目地点:德国联邦州梅克伦堡 - 前波莫瑞州,路德维希卢斯特 - 帕尔希姆县,多宾 - 林斯托市镇\n注:中标价格为该太阳能项目的政府收购电价。\n", nil},
		{"a sentence, then the close (特锐德)", "鉴于具体合同尚未签署,产品交货条件、付款条件尚未确定,因此该项目对公司的收入、现金流影响\n特此公告。\n",
			"鉴于具体合同尚未签署,产品交货条件、付款条件尚未确定,因此该项目对公司的收入、现金流影响\n特此公告。\n", nil},
		{"a sentence, then an item (绿大地, 2010)", "工程合同预算总额暂定9,000万元,具体按合同规定的结算原则以审计最终结算价为准\n5、合同工期:\n",
			"工程合同预算总额暂定9,000万元,具体按合同规定的结算原则以审计最终结算价为准\n5、合同工期:\n", nil},
		// A 《 the next line does not close, or closes after a sentence's
		// end, is no title broken at the line's end.
		{"a 《 not closed on the next line", "公司指定信息披露媒体为《中国证券报》、《证券\n时报\n",
			"公司指定信息披露媒体为《中国证券报》、《证券\n时报\n", nil},
		{"a 《 closed after a sentence's end", "公司指定信息披露媒体为《中国证券报》、《证券\n时报。另见》\n",
			"公司指定信息披露媒体为《中国证券报》、《证券\n时报。另见》\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkJoinBroken(t, tt.in, tt.want, tt.spans)
		})
	}
}

func FuzzJoinBroken(f *testing.F) {
	addSeeds(f)
	for _, s := range []string{"2014\n年\n8\n月\n18\n日", "30.\n43亿元", "同意9\n票", "1,\n000,\n000股", "2014年\n\n12月",
		"本次董事会由董事长刘继东先生召集会议通知于二零二五年四月八日刘\n继东先生召集\n王先生", "一二三四五六七八九十一二三四五六七八九2014\n年\n8月刘\n继东先生",
		"5.本公司全资子公司北车风电有限公司分别与华能定边新能源发电有限公司、海\n阳中电建风力发电有限公司签订了", "先后签订过《三环路武侯立交改\n造工程施工标段合同》,金额为", "甲乙丙丁,戊己庚辛壬癸子丑寅卯辰巳午未申酉\n戌\n亥\n,\n《\n》",
		"1、甲乙、丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥甲乙丙丁戊己\n庚辛:壬\n特此公告",
		"一、甲\n甲乙丙丁,戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥\n7 、 9 、 11号线", "甲。\n乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌。合同工期为\n24个月\n1.2工程:甲\n12",
		"一、甲\n甲乙丙丁,戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥的\n17.55% 。乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉,的\n3%\n, 10% 的\n5%、"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		folded, _ := Fold(s)
		out, m := JoinBroken(folded)
		if again, _ := JoinBroken(out); again != out {
			t.Errorf("JoinBroken(%q) = %q, again %q", folded, out, again)
		}
		if m != nil {
			checkJoinMap(t, folded, out, m)
		}
	})
}

func TestJoinColumns(t *testing.T) {
	tests := []struct{ name, in, want string }{
		// A page run together into one line (兴齐眼药, 2025), wrapped every
		// 37 characters: the company's name cut after its first character.
		{"name cut at a column's edge",
			"兴齐眼药(300573) - 董事会决议公告\n" +
				"证券代码:300573 证券简称:兴齐眼药 公告编号:2025-006 沈\n" +
				"阳兴齐眼药股份有限公司 1、本次董事会由董事长刘继东先生召集,会议通知于 \n" +
				"2025 年 4 月 8 日通过电子邮件的形式送达至全体董事。\n",
			"兴齐眼药(300573) - 董事会决议公告\n" +
				"证券代码:300573 证券简称:兴齐眼药 公告编号:2025-006 沈阳兴齐眼药股份有限公司 1、本次董事会由董事长刘继东先生召集,会议通知于 2025 年 4 月 8 日通过电子邮件的形式送达至全体董事。\n"},
		// The same page every 23 characters, the header's label cut: 公 /
		// 告编号 opens like a label but names another field than 证券代码.
		{"label cut at a column's edge",
			"兴齐眼药(300573) - 董事会决议公告\n证券代码:300573 证券简称:兴齐眼药 公\n告编号:2025-006 沈阳兴齐眼药股份有限\n公司 1、本次董事会由董事长刘继东先生召集,会\n议通知于 2025 年 4 月 8 日通过 电\n子邮件。\n",
			"兴齐眼药(300573) - 董事会决议公告\n证券代码:300573 证券简称:兴齐眼药 公告编号:2025-006 沈阳兴齐眼药股份有限公司 1、本次董事会由董事长刘继东先生召集,会议通知于 2025 年 4 月 8 日通过 电子邮件。\n"}, // 议通知于…电: a full line, its spaces around figures a third of it or less (the page reads 通过 电子邮件)
		// 民生银行 (2014), every 29 characters: a number and a name cut.
		{"number and name cut",
			"证券简称:民生银行 证券代码:600016 编号: 201\n4-055 证券简称:民生转债 证券代码:110023 中\n国民生银行股份有限公司关于实施2014年中期利润分配时“民\n生转债”转股连续停牌的提示性公告\n",
			"证券简称:民生银行 证券代码:600016 编号: 2014-055 证券简称:民生转债 证券代码:110023 中国民生银行股份有限公司关于实施2014年中期利润分配时“民生转债”转股连续停牌的提示性公告\n"},
		// 科思科技 (2025): a title set over lines of 23 characters.
		{"title over lines of one width",
			"深圳市科思科技股份有限公司\n关于取消监事会、调整董事会人数、变更注册资本、\n修订《公司章程》暨修订、制定及废止公司部分内部\n管理制度的公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载。\n",
			"深圳市科思科技股份有限公司\n关于取消监事会、调整董事会人数、变更注册资本、修订《公司章程》暨修订、制定及废止公司部分内部管理制度的公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载。\n"},
		// A line never opens with a closing mark: 中集集团 (2003) wrapped
		// before a bracket, 广哈通信 (2022) before a colon.
		{"closing bracket opens a line", "中国国际海运集装箱(集团)股份有限公司(以下简称“本公司”\n)监事会2003年度第一次会议", "中国国际海运集装箱(集团)股份有限公司(以下简称“本公司”)监事会2003年度第一次会议"},
		{"colon opens a line", "证券简称:广哈通信          公告编号\n:2022-022\n", "证券简称:广哈通信          公告编号:2022-022\n"},
		// 大众交通 (2003), every 37 characters: two full lines, then the
		// paragraph's last.
		{"two full lines and the last",
			"大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众\n大厦会议室召开,会议应到董事9名,实到7名,委托2名。符合《公司法》和《公\n司章程》的有关规定,会议审议并通过了如下决议:\n    1、选举周秀华女士为公司董事长;\n",
			"大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众大厦会议室召开,会议应到董事9名,实到7名,委托2名。符合《公司法》和《公司章程》的有关规定,会议审议并通过了如下决议:\n    1、选举周秀华女士为公司董事长;\n"},
		{"two lines of one width and nothing after", "股票简称:中联重科 股票代码:000157 编号: 2006-13号\n长沙中联重工科技发展股份有限公司 第二届董事会第二十八次会议决议公告\n", ""},
		// What stays. 中联重科 (2006): a header line and the title of the
		// same width above a longer paragraph.
		{"a pair above a longer line",
			"股票简称:中联重科 股票代码:000157 编号: 2006-13号\n长沙中联重工科技发展股份有限公司 第二届董事会第二十八次会议决议公告\n本公司及其董事保证信息披露内容的真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。长沙中联重工科技发展股份有限公司第二届董事会第二十八次会议于二○○六年四月二十五日召开。\n", ""},
		// 中原高速 (2018): the header's records, one a line.
		{"records opening alike", "优先股代码:360014 优先股简称:中原优1\n公司债代码:143213 公司债简称:17豫高速\n公司债代码:143495 公司债简称:18豫高01\n公司债代码:143560 公司债简称:18豫高02\n河南中原高速公路股份有限公司\n", ""},
		// 中信银行 (2019): labels set apart by wide gaps.
		{"laid out labels", "转债代码:113021               转债简称:中信转债\n转股代码:191021               转股简称:中信转股\n\n", ""},
		// 上海银行 (2017): an item and its tally, each indented.
		{"indented lines", "    一、上海银行股份有限公司 2016 年度董事会工作报告\n    表决情况:同意 18 票,反对 0 票,弃权 0 票。\n    同意将本报告提交股东大会审议。\n", ""},
		// 建设银行 (2015): a list of attachments.
		{"list items", "附件2：中国建设银行股份有限公司境内发行优先股股票方案\n附件3：中国建设银行股份有限公司境外发行优先股股票方案\n附件4：中国建设银行股份有限公司2015-2017年股东回报规划\n", ""},
		// 交通银行 (2024): sentences ending at the edge.
		{"sentences end", "本次会议应参加表决的董事 16 名,实际参加表决的董事 16 名。\n本次会议的召开符合《中华人民共和国公司法》等法律法规的规定。\n会议审议批准了议案。\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := tt.want
			if want == "" {
				want = tt.in
			}
			out, m := JoinColumns(tt.in)
			if out != want {
				t.Errorf("JoinColumns:\n got %q\nwant %q", out, want)
			}
			if m != nil {
				checkJoinMap(t, tt.in, out, m)
			} else if out != tt.in {
				t.Errorf("no map for a changed text")
			}
		})
	}
}

func FuzzJoinColumns(f *testing.F) {
	addSeeds(f)
	for _, s := range []string{
		"证券代码:300573 证券简称:兴齐眼药 公告编号:2025-006 沈\n阳兴齐眼药股份有限公司 1、本次董事会由董事长刘继东先生召集,会议通知于 \n2025 年 4 月 8 日",
		"(以下简称“本公司”\n)监事会", "公告编号\n:2022-022", "一二三四五六七八九十一二三四五六七八九十\n一二三四五六七八九十一二三四五六七八九十\n一二三",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out, m := JoinColumns(s)
		if again, _ := JoinColumns(out); again != out {
			t.Errorf("JoinColumns(%q) = %q, again %q", s, out, again)
		}
		if m != nil {
			checkJoinMap(t, s, out, m)
		}
	})
}

// checkJoinBroken holds JoinBroken(in) to want, idempotent, with a map
// whose spans of the output read each given source text.
func checkJoinBroken(t *testing.T, in, want string, spans map[string]string) {
	t.Helper()
	got, m := JoinBroken(in)
	if got != want {
		t.Fatalf("JoinBroken(%q) = %q, want %q", in, got, want)
	}
	if again, _ := JoinBroken(got); again != got {
		t.Errorf("not idempotent: %q → %q", got, again)
	}
	if m == nil {
		if got != in {
			t.Errorf("text changed without a map")
		}
		return
	}
	checkJoinMap(t, in, got, m)
	for out, src := range spans {
		i := strings.Index(got, out)
		if i < 0 {
			t.Fatalf("%q not in the output", out)
		}
		sp := m.Source(Span{i, i + len(out)})
		if in[sp.Start:sp.End] != src {
			t.Errorf("%q maps to %q, want %q", out, in[sp.Start:sp.End], src)
		}
	}
}
