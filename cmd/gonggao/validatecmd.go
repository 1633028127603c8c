package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
	"github.com/gonggao/gonggao/schema"
)

func newValidateCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "validate FILE...",
		Short: "Validate JSON or JSON Lines output against the schema",
		Long: `Validate checks every record of each FILE (one JSON document, or JSON Lines)
against the output schema and prints each violation as

  FILE:LINE: /json/pointer: message

sorted by line, pointer and message. "-" reads standard input. Exit status 1
when any record breaks the schema.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runValidate(e, args)
		},
	}
}

func runValidate(e *env, files []string) error {
	v, err := schema.NewValidator()
	if err != nil {
		return ioError(err)
	}
	bad, ioFailed := 0, false
	for _, f := range files {
		var data []byte
		if f == "-" {
			data, err = io.ReadAll(e.stdin)
		} else {
			data, err = os.ReadFile(f)
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "gonggao: %s\n", oneline.Error(pathError(f, err)))
			ioFailed = true
			continue
		}
		for _, line := range validateRecords(v, f, data) {
			fmt.Fprintln(e.stdout, line)
			bad++
		}
	}
	switch {
	case ioFailed:
		return &exitError{code: ExitError}
	case bad > 0:
		return findings()
	}
	return nil
}

// validateRecords returns the violation lines of one file's records: the
// file is one JSON value, or JSON Lines.
func validateRecords(v *schema.Validator, name string, data []byte) []string {
	type rec struct {
		line int
		data []byte
	}
	var recs []rec
	if isSingleValue(data) {
		recs = append(recs, rec{1 + bytes.Count(data[:len(data)-len(bytes.TrimLeft(data, " \t\r\n"))], []byte("\n")), data})
	} else {
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 1<<20), 1<<30)
		for n := 1; sc.Scan(); n++ {
			if len(bytes.TrimSpace(sc.Bytes())) == 0 {
				continue
			}
			recs = append(recs, rec{n, append([]byte(nil), sc.Bytes()...)})
		}
	}
	if len(recs) == 0 {
		return []string{fmt.Sprintf("%s:1: /: no JSON record", name)}
	}
	var out []string
	for _, r := range recs {
		vs, err := v.Validate(r.data)
		if err != nil {
			out = append(out, fmt.Sprintf("%s:%d: /: %v", name, r.line, err))
			continue
		}
		for _, x := range vs {
			out = append(out, fmt.Sprintf("%s:%d: %s", name, r.line, x))
		}
	}
	return out
}

// isSingleValue reports whether data holds exactly one JSON value (an
// indented document), as opposed to JSON Lines.
func isSingleValue(data []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(data))
	var x json.RawMessage
	if err := dec.Decode(&x); err != nil {
		return false
	}
	return !dec.More()
}
