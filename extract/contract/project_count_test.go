package contract

import "testing"

// A count in brackets that qualifies a place of the name (粤水电 2017:
// 水摆(等2个)村) keeps the name; a count of projects still makes a value no
// name ("截止 5 月 24 日,公司累计中标工程 47 项", 中标工程施工项目12个).
func TestProjectPlaceCount(t *testing.T) {
	for v, want := range map[string]bool{
		"2017年度云浮市罗定市罗镜镇水摆(等2个)村垦造水田项目": true,
		"2017年度云浮市罗定市围底镇凤山（等2个）村垦造水田项目": true,
		"中标工程施工项目12个":                   false,
		"公司累计中标工程47项":                   false,
		"水摆(等2个)村等3个垦造水田项目":             false,
	} {
		if got := plausibleProject(v); got != want {
			t.Errorf("plausibleProject(%q) = %v, want %v", v, got, want)
		}
	}
}
