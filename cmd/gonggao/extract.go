package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/validate"
)

type extractFlags struct {
	format  string
	output  string
	workers int
}

func newExtractCmd(e *env) *cobra.Command {
	var f extractFlags
	cmd := &cobra.Command{
		Use:   "extract [PATH|DIR|-]...",
		Short: "Extract the terms of announcements as JSON or JSON Lines",
		Long: `Extract reads each input (a file, every document below a directory, or "-"
for standard input; with no path, the bundled corpus) and writes its terms.

One document is written as indented JSON, several as JSON Lines: one record
per input, in input order. An input that cannot be read is reported on
standard error and stands in the output as an error record
{"schema_version":1,"source":{…},"error":"…"}, so the output has exactly
one record per input.`,
		Example: `  gonggao extract announcement.txt
  gonggao extract --format jsonl -o terms.jsonl filings/
  cat announcement.html | gonggao extract -`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runExtract(e, f, args)
		},
	}
	cmd.Flags().StringVar(&f.format, "format", "", "output format: json (indented) or jsonl (one record per line); default json for one input, jsonl for several")
	cmd.Flags().StringVarP(&f.output, "output", "o", "", "write to `FILE` (atomically) instead of standard output")
	cmd.Flags().IntVar(&f.workers, "workers", runtime.NumCPU(), "documents processed in parallel")
	return cmd
}

func runExtract(e *env, f extractFlags, args []string) error {
	switch f.format {
	case "", "json", "jsonl":
	default:
		return usageError("--format must be json or jsonl, not %q", f.format)
	}
	if f.workers < 1 {
		return usageError("--workers must be at least 1")
	}
	ins, bad := expandInputs(args, e.stdin)
	for _, err := range bad {
		fmt.Fprintf(e.stderr, "gonggao: %v\n", err)
	}
	if len(ins) == 0 {
		return &exitError{code: ExitError}
	}
	format := f.format
	if format == "" {
		format = "jsonl"
		if len(ins) == 1 {
			format = "json"
		}
	}
	out, commit, err := openOutput(e.stdout, f.output)
	if err != nil {
		return ioError(err)
	}
	failed := 0
	res := runOrdered(len(ins), f.workers, func(i int) record {
		return processInput(ins[i])
	}, func(i int, r record) error {
		if r.err != nil {
			failed++
			fmt.Fprintf(e.stderr, "gonggao: %v\n", r.err)
		}
		return writeRecord(out, r.value, format)
	})
	if res != nil {
		commit(false)
		return ioError(res)
	}
	if err := commit(true); err != nil {
		return ioError(err)
	}
	switch {
	case len(bad) > 0:
		return &exitError{code: ExitError}
	case failed > 0:
		return findings()
	}
	return nil
}

// record is the outcome of one input: the value to write (a document or an
// error record) and the error when the input could not be read.
type record struct {
	value any
	err   error
}

func processInput(in input) record {
	data, err := in.read()
	if err != nil {
		return record{value: validate.ErrorRecord(in.path, nil, err), err: err}
	}
	doc, err := validate.Process(in.path, data, validate.Options{})
	if err != nil {
		return record{value: validate.ErrorRecord(in.path, data, err), err: err}
	}
	return record{value: doc}
}

// writeRecord writes one value: indented JSON or one JSON line.
func writeRecord(w io.Writer, v any, format string) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if format == "json" {
		enc.SetIndent("", "  ")
	}
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// usageError reports a misuse of the command line (exit 2).
func usageError(format string, a ...any) error {
	return &exitError{code: ExitError, err: fmt.Errorf(format, a...)}
}
