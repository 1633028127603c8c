package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"github.com/gonggao/gonggao/extract/pdf"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// outcome is what a worker hands back for one input: the encoded output
// record, ready to write, and what the run counts about it. Encoding in the
// worker keeps the writer cheap and lets the document be dropped at once.
type outcome struct {
	out          []byte // the encoded record; nil when skipped
	err          error  // why the input could not be read, if it could not
	encErr       error  // the record could not be encoded (a bug)
	skipped      bool   // already in the --resume output
	bytes        int64  // input size
	checksFailed bool   // a cross-check failed
}

// batch is the per-run configuration the workers share read-only.
type batch struct {
	format string   // json, jsonl or csv
	table  csvTable // the CSV table (--csv-table)
	done   doneSet  // inputs to skip (--resume); nil: none
	opts   pipeline.Options
	pool   *workerPool // nil: the pipeline runs in this process
}

// pipelineOptions are the options every command processes an input with:
// the default readers (text, HTML, the built-in PDF reader), extractors
// and checks. One place, so extract, check and calc agree.
func pipelineOptions(e *env) pipeline.Options {
	return pipeline.Options{
		Read:   readOptions(e),
		Budget: e.budget,
	}
}

// readOptions are the reading options every command reads an input with.
func readOptions(e *env) read.ReadOptions {
	return read.ReadOptions{MaxBytes: e.maxBytes, PDFOptions: pdf.Options{Engine: e.pdfEngine}}
}

// process reads one input in the calling worker, skips it when --resume
// found it done, runs the pipeline and encodes the record.
func (b *batch) process(in input) outcome {
	data, err := in.read()
	o := outcome{bytes: int64(len(data))}
	if b.done != nil {
		sha := ""
		if data != nil {
			sum := sha256.Sum256(data)
			sha = hex.EncodeToString(sum[:])
		}
		if b.done.has(sha, in.path) {
			o.skipped = true
			return o
		}
	}
	var v any
	if err != nil {
		o.err = err
		v = errorRecord(in.path, nil, err)
	} else if b.pool != nil {
		return b.inWorker(in.path, data, o)
	} else if doc, perr := pipeline.Process(in.path, data, b.opts); perr != nil {
		o.err = perr
		v = errorRecord(in.path, data, perr)
	} else {
		v = doc
		for _, c := range doc.Checks {
			if c.Status == schema.StatusFail {
				o.checksFailed = true
				break
			}
		}
	}
	o.out, o.encErr = b.encode(v)
	return o
}

// encode renders one record in the output format.
func (b *batch) encode(v any) ([]byte, error) {
	if b.format == "csv" {
		return csvRecord(b.table, v)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if b.format == "json" {
		enc.SetIndent("", "  ")
	}
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
