// Package service is gonggao's HTTP service: the extraction pipeline
// behind a small JSON API, with the limits a shared service needs.
//
//	POST /v1/extract  the document as the body → its terms (200), or its
//	                  error record (422) when it cannot be read
//	POST /v1/check    the document → {"source": …, "checks": […]} (200)
//	GET  /v1/schema   the JSON Schema of the output
//	GET  /healthz     {"status":"ok"}
//
// The body's format comes from ?format=txt|html|pdf or else from the
// Content-Type (text/plain, text/html with its charset, application/pdf;
// a generic type — application/octet-stream, or the
// application/x-www-form-urlencoded that curl --data-binary sends by
// default — or none: detected from the bytes); ?name= sets
// the source path written into the output.
//
// Limits: the body size (413; by default the per-format limits of
// read.Read, 16 MB for text and HTML, so the service refuses what the
// command line refuses), the time to send the body (408), a time budget per
// request (503), the number of documents in flight (429 with Retry-After
// when all slots are taken) and the number of bodies being received (429).
// The body is read before a processing slot is taken, so slow senders hold
// no slot; a document that runs over its budget keeps its slot until its
// work has really stopped, so --max-inflight bounds the work running, not
// only the requests being answered. A panic in a handler is answered with a 500 and
// logged; it never takes the process down. Every request is logged as one
// JSON line (log/slog) with its method, path, status, bytes, duration,
// remote address and request id; errors are JSON objects
// {"error": …, "error_code": …}.
package service

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// Defaults for the limits.
const (
	DefaultMaxBody = 50 << 20
	DefaultTimeout = 30 * time.Second
	// DefaultReadTimeout bounds how long a client may take to send its
	// body.
	DefaultReadTimeout = 10 * time.Second
)

// processFunc runs the pipeline on one document under ctx. It may ignore
// ctx (the in-process pipeline cannot be stopped) or stop the work when ctx
// ends (a worker process is killed); the service waits for it to return
// before giving its slot back either way.
type processFunc func(ctx context.Context, path string, data []byte, opts pipeline.Options) (*schema.Document, error)

// Service is the HTTP handler. It is safe for concurrent use.
type Service struct {
	maxBody     int64
	bodySet     bool // maxBody given by WithMaxBody
	timeout     time.Duration
	readTimeout time.Duration
	slots       chan struct{}
	readers     chan struct{} // bodies being received
	overrun     atomic.Int64  // documents past their budget still running
	log         *slog.Logger
	opts        pipeline.Options
	process     processFunc
	mux         *http.ServeMux
	reqID       atomic.Uint64
	idPrefix    string
}

// Option configures a Service.
type Option func(*Service)

// WithMaxBody limits request bodies to n bytes (default DefaultMaxBody).
// A body larger than the reading limit of its format (read.Read's, or
// Options.Read.MaxBytes) is refused too.
func WithMaxBody(n int64) Option { return func(s *Service) { s.maxBody, s.bodySet = n, true } }

// WithReadTimeout bounds the time a client may take to send its body
// (default DefaultReadTimeout); a slower one gets 408.
func WithReadTimeout(d time.Duration) Option { return func(s *Service) { s.readTimeout = d } }

// WithMaxReading sets how many request bodies may be received at once
// (default four times the processing slots); further requests get 429.
// With the body limit it bounds the memory bodies take.
func WithMaxReading(n int) Option {
	return func(s *Service) {
		if n > 0 {
			s.readers = make(chan struct{}, n)
		}
	}
}

// WithProcess sets the function documents are processed with (default:
// the pipeline in this process, pipeline.Process). A function that stops
// the work when its context ends (a worker process it kills) frees the
// slot of an overrunning document at once.
func WithProcess(f func(ctx context.Context, path string, data []byte, opts pipeline.Options) (*schema.Document, error)) Option {
	return func(s *Service) { s.process = f }
}

// WithTimeout sets the time budget of one request (default DefaultTimeout).
func WithTimeout(d time.Duration) Option { return func(s *Service) { s.timeout = d } }

// WithMaxInflight sets how many documents are processed at once (default
// twice the number of CPUs); further requests get 429.
func WithMaxInflight(n int) Option {
	return func(s *Service) {
		if n > 0 {
			s.slots = make(chan struct{}, n)
		}
	}
}

