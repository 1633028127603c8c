package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

type checkFlags struct {
	format string
	corpus bool
}

func newCheckCmd(e *env) *cobra.Command {
	var f checkFlags
	cmd := &cobra.Command{
		Use:   "check [PATH|DIR|-]...",
		Short: "Cross-check every stated figure against the figures it is computed from",
		Long: `Check runs the pipeline on each input (a file, every document below a
directory, "-" for standard input; --corpus: the bundled corpus) and
reports its cross-checks: one line per check with its status, id, the stated
figure, the computed value, the formula and the file:line of the stated
figure, failures first within each document.

A check passes when the value computed from the document's own figures is
consistent with the stated one at the precision it is stated with; it fails
when it cannot be; it is unverifiable when an input is not stated.

With --format json each document is one JSON line {"source": …, "checks": […]}.
Exit status 1 when any check fails or an input cannot be read.`,
		Example: `  gonggao check corpus/003_62c1a5d2d0aeecb4.txt
  gonggao check --format json filings/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCheck(e, f, args)
		},
	}
	cmd.Flags().StringVar(&f.format, "format", "text", "output format: text (one line per check) or json (JSON Lines)")
	cmd.Flags().BoolVar(&f.corpus, "corpus", false, "check the bundled corpus (instead of paths)")
	return cmd
}

func runCheck(e *env, f checkFlags, args []string) error {
	if f.format != "text" && f.format != "json" {
		return usageError("--format must be text or json, not %q", f.format)
	}
	var ins []input
	switch {
	case f.corpus && len(args) > 0:
		return usageError("--corpus checks the bundled corpus: it takes no path")
	case f.corpus:
		c, err := corpusInputs()
		if err != nil {
			return ioError(err)
		}
		ins = c
	case len(args) == 0:
		return usageError("no input: name files or directories (\"-\" for standard input), or --corpus for the bundled corpus")
	default:
		var notes []string
		ins, notes = expandInputs(args, e.stdin, selection{}, e.maxBytes)
		for _, n := range notes {
			fmt.Fprintf(e.stderr, "gonggao: note: %s\n", oneline.String(n))
		}
	}
	failed, unreadable := false, false
	for _, in := range ins {
		data, err := in.read()
		var doc *schema.Document
		if err == nil {
			doc, err = pipeline.Process(in.path, data, pipelineOptions(e))
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "gonggao: %s\n", oneline.Error(err))
			unreadable = true
			continue
		}
		for _, c := range doc.Checks {
			failed = failed || c.Status == schema.StatusFail
		}
		var werr error
		if f.format == "json" {
			werr = writeCheckJSON(e.stdout, doc)
		} else {
			werr = writeCheckText(e.stdout, in.path, data, doc)
		}
		if werr != nil {
			return ioError(werr)
		}
	}
	switch {
	case failed || unreadable:
		return findings()
	}
	return nil
}

func writeCheckJSON(w io.Writer, doc *schema.Document) error {
	rec := struct {
		Source schema.Source  `json:"source"`
		Checks []schema.Check `json:"checks"`
	}{doc.Source, doc.Checks}
	if rec.Checks == nil {
		rec.Checks = []schema.Check{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(rec); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// statusRank orders a document's checks: failures first, then the
// unverifiable, then passes; the pipeline's order within each.
var statusRank = map[string]int{schema.StatusFail: 0, schema.StatusUnverifiable: 1, schema.StatusPass: 2}

func writeCheckText(w io.Writer, path string, data []byte, doc *schema.Document) error {
	checks := append([]schema.Check(nil), doc.Checks...)
	sort.SliceStable(checks, func(i, j int) bool { return statusRank[checks[i].Status] < statusRank[checks[j].Status] })
	counts := map[string]int{}
	for _, c := range checks {
		counts[c.Status]++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d checks: %d fail, %d unverifiable, %d pass\n", path, len(checks),
		counts[schema.StatusFail], counts[schema.StatusUnverifiable], counts[schema.StatusPass])
	for _, c := range checks {
		fmt.Fprintf(&b, "  %-12s %-36s", strings.ToUpper(c.Status), c.ID)
		if c.Stated != nil {
			fmt.Fprintf(&b, " stated %s (%s)", oneLine(c.Stated.Text), c.Stated.Value)
		}
		if c.Computed != "" {
			fmt.Fprintf(&b, " computed %s", c.Computed)
		}
		if len(c.Interval) == 2 {
			fmt.Fprintf(&b, " in [%s, %s]", c.Interval[0], c.Interval[1])
		}
		fmt.Fprintf(&b, " %s", c.Formula)
		switch {
		case doc.Source.Format == "pdf":
			// Spans point into the PDF's text layer: name the page.
			if c.Stated != nil && c.Stated.Page > 0 {
				fmt.Fprintf(&b, " %s:p%d", path, c.Stated.Page)
			}
		default:
			if at := checkLine(data, c); at > 0 {
				fmt.Fprintf(&b, " %s:%d", path, at)
			}
		}
		if c.Note != "" {
			fmt.Fprintf(&b, " — %s", c.Note)
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// checkLine is the 1-based line of the raw input holding the stated figure
// (else the first input with a span), or 0 when unknown.
func checkLine(data []byte, c schema.Check) int {
	at := -1
	if c.Stated != nil {
		at = c.Stated.Span[0]
	} else {
		for _, in := range c.Inputs {
			if in.Span != nil {
				at = in.Span[0]
				break
			}
		}
	}
	if at < 0 || at > len(data) {
		return 0
	}
	return bytes.Count(data[:at], []byte("\n")) + 1
}

// oneLine shortens a stated text for a one-line report.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
