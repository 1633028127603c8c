package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/normalize"
)

type textFlags struct {
	raw    bool
	pages  bool
	format string
	tables bool
	output string
}

func newTextCmd(e *env) *cobra.Command {
	var f textFlags
	cmd := &cobra.Command{
		Use:   "text FILE",
		Short: "Print the text layer gonggao reads from a document",
		Long: `Text prints the text the extractors see, the way pdftotext prints a PDF's
text layer: for a PDF the text layer with running headers and page numbers
removed and sentences joined across line and page breaks; for HTML the text
of the page with tables as tab-separated rows; for a text file the decoded
text. By default the text is normalised as the extractors read it (widths,
dashes and spaces folded); --raw prints it as the reader decoded it.

Warnings about the text layer (unreadable pages, a wrong declared charset,
continuation marks) go to standard error.`,
		Example: `  gonggao text filing.pdf
  gonggao text --pages --raw filing.pdf | less
  gonggao text --pdf-engine pdftotext filing.pdf`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runText(e, f, args[0])
		},
	}
	cmd.Flags().BoolVar(&f.raw, "raw", false, "print the text as decoded, before folding")
	cmd.Flags().BoolVar(&f.pages, "pages", false, "mark page breaks with a form feed and a \"--- page N ---\" line")
	cmd.Flags().BoolVar(&f.tables, "tables", false, "after the text, print each table found as a cell grid")
	cmd.Flags().StringVar(&f.format, "input-format", "", "force the input format: txt, html or pdf (default: detect)")
	cmd.Flags().StringVarP(&f.output, "output", "o", "", "write to `FILE` (atomically) instead of standard output")
	return cmd
}

func runText(e *env, f textFlags, path string) error {
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
		return &exitError{code: ExitFindings, err: err}
	}
	if err != nil {
		return ioError(err)
	}
	ro := readOptions(e)
	ro.Format = f.format
	doc, err := withBudget(e.budget, path, func() (*normalize.Doc, error) { return read.Read(path, data, ro) })
	if err != nil {
		return &exitError{code: ExitFindings, err: err}
	}
	for _, w := range doc.Warnings {
		if p := doc.PageOf(w.Span.Start); p > 0 {
			fmt.Fprintf(e.stderr, "gonggao: %s\n", oneline.String(fmt.Sprintf("%s:%d: %s", path, p, w.Message)))
		} else {
			fmt.Fprintf(e.stderr, "gonggao: %s\n", oneline.String(path+": "+w.Message))
		}
	}
	out, commit, err := openOutput(e.stdout, f.output)
	if err != nil {
		return ioError(err)
	}
	w := bufio.NewWriter(out)
	writeText(w, doc, f)
	if err := w.Flush(); err != nil {
		commit(false)
		return ioError(err)
	}
	if err := commit(true); err != nil {
		return ioError(err)
	}
	return nil
}

// writeText prints the document's text, page by page when asked.
func writeText(w io.Writer, doc *normalize.Doc, f textFlags) {
	text := func(s normalize.Span) string {
		if f.raw {
			return doc.SourceText(s)
		}
		return doc.Text[s.Start:s.End]
	}
	if !f.pages || len(doc.Pages) == 0 {
		io.WriteString(w, text(normalize.Span{Start: 0, End: len(doc.Text)}))
	} else {
		for i, p := range doc.Pages {
			if i > 0 {
				io.WriteString(w, "\f")
			}
			fmt.Fprintf(w, "--- page %d ---\n", p.Number)
			io.WriteString(w, text(p.Span))
			if p.Span.End > p.Span.Start && doc.Text[p.Span.End-1] != '\n' {
				io.WriteString(w, "\n")
			}
		}
	}
	if len(doc.Text) > 0 && doc.Text[len(doc.Text)-1] != '\n' && !f.pages {
		io.WriteString(w, "\n")
	}
	if f.tables {
		for i, t := range doc.Tables {
			fmt.Fprintf(w, "\n--- table %d", i+1)
			if p := doc.PageOf(t.Span.Start); p > 0 {
				fmt.Fprintf(w, " (page %d)", p)
			}
			if t.Caption != "" {
				fmt.Fprintf(w, ": %s", t.Caption)
			}
			io.WriteString(w, " ---\n")
			for _, row := range t.Rows {
				for j, c := range row {
					if j > 0 {
						io.WriteString(w, " | ")
					}
					io.WriteString(w, c.Text)
				}
				io.WriteString(w, "\n")
			}
		}
	}
}
