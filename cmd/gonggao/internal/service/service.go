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
// application/octet-stream or none: detected from the bytes); ?name= sets
// the source path written into the output.
//
// Limits: the body size (413), a time budget per request (503, the
// abandoned work finishing in the background as pipeline.ProcessContext
// documents), the number of documents in flight (429 with Retry-After when
// all slots are taken). A panic in a handler is answered with a 500 and
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
	"net/http"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// Defaults for the limits.
const (
	DefaultMaxBody = 50 << 20
	DefaultTimeout = 30 * time.Second
)

// processFunc runs the pipeline on one document under ctx.
type processFunc func(ctx context.Context, path string, data []byte, opts pipeline.Options) (*schema.Document, error)

// Service is the HTTP handler. It is safe for concurrent use.
type Service struct {
	maxBody  int64
	timeout  time.Duration
	slots    chan struct{}
	log      *slog.Logger
	opts     pipeline.Options
	process  processFunc
	mux      *http.ServeMux
	reqID    atomic.Uint64
	idPrefix string
}

// Option configures a Service.
type Option func(*Service)

// WithMaxBody limits request bodies to n bytes (default DefaultMaxBody).
func WithMaxBody(n int64) Option { return func(s *Service) { s.maxBody = n } }

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
		maxBody:  DefaultMaxBody,
		timeout:  DefaultTimeout,
		log:      slog.New(slog.NewJSONHandler(io.Discard, nil)),
		process:  pipeline.ProcessContext,
		idPrefix: "req",
	}
	for _, o := range opts {
		o(s)
	}
	if s.slots == nil {
		s.slots = make(chan struct{}, 2*runtime.NumCPU())
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/extract", s.limited(s.extract))
	mux.HandleFunc("POST /v1/check", s.limited(s.check))
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

// limited takes a processing slot for the request or answers 429.
func (s *Service) limited(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		select {
		case s.slots <- struct{}{}:
			defer func() { <-s.slots }()
			h(w, r)
		default:
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusTooManyRequests, "busy", fmt.Sprintf("all %d processing slots are busy; retry later", cap(s.slots)))
		}
	}
}

// formats maps ?format= and media types to reader formats.
var formats = map[string]string{
	"txt": "txt", "text": "txt", "html": "html", "htm": "html", "pdf": "pdf",
	"text/plain": "txt", "text/html": "html", "application/xhtml+xml": "html", "application/pdf": "pdf",
	"application/octet-stream": "", "": "",
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
	if opts.Read.MaxBytes == 0 || opts.Read.MaxBytes > s.maxBody {
		opts.Read.MaxBytes = s.maxBody
	}
	name := q.Get("name")
	if name == "" {
		name = "-"
	}
	tooLarge := &requestError{http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("body larger than %d bytes", s.maxBody)}
	if r.ContentLength > s.maxBody {
		return "", nil, opts, tooLarge // refused before reading a byte
	}
	var buf bytes.Buffer
	if r.ContentLength > 0 {
		buf.Grow(int(r.ContentLength) + 1) // one allocation when the size is known
	}
	_, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, s.maxBody))
	data := buf.Bytes()
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return "", nil, opts, tooLarge
		}
		return "", nil, opts, &requestError{http.StatusBadRequest, "bad_body", "reading the body: " + err.Error()}
	}
	return name, data, opts, nil
}

// run processes the request's document under the time budget. It writes
// the response itself when there is no document to return.
func (s *Service) run(w http.ResponseWriter, r *http.Request) (*schema.Document, bool) {
	name, data, opts, err := s.document(w, r)
	if err != nil {
		var re *requestError
		errors.As(err, &re)
		writeError(w, re.status, re.code, re.msg)
		return nil, false
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.timeout)
	defer cancel()
	doc, err := s.process(ctx, name, data, opts)
	switch {
	case errors.Is(err, pipeline.ErrTimeBudget):
		if r.Context().Err() != nil {
			// The client went away: nobody reads the answer.
			writeError(w, 499, "cancelled", err.Error())
			return nil, false
		}
		w.Header().Set("Retry-After", strconv.Itoa(int(s.timeout.Seconds())+1))
		writeError(w, http.StatusServiceUnavailable, "time_budget", fmt.Sprintf("%v (budget %s)", err, s.timeout))
		return nil, false
	case err != nil:
		writeJSON(w, http.StatusUnprocessableEntity, pipeline.ErrorRecord(name, data, err))
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

func (r *recorder) status() int {
	if !r.wrote {
		return http.StatusOK
	}
	return r.code
}
