package announce

import (
	"os"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
)

// TestTitleAfterListingUnderChrome: a page's heading that gives the title
// after the listing (兴齐眼药(300573) - 董事会决议公告, a newspaper's site,
// 2025) has the whole title on its line; the page's chrome on the line
// above (上一篇 放大 缩小 默认, 【字号 大 中 小】 【打印】 【关闭窗口】) is no
// front of it, under each site's chrome of internal/perturb.
func TestTitleAfterListingUnderChrome(t *testing.T) {
	raw, err := os.ReadFile("../../corpus/real/pages/18_board.txt")
	if err != nil {
		t.Fatal(err)
	}
	const want = "董事会决议公告"
	if a := runHeader(testdoc.From("18_board.txt", string(raw))).Announcement; a.Title != want {
		t.Fatalf("without chrome: title %q, want %q", a.Title, want)
	}
	for i, nav := range perturb.Navigation {
		if a := runHeader(testdoc.From("18_board.txt", nav+string(raw))).Announcement; a.Title != want {
			t.Errorf("under chrome %d: title %q, want %q", i, a.Title, want)
		}
	}
}
