// Command gonggao-beam runs gonggao's extraction over a batch of filings as
// an Apache Beam pipeline: it matches file globs with Beam's file-system
// API, calls the same library as gonggao extract (pipeline.Process) on
// every file, and writes one JSON line per file into sharded output files.
// A file that cannot be read becomes an error record, never a failed
// pipeline.
//
// Usage:
//
//	gonggao-beam --input 'filings/*.pdf' [--input GLOB]... --output terms [--shards N] [--base DIR]
//
// The pipeline runs on Beam's Prism runner inside this process. Prism's
// job service listens on a random TCP port on all network interfaces,
// without authentication, for as long as the process runs: run it only on
// a machine or in a network namespace where that port is not reachable
// from outside (see docs/beam.md).
//
// It is a module of its own so that the Beam SDK's dependencies stay out
// of the gonggao module.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
)

// globs is a repeatable string flag.
type globs []string

func (g *globs) String() string     { return strings.Join(*g, ",") }
func (g *globs) Set(s string) error { *g = append(*g, s); return nil }

func main() {
	var c Config
	flag.Var((*globs)(&c.Inputs), "input", "file `GLOB` to read (repeatable)")
	flag.StringVar(&c.Output, "output", "", "output `PREFIX`: records go to PREFIX-SSSSS-of-NNNNN.jsonl")
	flag.IntVar(&c.Shards, "shards", 4, "number of output files")
	flag.StringVar(&c.Base, "base", "", "write source.path relative to `DIR`")
	flag.Parse()
	registerTransforms()
	beam.Init()
	if err := run(context.Background(), c); err != nil {
		fmt.Fprintf(os.Stderr, "gonggao-beam: %v\n", err)
		os.Exit(1)
	}
}

// run builds the pipeline and executes it on the in-process Prism runner.
func run(ctx context.Context, c Config) error {
	p, s := beam.NewPipelineWithRoot()
	if err := Build(s, c); err != nil {
		return err
	}
	res, err := prism.Execute(ctx, p)
	if err != nil {
		return err
	}
	if res != nil {
		for _, m := range res.Metrics().AllMetrics().Counters() {
			fmt.Fprintf(os.Stderr, "gonggao-beam: %s %d\n", m.Key.Name, m.Committed)
		}
	}
	return nil
}
