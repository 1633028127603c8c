package main

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"

	"github.com/shopspring/decimal"
	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

type calcFlags struct {
	formula string
	set     []string
	list    bool
}

func newCalcCmd(e *env) *cobra.Command {
	var f calcFlags
	cmd := &cobra.Command{
		Use:   "calc FILE --formula ID [--set NAME=VALUE]... | calc FILE --list",
		Short: "Evaluate one of a document's own formulas, for what-if questions",
		Long: `Calc reads one announcement, takes one of the formulas it states (by the id
--list shows: conversion.shares, conversion.adjust.bonus, restoration.votes,
redemption.accrued, …) and evaluates it exactly.

Inputs the document states are filled in from it — the initial conversion
price for P0 or P, the restoration price — and shown with the text they
came from; --set gives or overrides any input. A share count the document
rounds by 去尾法 is also shown truncated to whole shares.`,
		Example: `  gonggao calc corpus/003_62c1a5d2d0aeecb4.txt --list
  gonggao calc corpus/003_62c1a5d2d0aeecb4.txt --formula conversion.adjust.bonus --set n=1
  gonggao calc corpus/003_62c1a5d2d0aeecb4.txt --formula conversion.shares --set V0=100000000`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCalc(e, f, args[0])
		},
	}
	cmd.Flags().StringVar(&f.formula, "formula", "", "the `ID` of the formula to evaluate")
	cmd.Flags().StringArrayVar(&f.set, "set", nil, "give an input: `NAME=VALUE` (a decimal), repeatable")
	cmd.Flags().BoolVar(&f.list, "list", false, "list the document's formulas and exit")
	return cmd
}

func runCalc(e *env, f calcFlags, path string) error {
	if !f.list && f.formula == "" {
		return usageError("give --formula ID or --list")
	}
	overrides := map[string]decimal.Decimal{}
	for _, s := range f.set {
		name, val, ok := strings.Cut(s, "=")
		name = strings.TrimSpace(name)
		d, err := decimal.NewFromString(strings.TrimSpace(val))
		if !ok || name == "" || err != nil {
			return usageError("--set %q: want NAME=VALUE with a decimal value", s)
		}
		overrides[name] = d
	}
	ins, _ := expandInputs([]string{path}, e.stdin, selection{}, e.maxBytes)
	if len(ins) != 1 {
		return usageError("%s: calc reads one document, not a directory", path)
	}
	data, err := ins[0].read()
	if err != nil {
		return ioError(err)
	}
	doc, err := pipeline.Process(ins[0].path, data, pipelineOptions(e))
	if err != nil {
		return &exitError{code: ExitFindings, err: err}
	}
	var b bytes.Buffer
	if f.list {
		listFormulas(&b, doc)
		_, err := e.stdout.Write(b.Bytes())
		if err != nil {
			return ioError(err)
		}
		return nil
	}
	var sf *schema.Formula
	for i := range doc.Formulas {
		if doc.Formulas[i].ID == f.formula {
			sf = &doc.Formulas[i]
			break
		}
	}
	if sf == nil {
		return usageError("%s: no formula %q (gonggao calc %s --list shows them)", path, f.formula, path)
	}
	form, err := calc.Parse(sf.Text)
	if err != nil {
		return &exitError{code: ExitFindings, err: fmt.Errorf("%s: formula %s: %w", path, sf.ID, err)}
	}
	known := map[string]bool{}
	for _, v := range form.Vars() {
		known[v] = true
	}
	for name := range overrides {
		if !known[name] {
			return usageError("--set %s: formula %s (%s) has no input %s; its inputs are %s", name, sf.ID, sf.Text, name, strings.Join(form.Vars(), ", "))
		}
	}
	fmt.Fprintf(&b, "%s: %s\n", sf.ID, sf.Text)
	vals := map[string]decimal.Decimal{}
	var missing []string
	for _, name := range form.Vars() {
		meaning := sf.Variables[name]
		if v, ok := overrides[name]; ok {
			vals[name] = v
			fmt.Fprintf(&b, "  %s = %s (--set)%s\n", name, v.String(), meaningSuffix(meaning))
			continue
		}
		if q := documentInput(doc, sf, name); q != nil {
			v, err := decimal.NewFromString(q.Value)
			if err == nil {
				vals[name] = v
				fmt.Fprintf(&b, "  %s = %s from the document: %q%s%s\n", name, q.Value, q.Text, lineOf(data, doc, q), meaningSuffix(meaning))
				continue
			}
		}
		missing = append(missing, name)
		fmt.Fprintf(&b, "  %s = ? (not given)%s\n", name, meaningSuffix(meaning))
	}
	if len(missing) > 0 {
		e.stdout.Write(b.Bytes())
		return usageError("%s needs %s: give it with --set NAME=VALUE", sf.ID, strings.Join(missing, ", "))
	}
	r, err := form.Eval(vals)
	if err != nil {
		e.stdout.Write(b.Bytes())
		return &exitError{code: ExitFindings, err: err}
	}
	fmt.Fprintf(&b, "  %s = %s\n", form.Target, exactString(r))
	if strings.HasPrefix(sf.ID, "conversion.adjust.") {
		// A conversion price is stated to 0.01 yuan, by the document's rule.
		pr := halfUpPrice
		if a := doc.ConversionPriceAdjustment; a != nil {
			if x, ok := priceRoundings[a.Rounding]; ok {
				pr = x
			}
		}
		fmt.Fprintf(&b, "  %s = %s yuan per share to 0.01 (%s)\n", form.Target, calc.Round(r, 2, pr.mode).StringFixed(2), pr.word)
	}
	if roundsShares(doc, sf.ID) {
		fmt.Fprintf(&b, "  %s = %s whole shares (%s)\n", form.Target, calc.Round(r, 0, calc.Floor).String(), wholeSharesWord)
	}
	if _, err := e.stdout.Write(b.Bytes()); err != nil {
		return ioError(err)
	}
	return nil
}

