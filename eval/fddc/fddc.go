// Package fddc scores the contracts gonggao extracts against the labels of
// the FDDC 2018 A-share announcement extraction challenge (重大合同): one
// labelled contract per line, tab-separated — announcement id, 甲方, 乙方,
// 项目名称, 合同名称, 合同金额上限, 合同金额下限, 联合体成员 — several lines
// for an announcement of several contracts.
//
// The score is the challenge's: per announcement, predicted contracts are
// matched greedily to labelled ones by the number of equal fields; a field
// is a true positive when both are non-empty and equal, a false positive
// when the prediction is non-empty and not equal (every field of an
// unmatched prediction), a false negative when the label is non-empty and
// not equal. Values are compared after NFKC width folding with white space
// removed, amounts as exact decimals, consortium members as sets. Micro F1
// is over the seven fields together; the mean field F1 is the mean of the
// seven.
//
// The labels follow conventions of their own, which Options can apply to
// both sides (fddcscore -conventions sets the two that are normalisations):
//
//   - Latin letters: of the 856 labelled projects (development split) that
//     hold Latin letters, 497 are in lower case only (ppp项目, sg7-1标段),
//     where every announcement writes capitals (PPP项目, SG7-1标段): the
//     labels were lower-cased in part, so their case carries no
//     information, and FoldCase compares Latin letters without it.
//
//   - Precision: no labelled amount has more than ten significant digits
//     (109024267.3 for 109,024,267.26元, 1222320271 for 1,222,320,270.53元):
//     the labels were written as floating-point numbers to ten digits, so
//     LabelPrecision compares amounts rounded to ten significant digits.
//     A figure that differs in its first ten digits still differs.
//
//   - Slashes: of the 1,647 labelled projects and 660 labelled contract
//     names (development split), 7 and 8 hold a '/', where the
//     announcements write one in many more (2000万吨/年, 5000t/d,
//     ATM/CRS): the labels dropped it (…2000万吨年炼化一体化项目买卖合同
//     for 《…2000万吨/年炼化一体化项目买卖合同》; 8 projects and 18 names
//     gonggao reads differ from their labels by nothing else), so
//     DropSlash compares these two fields without it.
//
// StatedForeign is not a normalisation: it takes, as the labels do, the
// figure of an amount in a foreign currency as written.
//
// NameOverProject is not one either: the labels leave the project empty
// in most contracts they give a name (528 of the 660 labelled names on
// the development split have no project beside them), where an
// announcement often states both (签署了《X项目买卖合同》 after 中标X项目).
// It drops the project of every contract, labelled or predicted, that has
// a contract name, so that the projects are scored only where the labels
// give them by their convention.
//
// 联合体成员 cannot be scored against these labels: on the development
// split none of the 196 labelled members occurs in the text of its own
// announcement (2,074 of the 2,175 labelled contractors do); they name
// companies of other announcements. MeanF1Of gives the mean over the six
// other fields beside the mean over seven.
package fddc

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/shopspring/decimal"
	"golang.org/x/text/unicode/norm"

	"github.com/gonggao/gonggao/schema"
)

// Fields in the labels' order, and their FDDC names.
var (
	Fields = []string{"employer", "contractor", "project", "contract_name", "upper", "lower", "consortium"}
	Names  = map[string]string{"employer": "甲方", "contractor": "乙方", "project": "项目名称", "contract_name": "合同名称", "upper": "合同金额上限", "lower": "合同金额下限", "consortium": "联合体成员"}
)

// Record is one contract, each field folded for comparison.
type Record map[string]string

// Options change how values compare.
type Options struct {
	// FoldCase compares Latin letters without case: about half of the
	// labels that hold Latin letters write them in lower case where the
	// announcement writes capitals (ppp项目 for PPP项目, sg5-19标段).
	FoldCase bool
	// LabelPrecision compares amounts rounded to ten significant digits,
	// the precision the labels were written with (109024267.3 for
	// 109,024,267.26元).
	LabelPrecision bool
	// StatedForeign takes, for an amount in a foreign currency that the
	// announcement does not convert, the figure as stated (5,129.76 of
	// 5,129.76万美元), as FDDC's labels do, instead of the amount in units.
	StatedForeign bool
	// DropSlash compares projects and contract names without '/', which
	// the labels dropped (2000万吨年 for 2000万吨/年).
	DropSlash bool
	// NameOverProject drops the project of a contract that has a
	// contract name, on both sides, as the labels mostly do.
	NameOverProject bool
}

// slashFields are the fields DropSlash folds.
var slashFields = map[string]bool{"project": true, "contract_name": true}

// nameOverProject applies Options.NameOverProject to a record.
func nameOverProject(rec Record, o Options) Record {
	if o.NameOverProject && rec["contract_name"] != "" {
		rec["project"] = ""
	}
	return rec
}

