package fddc

import (
	"math"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// Two announcements: one contract labelled and predicted with the amount
// written as 万元 in the text (the label in yuan), one with two lots of
// which one is predicted with a wrong employer.
const labels = "1\t始兴县政府投资建设项目代建管理局\t棕榈生态城镇发展股份有限公司\t始兴县城市绿地系统建设工程设计、施工总承包项目\t\t422125200\t422125200\n" +
	"2\t中国环境监测总站\t北京尚洋东方环境科技有限公司\t国家地表水自动监测系统建设及运行维护项目(包件1)\t\t109784000\t109784000\n" +
	"2\t中国环境监测总站\t北京尚洋东方环境科技有限公司\t国家地表水自动监测系统建设及运行维护项目(包件4)\t\t61614000\t61614000\n"

func TestScore(t *testing.T) {
	truth, err := ReadLabels(strings.NewReader(labels), Options{})
	if err != nil {
		t.Fatal(err)
	}
	q := func(v string) *schema.Quantity { return &schema.Quantity{Value: v, Unit: schema.UnitCNY} }
	pred := map[string][]Record{
		"1": {FromContract(schema.Contract{Employer: "始兴县政府投资建设项目代建管理局", Contractor: "棕榈生态城镇发展股份有限公司",
			Project: "始兴县城市绿地系统建设工程设计、施工总承包项目", Amount: q("422125200.00")}, Options{})},
		"2": {FromContract(schema.Contract{Employer: "中国环境监测总站", Contractor: "北京尚洋东方环境科技有限公司",
			Project: "国家地表水自动监测系统建设及运行维护项目（包件1）", Amount: q("109784000")}, Options{}),
			FromContract(schema.Contract{Employer: "环境监测总站", Contractor: "北京尚洋东方环境科技有限公司", Amount: q("61614000")}, Options{})},
	}
	var misses []Miss
	res := ScoreMisses(truth, pred, func(m Miss) { misses = append(misses, m) })
	// The wrong employer (a false positive and a false negative in one
	// line) and the project missed.
	wantMisses := []Miss{
		{ID: "2", Field: "employer", Got: "环境监测总站", Want: "中国环境监测总站"},
		{ID: "2", Field: "project", Want: "国家地表水自动监测系统建设及运行维护项目(包件4)"},
	}
	if len(misses) != len(wantMisses) {
		t.Errorf("misses %+v, want %+v", misses, wantMisses)
	} else {
		for i := range misses {
			if misses[i] != wantMisses[i] {
				t.Errorf("miss %d: %+v, want %+v", i, misses[i], wantMisses[i])
			}
		}
	}
	// employer: 2 right, 1 wrong (fp and fn); project: 2 right, 1 missed;
	// amounts 3 of 3; consortium and contract name never stated.
	want := map[string]Counts{
		"employer": {2, 1, 1}, "contractor": {3, 0, 0}, "project": {2, 0, 1},
		"contract_name": {}, "upper": {3, 0, 0}, "lower": {3, 0, 0}, "consortium": {},
	}
	for f, w := range want {
		if got := res.Fields[f]; got != w {
			t.Errorf("%s: %+v, want %+v", f, got, w)
		}
	}
	m := res.Micro() // tp 13, fp 1, fn 2
	if m != (Counts{13, 1, 2}) {
		t.Errorf("micro %+v", m)
	}
	if p, r := 13.0/14, 13.0/15; math.Abs(m.F1()-2*p*r/(p+r)) > 1e-12 {
		t.Errorf("micro F1 %v", m.F1())
	}
	// Mean of the seven field F1s: employer 2/3, contractor 1, project
	// 0.8, amounts 1 and 1, the two unstated fields 0.
	if want := (2.0/3 + 1 + 0.8 + 1 + 1) / 7; math.Abs(res.MeanF1()-want) > 1e-12 {
		t.Errorf("mean F1 %v, want %v", res.MeanF1(), want)
	}
}

func TestOptions(t *testing.T) {
	c := schema.Contract{Project: "昌吉市基础设施PPP项目", Amount: &schema.Quantity{Value: "51297600", Unit: schema.UnitUSD, Text: "5,129.76 万美元"}}
	r := FromContract(c, Options{})
	if r["project"] != "昌吉市基础设施PPP项目" || r["lower"] != "51297600" {
		t.Errorf("plain: %v", r)
	}
	r = FromContract(c, Options{FoldCase: true, StatedForeign: true})
	if r["project"] != "昌吉市基础设施ppp项目" || r["lower"] != "5129.76" || r["upper"] != "5129.76" {
		t.Errorf("folded: %v", r)
	}
	// A converted amount is scored in yuan, as the labels give it.
	c.AmountCNY = &schema.Quantity{Value: "3216000000", Unit: schema.UnitCNY}
	if r := FromContract(c, Options{StatedForeign: true}); r["lower"] != "3216000000" {
		t.Errorf("converted: %v", r)
	}
	if lo, hi := statedFigures("1.2-1.5亿美元"); lo != "1.2" || hi != "1.5" {
		t.Errorf("range: %s %s", lo, hi)
	}
}

// Amounts at the labels' precision: ten significant digits.
func TestLabelPrecision(t *testing.T) {
	for in, want := range map[string]string{
		"109024267.26":   "109024267.3", // 1289852: 109,024,267.26元, labelled 109024267.3
		"1222320270.53":  "1222320271",  // 14106829
		"400000000":      "400000000",
		"12345678905":    "12345678910",
		"0.012345678912": "0.01234567891",
		"59339962.01":    "59339962.01",
	} {
		o := Options{LabelPrecision: true}
		if got := fold("upper", in, o); got != want {
			t.Errorf("%s: %s, want %s", in, got, want)
		}
		if got := fold("upper", in, Options{}); got == want && in != want {
			t.Errorf("%s rounded without LabelPrecision", in)
		}
	}
	// A figure that differs within its first ten digits still differs.
	o := Options{LabelPrecision: true}
	if fold("upper", "109024267.3", o) == fold("upper", "109024268.26", o) {
		t.Error("109024268.26 matched 109024267.3")
	}
}
