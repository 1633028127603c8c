package announce

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// BenchmarkRunTogetherHeader reads the header of long real filings whose
// lines run together into one (a web page's text copied without its
// breaks): the title and the company are looked for in one line of tens
// of thousands of characters, a name run on after the listing labels'
// values (公告编号:临2014-028 中国建设银行股份有限公司…) looked for again
// over the whole line (statedElsewhere).
func BenchmarkRunTogetherHeader(b *testing.B) {
	for _, name := range []string{"001_bfdae5a8f63b378f.txt", "002_1522606f4fcf738c.txt", "003_62c1a5d2d0aeecb4.txt"} {
		text := perturb.RunTogether(string(testdoc.Bytes(b, testdoc.CorpusPath(name))))
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				runHeader(testdoc.From(name, text))
			}
		})
	}
}

// BenchmarkStatedElsewhere looks for the name run on after the listing
// labels' values (公告编号:临2014-028中国建设银行股份有限公司…, a page's
// spaces folded) over pages of growing length: the head of 建设银行's
// board announcement of 2014, run together into one line and repeated.
// No tail of the name is stated elsewhere after a character that cannot
// be part of one, so each tail is looked for over the whole line.
func BenchmarkStatedElsewhere(b *testing.B) {
	excerpt := strings.Join(strings.Fields(testdoc.Text(b, "testdata/ccb_board_2014.txt")), "")
	for _, n := range []int{1, 16, 128} {
		t := strings.Repeat(excerpt, n)
		start := strings.Index(t, "中国建设银行")
		suffix := "股份有限公司"
		end := start + strings.Index(t[start:], suffix) + len(suffix)
		b.Run(fmt.Sprintf("%dkB", len(t)/1000), func(b *testing.B) {
			b.SetBytes(int64(len(t)))
			for b.Loop() {
				statedElsewhere(t, start, end, suffix)
			}
		})
	}
}

// BenchmarkHeaderSize reads the whole header (title, company, kind,
// number, date, stock codes) of the same page at growing lengths: the
// head of 建设银行's board announcement of 2014, spaces folded, run
// together into one line and repeated to 2, 33 and 269 KB. The header
// stands at the start and the signature at the end, so the cost should
// grow no faster than the page. The page is folded once, before the
// timing (BenchmarkFoldSize in normalize times the folding).
func BenchmarkHeaderSize(b *testing.B) {
	excerpt := strings.Join(strings.Fields(testdoc.Text(b, "testdata/ccb_board_2014.txt")), "")
	for _, n := range []int{1, 16, 128} {
		t := strings.Repeat(excerpt, n)
		doc := testdoc.From("ccb", t)
		doc.Lines()
		b.Run(fmt.Sprintf("%dkB", len(t)/1000), func(b *testing.B) {
			b.SetBytes(int64(len(t)))
			for b.Loop() {
				extract.Run(doc, schema.Source{Path: doc.Path}, []extract.Extractor{Announcement{Kinds: kind.Default}})
			}
		})
	}
}
