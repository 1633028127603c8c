package capital

import (
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TestDistributionFigures reads the shares given and the cash paid for
// every 10 shares from real wordings (testdata/distribution/NOTICE): n is
// the bonus and the capitalisation shares per share together, D the cash
// per share. The expected figures are the documents' own: 上海实业发展
// states its per-10 figures per share as well (每股送0.080392股, 每股转增
// 0.40196股, 每股派发现金红利0.0096元), so n there is 0.080392 + 0.40196.
func TestDistributionFigures(t *testing.T) {
	for _, tc := range []struct {
		file, n, nText, d string
		parts             []string
	}{
		{"shsid_2008_per_share_list.txt", "0.482352", "每10股送0.80392股。\n3)以资本公积金每股转增0.40196股,每10股转增4.0196股", "0.0096",
			[]string{"每10股送0.80392股", "每10股转增4.0196股"}},
		// 按10:1的比例派送红股 and, on the next line, 每10股转增5股股份:
		// (1 + 5) / 10.
		{"shsid_2008_plan.txt", "0.6", "按10:1的比例派送红股,同时每10股派发现金红利0.12元(含税),合计分配65,804,664.01元,剩余未分配利润151,894,659.59元结转下一年度。\n公司以2007年末总股本587,541,643股为基数,以资本公积金向全体股东每10股转增5股", "0.012",
			[]string{"按10:1的比例派送红股", "每10股转增5股"}},
		// The cash before tax, not the 1.350000 after it.
		{"changgao_2012_cash_and_capitalisation.txt", "0.3", "每10股转增3.000000股", "0.15", nil},
	} {
		t.Run(tc.file, func(t *testing.T) {
			doc := testdoc.Plain(t, filepath.Join("testdata", "distribution", tc.file))
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			all := []normalize.Span{{Start: 0, End: len(doc.Text)}}
			none := func(normalize.Span) bool { return false }
			q, parts, ok := bonusShares(c, all, none)
			if !ok {
				t.Fatal("no shares read")
			}
			n := perShare(c, q, 10)
			if n.Value != tc.n || n.Text != tc.nText {
				t.Errorf("n %s from %q, want %s from %q", n.Value, n.Text, tc.n, tc.nText)
			}
			var got []string
			for _, p := range parts {
				got = append(got, doc.Text[p.Start:p.End])
			}
			if len(got) != len(tc.parts) || len(got) == 2 && (got[0] != tc.parts[0] || got[1] != tc.parts[1]) {
				t.Errorf("parts %q, want %q", got, tc.parts)
			}
			d := cashPerShare(c, all, none)
			if d == nil || d.Value != tc.d {
				t.Errorf("D %+v, want %s", d, tc.d)
			}
		})
	}
}

// TestDistributionPhrases reads the shares and cash of one phrase in the
// orders the exchanges' templates use: the bonus shares' own word (送红股)
// ends in 股 too, and a figure of the phrase is not its 每10股.
func TestDistributionPhrases(t *testing.T) {
	for _, tc := range []struct{ text, n, nText, d string }{
		{"向全体股东每10股送红股2股并转增3股。", "0.5", "每10股送红股2股并转增3股", ""},
		{"向全体股东每10股转增4股派2元(含税)。", "0.4", "每10股转增4股", "0.2"},
		{"每10股送3股转增5股派2元(含税)。", "0.8", "每10股送3股转增5股", "0.2"},
		{"每10股派发现金红利1.00元(含税),同时以资本公积金每10股转增4股。", "0.4", "每10股转增4股", "0.1"},
	} {
		doc := testdoc.From("phrase.txt", tc.text)
		c := &extract.Context{Doc: doc, Out: &schema.Document{}}
		all := []normalize.Span{{Start: 0, End: len(doc.Text)}}
		none := func(normalize.Span) bool { return false }
		q, _, ok := bonusShares(c, all, none)
		if !ok {
			t.Errorf("%s: no shares read", tc.text)
			continue
		}
		if n := perShare(c, q, 10); n.Value != tc.n || n.Text != tc.nText {
			t.Errorf("%s: n %s from %q, want %s from %q", tc.text, n.Value, n.Text, tc.n, tc.nText)
		}
		d := cashPerShare(c, all, none)
		if tc.d == "" && d != nil || tc.d != "" && (d == nil || d.Value != tc.d) {
			t.Errorf("%s: D %+v, want %q", tc.text, d, tc.d)
		}
	}
}