// A priceRounding rounds a conversion price to 0.01 yuan by the rule the
// document states, printed with the word filings use for it.
type priceRounding struct {
	mode calc.Rounding
	word string
}

// halfUpPrice is the rounding of a price when the document states none
// other: 调整值保留小数点后两位,最后一位实行四舍五入.
var halfUpPrice = priceRounding{calc.HalfUp, "四舍五入"}

// priceRoundings are the other roundings of a price, by the adjustment's
// rounding: 向上取整 (ceil), 向下取整 (floor).
var priceRoundings = map[string]priceRounding{
	schema.RoundCeil:  {calc.Ceil, "向上取整"},
	schema.RoundFloor: {calc.Floor, "向下取整"},
}

// wholeSharesWord names the rounding down of a share count to whole
// shares: Q=V/P，并以去尾法取一股的整数倍.
const wholeSharesWord = "去尾法"

// priceMeanings are the words of a formula variable's meaning that make
// it a price the terms state: P为调整后转股价 / P0为调整前转股价 (转股价),
// 折算价格E为审议通过本次境内优先股发行方案的董事会决议公告日前二十个交易日
// …均价 (折算价), 银行按优先股发行时的约定确定转换价格 (转换价).
var priceMeanings = []string{"转股价", "折算价", "转换价"}

// adjustedMeaning marks the price after an adjustment (P为调整后转股价),
// which the formula computes rather than takes from the terms.
const adjustedMeaning = "调整后"

func listFormulas(w io.Writer, doc *schema.Document) {
	if len(doc.Formulas) == 0 {
		fmt.Fprintln(w, "no formulas")
		return
	}
	for _, f := range doc.Formulas {
		fmt.Fprintf(w, "%-28s %s\n", f.ID, f.Text)
		names := make([]string, 0, len(f.Variables))
		for n := range f.Variables {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			fmt.Fprintf(w, "    %s: %s\n", n, f.Variables[n])
		}
	}
}

func meaningSuffix(m string) string {
	if m == "" {
		return ""
	}
	return " — " + m
}

// lineOf names where a figure stands: the line of a text input, the page
// of a PDF.
func lineOf(data []byte, doc *schema.Document, q *schema.Quantity) string {
	if doc.Source.Format == "pdf" {
		if q.Page > 0 {
			return fmt.Sprintf(" (page %d)", q.Page)
		}
		return ""
	}
	if q.Span[0] < 0 || q.Span[0] > len(data) {
		return ""
	}
	return fmt.Sprintf(" (line %d)", bytes.Count(data[:q.Span[0]], []byte("\n"))+1)
}

// documentInput returns the figure the document states for a formula's
// input, when it is a price the terms give: the conversion price before
// adjustment (P0 of conversion.adjust.*), the conversion price of the
// share-count formula (P of Q=V/P), the restoration price (Pn of
// restoration.votes, P0 of restoration.adjust.*).
func documentInput(doc *schema.Document, f *schema.Formula, name string) *schema.Quantity {
	meaning := f.Variables[name]
	if a := doc.ConversionPriceAdjustment; a != nil && a.After != nil && strings.HasPrefix(f.ID, "conversion.adjust.") && (name == "P0" || name == "Po") {
		// An adjustment announcement: the price now in force is the one
		// it set.
		return a.After
	}
	isPrice := false
	for _, w := range priceMeanings {
		isPrice = isPrice || strings.Contains(meaning, w)
	}
	if !isPrice || strings.Contains(meaning, adjustedMeaning) && !strings.HasPrefix(f.ID, "restoration.votes") {
		return nil
	}
	for _, o := range doc.Offerings {
		if o.ReferenceOnly {
			continue
		}
		if strings.HasPrefix(f.ID, "restoration.") && o.VotingRestoration != nil && o.VotingRestoration.Price != nil {
			return o.VotingRestoration.Price
		}
		if o.Conversion != nil && o.Conversion.InitialPrice != nil {
			return o.Conversion.InitialPrice
		}
	}
	return nil
}

// roundsShares reports whether the formula gives a share count the
// document rounds down to whole shares.
func roundsShares(doc *schema.Document, id string) bool {
	for _, o := range doc.Offerings {
		switch {
		case id == "conversion.shares" && o.Conversion != nil && o.Conversion.Rounding == "floor":
			return true
		case id == "restoration.votes" && o.VotingRestoration != nil && o.VotingRestoration.Rounding == "floor":
			return true
		}
	}
	return false
}

// exactString writes r exactly when it has a finite decimal expansion of
// at most 12 places, else rounded half-up to 12 places with "…".
func exactString(r *big.Rat) string {
	d := calc.Round(r, 12, calc.HalfUp)
	if d.Rat().Cmp(r) == 0 {
		return calc.Round(r, calc.Places(d), calc.HalfUp).String()
	}
	return d.String() + "…"
}
