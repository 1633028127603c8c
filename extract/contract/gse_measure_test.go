package contract_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-ego/gse"

	"github.com/gonggao/gonggao/eval/fddc"
	"github.com/gonggao/gonggao/extract/contract"
	"github.com/gonggao/gonggao/pipeline"
)

func TestMeasureGSE(t *testing.T) {
	dir := os.Getenv("FDDC_DIR")
	if dir == "" {
		t.Skip("FDDC_DIR not set")
	}
	lf, _ := os.Open(filepath.Join(dir, "labels.tsv"))
	var keep strings.Builder
	sc := bufio.NewScanner(lf)
	for sc.Scan() {
		id := strings.SplitN(sc.Text(), "\t", 2)[0]
		if n := atoi(id); n%5 != 0 {
			keep.WriteString(sc.Text() + "\n")
		}
	}
	truth, _ := fddc.ReadLabels(strings.NewReader(keep.String()), fddc.Options{})
	files, _ := filepath.Glob(filepath.Join(dir, "html", "*.html"))
	run := func() fddc.Result {
		pred := map[string][]fddc.Record{}
		for _, f := range files {
			id := strings.TrimSuffix(filepath.Base(f), ".html")
			if atoi(id)%5 == 0 {
				continue
			}
			raw, _ := os.ReadFile(f)
			d, err := pipeline.Process(f, raw, pipeline.Options{})
			if err != nil {
				continue
			}
			for _, c := range d.Contracts {
				pred[id] = append(pred[id], fddc.FromContract(c, fddc.Options{}))
			}
		}
		return fddc.Score(truth, pred)
	}
	base := run()
	var seg gse.Segmenter
	dict, _ := os.ReadFile("../../normalize/segment/general.txt")
	if err := seg.LoadDictStr(string(dict)); err != nil {
		t.Fatal(err)
	}
	contract.SetRefine(func(name string) (int, bool) {
		toks := seg.Pos(name, false)
		drop := 0
		for _, tk := range toks {
			p := tk.Pos
			if p == "" || strings.HasPrefix(p, "n") || p == "j" || p == "x" || p == "eng" || p == "m" || strings.HasPrefix(p, "b") {
				break
			}
			// a verb, preposition, adverb, pronoun, conjunction or time word
			drop += len(tk.Text)
		}
		if drop >= len(name) {
			return 0, false
		}
		return drop, true
	})
	with := run()
	contract.SetRefine(nil)
	for _, f := range fddc.Fields {
		t.Logf("%-14s F1 %.3f → %.3f (P %.3f→%.3f R %.3f→%.3f)", f, base.Fields[f].F1(), with.Fields[f].F1(), base.Fields[f].P(), with.Fields[f].P(), base.Fields[f].R(), with.Fields[f].R())
	}
	t.Logf("micro F1 %.3f → %.3f; mean %.3f → %.3f", base.Micro().F1(), with.Micro().F1(), base.MeanF1(), with.MeanF1())
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}
