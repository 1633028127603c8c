package meeting

import "strings"

// Some companies call their board 董事局: "阳光城集团股份有限公司第九届董事局
// 第三十二次会议决议公告", "珠海华发实业股份有限公司第九届董事局第七十七次会
// 议通知已于…发出", "会议由公司董事局主席…主持", "经董事局十四位董事以传真方
// 式表决". Its meetings are the board's: the compacted view reads the word
// as 董事会 (of the same length, so every offset holds), and the session
// and the titles are written as printed.
const (
	bureauWord = "董事局"
	bureauRune = '局'
)

// boardNamed returns s with 董事局 read as 董事会, byte for byte in place.
func boardNamed(s string) string {
	if !strings.Contains(s, bureauWord) {
		return s
	}
	return strings.ReplaceAll(s, bureauWord, boardWord)
}

// boardAsPrinted returns read, a piece of boardNamed(printed) at the same
// offsets, with 董事局 put back where printed has it.
func boardAsPrinted(printed, read string) string {
	if len(printed) != len(read) || !strings.Contains(printed, bureauWord) {
		return read
	}
	b := []byte(read)
	for i := 0; ; {
		k := strings.Index(printed[i:], bureauWord)
		if k < 0 {
			break
		}
		copy(b[i+k:], bureauWord)
		i += k + len(bureauWord)
	}
	return string(b)
}
