package main

import (
	"bufio"
	"bytes"
	byteorder "encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// The worker protocol. `gonggao worker` (hidden) reads requests on
// standard input and answers each on standard output, one at a time, until
// its input ends. Every message is two frames; a frame is a 4-byte
// big-endian length and that many bytes.
//
//	request:  frame(JSON workRequest)  frame(the document's bytes)
//	answer:   frame(JSON workAnswer)   frame(the record as compact JSON)
//
// The record is the document or its error record exactly as `gonggao
// extract --format jsonl` writes it, without the newline. The worker takes
// the pipeline flags (--pdf-engine, --max-bytes) from its command line; the
// time budget is the parent's to enforce, by killing the worker.

// maxFrame bounds a frame: more than any input limit plus its record.
const maxFrame = 1 << 30

type workRequest struct {
	Path string `json:"path"`
	// Format and ContentType override the worker's reading options for
	// this document (the service's ?format= and Content-Type).
	Format      string `json:"format,omitempty"`
	ContentType string `json:"content_type,omitempty"`
}

type workAnswer struct {
	Err          string `json:"err,omitempty"` // the input's error, on one line
	ChecksFailed bool   `json:"checks_failed,omitempty"`
	Doc          bool   `json:"doc,omitempty"` // the record is a document (not an error record)
}

func writeFrame(w io.Writer, b []byte) error {
	var n [4]byte
	byteorder.BigEndian.PutUint32(n[:], uint32(len(b)))
	if _, err := w.Write(n[:]); err != nil {
		return err
	}
	_, err := w.Write(b)
	return err
}

// readFrame reads one frame; io.EOF only when the input ends before it.
func readFrame(r io.Reader) ([]byte, error) {
	var n [4]byte
	if _, err := io.ReadFull(r, n[:]); err != nil {
		return nil, err
	}
	size := byteorder.BigEndian.Uint32(n[:])
	if size > maxFrame {
		return nil, fmt.Errorf("frame of %d bytes", size)
	}
	b := make([]byte, size)
	if _, err := io.ReadFull(r, b); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	return b, nil
}

func newWorkerCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:    "worker",
		Short:  "Process documents sent on standard input (used by extract and serve)",
		Hidden: true,
		Args:   cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			// The parent decides when a worker stops: a Ctrl-C reaches the
			// whole process group, and the parent finishes the records in
			// flight before closing the workers' input.
			signal.Ignore(os.Interrupt, syscall.SIGTERM)
			tuneGC(1)
			opts := pipelineOptions(e)
			opts.Budget = 0
			if err := serveWorker(e.stdin, e.stdout, func(req workRequest, data []byte) (*schema.Document, error) {
				o := opts
				o.Read.Format, o.Read.ContentType = req.Format, req.ContentType
				return pipeline.Process(req.Path, data, o)
			}); err != nil {
				return ioError(fmt.Errorf("worker: %w", err))
			}
			return nil
		},
	}
}

// serveWorker answers requests from r on w until r ends.
func serveWorker(r io.Reader, w io.Writer, process func(req workRequest, data []byte) (*schema.Document, error)) error {
	br := bufio.NewReaderSize(r, 64<<10)
	bw := bufio.NewWriterSize(w, 64<<10)
	for {
		hdr, err := readFrame(br)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		data, err := readFrame(br)
		if err != nil {
			return err
		}
		var req workRequest
		if err := json.Unmarshal(hdr, &req); err != nil {
			return err
		}
		var (
			ans workAnswer
			v   any
		)
		doc, perr := process(req, data)
		if perr != nil {
			ans.Err = oneline.Error(perr)
			v = errorRecord(req.Path, data, perr)
		} else {
			ans.Doc = true
			v = doc
			for _, c := range doc.Checks {
				if c.Status == schema.StatusFail {
					ans.ChecksFailed = true
					break
				}
			}
		}
		var rec bytes.Buffer
		enc := json.NewEncoder(&rec)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			return err
		}
		a, _ := json.Marshal(ans)
		if err := writeFrame(bw, a); err != nil {
			return err
		}
		if err := writeFrame(bw, bytes.TrimSuffix(rec.Bytes(), []byte("\n"))); err != nil {
			return err
		}
		if err := bw.Flush(); err != nil {
			return err
		}
	}
}

// errWorkerCrashed is wrapped by the error of a document whose worker
// process died while processing it.
var errWorkerCrashed = errors.New("worker process crashed")
