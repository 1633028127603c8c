package meeting

import (
	_ "embed"
	"strings"
	"sync"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
)

// Names of people — the chair, absent directors, proxy holders, recused
// directors — are read where the layout puts them (before 董事长, after
// 由, between 委托 and 代为), which leaves whatever the sentence has
// there: "实到董事七人(独立董事曾五一先生委托…" puts 实到 before 董事. A
// name is kept only when it also reads as a person's name:
//
//   - its shape: two to four Chinese characters starting with a surname
//     (王, 欧阳), or a transliterated name whose parts are joined by '·'
//     (莫里·洪恩);
//   - none of the characters that occur in the words of an attendance or
//     vote sentence and almost never in a name (的, 会, 议, 票, 席 …);
//   - the words of the language that start with a surname character and
//     so have a name's shape (常务, 项目, 苏州, 任期, 应当), and the
//     function words a given name does not hold (其他, 以上, 这个): a list
//     of some 6,700 words drawn from the segmenter's dictionary, gse's
//     zh_s with its part-of-speech tags (namewords.txt, package
//     internal/namewords).
//
// BENCHMARKS.md gives the precision and recall of the names with and
// without the word list on real announcements.

//go:generate go run ./internal/namewords/gen -dict ../../normalize/segment/general.txt -names names.go -o namewords.txt

//go:embed namewords.txt
var nameWordsText string

// nameWords is the parsed word list: 'w' for a word of the language
// starting with a surname, 'f' for a function word.
type nameWords map[string]byte

// sharedWords holds the word list, parsed on first use.
var sharedWords struct {
	once  sync.Once
	words nameWords
}

// sharedNameWords returns the process's word list, parsing it the first time.
func sharedNameWords() nameWords {
	sharedWords.once.Do(func() {
		ws := make(nameWords, 7000)
		for line := range strings.Lines(nameWordsText) {
			line = strings.TrimRight(line, "\n")
			if len(line) < 3 || line[0] == '#' || line[1] != ' ' {
				continue
			}
			ws[line[2:]] = line[0]
		}
		sharedWords.words = ws
	})
	return sharedWords.words
}

// namer decides whether text is a person's name; words is the word list
// it consults, nil to judge by shape alone.
type namer struct {
	words nameWords
	// shared uses the process's word list (sharedNameWords), parsed the
	// first time a string passes the shape check.
	shared bool
	// layoutOnly takes any run of 2 to 12 Chinese characters (with '·'
	// between parts) that the layout puts where a name goes, as the
	// extractor did before names were checked; kept for measuring.
	layoutOnly bool
	// asked, when set, collects every string judged (for measuring).
	asked *[]string
}

// Ways of judging names, for measuring what each adds (Context.names).
const (
	namesChecked  = iota // shape and word list: what the extractors use
	namesByShape         // shape only, no word list
	namesByLayout        // no check beyond the layout's
)

// nameKey keeps a document's nameSettings in its Context (Memo).
type nameKey struct{}

// nameSettings say how a document's names are judged: namesChecked unless
// a measurement asks otherwise (and collects the strings judged).
type nameSettings struct {
	mode  int
	asked *[]string
}

func settingsOf(c *extract.Context) nameSettings {
	return c.Memo(nameKey{}, func() any { return nameSettings{} }).(nameSettings)
}

// namerOf returns the name check of the document: the process-wide word
// list, parsed on first use.
func namerOf(c *extract.Context) namer {
	s := settingsOf(c)
	switch s.mode {
	case namesByShape:
		return namer{asked: s.asked}
	case namesByLayout:
		return namer{layoutOnly: true, asked: s.asked}
	}
	return namer{shared: true, asked: s.asked}
}

