package main

import (
	"io"
	"time"

	"github.com/spf13/cobra"
)

// env is what every command writes to and reads from.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer

	// Pipeline settings shared by every command that reads documents.
	pdfEngine string
	maxBytes  int64
	budget    time.Duration
}

func newRoot(stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	root := &cobra.Command{
		Use:   "gonggao",
		Short: "Extract and cross-check the terms of Chinese listed-company announcements",
		Long: `gonggao reads Chinese listed-company announcements (公告) — text, HTML and PDF —
and writes their terms as JSON validated against a versioned JSON Schema, with
every stated figure cross-checked against the figures it is computed from.

Exit status: 0 clean; 1 findings (an unreadable input, a schema violation, a
failed cross-check); 2 usage or I/O error.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.CompletionOptions.DisableDefaultCmd = true
	pf := root.PersistentFlags()
	pf.StringVar(&e.pdfEngine, "pdf-engine", "go", "PDF text engine: go, pdftotext (poppler, where installed) or auto (go, falling back to pdftotext on unreadable pages)")
	pf.Int64Var(&e.maxBytes, "max-bytes", 0, "refuse an input larger than `N` bytes (0: 16 MB for text and HTML, 256 MB for PDF)")
	pf.DurationVar(&e.budget, "time-budget", 0, "give up on a document that takes longer than `D` (e.g. 30s; 0: no limit); it becomes an error record")
	root.PersistentPreRunE = func(cmd *cobra.Command, args []string) error {
		switch e.pdfEngine {
		case "go", "pdftotext", "auto":
		default:
			return usageError("--pdf-engine must be go, pdftotext or auto, not %q", e.pdfEngine)
		}
		if e.maxBytes < 0 || e.budget < 0 {
			return usageError("--max-bytes and --time-budget must not be negative")
		}
		return nil
	}
	root.AddCommand(
		newExtractCmd(e),
		newValidateCmd(e),
		newSchemaCmd(e),
		newVersionCmd(e),
		newReportCmd(e),
		newServeCmd(e),
		newCheckCmd(e),
		newCalcCmd(e),
		newTextCmd(e),
		newEvalCmd(e),
		newWorkerCmd(e),
	)
	return root
}