// WithLogger sets where the access log and errors go (default: discarded).
func WithLogger(l *slog.Logger) Option { return func(s *Service) { s.log = l } }

// WithOptions sets the pipeline options (readers' limits, extractors,
// checks).
func WithOptions(o pipeline.Options) Option { return func(s *Service) { s.opts = o } }

// WithRequestIDPrefix sets the prefix of generated request ids (default
// "req"); a request that carries X-Request-Id keeps its own.
func WithRequestIDPrefix(p string) Option { return func(s *Service) { s.idPrefix = p } }

// New returns a Service.
func New(opts ...Option) *Service {
	s := &Service{
		maxBody:     DefaultMaxBody,
		timeout:     DefaultTimeout,
		readTimeout: DefaultReadTimeout,
		log:         slog.New(slog.NewJSONHandler(io.Discard, nil)),
		process:     inProcess,
		idPrefix:    "req",
	}
	for _, o := range opts {
		o(s)
	}
	if s.slots == nil {
		s.slots = make(chan struct{}, 2*runtime.NumCPU())
	}
	if s.readers == nil {
		s.readers = make(chan struct{}, 4*cap(s.slots))
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/extract", s.extract)
	mux.HandleFunc("POST /v1/check", s.check)
	mux.HandleFunc("GET /v1/schema", s.schema)
	mux.HandleFunc("GET /healthz", s.health)
	for path, allow := range map[string]string{"/v1/extract": "POST", "/v1/check": "POST", "/v1/schema": "GET", "/healthz": "GET"} {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Allow", allow)
			writeError(w, http.StatusMethodNotAllowed, "method_not_allowed", r.Method+" "+r.URL.Path+": use "+allow)
		})
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "not_found", "no such endpoint: "+r.Method+" "+r.URL.Path)
	})
	s.mux = mux
	return s
}

// ServeHTTP serves one request through the access log and the panic guard.
func (s *Service) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	id := r.Header.Get("X-Request-Id")
	if id == "" || len(id) > 128 {
		id = s.idPrefix + "-" + strconv.FormatUint(s.reqID.Add(1), 10)
	}
	rw := &recorder{ResponseWriter: w}
	rw.Header().Set("X-Request-Id", id)
	defer func() {
		if p := recover(); p != nil {
			if p == http.ErrAbortHandler {
				panic(p)
			}
			s.log.Error("panic", "request_id", id, "method", r.Method, "path", r.URL.Path, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			if !rw.wrote {
				writeError(rw, http.StatusInternalServerError, "internal", "internal error")
			}
		}
		s.log.Info("request",
			"method", r.Method, "path", r.URL.Path, "status", rw.status(), "bytes", rw.bytes,
			"duration_ms", time.Since(start).Milliseconds(), "remote", r.RemoteAddr, "request_id", id)
	}()
	s.mux.ServeHTTP(rw, r)
}

// RecordError is an error carrying the error record to answer with, for a
// process function that has the record already (a worker process made it,
// or it stands for a worker that crashed: error_code crashed).
type RecordError struct{ Record *schema.ErrorRecord }

func (e *RecordError) Error() string { return e.Record.Error }

// inProcess runs the pipeline in this process; it cannot be stopped, so
// ctx is not looked at.
func inProcess(_ context.Context, path string, data []byte, opts pipeline.Options) (*schema.Document, error) {
	return pipeline.Process(path, data, opts)
}

// busy answers 429.
func busy(w http.ResponseWriter, what string, n int) {
	w.Header().Set("Retry-After", "1")
	writeError(w, http.StatusTooManyRequests, "busy", fmt.Sprintf("all %d %s are busy; retry later", n, what))
}

// Overrunning reports how many documents are past their time budget and
// still running (their slots are still taken).
func (s *Service) Overrunning() int64 { return s.overrun.Load() }

// formats maps ?format= and media types to reader formats.
var formats = map[string]string{
	"txt": "txt", "text": "txt", "html": "html", "htm": "html", "pdf": "pdf",
	"text/plain": "txt", "text/html": "html", "application/xhtml+xml": "html", "application/pdf": "pdf",
	// Generic types say nothing of the format: detected from the bytes.
	// curl --data-binary @x.pdf sends application/x-www-form-urlencoded.
	"application/octet-stream": "", "application/x-www-form-urlencoded": "", "": "",
}

