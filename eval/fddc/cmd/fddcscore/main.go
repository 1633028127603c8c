// Command fddcscore scores gonggao's contracts against FDDC 2018 labels:
//
//	fddcscore [-conventions] [-fold-case] [-label-precision] [-stated-foreign] labels.tsv out.jsonl
//
// It prints per-field P/R/F1, micro F1 over the seven fields and the mean
// field F1 (see package fddc for the rules).
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/gonggao/gonggao/eval/fddc"
)

func main() {
	var o fddc.Options
	flag.BoolVar(&o.FoldCase, "fold-case", false, "compare Latin letters without case")
	flag.BoolVar(&o.LabelPrecision, "label-precision", false, "compare amounts at the ten significant digits the labels were written with")
	conv := flag.Bool("conventions", false, "apply the labels' normalisations: -fold-case and -label-precision")
	flag.BoolVar(&o.StatedForeign, "stated-foreign", false, "take an unconverted foreign amount as the figure stated, as FDDC's labels do")
	flag.Parse()
	if *conv {
		o.FoldCase, o.LabelPrecision = true, true
	}
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: fddcscore [-conventions] [-fold-case] [-label-precision] [-stated-foreign] labels.tsv out.jsonl")
		os.Exit(2)
	}
	lf, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	truth, err := fddc.ReadLabels(lf, o)
	lf.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	pf, err := os.Open(flag.Arg(1))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	pred, err := fddc.ReadOutput(pf, o)
	pf.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fddc.Score(truth, pred).Report(os.Stdout)
}
