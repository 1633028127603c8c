package announce

import (
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
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
