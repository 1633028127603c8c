package normalize

import "testing"

// TestJoinBrokenQuantityWords joins the breaks a page's margin put inside
// a quantity's words, in real wordings: a bound word broken over two
// lines or set apart from its figure, a figure in Chinese numerals broken
// between its characters; and leaves the breaks that cut no quantity.
func TestJoinBrokenQuantityWords(t *testing.T) {
	tests := []struct{ name, in, want string }{
		// 工商银行 (2014), set at 74 columns a line.
		{"bracketed bound after a ratio",
			"(1)当其他一级资本工具触发事件发生时,即核心一级资本充足率降至5.125%(或\n以下)时,本行有权",
			"(1)当其他一级资本工具触发事件发生时,即核心一级资本充足率降至5.125%(或以下)时,本行有权"},
		{"bracketed bound broken after its bracket",
			"当其他一级资本工具触发事件发生时,即核心一级资本充足率降至5.125%(\n或以下)时,本行有权在无需获得优先股股东同意的情况下",
			"当其他一级资本工具触发事件发生时,即核心一级资本充足率降至5.125%(或以下)时,本行有权在无需获得优先股股东同意的情况下"},
		// 农业银行 (2014), set at 58 columns.
		{"bound word before a distant figure",
			"根据初始强制转股价格,假设优先股全部转股,最\n多发行总数为11,538,461,538股A股普通股。",
			"根据初始强制转股价格,假设优先股全部转股,最多发行总数为11,538,461,538股A股普通股。"},
		{"bound word before a figure",
			"本次发行证券的种类为在境内发行的优先股。本次拟发行的境内优先股总数不超\n过6亿股(含)",
			"本次发行证券的种类为在境内发行的优先股。本次拟发行的境内优先股总数不超过6亿股(含)"},
		{"bound word at the line's end, its figure on the next",
			"司2014-2016年间资本充足率目标为:核心一级资本充足率不低于\n7.8%,一级资本充足率",
			"司2014-2016年间资本充足率目标为:核心一级资本充足率不低于7.8%,一级资本充足率"},
		{"bound after a ratio broken inside",
			"第六十六十八条 持有本行有表决权股份总数5%以\n上的股东在本行的借款逾期未还期间",
			"第六十六十八条 持有本行有表决权股份总数5%以上的股东在本行的借款逾期未还期间"},
		{"bound after a fraction",
			"会议的公司普通股股东(含表决权恢复的优先股股东)所持表决权的三分之二以\n上通过",
			"会议的公司普通股股东(含表决权恢复的优先股股东)所持表决权的三分之二以上通过"},
		{"bound before a count of workdays",
			"本行决定取消或部分取消优先股股息派发的,将在付息日前至\n少十个工作日通知优先股股东",
			"本行决定取消或部分取消优先股股息派发的,将在付息日前至少十个工作日通知优先股股东"},
		{"currency between a bound and its figure",
			"本次拟发行的境内优先股总数不超过6亿股(含),总金额不超过人民币\n600亿元(含)",
			"本次拟发行的境内优先股总数不超过6亿股(含),总金额不超过人民币600亿元(含)"},
		{"currency broken inside",
			"本次拟发行的境内优先股总数不超过6亿股(含),总金额不超过人\n民币600亿元(含)",
			"本次拟发行的境内优先股总数不超过6亿股(含),总金额不超过人民币600亿元(含)"},
		{"a bound word broken after its negation",
			"本次优先股的发行对象为符合规定的合格投资者,每次发行对象不\n超过二百人,且相同条款",
			"本次优先股的发行对象为符合规定的合格投资者,每次发行对象不超过二百人,且相同条款"},
		// A currency with no bound is no quantity's words cut; the break
		// goes only where the sentence is under way (a comma in it: see
		// figuresRunOn).
		{"a currency with no bound keeps its break",
			"本次拟发行的境内优先股每股的发行总金额为人民币\n600亿元",
			"本次拟发行的境内优先股每股的发行总金额为人民币\n600亿元"},
		{"a currency with no bound in a sentence under way",
			"本次拟发行的境内优先股总数为6亿股,本次优先股的发行总金额为人民币\n600亿元",
			"本次拟发行的境内优先股总数为6亿股,本次优先股的发行总金额为人民币600亿元"},
		{"a period's bound on the next line",
			"发行对象认购的股份自本次发行结束之日起36个月\n内不得转让。",
			"发行对象认购的股份自本次发行结束之日起36个月内不得转让。"},
		// A placement's board resolution, set at 58 columns.
		{"months in Chinese numerals broken inside",
			"本次非公开发行决议的有效期为自公司股东大会审议通过之日起十\n二个月。",
			"本次非公开发行决议的有效期为自公司股东大会审议通过之日起十二个月。"},

		{"a heading's short line stays", "4、不超\n过6亿股", "4、不超\n过6亿股"},
		{"a sentence's end stays",
			"本次非公开发行决议的有效期为自公司股东大会审议通过之日起。\n十二个月",
			"本次非公开发行决议的有效期为自公司股东大会审议通过之日起。\n十二个月"},
		// The next two are no quantity's; their sentences set over a
		// clause's end, so that the break is no sentence's either
		// (sentenceRunsOn joins them under a comma: see TestJoinBrokenSentences).
		{"an ordinal stays",
			"本次优先股的具体条款以本行公司章程的规定为准。详见章程第十\n二条的规定",
			"本次优先股的具体条款以本行公司章程的规定为准。详见章程第十\n二条的规定"},
		{"以上 not bounding a figure stays",
			"本行董事会将根据股东大会授权和相关法律法规的规定。按照以\n上原则确定发行对象",
			"本行董事会将根据股东大会授权和相关法律法规的规定。按照以\n上原则确定发行对象"},
		{"以下 before a defined name stays",
			"本公司及董事会全体成员保证信息披露的内容真实、中国农业银行股份有限公司(以\n下简称“本行”)",
			"本公司及董事会全体成员保证信息披露的内容真实、中国农业银行股份有限公司(以\n下简称“本行”)"},
		{"two numerals of two sentences stay",
			"本次发行的优先股每股票面金额为人民币一百元,按票面金额平价发行,共计十\n、发行方式",
			"本次发行的优先股每股票面金额为人民币一百元,按票面金额平价发行,共计十\n、发行方式"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, m := JoinBroken(tt.in)
			if got != tt.want {
				t.Fatalf("JoinBroken(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if (m == nil) != (got == tt.in) {
				t.Errorf("map is nil: %v, text changed: %v", m == nil, got != tt.in)
			}
			if again, _ := JoinBroken(got); again != got {
				t.Errorf("not idempotent: %q then %q", got, again)
			}
		})
	}
}
