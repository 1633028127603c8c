package contract

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/schema"
)

// Amounts as contract announcements write them (the flat text: spaces of
// the layout removed).
func TestMoneyAt(t *testing.T) {
	for _, c := range []struct {
		in, value, upper, unit string
	}{
		{"42,212.52万元", "422125200", "", "CNY"},              // 棕榈股份 2016-150
		{"109,784,000.00元", "109784000", "", "CNY"},          // 理工环科 2018-055
		{"6.24亿元。", "624000000", "", "CNY"},                  // 华光股份 临2016-049
		{"5,129.76万美元。", "51297600", "", "USD"},              // 中工国际 2016-045
		{"30,558.0654万元,工程", "305580654", "", "CNY"},         // 华电重工 临2016-052
		{"3,080万欧元至3,120万欧元", "30800000", "31200000", "EUR"}, // a range in euros
		{"1.2-1.5亿元", "120000000", "150000000", "CNY"},       // a range, unit after the upper end
		{"10亿元人民币", "1000000000", "", "CNY"},                 // 暂估10亿元人民币
	} {
		m, ok := moneyAt(c.in, 0)
		if !ok {
			t.Errorf("%s: no amount", c.in)
			continue
		}
		upper := ""
		if m.hasUpper {
			upper = m.upper.String()
		}
		if m.value.String() != c.value || upper != c.upper || m.unit != c.unit {
			t.Errorf("%s: %s–%s %s, want %s–%s %s", c.in, m.value, upper, m.unit, c.value, c.upper, c.unit)
		}
	}
	// Not amounts: a year, a figure with broken separators, a share.
	for _, in := range []string{"2016年度", "789,041.480.06元", "1,23,456元", "20.36%", "1.12元/千瓦时"} {
		if m, ok := moneyAt(in, 0); ok {
			t.Errorf("%s: read as %s %s", in, m.value, m.unit)
		}
	}
}

