// Package pipeline composes the stages for one input — read (extract/read,
// extract/pdf), extract (the families under extract, in the order of
// Extractors), check (validate, in the order of Checks) — so that the CLI,
// the service, the Beam pipeline and batch runners all call the same code:
// Process, ProcessContext (under a time budget) and ProcessDoc, and the
// error records of inputs that cannot be read.
package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"time"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/pdf"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
)

// Options configure Process. The zero value runs the default extractors
// and checks.
type Options struct {
	Read       read.ReadOptions
	Extractors []extract.Extractor // nil: Extractors()
	Checks     []validate.Check    // nil: Checks()
	// Kinds are the kinds of document, in the order their cues are
	// tried; each document is read by Announcement's extractor, then by
	// the extractors and checks of its kind only. Nil: kind.Default.
	Kinds *kind.Set
	// Budget bounds the time one document may take; 0 means no bound. A
	// document over budget gives an error wrapping ErrTimeBudget (see
	// ProcessContext for what happens to the abandoned work).
	Budget time.Duration
}

// Source describes an input by its path and bytes.
func Source(path string, data []byte) schema.Source {
	sum := sha256.Sum256(data)
	return schema.Source{Path: path, SHA256: hex.EncodeToString(sum[:]), Bytes: int64(len(data))}
}

// Process runs the pipeline on one input. It returns the extracted document
// with its cross-checks, or an error naming the input when it cannot be read
// (the document is then nil). It never panics: a panic inside a stage is
// returned as an error wrapping ErrInternal.
func Process(path string, data []byte, opts Options) (doc *schema.Document, err error) {
	if opts.Budget > 0 {
		ctx, cancel := context.WithTimeout(context.Background(), opts.Budget)
		defer cancel()
		opts.Budget = 0
		return ProcessContext(ctx, path, data, opts)
	}
	defer func() {
		if r := recover(); r != nil {
			doc, err = nil, fmt.Errorf("%s: %w: %v", path, ErrInternal, r)
		}
	}()
	nd, err := read.Read(path, data, opts.Read)
	if err != nil {
		return nil, err
	}
	return ProcessDoc(nd, Source(path, data), opts), nil
}

// ProcessDoc runs extraction and checks on a document already read.
func ProcessDoc(nd *normalize.Doc, src schema.Source, opts Options) *schema.Document {
	src.Format = nd.Format
	if nd.Encoding != "" && nd.Encoding != "utf-8" {
		src.Encoding = nd.Encoding
	}
	if len(nd.Pages) > 0 {
		src.Pages = len(nd.Pages)
	}
	kinds := opts.Kinds
	if kinds == nil {
		kinds = kind.Default
	}
	exs := opts.Extractors
	if exs == nil {
		exs = extractors(kinds)
	}
	out := extract.RunSome(nd, src, exs, func(out *schema.Document, ex extract.Extractor) bool {
		return kinds.Runs(kindOf(out), ex.Name())
	})
	checks := opts.Checks
	if checks == nil {
		checks = Checks()
	}
	name := kindOf(out)
	var run []validate.Check
	for _, c := range checks {
		if kinds.Checks(name, c.ID()) {
			run = append(run, c)
		}
	}
	validate.RunChecks(nd, out, run)
	return out
}

// kindOf is the kind of document the announcement's extractor decided, or
// "" before it has run.
func kindOf(out *schema.Document) string {
	if out.Announcement == nil {
		return ""
	}
	return out.Announcement.Kind
}

// ErrInternal marks a failure inside gonggao itself rather than in the
// input; it is reported as an error record like any other.
var ErrInternal = errors.New("internal error")

// ErrorRecord returns the output record standing for an input that could
// not be read.
func ErrorRecord(path string, data []byte, err error) *schema.ErrorRecord {
	rec := &schema.ErrorRecord{SchemaVersion: schema.Version, Source: Source(path, data), Error: err.Error()}
	if data == nil {
		rec.Source.SHA256 = ""
	}
	rec.Code = errorCode(err)
	return rec
}

// errorCodes names the error records' error_code by the sentinel the error
// wraps, first match wins.
var errorCodes = []struct {
	err  error
	code string
}{
	{read.ErrEmpty, "empty"},
	{read.ErrBinary, "binary"},
	{read.ErrUnsupported, "unsupported_format"},
	{read.ErrTooLarge, "too_large"},
	{read.ErrEncoding, "encoding"},
	{read.ErrTooDeep, "too_deep"},
	{pdf.ErrNoText, "pdf_no_text"},
	{pdf.ErrUnreadable, "pdf_unreadable"},
	{pdf.ErrEncrypted, "pdf_encrypted"},
	{pdf.ErrTooLarge, "pdf_too_large"},
	{pdf.ErrCorrupt, "pdf_corrupt"},
	{pdf.ErrEngine, "pdf_engine"},
	{ErrTimeBudget, "time_budget"},
	{ErrInternal, "internal"},
	{fs.ErrNotExist, "no_such_file"},
	{fs.ErrPermission, "permission_denied"},
}

// codeUnreadable is the error_code of an error that wraps none of the
// sentinels above (an I/O error reading the input, say).
const codeUnreadable = "unreadable"

func errorCode(err error) string {
	for _, c := range errorCodes {
		if errors.Is(err, c.err) {
			return c.code
		}
	}
	return codeUnreadable
}

// ErrorCodes lists every error_code an error record can carry, in the
// order they are tried; the last is the code of any other error.
func ErrorCodes() []string {
	codes := make([]string, 0, len(errorCodes)+1)
	for _, c := range errorCodes {
		codes = append(codes, c.code)
	}
	return append(codes, codeUnreadable)
}
