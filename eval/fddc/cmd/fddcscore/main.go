// Command fddcscore scores gonggao's contracts against FDDC 2018 labels:
//
//	fddcscore [-conventions] [-fold-case] [-label-precision] [-drop-slash] [-stated-foreign] [-name-over-project] [-misses FILE] labels.tsv out.jsonl
//
// It prints per-field P/R/F1, micro F1 over the seven fields and the mean
// field F1 (see package fddc for the rules). With -misses it also writes
// every field counted wrong to FILE, one a line, tab-separated: id,
// field, the value predicted, the value labelled.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"github.com/gonggao/gonggao/eval/fddc"
)

// usage is the command's synopsis.
const usage = "usage: fddcscore [-conventions] [-fold-case] [-label-precision] [-drop-slash] [-stated-foreign] [-name-over-project] [-misses FILE] labels.tsv out.jsonl"

// fail reports an error, naming the command, and exits with status 1.
func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "fddcscore: "+format+"\n", args...)
	os.Exit(1)
}

func main() {
	var o fddc.Options
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), usage)
		flag.PrintDefaults()
	}
	flag.BoolVar(&o.FoldCase, "fold-case", false, "compare Latin letters without case")
	flag.BoolVar(&o.LabelPrecision, "label-precision", false, "compare amounts at the ten significant digits the labels were written with")
	flag.BoolVar(&o.DropSlash, "drop-slash", false, "compare projects and contract names without '/', which the labels dropped")
	conv := flag.Bool("conventions", false, "apply the labels' normalisations: -fold-case, -label-precision and -drop-slash")
	flag.BoolVar(&o.StatedForeign, "stated-foreign", false, "take an unconverted foreign amount as the figure stated, as FDDC's labels do")
	flag.BoolVar(&o.NameOverProject, "name-over-project", false, "drop the project of every contract that has a contract name, labelled or predicted, as the labels mostly leave it empty")
	misses := flag.String("misses", "", "write every field counted wrong to this file (id, field, predicted, labelled)")
	flag.Parse()
	if *conv {
		o.FoldCase, o.LabelPrecision, o.DropSlash = true, true, true
	}
	if flag.NArg() != 2 {
		flag.Usage()
		os.Exit(2)
	}
	lf, err := os.Open(flag.Arg(0))
	if err != nil {
		fail("labels: %v", err)
	}
	truth, err := fddc.ReadLabels(lf, o)
	lf.Close()
	if err != nil {
		fail("labels %s: %v", flag.Arg(0), err)
	}
	pf, err := os.Open(flag.Arg(1))
	if err != nil {
		fail("output: %v", err)
	}
	pred, err := fddc.ReadOutput(pf, o)
	pf.Close()
	if err != nil {
		fail("output %s: %v", flag.Arg(1), err)
	}
	if *misses == "" {
		fddc.ScoreMisses(truth, pred, nil).Report(os.Stdout)
		return
	}
	mf, err := os.Create(*misses)
	if err != nil {
		fail("misses: %v", err)
	}
	w := bufio.NewWriter(mf)
	res := fddc.ScoreMisses(truth, pred, func(m fddc.Miss) { fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", m.ID, m.Field, m.Got, m.Want) })
	// A misses file cut short is an error, not a score to trust the
	// file of.
	if err := w.Flush(); err != nil {
		fail("misses %s: %v", *misses, err)
	}
	if err := mf.Close(); err != nil {
		fail("misses %s: %v", *misses, err)
	}
	res.Report(os.Stdout)
}
