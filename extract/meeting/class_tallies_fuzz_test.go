package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// FuzzParseClassTallies holds ParseClassTallies and ParseClassTable to any
// text: no panic, and every class read is a known class whose label and
// counts lie inside the text, its label the text at its span, its counts
// whole and not negative.
func FuzzParseClassTallies(f *testing.F) {
	for _, s := range []string{
		"A股同意100,000,000股，反对0股，弃权0股；H股同意37,946,277股，反对0股，弃权194,700股",
		"同意137,946,277股，占出席会议有表决权股份总数的99.86%；反对0股；弃权194,700股；其中A股同意100,000,000股，反对0股，弃权0股；H股同意37,946,277股，反对0股，弃权194,700股",
		"内资股股东同意866,248,900股，反对0股，弃权0股；外资股股东同意165,439,230股，反对0股，弃权0股；合计同意1,031,688,130股，反对0股，弃权0股",
		"股东类型\t同意\t\t反对\t\t弃权\n\t票数\t比例(%)\t票数\t比例(%)\t票数\t比例(%)\nA股\t9,900\t99.00\t50\t0.50\t50\t0.50\nH股\t100\t100.00\t0\t0.00\t0\t0.00\n普通股合计:\t10,000\t99.00\t50\t0.50\t50\t0.50",
	} {
		f.Add(s)
	}
	known := map[string]bool{schema.ClassA: true, schema.ClassB: true, schema.ClassH: true, schema.ClassDomestic: true, schema.ClassForeign: true}
	f.Fuzz(func(t *testing.T, s string) {
		for _, cts := range [][]ClassTally{ParseClassTallies(s), ParseClassTable(s)} {
			if cts != nil && len(cts) < 2 {
				t.Fatalf("%d classes", len(cts))
			}
			for _, ct := range cts {
				if !known[ct.Class] {
					t.Fatalf("class %q", ct.Class)
				}
				if ct.LabelSpan.Start < 0 || ct.LabelSpan.End > len(s) || ct.LabelSpan.Start > ct.LabelSpan.End || s[ct.LabelSpan.Start:ct.LabelSpan.End] != ct.Label {
					t.Fatalf("label %q at %v", ct.Label, ct.LabelSpan)
				}
				for k, q := range ct.Counts {
					if !q.Value.IsInteger() || q.Value.IsNegative() || q.Span.Start < 0 || q.Span.End > len(s) {
						t.Fatalf("count %d: %v at %v", k, q.Value, q.Span)
					}
				}
			}
		}
	})
}
