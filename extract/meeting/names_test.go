package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/normalize/segment"
)

// What the dictionary adds to the shape of a name: words of the language
// that start with a surname character and would pass for a name by shape
// alone, as they stand where the layout expects a name ("会议由常务董事…",
// "…项目负责人…主持", "在苏州召开").
func TestNameCheckDictionary(t *testing.T) {
	full, shape := namer{seg: segment.Shared()}, namer{}
	for _, tt := range []struct {
		s           string
		shape, full bool
	}{
		{"王洪章", true, true},
		{"史荣贵", true, true},
		{"曾五一", true, true}, // 五一 is a time word, a name all the same
		{"于新兴", true, true}, // 于 is a preposition and a surname
		{"席波", true, true},
		{"常务", true, false},
		{"项目", true, false},
		{"金额", true, false},
		{"苏州", true, false},
		{"华夏", true, false},
		{"任期", true, false},
		{"应当", true, false},
		{"尚需", true, false},
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
			t.Errorf("with the dictionary, isName(%q) = %v, want %v", tt.s, got, tt.full)
		}
	}
}