func fold(field, v string, o Options) string {
	v = norm.NFKC.String(v)
	v = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, v)
	if o.DropSlash && slashFields[field] {
		v = strings.ReplaceAll(v, "/", "")
	}
	if v == "" {
		return ""
	}
	switch field {
	case "upper", "lower":
		d, err := decimal.NewFromString(strings.ReplaceAll(v, ",", ""))
		if err != nil {
			return v
		}
		if o.LabelPrecision {
			d = significant(d, labelDigits)
		}
		return d.String()
	case "consortium":
		parts := strings.FieldsFunc(strings.NewReplacer(",", "、", "，", "、").Replace(v), func(r rune) bool { return r == '、' })
		for i := range parts {
			parts[i] = foldCase(parts[i], o)
		}
		sort.Strings(parts)
		return strings.Join(parts, "、")
	}
	return foldCase(v, o)
}

// labelDigits is the number of significant digits the labels' amounts
// were written with.
const labelDigits = 10

// significant rounds d to n significant digits (half away from zero).
func significant(d decimal.Decimal, n int) decimal.Decimal {
	if d.IsZero() {
		return d
	}
	// The number of digits before the point (or, below 1, minus the zeros
	// after it).
	a := d.Abs()
	digits := len(a.Truncate(0).String())
	if a.LessThan(decimal.New(1, 0)) {
		digits = 0
		for x := a; x.LessThan(decimal.New(1, -1)); x = x.Shift(1) {
			digits--
		}
	}
	return d.Round(int32(n - digits))
}

func foldCase(v string, o Options) string {
	if o.FoldCase {
		return strings.ToLower(v)
	}
	return v
}

// ReadLabels reads FDDC's labels, by announcement id.
func ReadLabels(r io.Reader, o Options) (map[string][]Record, error) {
	out := map[string][]Record{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) < 2 {
			return nil, fmt.Errorf("labels line %d: %d columns", n, len(cols))
		}
		for len(cols) < 8 {
			cols = append(cols, "")
		}
		rec := Record{}
		for i, f := range Fields {
			rec[f] = fold(f, cols[i+1], o)
		}
		out[cols[0]] = append(out[cols[0]], nameOverProject(rec, o))
	}
	return out, sc.Err()
}

// ReadOutput reads gonggao's JSON Lines, by announcement id (the source's
// file name without its extension). Error records count as announcements
// with no contract.
func ReadOutput(r io.Reader, o Options) (map[string][]Record, error) {
	out := map[string][]Record{}
	dec := json.NewDecoder(r)
	for {
		var d schema.Document
		if err := dec.Decode(&d); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		base := filepath.Base(d.Source.Path)
		id := strings.TrimSuffix(base, filepath.Ext(base))
		recs := []Record{}
		for _, c := range d.Contracts {
			recs = append(recs, FromContract(c, o))
		}
		out[id] = recs
	}
	return out, nil
}

// FromContract is the labels' view of a contract.
func FromContract(c schema.Contract, o Options) Record {
	rec := Record{
		"employer":      fold("employer", c.Employer, o),
		"contractor":    fold("contractor", c.Contractor, o),
		"project":       fold("project", c.Project, o),
		"contract_name": fold("contract_name", c.ContractName, o),
		"consortium":    fold("consortium", strings.Join(c.Consortium, "、"), o),
	}
	amt := c.AmountCNY
	if amt == nil {
		amt = c.Amount
	}
	if amt != nil {
		lower, upper := amt.Value, amt.Upper
		if o.StatedForeign && c.AmountCNY == nil && amt.Unit != schema.UnitCNY {
			lower, upper = statedFigures(amt.Text)
		}
		if upper == "" {
			upper = lower
		}
		rec["lower"] = fold("lower", lower, o)
		rec["upper"] = fold("upper", upper, o)
	} else {
		rec["lower"], rec["upper"] = "", ""
	}
	return nameOverProject(rec, o)
}

// statedFigures returns the figures of an amount's text as written,
// without its scale: "5,129.76 万美元" gives 5129.76; "1.2-1.5亿美元" gives
// 1.2 and 1.5.
func statedFigures(text string) (string, string) {
	var figs []string
	cur := strings.Builder{}
	flush := func() {
		if cur.Len() > 0 {
			figs = append(figs, strings.Trim(cur.String(), ",."))
			cur.Reset()
		}
	}
	for _, r := range norm.NFKC.String(text) {
		if r >= '0' && r <= '9' || r == '.' || r == ',' {
			cur.WriteRune(r)
			continue
		}
		if r == ' ' {
			continue
		}
		flush()
	}
	flush()
	switch len(figs) {
	case 0:
		return "", ""
	case 1:
		return figs[0], ""
	}
	return figs[0], figs[1]
}

