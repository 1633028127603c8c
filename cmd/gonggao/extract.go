package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
)

type extractFlags struct {
	format     string
	output     string
	workers    int
	unordered  bool
	include    []string
	exclude    []string
	from       string
	progress   string
	summary    string
	resume     string
	shard      string
	csvBOM     bool
	csvTable   string
	corpus     bool
	exitFind   int
	cpuprofile string
	isolation  string
}

func newExtractCmd(e *env) *cobra.Command {
	var f extractFlags
	cmd := &cobra.Command{
		Use:   "extract [PATH|DIR|-]...",
		Short: "Extract the terms of announcements as JSON, JSON Lines or CSV",
		Long: `Extract reads each input (a file, every document below a directory, or "-"
for standard input; --corpus: the bundled corpus) and writes its terms.

One document is written as indented JSON, several as JSON Lines: one record
per input, in input order (--unordered: as they finish). An input that
cannot be read is reported on standard error and stands in the output as an
error record {"schema_version":1,"source":{…},"error":"…","error_code":"…"},
so the output has exactly one record per input: a missing file or an
unreadable folder too. An empty --from list or a folder without documents
is an empty batch: no record, a note on standard error, exit 0. --format csv writes one row per offering
instead (columns in docs/batch.md).

Batches: --from FILE (or -) reads paths one per line; --include/--exclude
select the files of a directory walk by glob; --shard i/N takes every N-th
input of the sorted list, so N processes split a batch without talking to
each other; --resume OUT appends to OUT only the inputs not already there.
A progress bar is shown when standard error is a terminal, and a summary
line closes any run of several inputs.

Interrupting (SIGINT, SIGTERM) finishes the record being written and exits
130: standard output and --resume keep every whole record written so far;
-o FILE is left untouched (its temporary file is removed).`,
		Example: `  gonggao extract announcement.txt
  gonggao extract --format jsonl -o terms.jsonl filings/
  gonggao extract --include '*.pdf' --exclude 'draft*' --resume terms.jsonl filings/
  find filings -name '*.html' | gonggao extract --from - --format csv --csv-bom -o terms.csv
  gonggao extract --shard 3/8 -o part-3.jsonl filings/
  cat announcement.html | gonggao extract -`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runExtract(e, f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.format, "format", "", "output format: json (indented), jsonl (one record per line) or csv (the table --csv-table names); default json for one input, jsonl for several")
	fl.StringVarP(&f.output, "output", "o", "", "write to `FILE` (atomically) instead of standard output")
	fl.IntVar(&f.workers, "workers", runtime.NumCPU(), "documents processed in parallel")
	fl.BoolVar(&f.unordered, "unordered", false, "write records as they finish instead of in input order")
	fl.StringArrayVar(&f.include, "include", nil, "in directories, take only files whose base name or relative path matches `GLOB` (repeatable; default: .txt .text .htm .html .xhtml .pdf)")
	fl.StringArrayVar(&f.exclude, "exclude", nil, "in directories, skip files whose base name or relative path matches `GLOB` (repeatable)")
	fl.StringVar(&f.from, "from", "", "read input paths from `FILE` (\"-\": standard input), one per line; blank lines and #comments are skipped")
	fl.StringVar(&f.progress, "progress", "auto", "progress bar on standard error: auto (when it is a terminal), always or never")
	fl.StringVar(&f.summary, "summary", "auto", "summary line on standard error: auto (when there are several inputs), always or never")
	fl.StringVar(&f.resume, "resume", "", "append to the JSON Lines file `OUT`, skipping inputs (same path and sha256) already in it")
	fl.StringVar(&f.shard, "shard", "", "process only shard `i/N` (0-based) of the sorted input list")
	fl.BoolVar(&f.csvBOM, "csv-bom", false, "start CSV output with a UTF-8 byte-order mark (for spreadsheet programs)")
	fl.StringVar(&f.csvTable, "csv-table", "offerings", "the CSV table: offerings (one row per offering), votes (one row per resolution, item and candidate), payments (one row per dividend payment), contracts (one row per contract or lot) or bonds (one row per convertible bond and conversion-price adjustment)")
	fl.StringVar(&f.isolation, "isolation", "auto", "where documents are processed: process (each worker a child process, restarted when a document crashes it or runs past --time-budget), none (in this process) or auto (process for several inputs, none for one)")
	fl.BoolVar(&f.corpus, "corpus", false, "extract the bundled corpus (instead of paths)")
	fl.IntVar(&f.exitFind, "findings-exit-code", ExitFindings, "exit status `N` when some input gave an error record: 0 for schedulers that count any other status as a failed task (Kubernetes, Spark)")
	fl.StringVar(&f.cpuprofile, "cpuprofile", "", "write a CPU profile to `FILE`")
	fl.MarkHidden("cpuprofile")
	return cmd
}

func (f *extractFlags) check(args []string) error {
	switch f.format {
	case "", "json", "jsonl", "csv":
	default:
		return usageError("--format must be json, jsonl or csv, not %q", f.format)
	}
	if f.workers < 1 {
		return usageError("--workers must be at least 1")
	}
	switch f.isolation {
	case "auto", "process", "none":
	default:
		return usageError("--isolation must be auto, process or none, not %q", f.isolation)
	}
	for name, v := range map[string]string{"--progress": f.progress, "--summary": f.summary} {
		switch v {
		case "auto", "always", "never":
		default:
			return usageError("%s must be auto, always or never, not %q", name, v)
		}
	}
	if f.resume != "" {
		if f.output != "" {
			return usageError("--resume and -o cannot be used together: --resume names the output")
		}
		if f.format != "" && f.format != "jsonl" {
			return usageError("--resume works on JSON Lines output, not %s", f.format)
		}
	}
	if f.csvBOM && f.format != "csv" {
		return usageError("--csv-bom needs --format csv")
	}
	if _, ok := csvTables[f.csvTable]; !ok {
		return usageError("--csv-table must be %s, not %q", csvTableList(), f.csvTable)
	}
	if f.csvTable != "offerings" && f.format != "csv" {
		return usageError("--csv-table needs --format csv")
	}
	if f.from == "-" {
		for _, a := range args {
			if a == "-" {
				return usageError(`--from - reads paths from standard input, so "-" cannot also be an input`)
			}
		}
	}
	if f.exitFind < 0 || f.exitFind > 125 {
		return usageError("--findings-exit-code must be between 0 and 125")
	}
	if f.corpus && (len(args) > 0 || f.from != "") {
		return usageError("--corpus extracts the bundled corpus: it takes no path and no --from")
	}
	if !f.corpus && len(args) == 0 && f.from == "" {
		return usageError("no input: name files or directories (\"-\" for standard input), a list with --from, or --corpus for the bundled corpus")
	}
	if err := (selection{f.include, f.exclude}).checkPatterns(); err != nil {
		return usageError("%v", err)
	}
	return nil
}

func runExtract(e *env, f extractFlags, args []string) (rerr error) {
	if err := f.check(args); err != nil {
		return err
	}
	var sh *shard
	if f.shard != "" {
		s, err := parseShard(f.shard)
		if err != nil {
			return usageError("%v", err)
		}
		sh = &s
	}
	var from io.Reader
	if f.from == "-" {
		from = e.stdin
	} else if f.from != "" {
		fh, err := os.Open(f.from)
		if err != nil {
			return ioError(pathError(f.from, err))
		}
		defer fh.Close()
		from = fh
	}
	tuneGC(f.workers)
	if f.cpuprofile != "" {
		pf, err := os.Create(f.cpuprofile)
		if err != nil {
			return ioError(err)
		}
		if err := pprof.StartCPUProfile(pf); err != nil {
			pf.Close()
			return ioError(err)
		}
		defer func() { pprof.StopCPUProfile(); pf.Close() }()
	}

	// The inputs are listed by a goroutine while they are processed.
	spec := streamSpec{args: args, from: from, fromName: manifestName(f.from), shard: sh,
		sorted: len(args) == 1 && from == nil}
	if f.corpus {
		c, err := corpusInputs()
		if err != nil {
			return ioError(err)
		}
		spec.corpus, spec.sorted = c, true
		fmt.Fprintf(e.stderr, "gonggao: extracting the bundled corpus (%d documents)\n", len(c))
	}
	var prog *progress
	var st *inputStream
	prog = newProgress(e.stderr, f.progress, func() (int, bool) { return st.listed() })
	st = startInputs(spec, lister{stdin: e.stdin, sel: selection{f.include, f.exclude}, maxBytes: e.maxBytes,
		note: func(n string) { prog.println("gonggao: note: " + oneline.String(n)) }})
	defer st.close()
	// A run is a batch (JSON Lines, worker processes) unless it has one
	// input and no batch flag; only then does it wait to see whether a
	// second input is listed.
	batchRun := sh != nil || f.resume != "" || f.from != "" || f.corpus
	if !batchRun {
		<-st.decided
		n, all := st.listed()
		batchRun = n != 1 || !all
	}
	b := &batch{format: f.format, table: csvTables[f.csvTable], opts: pipelineOptions(e)}
	if b.format == "" {
		b.format = "jsonl"
		if !batchRun {
			b.format = "json"
		}
	}
	if f.isolation == "process" || f.isolation == "auto" && batchRun {
		argv, err := workerArgv(e)
		switch {
		case err == nil:
			// Children start when first needed: a batch of one starts one.
			b.pool = newWorkerPool(argv, f.workers, e.budget)
			defer b.pool.close()
		case f.isolation == "process":
			return ioError(fmt.Errorf("--isolation process: cannot find this program to start workers: %w", err))
		default:
			// Without /proc (a bare chroot) the program cannot find
			// itself to start workers: auto runs the documents here.
			prog.println("gonggao: note: documents processed in this process (cannot start workers: " + oneline.Error(err) + ")")
		}
	}

	// Where the records go.
	var (
		out    io.Writer
		commit func(ok bool) error
	)
	if f.resume != "" {
		done, keep, err := readResume(f.resume)
		if err != nil {
			return ioError(err)
		}
		af, err := openAppend(f.resume, keep)
		if err != nil {
			return ioError(pathError(f.resume, err))
		}
		b.done = done
		out = af
		commit = func(bool) error { return af.Close() }
	} else {
		w, c, err := openOutput(e.stdout, f.output)
		if err != nil {
			return ioError(err)
		}
		out, commit = w, c
	}
	if b.format == "csv" {
		if _, err := out.Write(csvHeader(b.table, f.csvBOM)); err != nil {
			commit(false)
			return ioError(err)
		}
	}

	ctx, release := interruptContext()
	defer release()
	err := runStream(ctx, st.ch, f.workers, !f.unordered, b.process, func(in input, o outcome) error {
		if o.encErr != nil {
			return fmt.Errorf("%s: %w", in.path, o.encErr)
		}
		if !o.skipped {
			if _, err := out.Write(o.out); err != nil {
				return err
			}
		}
		prog.add(o)
		return nil
	})
	if err == nil && st.failure() != nil {
		err = st.failure() // the --from list could not be read to its end
	}
	prog.finish()
	if n, all := st.listed(); err == nil && n == 0 && all {
		fmt.Fprintln(e.stderr, "gonggao: note: no input to extract; no record written")
	}
	stopped := errors.Is(err, context.Canceled)
	if err != nil && !stopped {
		commit(false)
		return ioError(err)
	}
	// An interrupted -o run keeps nothing: the atomic rename is the
	// promise that FILE is a whole run's output or what it was before.
	keep := !stopped || f.output == "" || f.output == "-"
	cerr := commit(keep)
	if total, _ := prog.total(); f.summary == "always" || (f.summary == "auto" && total > 1) || stopped {
		fmt.Fprintln(e.stderr, prog.summary(stopped))
	}
	switch {
	case stopped:
		if !keep {
			return interrupted(fmt.Errorf("%s not written", f.output))
		}
		return interrupted(nil)
	case cerr != nil:
		return ioError(cerr)
	case prog.failed() > 0 && f.exitFind != 0:
		return &exitError{code: f.exitFind}
	}
	return nil
}

// gcPercent is the garbage collector's target for extract runs: the
// profile of a mixed batch spent about a fifth of its CPU in the collector
// at the default 100, and one worker kept part of a second core busy with
// it. At 400 the collector's share drops below a tenth.
const gcPercent = 400

// memoryLimit is the soft heap limit for a run with the given number of
// workers. GOGC=400 lets the heap grow to five times what is live, so
// peak RSS would depend on which large documents happen to be in flight
// together; under the limit the collector works harder instead, and the
// peak stays flat however many files a batch has (bench/BATCH.md).
func memoryLimit(workers int) int64 {
	return (48 + 24*int64(workers)) << 20
}

// tuneGC sets gcPercent and memoryLimit unless the user chose GOGC or
// GOMEMLIMIT.
func tuneGC(workers int) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit(workers))
	}
}

func manifestName(from string) string {
	if from == "-" {
		return "standard input"
	}
	return from
}

// usageError reports a misuse of the command line (exit 2).
func usageError(format string, a ...any) error {
	return &exitError{code: ExitError, err: fmt.Errorf(format, a...)}
}
