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
//	gonggao-beam --help-sdk     the Beam SDK's own flags
//
// Exit status: 0 clean (or no input matched: a note says so), 1 some input
// gave an error record, 2 a usage error or a failed pipeline.
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
	"errors"
	"flag"
	"fmt"
	"io"
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

// Exit statuses, as gonggao extract's: 0 clean (or no input matched), 1
// some input gave an error record, 2 a usage error or a failed pipeline.
const (
	exitOK       = 0
	exitFindings = 1
	exitError    = 2
)

// ourFlags are the flags of this command; the Beam SDK registers dozens
// more on the same flag set, shown only by --help-sdk.
var ourFlags = []string{"input", "output", "shards", "base", "help-sdk"}

func defineFlags(fs *flag.FlagSet, c *Config) *bool {
	fs.Var((*globs)(&c.Inputs), "input", "file `GLOB` to read (repeatable); folders it matches are skipped")
	fs.StringVar(&c.Output, "output", "", "output `PREFIX`: records go to PREFIX-SSSSS-of-NNNNN.jsonl")
	fs.IntVar(&c.Shards, "shards", 4, "number of output files")
	fs.StringVar(&c.Base, "base", "", "write source.path relative to `DIR`")
	return fs.Bool("help-sdk", false, "list the Beam SDK's own flags (runner, environment, logging)")
}

// usage prints this command's flags only.
func usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintln(w, "Usage: gonggao-beam --input GLOB [--input GLOB]... --output PREFIX [--shards N] [--base DIR]")
	fmt.Fprintln(w)
	short := flag.NewFlagSet("gonggao-beam", flag.ContinueOnError)
	short.SetOutput(w)
	for _, name := range ourFlags {
		if f := fs.Lookup(name); f != nil {
			short.Var(f.Value, f.Name, f.Usage)
		}
	}
	short.PrintDefaults()
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Exit status: 0 clean or no input, 1 some input gave an error record, 2 usage error or failed pipeline.")
	fmt.Fprintln(w, "The Beam SDK's flags: gonggao-beam --help-sdk. More in docs/beam.md.")
}

func main() {
	var c Config
	helpSDK := defineFlags(flag.CommandLine, &c)
	flag.CommandLine.Usage = func() { usage(flag.CommandLine.Output(), flag.CommandLine) }
	flag.Parse()
	if *helpSDK {
		flag.CommandLine.SetOutput(os.Stdout)
		flag.PrintDefaults()
		return
	}
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "gonggao-beam: unexpected argument %q: inputs are given with --input\n", flag.Arg(0))
		os.Exit(exitError)
	}
	registerTransforms()
	beam.Init()
	os.Exit(exitStatus(run(context.Background(), c)))
}

// exitStatus says what a run's outcome means to the shell, on standard
// error.
func exitStatus(st stats, err error) int {
	var ue usageErr
	switch {
	case errors.As(err, &ue):
		fmt.Fprintf(os.Stderr, "gonggao-beam: %v (see --help)\n", err)
		return exitError
	case err != nil:
		fmt.Fprintf(os.Stderr, "gonggao-beam: %v\n", err)
		return exitError
	}
	fmt.Fprintf(os.Stderr, "gonggao-beam: %d inputs, %d error records, %d folders skipped\n", st.inputs, st.failed, st.dirs)
	switch {
	case st.inputs == 0:
		fmt.Fprintln(os.Stderr, "gonggao-beam: note: no input matched the globs; no record written")
	case st.failed > 0:
		return exitFindings
	}
	return exitOK
}

// stats are a run's counters.
type stats struct {
	inputs, failed, dirs int64
}

// run builds the pipeline and executes it on the in-process Prism runner.
func run(ctx context.Context, c Config) (stats, error) {
	var st stats
	p, s := beam.NewPipelineWithRoot()
	if err := Build(s, c); err != nil {
		return st, err
	}
	res, err := prism.Execute(ctx, p)
	if err != nil {
		return st, err
	}
	if res != nil {
		for _, m := range res.Metrics().AllMetrics().Counters() {
			switch m.Key.Name {
			case "inputs":
				st.inputs += m.Committed
			case "failed":
				st.failed += m.Committed
			case "dirs_skipped":
				st.dirs += m.Committed
			}
		}
	}
	return st, nil
}