// Counts are one field's true positives, false positives and false
// negatives.
type Counts struct{ TP, FP, FN int }

// P, R and F1 of the counts.
func (c Counts) P() float64  { return ratio(c.TP, c.TP+c.FP) }
func (c Counts) R() float64  { return ratio(c.TP, c.TP+c.FN) }
func (c Counts) F1() float64 { return f1(c.P(), c.R()) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func f1(p, r float64) float64 {
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// Result is a score.
type Result struct {
	Fields    map[string]Counts
	Documents int
}

// Micro returns the counts of all fields together.
func (r Result) Micro() Counts {
	var t Counts
	for _, c := range r.Fields {
		t.TP += c.TP
		t.FP += c.FP
		t.FN += c.FN
	}
	return t
}

// MeanF1 is the mean of the field F1s.
func (r Result) MeanF1() float64 { return r.MeanF1Of(Fields) }

// Scorable are the fields the labels allow to score: all but 联合体成员,
// whose labelled values name companies of other announcements.
var Scorable = []string{"employer", "contractor", "project", "contract_name", "upper", "lower"}

// MeanF1Of is the mean F1 of the given fields.
func (r Result) MeanF1Of(fields []string) float64 {
	s := 0.0
	for _, f := range fields {
		s += r.Fields[f].F1()
	}
	return s / float64(len(fields))
}

// MicroOf returns the counts of the given fields together.
func (r Result) MicroOf(fields []string) Counts {
	var t Counts
	for _, f := range fields {
		c := r.Fields[f]
		t.TP += c.TP
		t.FP += c.FP
		t.FN += c.FN
	}
	return t
}

// Miss is one field of one contract where prediction and label differ:
// Got is empty for a value missed, Want empty for a value not labelled
// (either empty when the contract itself was not matched).
type Miss struct {
	ID, Field, Got, Want string
}

// Score scores the predictions of the labelled announcements; predictions
// of announcements without labels are ignored.
func Score(truth, pred map[string][]Record) Result {
	return ScoreMisses(truth, pred, nil)
}

// ScoreMisses is Score, and calls miss (when not nil) with every field
// that counts as a false positive or a false negative, in the order of
// the announcements' ids.
func ScoreMisses(truth, pred map[string][]Record, miss func(Miss)) Result {
	res := Result{Fields: map[string]Counts{}}
	ids := make([]string, 0, len(truth))
	for id := range truth {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		res.Documents++
		open := append([]Record(nil), truth[id]...)
		type pair struct{ p, t Record }
		var pairs []pair
		for _, p := range pred[id] {
			best, bi := -1, -1
			for k, t := range open {
				n := 0
				for _, f := range Fields {
					if p[f] != "" && p[f] == t[f] {
						n++
					}
				}
				if n > best {
					best, bi = n, k
				}
			}
			if bi >= 0 && best > 0 {
				pairs = append(pairs, pair{p, open[bi]})
				open = append(open[:bi], open[bi+1:]...)
			} else {
				pairs = append(pairs, pair{p, nil})
			}
		}
		for _, t := range open {
			pairs = append(pairs, pair{nil, t})
		}
		for _, pr := range pairs {
			for _, f := range Fields {
				pv, tv := pr.p[f], pr.t[f]
				c := res.Fields[f]
				if pv != "" && pv == tv {
					c.TP++
				} else {
					if pv != "" {
						c.FP++
					}
					if tv != "" {
						c.FN++
					}
					if miss != nil && (pv != "" || tv != "") {
						miss(Miss{ID: id, Field: f, Got: pv, Want: tv})
					}
				}
				res.Fields[f] = c
			}
		}
	}
	return res
}

// Report writes the per-field P/R/F1, micro F1 and mean field F1.
func (r Result) Report(w io.Writer) {
	fmt.Fprintf(w, "%d announcements\n", r.Documents)
	fmt.Fprintf(w, "| field | P | R | F1 | tp | fp | fn |\n|---|---:|---:|---:|---:|---:|---:|\n")
	for _, f := range Fields {
		c := r.Fields[f]
		fmt.Fprintf(w, "| %s (%s) | %.3f | %.3f | %.3f | %d | %d | %d |\n", Names[f], f, c.P(), c.R(), c.F1(), c.TP, c.FP, c.FN)
	}
	m := r.Micro()
	fmt.Fprintf(w, "micro F1 %.3f (P %.3f R %.3f); mean field F1 %.3f\n", m.F1(), m.P(), m.R(), r.MeanF1())
	s := r.MicroOf(Scorable)
	fmt.Fprintf(w, "without 联合体成员 (not scorable): micro F1 %.3f; mean field F1 %.3f\n", s.F1(), r.MeanF1Of(Scorable))
}