// requestError is a request the service cannot take as asked.
type requestError struct {
	status int
	code   string
	msg    string
}

func (e *requestError) Error() string { return e.msg }

// document reads the request's document: its path, bytes and read options.
func (s *Service) document(w http.ResponseWriter, r *http.Request) (string, []byte, pipeline.Options, error) {
	opts := s.opts
	q := r.URL.Query()
	ct := r.Header.Get("Content-Type")
	if f := q.Get("format"); f != "" {
		rf, ok := formats[strings.ToLower(f)]
		if !ok || rf == "" {
			return "", nil, opts, &requestError{http.StatusBadRequest, "bad_format", fmt.Sprintf("format %q: want txt, html or pdf", f)}
		}
		opts.Read.Format = rf
	} else if ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil {
			return "", nil, opts, &requestError{http.StatusBadRequest, "bad_format", fmt.Sprintf("Content-Type %q: %v", ct, err)}
		}
		rf, ok := formats[mt]
		if !ok {
			return "", nil, opts, &requestError{http.StatusUnsupportedMediaType, "unsupported_format", fmt.Sprintf("Content-Type %q: send text/plain, text/html, application/pdf or ?format=txt|html|pdf", mt)}
		}
		opts.Read.Format = rf
	}
	if opts.Read.Format == "html" || opts.Read.Format == "" {
		opts.Read.ContentType = ct
	}
	limit := s.bodyLimit(opts)
	name := q.Get("name")
	if name == "" {
		name = "-"
	}
	tooLarge := &requestError{http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("body larger than %d bytes", limit)}
	if r.ContentLength > limit {
		return "", nil, opts, tooLarge // refused before reading a byte
	}
	// The whole body must arrive within the read timeout. The deadline is
	// the connection's, so a client trickling bytes is cut off however
	// slowly it sends. It is lifted once the body is in; after a failed
	// read it stays, and the connection is closed after the answer (the
	// server would otherwise wait for the rest of the body before
	// answering).
	rc := http.NewResponseController(w)
	if s.readTimeout > 0 {
		rc.SetReadDeadline(time.Now().Add(s.readTimeout))
	}
	var buf bytes.Buffer
	if r.ContentLength > 0 {
		buf.Grow(int(r.ContentLength) + 1) // one allocation when the size is known
	}
	_, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, limit))
	data := buf.Bytes()
	if err == nil && s.readTimeout > 0 {
		rc.SetReadDeadline(time.Time{})
	}
	if err != nil {
		w.Header().Set("Connection", "close")
		var mbe *http.MaxBytesError
		var ne net.Error
		switch {
		case errors.As(err, &mbe):
			return "", nil, opts, tooLarge
		case errors.As(err, &ne) && ne.Timeout(), errors.Is(err, os.ErrDeadlineExceeded):
			return "", nil, opts, &requestError{http.StatusRequestTimeout, "slow_body", fmt.Sprintf("the body did not arrive within %s", s.readTimeout)}
		}
		return "", nil, opts, &requestError{http.StatusBadRequest, "bad_body", oneline.String("reading the body: " + err.Error())}
	}
	return name, data, opts, nil
}

// bodyLimit is the largest body taken for a request with these options:
// the --max-body limit, and below it the reading limit of the declared
// format (read.Read's per-format default, or Options.Read.MaxBytes), so
// a text the command line refuses is refused here too, before it is read.
func (s *Service) bodyLimit(opts pipeline.Options) int64 {
	limit := s.maxBody
	switch {
	case opts.Read.MaxBytes > 0:
		limit = min(limit, opts.Read.MaxBytes)
	case s.bodySet:
		// --max-body raised (or lowered) the limit for every format.
	case opts.Read.Format == read.FormatText || opts.Read.Format == read.FormatHTML:
		limit = min(limit, read.DefaultMaxTextBytes)
	}
	return limit
}

// stopGrace is how long a document past its budget is given to stop.
const stopGrace = time.Second

// result is what a document's processing gives back to its request.
type result struct {
	doc   *schema.Document
	err   error
	panic any
}

