package capital

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/schema"
)

// A count of none is no term: an average over 0 trading days (定价基准日前
// 0个交易日, or 前12　0个交易日 with a space inside the figure) and a
// lock-up of 0 months are not read, while the plan's other terms are.
func TestPlacementCountOfNone(t *testing.T) {
	base := testdoc.Text(t, filepath.Join("testdata", "placement", "board_fixed_price.txt"))
	for _, c := range []struct{ from, to string }{
		{"定价基准日前20个交易日", "定价基准日前0个交易日"},
		{"定价基准日前20个交易日", "定价基准日前12\u30000个交易日"},
		{"起36个月内不得转让", "起0个月内不得转让"},
	} {
		text := strings.Replace(base, c.from, c.to, 1)
		if text == base {
			t.Fatalf("%q not in the plan", c.from)
		}
		out := extract.Run(testdoc.From("board_fixed_price.txt", text), schema.Source{Path: "board_fixed_price.txt"}, []extract.Extractor{Offerings{Resolutions: meeting.ResolutionHeadings}})
		if len(out.Offerings) != 1 {
			t.Fatalf("%s: %d offerings, want 1", c.to, len(out.Offerings))
		}
		o := out.Offerings[0]
		if o.Price == nil || o.Price.Value != "5.37" {
			t.Errorf("%s: price %+v, want 5.37", c.to, o.Price)
		}
		if p := o.Pricing; p != nil && p.AverageDays != nil && *p.AverageDays < 1 {
			t.Errorf("%s: average over %d trading days", c.to, *p.AverageDays)
		}
		if o.LockUpMonths != nil && *o.LockUpMonths < 1 {
			t.Errorf("%s: lock-up of %d months", c.to, *o.LockUpMonths)
		}
		for _, s := range o.Subscriptions {
			if s.LockUpMonths != nil && *s.LockUpMonths < 1 {
				t.Errorf("%s: %s's lock-up of %d months", c.to, s.Subscriber, *s.LockUpMonths)
			}
		}
	}
}
