package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
	"github.com/gonggao/gonggao/cmd/gonggao/internal/report"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

func newReportCmd(e *env) *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:   "report PATH|-",
		Short: "Write a self-contained HTML review page of one announcement",
		Long: `Report extracts one announcement and writes a single self-contained HTML page
for reviewing the output against the source: the source text with every
extracted value highlighted over the bytes it came from (click a highlight
for its row in the terms table, and back; a term's row links to the
checks of its value), the cross-checks with their formulas (failures first), the amendment rows side by side with insertions
and deletions marked, and the warnings. The page fetches nothing: styles
and script are inline. The same input always gives the same bytes.

Text and PDF input is shown as read (the PDF's text layer, with page
markers); HTML input as its normalised text layer. When the page is opened
its script checks that every highlight shows its value's text and says so
in the header.

An input that cannot be read is reported on standard error (exit 1) and no
page is written.`,
		Example: `  gonggao report announcement.txt -o report.html
  gonggao report filing.pdf -o filing.html`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReport(e, args[0], output)
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "write the page to `FILE` (atomically) instead of standard output")
	return cmd
}

func runReport(e *env, path, output string) error {
	var (
		data []byte
		err  error
	)
	if path == "-" {
		data, err = readStreamLimited(path, e.stdin, e.maxBytes)
	} else {
		data, err = readLimited(path, e.maxBytes)
	}
	if errors.Is(err, read.ErrTooLarge) {
		fmt.Fprintf(e.stderr, "gonggao: %s\n", oneline.Error(err))
		return findings()
	}
	if err != nil {
		return ioError(err)
	}
	type extracted struct {
		nd  *normalize.Doc
		doc *schema.Document
	}
	x, err := withBudget(e.budget, path, func() (extracted, error) {
		nd, doc, err := extractForReport(path, data, pipelineOptions(e))
		return extracted{nd, doc}, err
	})
	nd, doc := x.nd, x.doc
	if err != nil {
		fmt.Fprintf(e.stderr, "gonggao: %s\n", oneline.Error(err))
		return findings()
	}
	page, err := report.Render(nd, doc)
	if err != nil {
		return ioError(fmt.Errorf("%s: %w", path, err))
	}
	out, commit, err := openOutput(e.stdout, output)
	if err != nil {
		return ioError(err)
	}
	if _, err := out.Write(page); err != nil {
		commit(false)
		return ioError(err)
	}
	if err := commit(true); err != nil {
		return ioError(err)
	}
	return nil
}

// extractForReport runs the pipeline as pipeline.Process does, keeping the
// normalised document the page is drawn from.
func extractForReport(path string, data []byte, opts pipeline.Options) (nd *normalize.Doc, doc *schema.Document, err error) {
	defer func() {
		if r := recover(); r != nil {
			nd, doc, err = nil, nil, fmt.Errorf("%s: %w: %v", path, pipeline.ErrInternal, r)
		}
	}()
	nd, err = read.Read(path, data, opts.Read)
	if err != nil {
		return nil, nil, err
	}
	return nd, pipeline.ProcessDoc(nd, pipeline.Source(path, data), opts), nil
}
