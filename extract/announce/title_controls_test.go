package announce

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
)

// siteControls are page controls as sites run them on after an item's
// heading: 中国国航's page (2017, 下载公告), a newspaper's page (查看版面PDF;
// 放大 缩小 默认), portals' (【打印】 【关闭窗口】, 返回 | 打印 | 关闭窗口).
var siteControls = []string{" 下载公告", "下载公告", "  查看版面PDF", " 放大 缩小 默认", " 【打印】 【关闭窗口】", " 返回 | 打印 | 关闭窗口", " [打印]"}

func TestControlsAfter(t *testing.T) {
	tests := []struct {
		line string
		want string // the line without its controls, "" for none
	}{
		{"中国国航2016年度股东大会决议公告 下载公告", "中国国航2016年度股东大会决议公告"},
		{"中国国航2016年度股东大会决议公告下载公告", "中国国航2016年度股东大会决议公告"},
		{"30版 信息披露  查看版面PDF", "30版 信息披露"},
		{"上一篇 放大 缩小 默认", "上一篇"},
		{"【字号 大 中 小】 【打印】 【关闭窗口】", "【字号 大 中 小】"},
		{"返回 | 打印 | 关闭窗口", "返回"}, // a menu: its first item is no control of a title
		// Words of a text that end as a control does, not set apart.
		{"关于暂停打印", ""},
		{"公司第二届董事会第五次会议审议通过", ""},
		{"关于子公司工厂关闭的公告", ""},
		{"下载公告", ""},
	}
	for _, tt := range tests {
		cut, ok := controlsAfter(tt.line)
		got := ""
		if ok {
			got = tt.line[:cut]
		}
		if got != tt.want {
			t.Errorf("%q: %q, want %q", tt.line, got, tt.want)
		}
	}
}

// TestTitleUnderHeadingWithControls puts a site's heading, the title with
// the page's controls run on and the page's date under it, above each real
// page of the corpus: the
// title read is the announcement's own, as without the heading.
func TestTitleUnderHeadingWithControls(t *testing.T) {
	files, err := filepath.Glob("../../corpus/real/pages/*.txt")
	if err != nil || len(files) < 20 {
		t.Fatalf("corpus pages: %d, %v", len(files), err)
	}
	n := 0
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := runHeader(testdoc.From(filepath.Base(f), string(raw))).Announcement.Title
		if want == "" {
			continue
		}
		for _, c := range siteControls {
			// The heading stands apart from the page's text, as on
			// 中国国航's page (its date under it) and as the sites of
			// internal/perturb's Navigation set it.
			text := want + c + "\n公告日期:2017-05-26\n\n" + string(raw)
			got := runHeader(testdoc.From(filepath.Base(f), text)).Announcement.Title
			n++
			if got != want {
				t.Errorf("%s under %q: title %q, want %q", filepath.Base(f), want+c, got, want)
			}
		}
	}
	t.Logf("%d pages under a heading with controls", n)
}

// TestTitleOfPageWithDownloadLink: 中国国航's page (2017) heads the filing
// with the short name, the title and a link to the file (下载公告), the
// page's date under it; the filing's own title follows, over two lines.
func TestTitleOfPageWithDownloadLink(t *testing.T) {
	const page = "市盈率:0.000收益率:0.00052周最高:0.00052周最低:0.000\n" +
		"中国国航2016年度股东大会决议公告 下载公告\n" +
		"公告日期:2017-05-26\n" +
		"中国国际航空股份有限公司\n" +
		"                   2016 年度股东大会决议公告\n" +
		"    本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述\n" +
		"或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n" +
		"重要内容提示:\n" +
		"    本次会议是否有否决议案:无\n"
	doc := testdoc.From("page_31", page)
	a := runHeader(doc).Announcement
	if want := "中国国际航空股份有限公司2016年度股东大会决议公告"; a.Title != want {
		t.Errorf("title %q, want %q", a.Title, want)
	}
	testdoc.CheckRef(t, doc, "evidence.title", a.Evidence["title"])
}
