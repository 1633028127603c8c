package golden

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/gonggao/gonggao/eval"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/internal/perturb/hold"
)

// TestRealPerturbed holds the real pages of corpus/real to their
// announcement and dividend-payment facts under each rewriting of package
// perturb (spaces between CJK and digits, dates and numbers broken over
// lines, letter-spaced headings, full-width characters, a site's
// navigation first, traditional characters, dates in Chinese numerals):
// every fact that holds on a page must hold on each rewriting of it.
func TestRealPerturbed(t *testing.T) {
	var ff struct {
		Documents []struct {
			File  string      `json:"file"`
			Facts []eval.Fact `json:"facts"`
		} `json:"documents"`
	}
	b, err := os.ReadFile(filepath.Join("testdata", "facts", "real.json"))
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&ff); err != nil {
		t.Fatal(err)
	}
	var total, docs atomic.Int64
	var mu sync.Mutex
	seen := map[string]bool{}
	t.Run("pages", func(t *testing.T) {
		for _, d := range ff.Documents {
			if !strings.HasPrefix(d.File, "pages/") {
				continue
			}
			t.Run(d.File, func(t *testing.T) {
				t.Parallel()
				text, err := os.ReadFile(filepath.Join("..", "corpus", "real", d.File))
				if err != nil {
					t.Fatal(err)
				}
				n, fails, err := hold.Facts(d.File, text, d.Facts, []string{"announcement.", "dividend_payment."}, perturb.All)
				if err != nil {
					t.Fatal(err)
				}
				total.Add(int64(n))
				if n > 0 {
					docs.Add(1)
				}
				broken := map[string]bool{}
				for _, f := range fails {
					key := d.File + "|" + f.Perturbation + "|" + f.Fact.Path
					broken[key] = true
					if !knownBreaks[key] {
						t.Errorf("%s: %s %s, got %s", key, f.Fact.Op, eval.Show(f.Fact.Want), f.Got)
					}
				}
				mu.Lock()
				defer mu.Unlock()
				for key := range knownBreaks {
					if !strings.HasPrefix(key, d.File+"|") {
						continue
					}
					seen[key] = true
					if !broken[key] {
						t.Errorf("%s holds now; take it off knownBreaks", key)
					}
				}
			})
		}
	})
	if n := total.Load(); n < int64(100*len(perturb.All)) {
		t.Errorf("%d facts held over %d rewritings: the pages' facts were not read", n, len(perturb.All))
	}
	t.Logf("%d pages × %d rewritings: %d facts held", docs.Load(), len(perturb.All), total.Load())
	for key := range knownBreaks {
		if !seen[key] {
			t.Errorf("knownBreaks names %s, which no page gives", key)
		}
	}
}

// knownBreaks are the facts of a page (file|rewriting|path) that a
// rewriting still breaks; the list may only shrink (a fact that holds
// again fails the test until its entry goes).
var knownBreaks = map[string]bool{}
