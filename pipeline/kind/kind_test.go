package kind

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TestTitles classifies every title of testdata/titles.tsv: real titles
// of every kind (pages of the exchanges' newspapers and portals, the
// corpus, FDDC 2018's contract announcements), each with the kind it is
// of in the exchanges' taxonomy and where it came from.
func TestTitles(t *testing.T) {
	f, err := os.Open("testdata/titles.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := map[string]int{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 3 || cols[2] == "" {
			t.Fatalf("titles.tsv:%d: want kind, title and where it came from: %q", line, sc.Text())
		}
		want, title := cols[0], cols[1]
		folded, _ := normalize.Fold(title)
		got, ok := Default.Title(folded)
		if !ok {
			got = schema.KindOther
		}
		if got != want {
			t.Errorf("titles.tsv:%d: %s: kind %s, want %s (%s)", line, title, got, want, cols[2])
		}
		n[want]++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	// Several real titles for every kind with title cues.
	for _, k := range All() {
		if len(k.Title) > 0 && n[k.Name] < 2 {
			t.Errorf("%s: %d real titles in titles.tsv, want several", k.Name, n[k.Name])
		}
	}
}

// TestNamesInSchema holds the kinds against the schema: every kind's name
// is in the enum of announcement.kind, every name of the enum is a kind,
// each once, Other last.
func TestNamesInSchema(t *testing.T) {
	b, err := os.ReadFile("../../schema/schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Defs map[string]struct {
			Properties map[string]struct {
				Enum []any `json:"enum"`
			} `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	var enum []string
	for _, v := range s.Defs["announcement"].Properties["kind"].Enum {
		if name, ok := v.(string); ok {
			enum = append(enum, name)
		}
	}
	if len(enum) == 0 {
		t.Fatal("no enum of announcement.kind in schema.json")
	}
	var names []string
	for _, k := range All() {
		if slices.Contains(names, k.Name) {
			t.Errorf("kind %s twice", k.Name)
		}
		names = append(names, k.Name)
	}
	if names[len(names)-1] != schema.KindOther {
		t.Errorf("last kind %s, want other", names[len(names)-1])
	}
	slices.Sort(names)
	slices.Sort(enum)
	if !slices.Equal(names, enum) {
		t.Errorf("kinds %v, schema enum %v", names, enum)
	}
}

// TestCuesQuoted: every cue says where its wording came from.
func TestCuesQuoted(t *testing.T) {
	for _, k := range All() {
		for _, cues := range [][]Cue{k.Title, k.Opening, k.Body} {
			for _, c := range cues {
				if len(c.Words) == 0 || c.From == "" {
					t.Errorf("%s: cue %v without words or without where it came from", k.Name, c.Words)
				}
			}
		}
	}
}

func TestOpening(t *testing.T) {
	tests := []struct {
		name, opening, want, words string
	}{
		{"board meeting held", "本公司于2003年4月24日在福州市东街123号航空大厦15层公司会议室召开2003年第三次董事会,应到董事8人。", schema.KindBoardResolution, "董事会"},
		{"supervisory board held", "中国国际海运集装箱(集团)股份有限公司(以下简称“本公司”)监事会2003年度第一次会议于2003年3月23日下午在深圳召开。", schema.KindSupervisoryResolution, "监事会"},
		{"meeting that approved a payment", "本行优先股二期2024-2025年度股息发放方案,已经本行2025年2月14日召开的董事会会议审议通过。", "", ""},
		// Openings of 工商银行 (2010, a page that lost the title), 通威股份
		// (2019), the exchanges' template (the bond's name between the
		// words) and 江苏银行 (2019, 关于“苏银转债”开始转股的公告).
		{"adjustment's list, title lost", "中国工商银行股份有限公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n重要提示:\n1、工行转债调整前的转股价格:4.20元人民币/股\n2、工行转债调整后的转股价格:4.16元人民币/股\n", schema.KindConvertiblePriceAdjustment, "调整前的转股价格"},
		{"dividend's adjustment worded as a reset's", "本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n修正前转股价格:12.44元/股\n修正后转股价格:12.28元/股\n", schema.KindConvertiblePriceAdjustment, "修正前转股价格"},
		{"bond named between the words", "特别提示：\n1、调整前“样本转债”转股价格为：15.38元/股\n2、调整后“样本转债”转股价格为：10.91元/股\n", schema.KindConvertiblePriceAdjustment, "调整前"},
		{"conversion starting, price unchanged", "重要内容提示\n●转股代码:190053\n●转股简称:苏银转股\n●转股价格:7.56 元/股\n●转股期起止日期:2019 年 9 月 20 日至 2025 年 3 月 13 日\n", "", ""},
		{"responsibility statement only", "本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。", "", ""},
		// The same openings broken at a page's margin of 74, 58 and 83 columns
		// (大众交通, 福建南纸, 中集, 2003), the meeting's verb on the next
		// line: read as normalize joins them (JoinColumns), the one reader
		// of such breaks.
		{"board meeting, broken at the margin", perturb.HardWrap("大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众大厦会议室召开,会议应到董事9名,实到7名,委托2名。符合《公司法》和《公司章程》的有关规定,会议审议并通过了如下决议:\n    1、选举周秀华女士为公司董事长;\n", 74), schema.KindBoardResolution, "董事会"},
		{"board meeting before its body, broken", perturb.HardWrap("本公司于2003年4月24日在福州市东街123号航空大厦15层公司会议室召开2003年第三次董事会,应到董事8人,董事王琤光因病未能出席,董事史荣贵委托董事长何尔涛、独立董事刘可夫委托独立董事陈恭健出席董事会。会议由董事长何尔涛主持。\n    一、审议通过《公司2002年年度报告》及《摘要》;\n", 74), schema.KindBoardResolution, "董事会"},
		{"supervisory board, broken", perturb.HardWrap("中国国际海运集装箱(集团)股份有限公司(以下简称“本公司”)监事会2003年度第一次会议于2003年3月23日下午在中集集团研发中心806会议室召开,应到监事3人,实到3人,会议的召集和召开符合《公司法》和《公司章程》以及《监事会议事规则》等的有关规定。\n", 83), schema.KindSupervisoryResolution, "监事会"},
		// A short line (a heading, a name) is not one of a paragraph; a
		// sentence's end or an indented line is a break.
		{"short line before", "董事会秘书工作细则\n召开会议的程序", "", ""},
		{"a sentence ended", "大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众大厦会议。\n室召开", "", ""},
		{"approving meeting, broken", "本行优先股二期2024-2025年度股息发放方案,已经本行2025年2月14日召开的董事\n会会议审议通过。", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opening, _ := normalize.JoinColumns(tt.opening)
			got, at, end, ok := Default.Opening(opening)
			if !ok {
				got = ""
			}
			if got != tt.want || ok && opening[at:end] != tt.words {
				t.Errorf("kind %q at %q, want %q at %q", got, opening[at:end], tt.want, tt.words)
			}
		})
	}
}

func TestRuns(t *testing.T) {
	if !Default.Runs(schema.KindContract, "annexes") || !Default.Runs(schema.KindContract, "votes") {
		t.Error("a contract's board approval and annexes are not read")
	}
	if Default.Runs(schema.KindBoardResolution, "dividend_payment") || Default.Runs(schema.KindOther, "offering") {
		t.Error("a family runs on a kind that does not list it")
	}
	if !Default.Runs(schema.KindOther, "an extractor of the caller's") {
		t.Error("an extractor no kind names does not run")
	}
	if Default.Checks(schema.KindMeetingRules, "votes") || !Default.Checks(schema.KindMeetingRules, "numbering") {
		t.Error("checks of a rule book")
	}
}
