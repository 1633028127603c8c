package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/gonggao/gonggao/pipeline"
)

// Config describes one batch: the inputs, where the records go, and how
// source paths are written.
type Config struct {
	// Inputs are file globs in any Beam file system ("/data/*.pdf",
	// "gs://bucket/filings/*.html"); each matched file is one input.
	Inputs []string
	// Output is the prefix of the output files: records go to
	// Output-SSSSS-of-NNNNN.jsonl.
	Output string
	// Shards is the number of output files (at least 1).
	Shards int
	// Base, when set, is cut from the front of every matched path, so
	// source.path reads as the CLI run from Base would write it (for
	// /data/filings/a.pdf with Base /data: "filings/a.pdf").
	Base string
}

// registerTransforms registers the pipeline's DoFns and emitters with the
// Beam runtime. Beam needs this before beam.Init in every process that may
// run as a worker: main and TestMain call it.
func registerTransforms() {
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(int, string), error](&extractFn{})
	register.Emitter2[int, string]()
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeShardFn{})
	register.DoFn3x1[context.Context, string, func(int, string), error](&missingFn{})
	register.Iter1[string]()
}

// Build adds the batch to the pipeline: match the globs, read each file,
// run pipeline.Process on it (the same library call as gonggao extract),
// and write one JSON line per input into Shards files. A file that cannot
// be read or understood becomes an error record, as in the CLI; it never
// fails the pipeline.
func Build(s beam.Scope, c Config) error {
	if len(c.Inputs) == 0 {
		return usageErr{"no input glob (--input)"}
	}
	if c.Output == "" {
		return usageErr{"no output prefix (--output)"}
	}
	if c.Shards < 1 {
		return usageErr{fmt.Sprintf("shards must be at least 1, not %d", c.Shards)}
	}
	for _, g := range c.Inputs {
		filesystem.ValidateScheme(g)
	}
	filesystem.ValidateScheme(c.Output)
	var matched []beam.PCollection
	var missing []string
	for _, g := range c.Inputs {
		if isMissingPath(g) {
			missing = append(missing, g)
			continue
		}
		matched = append(matched, fileio.MatchFiles(s, g, fileio.MatchEmptyAllow()))
	}
	var keyed []beam.PCollection
	if len(matched) > 0 {
		files := fileio.ReadMatches(s, beam.Flatten(s, matched...), fileio.ReadUncompressed(), fileio.ReadDirectorySkip())
		keyed = append(keyed, beam.ParDo(s, &extractFn{Base: c.Base, Shards: c.Shards}, files))
	}
	if len(missing) > 0 {
		keyed = append(keyed, beam.ParDo(s, &missingFn{Base: c.Base, Shards: c.Shards}, beam.CreateList(s, missing)))
	}
	beam.ParDo0(s, &writeShardFn{Prefix: c.Output, Shards: c.Shards}, beam.GroupByKey(s, beam.Flatten(s, keyed...)))
	return nil
}

// isMissingPath reports whether an --input is a local path without glob
// characters that does not exist: like a missing path given to gonggao
// extract, it gets its own error record (a glob that matches nothing adds
// nothing).
func isMissingPath(g string) bool {
	if strings.Contains(g, "://") || strings.ContainsAny(g, "*?[") {
		return false
	}
	_, err := os.Lstat(g)
	return errors.Is(err, fs.ErrNotExist)
}

// missingFn writes the error record of a missing path.
type missingFn struct {
	Base   string `json:"base"`
	Shards int    `json:"shards"`
}

func (fn *missingFn) ProcessElement(ctx context.Context, p string, emit func(int, string)) error {
	name := displayPath(p, fn.Base)
	inputsCounter.Inc(ctx, 1)
	failedCounter.Inc(ctx, 1)
	err := &missingError{name}
	log.Warnf(ctx, "%v", err)
	line, eerr := encodeLine(pipeline.ErrorRecord(name, nil, err))
	if eerr != nil {
		return eerr
	}
	emit(shardOf(name, fn.Shards), line)
	return nil
}

