package meeting

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/extract/meeting/internal/namewords"
)

// What the word list adds to the shape of a name: words of the language
// that start with a surname character and would pass for a name by shape
// alone, as they stand where the layout expects a name ("会议由常务董事…",
// "…项目负责人…主持", "在苏州召开").
func TestNameCheckDictionary(t *testing.T) {
	full, shape := namer{words: sharedNameWords()}, namer{}
	for _, tt := range []struct {
		s           string
		shape, full bool
	}{
		{"王洪章", true, true},
		{"史荣贵", true, true},
		{"曾五一", true, true}, // 五一 is a time word, a name all the same
		{"于新兴", true, true}, // 于 is a preposition and a surname
		{"陈立新", true, true}, // 立新 is tagged an adverb (d); given names often are
		{"王为民", true, true}, // 为 and 其 stand in given names
		{"黄其森", true, true},
		{"赖小民", true, true}, // surnames 赖 and 阎
		{"阎峰", true, true},
		{"席波", true, true},
		{"常务", true, false},
		{"项目", true, false},
		{"金额", true, false},
		{"苏州", true, false},
		{"华夏", true, false},
		{"任期", true, false},
		{"应当", true, false},
		{"尚需", true, false},
		{"高上面", true, false}, // a locality word inside
		{"实到", false, false},
		{"全体", false, false},
		{"其中", false, false},
		{"安赫尔卡诺费尔南德斯", false, false}, // a transliteration without '·' is not taken
		{"莫里·洪恩", true, true},
	} {
		if got := shape.isName(tt.s); got != tt.shape {
			t.Errorf("by shape, isName(%q) = %v, want %v", tt.s, got, tt.shape)
		}
		if got := full.isName(tt.s); got != tt.full {
			t.Errorf("with the word list, isName(%q) = %v, want %v", tt.s, got, tt.full)
		}
	}
}

// TestNameWordsUpToDate: namewords.txt is what package namewords builds
// from the segmenter's dictionary and the characters of names.go
// (go generate ./extract/meeting).
func TestNameWordsUpToDate(t *testing.T) {
	dict, err := os.ReadFile(filepath.Join("..", "..", "normalize", "segment", "general.txt"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("names.go")
	if err != nil {
		t.Fatal(err)
	}
	want, err := namewords.Build(string(dict), string(src))
	if err != nil {
		t.Fatal(err)
	}
	if want != nameWordsText {
		t.Errorf("namewords.txt is out of date: run go generate ./extract/meeting")
	}
}
