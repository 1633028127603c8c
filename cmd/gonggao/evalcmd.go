package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/eval"
	"github.com/gonggao/gonggao/pipeline"
)

// labelFormats are the label formats eval reads, by the name --labels-format
// takes: each turns a labels file into a scorer.
var labelFormats = map[string]func(data []byte) (eval.Scorer, error){
	"facts": func(data []byte) (eval.Scorer, error) { return eval.ReadFacts(data) },
}

func newEvalCmd(e *env) *cobra.Command {
	var labels, format, records string
	var misses bool
	var sel selection
	cmd := &cobra.Command{
		Use:   "eval --labels FILE [PATH|DIR]...",
		Short: "Score extraction against labelled filings: precision and recall per field",
		Long: `Eval extracts every input (files, or every document below a directory, as
extract does) and holds the output against the labels in FILE, or, with
--records, scores output written earlier by extract instead of extracting.

It prints one line per field (a family of label paths: announcement.number,
meeting.chair, resolutions.votes.for …): the values the labels expect, the
values the output gives where the labels say something, how many of those
are right, precision (right / given), recall (right / expected), and the
documents on which every label of the field holds.

Label formats (--labels-format): ` + strings.Join(formatNames(), ", ") + `. "facts" is a JSON file
{"documents": [{"source", "sha256", "facts": [{"path", "op", "want"}]}]},
each document matched to its output by the SHA-256 of the input.

Exit status 0 when every label holds, 1 when some do not.`,
		Example: `  gonggao eval --labels facts.json filings/
  gonggao extract -o out.jsonl filings/ && gonggao eval --labels facts.json --records out.jsonl
  gonggao eval --labels facts.json --misses filings/    # also list each label that does not hold`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if labels == "" {
				return usageError("eval: --labels is required")
			}
			if (records == "") == (len(args) == 0) {
				return usageError("eval: give either inputs to extract or --records, not both or neither")
			}
			read, ok := labelFormats[format]
			if !ok {
				return usageError("eval: unknown --labels-format %q (one of %s)", format, strings.Join(formatNames(), ", "))
			}
			data, err := os.ReadFile(labels)
			if err != nil {
				return ioError(pathError(labels, err))
			}
			sc, err := read(data)
			if err != nil {
				return ioError(fmt.Errorf("%s: %w", labels, err))
			}
			var recs []eval.Record
			if records != "" {
				if recs, err = readRecords(records); err != nil {
					return ioError(err)
				}
			} else if recs, err = extractRecords(e, args, sel); err != nil {
				return err
			}
			rep := sc.Score(recs)
			if err := rep.Write(e.stdout); err != nil {
				return ioError(err)
			}
			if misses {
				if err := rep.WriteMisses(e.stdout); err != nil {
					return ioError(err)
				}
			}
			if rep.Failed > 0 {
				return findings()
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&labels, "labels", "", "the labels `FILE`")
	cmd.Flags().StringVar(&format, "labels-format", "facts", "the labels' format: "+strings.Join(formatNames(), ", "))
	cmd.Flags().StringVar(&records, "records", "", "score the records in `FILE` (JSON or JSON Lines from extract) instead of extracting")
	cmd.Flags().BoolVar(&misses, "misses", false, "after the table, print each label that does not hold")
	cmd.Flags().StringArrayVar(&sel.include, "include", nil, "in directories, take only files matching `GLOB` (repeatable)")
	cmd.Flags().StringArrayVar(&sel.exclude, "exclude", nil, "in directories, skip files matching `GLOB` (repeatable)")
	return cmd
}

func formatNames() []string {
	var out []string
	for n := range labelFormats {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func readRecords(path string) ([]eval.Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, pathError(path, err)
	}
	recs, err := eval.ReadRecords(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return recs, nil
}

// extractRecords runs the pipeline over the inputs and decodes each
// document's record as extract would write it. An input that cannot be
// read is reported and left out (its labels then count as missing).
func extractRecords(e *env, args []string, sel selection) ([]eval.Record, error) {
	if err := sel.checkPatterns(); err != nil {
		return nil, usageError("%v", err)
	}
	ins, bad := expandInputs(args, e.stdin, sel, e.maxBytes)
	for _, err := range bad {
		fmt.Fprintf(e.stderr, "gonggao: %v\n", err)
	}
	if len(bad) > 0 && len(ins) == 0 {
		return nil, &exitError{code: ExitError}
	}
	opts := pipelineOptions(e)
	var recs []eval.Record
	for _, in := range ins {
		data, err := in.read()
		if err == nil {
			var doc any
			if doc, err = pipeline.Process(in.path, data, opts); err == nil {
				var buf bytes.Buffer
				if err = json.NewEncoder(&buf).Encode(doc); err == nil {
					var r eval.Record
					if r, err = eval.Decode(buf.Bytes()); err == nil {
						recs = append(recs, r)
						continue
					}
				}
			}
		}
		fmt.Fprintf(e.stderr, "gonggao: %v\n", err)
	}
	return recs, nil
}
