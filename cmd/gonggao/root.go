package main

import (
	"io"

	"github.com/spf13/cobra"
)

// env is what every command writes to and reads from.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
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
	)
	return root
}