// isName reports whether s is a person's name.
func (n namer) isName(s string) bool {
	if n.asked != nil {
		*n.asked = append(*n.asked, s)
	}
	rs := []rune(s)
	if n.layoutOnly {
		if len(rs) < 2 || len(rs) > 12 || rs[0] == '·' || rs[len(rs)-1] == '·' {
			return false
		}
		for _, r := range rs {
			if r != '·' && !normalize.IsHan(r) {
				return false
			}
		}
		return true
	}
	if strings.ContainsRune(s, '·') {
		if len(rs) < 3 || len(rs) > 16 || rs[0] == '·' || rs[len(rs)-1] == '·' || strings.Contains(s, "··") {
			return false
		}
		for _, r := range rs {
			if r != '·' && !normalize.IsHan(r) {
				return false
			}
		}
		return true
	}
	if len(rs) < 2 || len(rs) > 4 {
		return false
	}
	for _, r := range rs {
		if !normalize.IsHan(r) || strings.ContainsRune(notInNames, r) {
			return false
		}
	}
	surname := 0
	if len(rs) >= 3 && strings.Contains(compoundSurnames, string(rs[:2])) {
		surname = 2
	} else if strings.ContainsRune(surnames, rs[0]) {
		surname = 1
	}
	if surname == 0 || len(rs)-surname < 1 {
		return false
	}
	words := n.words
	if words == nil && n.shared {
		words = sharedNameWords()
	}
	if words == nil {
		return true
	}
	if _, ok := words[s]; ok {
		return false // a word of the language: 常务, 项目, 于是
	}
	// A function word inside: "王其他". Each piece of two or three
	// characters but the whole.
	for i := 0; i < len(rs); i++ {
		for j := i + 2; j <= len(rs) && j <= i+3; j++ {
			if j-i == len(rs) {
				continue
			}
			if words[string(rs[i:j])] == 'f' {
				return false
			}
		}
	}
	return true
}

// notInNames are characters of the attendance and vote wording that
// names practically never hold.
const notInNames = "的了是在与及或等将被对以会议事监票股名次届表决同意反对弃回避出委托主持到体该此各已未因"

// surnames are the common one-character Chinese surnames.
const surnames = "傅王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊阿乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利於呼居揭干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭赖阎郦鄂寿钮庹隗靖贲蒯郗宓逄郄雒桓缑汲訾綦蹇钦濮暴郇邴蓟韶宦庾弘殳谯笪夔乜仉佴厍"

// compoundSurnames are the two-character surnames, separated by spaces.
const compoundSurnames = "欧阳 司马 上官 诸葛 东方 皇甫 尉迟 公孙 慕容 长孙 宇文 司徒 夏侯 轩辕 令狐 端木 独孤 南宫 西门 百里 呼延 钟离 宗政 濮阳 太史 申屠 公羊 澹台 万俟 闻人 赫连 东郭 仲孙 拓跋"

// clauseLeads are the leading words of a clause before a person's name:
// "其中李仁杰董事委托…", "此外，本行…", 本次会议, 由, 经.
var clauseLeads = []string{"其中", "此外", "另外", ",", "本次会议", "会议", "本行", "本公司", "公司", "由", "经", "并"}

// Role words around a person's name, longest first: "唐双宁董事长",
// "赵欢执行董事", "独立董事周道炯", "莫里·洪恩先生".
// "董事长兼总经理X", "代董事长X"; a supervisory board without a chairman
// names its convener, "会议由监事会召集人X女士主持".
var roleWords = []string{
	"监事会副主席", "监事会主席", "监事会召集人", "独立非执行董事", "非执行董事", "独立董事", "执行董事", "职工董事", "关联董事",
	"董事会副主席", "董事会主席", "常务副董事长", "代理董事长", "代董事长", "副董事长", "董事长", "董事会秘书", "董事", "副监事长", "监事长", "职工监事", "外部监事", "股东监事", "监事",
	"副行长", "行长", "副总经理", "总经理", "副总裁", "总裁", "主席", "兼", "先生", "女士", "同志",
}

// nameStops end a name: the words that follow a name in a clause ("董事李
// 强授权委托董事王芳出席会议", 授权).
var nameStops = []string{"因", "未", "委托", authorityWord, "书面", "出席", "代为", "代理", "主持", "召集", "在表决", "回避", "对本", "对该", "已", "均", "以"}

// personName returns the person's name in s, with role words before or
// after it removed ("董事长王洪章" and "王洪章董事长" are 王洪章), or ""
// when what is left is not a person's name (namer.isName).
func (n namer) personName(s string) string {
	s = strings.TrimSpace(s)
	if loc := lineHeadingRe.FindStringIndex(s); loc != nil {
		// "(五)董事长张明华先生主持了会议": the paragraph's number.
		s = strings.TrimSpace(s[loc[1]:])
	}
	// Leads in any order: "会议由公司副董事长X" is 会议, 由, 公司, then the
	// role.
	for changed := true; changed; {
		changed = false
		for _, p := range clauseLeads {
			if t, ok := strings.CutPrefix(s, p); ok && t != "" {
				s, changed = t, true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, w := range roleWords {
			if strings.HasPrefix(s, w) {
				s = s[len(w):]
				changed = true
			}
		}
	}
	cut := len(s)
	for _, w := range append(roleWords, nameStops...) {
		if i := normalize.Index(s, w); i >= 0 && i < cut {
			cut = i
		}
	}
	s = strings.TrimSpace(s[:cut])
	if !n.isName(s) {
		return ""
	}
	return s
}