// run reads the request's document, takes a processing slot and processes
// it under the time budget. It writes the response itself when there is
// no document to return.
func (s *Service) run(w http.ResponseWriter, r *http.Request) (*schema.Document, bool) {
	select {
	case s.readers <- struct{}{}:
	default:
		busy(w, "body readers", cap(s.readers))
		return nil, false
	}
	name, data, opts, err := s.document(w, r)
	<-s.readers
	if err != nil {
		var re *requestError
		errors.As(err, &re)
		writeError(w, re.status, re.code, re.msg)
		return nil, false
	}
	select {
	case s.slots <- struct{}{}:
	default:
		busy(w, "processing slots", cap(s.slots))
		return nil, false
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.timeout)
	defer cancel()
	done := make(chan result, 1)
	go func() {
		// The slot is given back when the work has returned, not when the
		// answer is sent: work past its budget still counts. It is given
		// back before the result is handed over, so a client that sends its
		// next document on the answer finds the slot free.
		var res result
		defer func() {
			if p := recover(); p != nil {
				res = result{panic: p}
			}
			<-s.slots
			done <- res
		}()
		doc, err := s.process(ctx, name, data, opts)
		res = result{doc: doc, err: err}
	}()
	var res result
	select {
	case res = <-done:
	case <-ctx.Done():
		// A process function that stops its work when ctx ends (a worker
		// it kills) returns within the grace; only work that runs on is
		// counted as overrunning.
		select {
		case res = <-done:
		case <-time.After(stopGrace):
			s.overrun.Add(1)
			go func() { <-done; s.overrun.Add(-1) }()
			res.err = fmt.Errorf("%s: %w (%w)", name, pipeline.ErrTimeBudget, ctx.Err())
		}
	}
	if res.panic != nil {
		panic(res.panic) // answered 500 and logged by ServeHTTP
	}
	doc, err := res.doc, res.err
	switch {
	case errors.Is(err, pipeline.ErrTimeBudget):
		if r.Context().Err() != nil {
			// The client went away: nobody reads the answer.
			writeError(w, 499, "cancelled", err.Error())
			return nil, false
		}
		w.Header().Set("Retry-After", strconv.Itoa(int(s.timeout.Seconds())+1))
		writeError(w, http.StatusServiceUnavailable, "time_budget", oneline.String(fmt.Sprintf("%v (budget %s)", err, s.timeout)))
		return nil, false
	case err != nil:
		var re *RecordError
		rec := pipeline.ErrorRecord(name, data, err)
		if errors.As(err, &re) {
			rec = re.Record
		}
		rec.Error = oneline.String(rec.Error)
		writeJSON(w, http.StatusUnprocessableEntity, rec)
		return nil, false
	}
	return doc, true
}

func (s *Service) extract(w http.ResponseWriter, r *http.Request) {
	if doc, ok := s.run(w, r); ok {
		writeJSON(w, http.StatusOK, doc)
	}
}

// CheckResult is the answer of POST /v1/check.
type CheckResult struct {
	Source schema.Source  `json:"source"`
	Checks []schema.Check `json:"checks"`
}

func (s *Service) check(w http.ResponseWriter, r *http.Request) {
	if doc, ok := s.run(w, r); ok {
		checks := doc.Checks
		if checks == nil {
			checks = []schema.Check{}
		}
		writeJSON(w, http.StatusOK, CheckResult{Source: doc.Source, Checks: checks})
	}
}

func (s *Service) schema(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/schema+json")
	w.WriteHeader(http.StatusOK)
	w.Write(schema.JSON)
}

func (s *Service) health(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// writeJSON writes v as the indented JSON gonggao extract writes for one
// document, so both give the same bytes.
func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		status = http.StatusInternalServerError
		buf.Reset()
		buf.WriteString(`{"error":"encoding the answer failed","error_code":"internal"}` + "\n")
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// apiError is the body of every error answer that is not an error record.
type apiError struct {
	Error string `json:"error"`
	Code  string `json:"error_code"`
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, apiError{Error: msg, Code: code})
}

// recorder remembers the status and size of a response.
type recorder struct {
	http.ResponseWriter
	code  int
	bytes int64
	wrote bool
}

func (r *recorder) WriteHeader(code int) {
	if !r.wrote {
		r.code, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	if !r.wrote {
		r.code, r.wrote = http.StatusOK, true
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the connection (for the body's
// read deadline).
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

func (r *recorder) status() int {
	if !r.wrote {
		return http.StatusOK
	}
	return r.code
}