// missingError words a missing path as gonggao extract does, keeping
// fs.ErrNotExist for its error_code (no_such_file).
type missingError struct{ path string }

func (e *missingError) Error() string { return e.path + ": no such file or directory" }
func (e *missingError) Unwrap() error { return fs.ErrNotExist }

// usageErr is a Config that cannot run.
type usageErr struct{ msg string }

func (e usageErr) Error() string { return e.msg }

// Metrics of a run: inputs read, those that gave error records, and
// folders the globs matched (skipped).
var (
	inputsCounter = beam.NewCounter("gonggao", "inputs")
	failedCounter = beam.NewCounter("gonggao", "failed")
	dirsCounter   = beam.NewCounter("gonggao", "dirs_skipped")
)

// isLocalDir reports whether p is a folder of the local file system.
// fileio.ReadDirectorySkip only skips paths ending in "/" (the folder
// markers of object stores); a local glob such as filings/* matches
// folders by their plain names.
func isLocalDir(p string) bool {
	if strings.Contains(p, "://") {
		return false
	}
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// extractFn turns one file into one JSON line, keyed by its output shard.
type extractFn struct {
	Base   string `json:"base"`
	Shards int    `json:"shards"`
}

func (fn *extractFn) ProcessElement(ctx context.Context, f fileio.ReadableFile, emit func(int, string)) error {
	if isLocalDir(f.Metadata.Path) {
		dirsCounter.Inc(ctx, 1)
		return nil
	}
	name := displayPath(f.Metadata.Path, fn.Base)
	inputsCounter.Inc(ctx, 1)
	var v any
	data, err := f.Read(ctx)
	if err != nil {
		err = fmt.Errorf("%s: %w", name, err)
		v = pipeline.ErrorRecord(name, nil, err)
	} else if doc, perr := pipeline.Process(name, data, pipeline.Options{}); perr != nil {
		err = perr
		v = pipeline.ErrorRecord(name, data, perr)
	} else {
		v = doc
	}
	if err != nil {
		failedCounter.Inc(ctx, 1)
		log.Warnf(ctx, "%v", err)
	}
	line, err := encodeLine(v)
	if err != nil {
		// A record that cannot be encoded is a bug, not a bad input.
		return fmt.Errorf("%s: %w", name, err)
	}
	emit(shardOf(name, fn.Shards), line)
	return nil
}

// encodeLine encodes a record as gonggao extract --format jsonl does,
// without the trailing newline.
func encodeLine(v any) (string, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(buf.String(), "\n"), nil
}

// displayPath is the path written as source.path: p with base cut off,
// slash-separated.
func displayPath(p, base string) string {
	if base == "" {
		return p
	}
	b := strings.TrimSuffix(base, "/") + "/"
	if strings.HasPrefix(p, b) {
		return path.Clean(filepath.ToSlash(strings.TrimPrefix(p, b)))
	}
	if rel, err := filepath.Rel(base, p); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return p
}

// shardOf spreads inputs over the output files by a hash of their path.
func shardOf(name string, shards int) int {
	h := fnv.New32a()
	h.Write([]byte(name))
	return int(h.Sum32() % uint32(shards))
}

// shardName is the file of shard i of n.
func shardName(prefix string, i, n int) string {
	return fmt.Sprintf("%s-%05d-of-%05d.jsonl", prefix, i, n)
}

// writeShardFn writes one shard's lines to its file through the Beam file
// system of the prefix (local, gs://, s3://…).
type writeShardFn struct {
	Prefix string `json:"prefix"`
	Shards int    `json:"shards"`
}

func (fn *writeShardFn) ProcessElement(ctx context.Context, shard int, lines func(*string) bool) error {
	name := shardName(fn.Prefix, shard, fn.Shards)
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, name)
	if err != nil {
		return err
	}
	var line string
	var buf bytes.Buffer
	for lines(&line) {
		buf.WriteString(line)
		buf.WriteByte('\n')
		if buf.Len() >= 1<<20 {
			if _, err := w.Write(buf.Bytes()); err != nil {
				w.Close()
				return err
			}
			buf.Reset()
		}
	}
	if _, err := w.Write(buf.Bytes()); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}