// Party names cut from the wording around them.
func TestCutName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"始兴县政府投资建设项目代建管理局\n(三)中标价", "始兴县政府投资建设项目代建管理局"},
		{"招标单位贵州国坛酒业发展有限公司发来的《中标通知书》", "贵州国坛酒业发展有限公司"},
		{"湖北天宝光电科技有限公司(以下简称“湖北天宝”)签署了", "湖北天宝光电科技有限公司"},
		{"孟加拉电力发展委员会(BPDB)", "孟加拉电力发展委员会"},
		{"孟加拉化学工业公司(BCIC)与公司签署", "孟加拉化学工业公司"},       // 1118836
		{"西安渭北水务有限公司(发包人)", "西安渭北水务有限公司"},           // 14666596
		{"中国电能成套设备有限公司(中国电力投资集团公司", "中国电能成套设备有限公司"}, // 1137707
		{"宁波盈益投资管理合伙企业(有限合伙)", "宁波盈益投资管理合伙企业(有限合伙)"},
		{"2013年10月26日上海华虹计通智能系统股份有限公司", ""},
		{"聚光科技(杭州)股份有限公司", "聚光科技(杭州)股份有限公司"},
		{"中国电力工程顾问集团国际工程有限公司和中国电力工程顾问集团西南电力设计院有限公司组成的联合体", "中国电力工程顾问集团国际工程有限公司"},
		{"福鼎市龙安开发区管理委员会", "福鼎市龙安开发区管理委员会"},
		// Not names: a tendering agent, phrases ending like a name.
		{"上海宝华国际招标有限公司的《中标通知书》", ""},
		{"招标代理机构包头市亿诚招标代理有限责任公司", ""},
		{"与公司是否存在关联关系的说明交易对方与公司以及公司", ""},
		{"最近三个会计年度", ""},
	} {
		got, _, _ := cutName(c.in)
		if got != c.want {
			t.Errorf("cutName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestCountOf(t *testing.T) {
	for w, n := range map[string]int{"两": 2, "四": 4, "十": 10, "十二": 12, "二十": 20, "3": 3} {
		if got := countOf(w); got != n {
			t.Errorf("countOf(%s) = %d, want %d", w, got, n)
		}
	}
}

// kindContract marks the document a contract announcement, as the
// announcement extractor does from its title.
type kindContract struct{ title, company string }

func (kindContract) Name() string { return "kind" }
func (k kindContract) Extract(c *extract.Context) {
	c.Out.Announcement = &schema.Announcement{Kind: schema.KindContract, Title: k.title, Company: k.company}
}

func run(t *testing.T, title, text string) *schema.Document {
	t.Helper()
	return runAs(t, title, "新疆城建(集团)股份有限公司", text)
}

// runAs runs the extractor over text as an announcement of company.
func runAs(t *testing.T, title, company, text string) *schema.Document {
	t.Helper()
	d, err := read.Read("a.txt", []byte(text), read.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return extract.Run(d, schema.Source{Path: "a.txt"}, []extract.Extractor{kindContract{title, company}, Contracts{}})
}

// A price whose figure cannot be read is a warning, not an amount (新疆城建
// 重大工程中标公告: 中标金额人民币789,041.480.06元, two decimal points).
func TestUnreadableAmount(t *testing.T) {
	text := "新疆城建(集团)股份有限公司重大工程中标公告\n" +
		"本公司中标新疆维吾尔自治区S310线麦盖提-喀什高速公路项目第MK-1标段工程,该项工程中标金额人民币789,041.480.06元,项目工期为784天。\n"
	out := run(t, "新疆城建(集团)股份有限公司重大工程中标公告", text)
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts", len(out.Contracts))
	}
	c := out.Contracts[0]
	if c.Amount != nil {
		t.Errorf("amount %+v read from an unreadable figure", c.Amount)
	}
	if c.Duration == nil || c.Duration.Value != "784" || c.Duration.Unit != schema.UnitDays {
		t.Errorf("duration %+v", c.Duration)
	}
	found := false
	for _, w := range out.Warnings {
		if w.Code == WarnAmountUnread {
			found = true
			if w.Span == nil || text[w.Span[0]:w.Span[1]] != "789,041.480.06" {
				t.Errorf("warning span %v", w.Span)
			}
		}
	}
	if !found {
		t.Errorf("no %s warning: %+v", WarnAmountUnread, out.Warnings)
	}
}

// Several contracts in one announcement, each with its own price (四川路桥
// 2016年10月工程中标公告), and the month's total not taken for one.
func TestItems(t *testing.T) {
	text := "四川路桥建设集团股份有限公司\n2016年10月工程中标公告\n" +
		"根据公司经营部门初步统计,本公司及子公司2016年10月中标工程施工项目12个,中标合同金额为35.92亿元。其中,重要工程项目情况如下:\n" +
		"1. 四川省甘孜州省道454线色达县城至泥朵(川青界)公路改建工程TJ2标段,中标价263,179,890元,工期30个月。\n" +
		"2. 四川省甘孜州稻城县稻城县巨龙乡通乡公路改建工程施工,中标价\n100,000,000元,工期497日历天。\n" +
		"截至2016年10月31日,公司本年度累计中标工程施工项目79个,累计中标金额158.39亿元。\n"
	out := run(t, "2016年10月工程中标公告", text)
	want := []struct{ project, amount string }{
		{"四川省甘孜州省道454线色达县城至泥朵(川青界)公路改建工程TJ2标段", "263179890"},
		{"四川省甘孜州稻城县稻城县巨龙乡通乡公路改建工程施工", "100000000"},
	}
	if len(out.Contracts) != len(want) {
		t.Fatalf("%d contracts: %+v", len(out.Contracts), out.Contracts)
	}
	for i, w := range want {
		c := out.Contracts[i]
		if c.Project != w.project || c.Amount == nil || c.Amount.Value != w.amount || c.Status != schema.ContractAward {
			t.Errorf("contract %d: %q %+v %s", i+1, c.Project, c.Amount, c.Status)
		}
	}
}

// An announcement of a period's new contracts states totals, not a
// contract: a warning, no entry (中国电力建设股份有限公司 临2017-028, as
// printed by 上海证券报 on 2017-05-12, paper.cnstock.com).
func TestSummary(t *testing.T) {
	text := "中国电力建设股份有限公司\n2017年1月至4月新签合同情况公告\n" +
		"2017年1月至4月,中国电力建设股份有限公司(以下简称“公司”)新签合同总额约为人民币1,766.41亿元,同比增长18.37%。\n"
	out := run(t, "中国电力建设股份有限公司2017年1月至4月新签合同情况公告", text)
	if len(out.Contracts) != 0 {
		t.Errorf("contracts read from a summary: %+v", out.Contracts)
	}
	if len(out.Warnings) != 1 || out.Warnings[0].Code != WarnSummary {
		t.Errorf("warnings %+v, want one %s", out.Warnings, WarnSummary)
	}
}

// The owner a sentence names before the project is its employer: 中标上海申迪
// 建设有限公司发包的川沙A-1地块场地形成工程 (上海建工 临2011-002, aijingu.com).
func TestOwnerBeforeProject(t *testing.T) {
	text := "上海建工集团股份有限公司关于重大工程中标的公告\n" +
		"近日,本公司中标上海申迪建设有限公司发包的川沙 A-1 地块场地形成工\n" +
		"程,中标价为人民币陆亿叁仟伍佰贰拾伍万叁仟壹佰捌拾捌元整(¥63,525.3188\n" +
		"万元)。\n"
	out := run(t, "上海建工集团股份有限公司关于重大工程中标的公告", text)
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts", len(out.Contracts))
	}
	c := out.Contracts[0]
	if c.Employer != "上海申迪建设有限公司" || c.Project != "川沙A-1地块场地形成工程" || c.Amount == nil || c.Amount.Value != "635253188" {
		t.Errorf("%q %q %+v", c.Employer, c.Project, c.Amount)
	}
}

// Prices in words only, or in words with the figure after ￥ and no unit
// (山东高速路桥 2016: 中标价玖亿捌仟陆佰玖拾万陆仟肆佰肆拾捌元(￥986,906,448.00);
// 山东高速 2012: 合同额壹拾叁亿叁仟肆佰贰拾肆万捌仟陆佰柒拾伍元整(￥1,334,248,675)).
func TestPriceInWords(t *testing.T) {
	r := &reader{}
	for _, c := range []struct{ in, want string }{
		{"玖亿捌仟陆佰玖拾万陆仟肆佰肆拾捌元(￥986,906,448.00)。", "986906448"},
		{"壹拾叁亿叁仟肆佰贰拾肆万捌仟陆佰柒拾伍元整(￥1,334,248,675),占公司", "1334248675"},
		{"壹拾叁亿叁仟肆佰贰拾肆万捌仟陆佰柒拾伍元整,占公司", "1334248675"},
		{"肆佰捌拾玖万柒仟玖佰捌拾玖元零陆角。", "4897989.6"},
		{"贰仟伍佰陆拾捌万伍仟零肆拾玖元捌角陆分)。", "25685049.86"},
	} {
		r.f = &flat{s: c.in}
		m, ok := r.moneyAfter(0, len(c.in))
		if !ok || m.value.String() != c.want || m.unit != schema.UnitCNY {
			t.Errorf("%s: %v %s %s, want %s CNY", c.in, ok, m.value, m.unit, c.want)
		}
	}
	// Words without 元, a figure after ￥ with its own unit left to moneyAt.
	for _, in := range []string{"三年,", "壹仟万美元"} {
		r.f = &flat{s: in}
		if m, ok := r.moneyAfter(0, len(in)); ok {
			t.Errorf("%s: read %s", in, m.value)
		}
	}
}

// phrasingExcerpt is the excerpt of a file under testdata/phrasings: the
// text after the "---" line that ends the file's head (its source).
func phrasingExcerpt(t *testing.T, name string) string {
	t.Helper()
	_, text, _ := strings.Cut(testdoc.Text(t, "testdata/phrasings/"+name), "\n---\n")
	return text
}
