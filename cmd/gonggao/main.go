// Command gonggao reads Chinese listed-company announcements (公告) — plain
// text, HTML and PDF — and writes their terms as JSON validated against a
// versioned JSON Schema, with every stated figure cross-checked against the
// figures it is computed from.
//
// Usage:
//
//	gonggao extract [--format json|jsonl|csv] [-o FILE] [PATH|DIR|-]...
//	gonggao check [--format text|json] [PATH|DIR|-]...
//	gonggao calc FILE --formula ID [--set NAME=VALUE]... | --list
//	gonggao text [--raw] [--pages] [--tables] FILE
//	gonggao report PATH [-o report.html]
//	gonggao serve [--addr 127.0.0.1:8080]
//	gonggao validate FILE...
//	gonggao schema
//	gonggao version
//
// extract writes the terms; check prints every cross-check of a stated
// figure against the figures it is computed from; calc evaluates one of a
// document's own formulas with values of your choosing; text prints the
// text layer the extractors read; report writes a self-contained HTML page
// showing each extracted value highlighted in the source; serve answers
// the same over HTTP; validate holds JSON output against the schema.
//
// extract --corpus runs on the bundled corpus; with no path at all, extract
// and check refuse to run (exit 2). One document is written
// as indented JSON, several as JSON Lines (one record per input, in input
// order); an input that cannot be read yields an error record
// {"source": …, "error": …} in its place, so no input goes missing.
//
// Every command that reads documents takes --pdf-engine (go, pdftotext or
// auto), --max-bytes and --time-budget. Batch runs over thousands of files
// (workers, globs, --from, --shard, --resume, CSV) are described in
// docs/batch.md.
//
// Exit status:
//
//	0    clean
//	1    findings: an input could not be read (a missing or unreadable path
//	     included: it has its error record), a document breaks the schema,
//	     or a cross-check failed (gonggao check)
//	2    usage error, or an output that cannot be written
//	130  interrupted (SIGINT, SIGTERM): records written so far are whole
//
// Errors go to standard error, prefixed "gonggao: " and naming the file.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
)

// Exit codes.
const (
	ExitOK       = 0
	ExitFindings = 1
	ExitError    = 2
)

// exitError carries an exit code up to main.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// findings reports a run that completed with findings (exit 1) and has
// already said what they were.
func findings() error { return &exitError{code: ExitFindings} }

// ioError reports an I/O failure (exit 2).
func ioError(err error) error { return &exitError{code: ExitError, err: err} }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command line and returns the exit status; main only maps
// it to the process exit.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRoot(stdin, stdout, stderr)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return ExitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintf(stderr, "gonggao: %s\n", oneline.Error(ee.err))
		}
		return ee.code
	}
	// Anything else comes from flag or argument parsing.
	fmt.Fprintf(stderr, "gonggao: %s\n", oneline.Error(err))
	return ExitError
}
