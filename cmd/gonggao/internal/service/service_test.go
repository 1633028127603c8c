package service

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/corpus"
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// call sends one request to h and returns the response.
func call(t *testing.T, h http.Handler, method, target, contentType string, body []byte) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, bytes.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func readBody(t *testing.T, res *http.Response) []byte {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func decodeBody[T any](t *testing.T, res *http.Response) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(readBody(t, res), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func corpusFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := corpus.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

const seedTxt = "001_bfdae5a8f63b378f.txt"

func TestExtract(t *testing.T) {
	s := New()
	for _, c := range []struct {
		name, file, target, contentType string
		format                          string
	}{
		{"text_plain", seedTxt, "/v1/extract?name=corpus/" + seedTxt, "text/plain; charset=utf-8", "txt"},
		{"detected", seedTxt, "/v1/extract", "", "txt"},
		{"html", "001_bfdae5a8f63b378f.html", "/v1/extract", "text/html; charset=utf-8", "html"},
		{"gbk_html_by_header", "001_bfdae5a8f63b378f.gbk.html", "/v1/extract", "text/html; charset=gbk", "html"},
		{"format_param", "001_bfdae5a8f63b378f.html", "/v1/extract?format=html", "application/octet-stream", "html"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := corpusFile(t, c.file)
			res := call(t, s, "POST", c.target, c.contentType, data)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", res.StatusCode, readBody(t, res))
			}
			if ct := res.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
				t.Errorf("Content-Type %q", ct)
			}
			doc := decodeBody[schema.Document](t, res)
			if doc.Source.Format != c.format || doc.Source.Bytes != int64(len(data)) {
				t.Errorf("source %+v", doc.Source)
			}
			// 不超过人民币600亿元（含）
			if len(doc.Offerings) == 0 || doc.Offerings[0].AmountMax == nil || doc.Offerings[0].AmountMax.Value != "60000000000" {
				t.Errorf("offerings %+v", doc.Offerings)
			}
		})
	}
}

// TestExtractSameAsCLI expects the service's answer to be the bytes
// gonggao extract writes for one document.
func TestExtractSameAsCLI(t *testing.T) {
	data := corpusFile(t, seedTxt)
	path := "corpus/" + seedTxt
	doc, err := pipeline.Process(path, data, pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		t.Fatal(err)
	}
	got := readBody(t, call(t, New(), "POST", "/v1/extract?name="+path, "", data))
	if diff := cmp.Diff(want.String(), string(got)); diff != "" {
		t.Errorf("service and CLI differ (-cli +service):\n%s", diff)
	}
}

func TestCheck(t *testing.T) {
	res := call(t, New(), "POST", "/v1/check?name=a.txt", "text/plain", corpusFile(t, seedTxt))
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d", res.StatusCode)
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal(readBody(t, res), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got["source"] == nil || got["checks"] == nil {
		t.Fatalf("keys %v, want source and checks", got)
	}
	var checks []schema.Check
	if err := json.Unmarshal(got["checks"], &checks); err != nil {
		t.Fatal(err)
	}
	// 600亿元 / 5.20元 = 11,538,461,538股 (truncated): the seed's own check.
	found := false
	for _, c := range checks {
		if c.ID == "conversion.max_shares" {
			found = true
			if c.Status != schema.StatusPass {
				t.Errorf("%s: %s", c.ID, c.Status)
			}
		}
	}
	if !found {
		t.Errorf("no conversion.max_shares check among %d", len(checks))
	}
}

func TestSchemaAndHealth(t *testing.T) {
	s := New()
	res := call(t, s, "GET", "/v1/schema", "", nil)
	body := readBody(t, res)
	if res.StatusCode != 200 || !bytes.Equal(body, schema.JSON) {
		t.Errorf("schema: status %d, %d bytes", res.StatusCode, len(body))
	}
	if !json.Valid(body) {
		t.Error("schema is not JSON")
	}
	res = call(t, s, "GET", "/healthz", "", nil)
	if got := decodeBody[map[string]string](t, res); res.StatusCode != 200 || got["status"] != "ok" {
		t.Errorf("healthz: %d %v", res.StatusCode, got)
	}
}

func TestErrors(t *testing.T) {
	s := New(WithMaxBody(1000))
	big := bytes.Repeat([]byte("公告"), 400) // 2,400 bytes
	for _, c := range []struct {
		name, method, target, contentType string
		body                              []byte
		status                            int
		code                              string
	}{
		{"empty_body", "POST", "/v1/extract?name=empty.txt", "text/plain", nil, 422, "empty"},
		{"binary", "POST", "/v1/extract", "application/octet-stream", []byte("\x00\x01\x02\x03junk\x00"), 422, "binary"},
		{"bad_format_param", "POST", "/v1/extract?format=docx", "", []byte("公告"), 400, "bad_format"},
		{"unsupported_type", "POST", "/v1/extract", "image/png", []byte("公告"), 415, "unsupported_format"},
		{"bad_content_type", "POST", "/v1/extract", "text/;;", []byte("公告"), 400, "bad_format"},
		{"oversized", "POST", "/v1/extract", "text/plain", big, 413, "too_large"},
		{"oversized_check", "POST", "/v1/check", "text/plain", big, 413, "too_large"},
		{"not_found", "GET", "/v2/extract", "", nil, 404, "not_found"},
		{"wrong_method", "GET", "/v1/extract", "", nil, 405, "method_not_allowed"},
		{"wrong_method_schema", "POST", "/v1/schema", "", nil, 405, "method_not_allowed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := call(t, s, c.method, c.target, c.contentType, c.body)
			got := decodeBody[map[string]any](t, res)
			if res.StatusCode != c.status || got["error_code"] != c.code || got["error"] == "" {
				t.Errorf("status %d body %v, want %d with error_code %q", res.StatusCode, got, c.status, c.code)
			}
		})
	}
}

// gate is a pipeline stub that blocks until released or cancelled.
type gate struct {
	entered chan struct{}
	release chan struct{}
}

func (g *gate) process(ctx context.Context, path string, data []byte, opts pipeline.Options) (*schema.Document, error) {
	g.entered <- struct{}{}
	select {
	case <-g.release:
		src := pipeline.Source(path, data)
		return &schema.Document{SchemaVersion: schema.Version, Source: src}, nil
	case <-ctx.Done():
		return nil, pipeline.ErrTimeBudget
	}
}

func TestSaturation(t *testing.T) {
	g := &gate{entered: make(chan struct{}, 2), release: make(chan struct{})}
	s := New(WithMaxInflight(1))
	s.process = g.process
	var wg sync.WaitGroup
	var first *http.Response
	wg.Add(1)
	go func() {
		defer wg.Done()
		first = call(t, s, "POST", "/v1/extract", "text/plain", []byte("公告"))
	}()
	<-g.entered
	res := call(t, s, "POST", "/v1/extract", "text/plain", []byte("公告"))
	got := decodeBody[map[string]any](t, res)
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" || got["error_code"] != "busy" {
		t.Errorf("second request: %d Retry-After %q %v", res.StatusCode, res.Header.Get("Retry-After"), got)
	}
	// Health checks are not held up by the limit.
	if res := call(t, s, "GET", "/healthz", "", nil); res.StatusCode != 200 {
		t.Errorf("healthz while saturated: %d", res.StatusCode)
	}
	close(g.release)
	wg.Wait()
	if first.StatusCode != 200 {
		t.Errorf("first request: %d", first.StatusCode)
	}
	// The slot is free again.
	g.release = make(chan struct{})
	close(g.release)
	go func() { <-g.entered }()
	if res := call(t, s, "POST", "/v1/extract", "text/plain", []byte("公告")); res.StatusCode != 200 {
		t.Errorf("after release: %d", res.StatusCode)
	}
}

// slow is an extractor that blocks until released: a document that takes
// longer than its budget.
type slow struct{ release chan struct{} }

func (s slow) Name() string               { return "slow" }
func (s slow) Extract(c *extract.Context) { <-s.release }

func TestTimeout(t *testing.T) {
	sl := slow{release: make(chan struct{})}
	defer close(sl.release)
	s := New(WithTimeout(30*time.Millisecond), WithOptions(pipeline.Options{Extractors: []extract.Extractor{sl}}))
	start := time.Now()
	res := call(t, s, "POST", "/v1/extract", "text/plain", corpusFile(t, seedTxt))
	got := decodeBody[map[string]any](t, res)
	if res.StatusCode != http.StatusServiceUnavailable || got["error_code"] != "time_budget" || res.Header.Get("Retry-After") == "" {
		t.Errorf("status %d Retry-After %q body %v", res.StatusCode, res.Header.Get("Retry-After"), got)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("answered after %s", d)
	}
}

func TestPanic(t *testing.T) {
	var logBuf bytes.Buffer
	s := New(WithLogger(slog.New(slog.NewJSONHandler(&logBuf, nil))))
	s.process = func(context.Context, string, []byte, pipeline.Options) (*schema.Document, error) {
		panic("stage exploded")
	}
	res := call(t, s, "POST", "/v1/extract", "text/plain", []byte("公告"))
	got := decodeBody[map[string]any](t, res)
	if res.StatusCode != 500 || got["error_code"] != "internal" {
		t.Errorf("status %d body %v", res.StatusCode, got)
	}
	if !strings.Contains(logBuf.String(), `"panic":"stage exploded"`) {
		t.Errorf("panic not logged: %s", logBuf.String())
	}
	// The slot was given back and the service still answers.
	s.process = pipeline.ProcessContext
	if res := call(t, s, "POST", "/v1/extract", "text/plain", corpusFile(t, seedTxt)); res.StatusCode != 200 {
		t.Errorf("after a panic: %d", res.StatusCode)
	}
}

func TestAccessLog(t *testing.T) {
	var logBuf bytes.Buffer
	s := New(WithLogger(slog.New(slog.NewJSONHandler(&logBuf, nil))), WithRequestIDPrefix("t"))
	req := httptest.NewRequest("GET", "/healthz", nil)
	req.RemoteAddr = "127.0.0.1:5555"
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if id := rec.Result().Header.Get("X-Request-Id"); id != "t-1" {
		t.Errorf("X-Request-Id %q", id)
	}
	var line map[string]any
	if err := json.Unmarshal(logBuf.Bytes(), &line); err != nil {
		t.Fatalf("%v: %s", err, logBuf.String())
	}
	for k, want := range map[string]any{"msg": "request", "method": "GET", "path": "/healthz", "status": 200.0, "remote": "127.0.0.1:5555", "request_id": "t-1"} {
		if line[k] != want {
			t.Errorf("%s = %v, want %v", k, line[k], want)
		}
	}
	if b, ok := line["bytes"].(float64); !ok || b <= 0 {
		t.Errorf("bytes = %v", line["bytes"])
	}
	if _, ok := line["duration_ms"].(float64); !ok {
		t.Errorf("duration_ms = %v", line["duration_ms"])
	}
	// A caller's own request id is kept.
	req = httptest.NewRequest("GET", "/healthz", nil)
	req.Header.Set("X-Request-Id", "abc")
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if id := rec.Result().Header.Get("X-Request-Id"); id != "abc" {
		t.Errorf("X-Request-Id %q, want abc", id)
	}
}

// TestBadCorpus posts every corpus/bad file and expects the record
// gonggao extract writes for it (golden/testdata/bad), with 422 for an
// error record and 200 for a document read with warnings.
func TestBadCorpus(t *testing.T) {
	const badDir = "../../../../corpus/bad"
	ents, err := os.ReadDir(badDir)
	if err != nil {
		t.Fatal(err)
	}
	s := New()
	n := 0
	for _, e := range ents {
		if !e.Type().IsRegular() {
			continue
		}
		n++
		name := e.Name()
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(badDir, name))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join("../../../../golden/testdata/bad", name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			res := call(t, s, "POST", "/v1/extract?name=corpus/bad/"+name, "", data)
			got := readBody(t, res)
			status := http.StatusOK
			if bytes.Contains(want, []byte(`"error_code"`)) {
				status = http.StatusUnprocessableEntity
			}
			if res.StatusCode != status {
				t.Errorf("status %d, want %d", res.StatusCode, status)
			}
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("service differs from golden (-golden +service):\n%s", diff)
			}
		})
	}
	if n == 0 {
		t.Fatal("no corpus/bad files")
	}
}

// TestHundredMegabyteBody posts a 100 MB one-line body and expects 413
// without the service holding much more than its body limit: with a
// Content-Length it is refused before reading; without one (chunked) it is
// read up to the limit only.
func TestHundredMegabyteBody(t *testing.T) {
	if testing.Short() {
		t.Skip("sends 100 MB")
	}
	const size = 100 << 20
	// 本次发行优先股募集资金总额不超过人民币600亿元，… with no line break.
	unit := []byte(strings.Repeat("本次发行优先股募集资金总额不超过人民币600亿元，", 64))
	for _, c := range []struct {
		name     string
		length   int64
		maxAlloc uint64
	}{
		{"content_length", size, 1 << 20},
		{"chunked", -1, 3 * DefaultMaxBody},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := &repeatReader{unit: unit, left: size}
			s := New() // DefaultMaxBody: 50 MB
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			req := httptest.NewRequest("POST", "/v1/extract", body)
			req.ContentLength = c.length
			req.Header.Set("Content-Type", "text/plain")
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, req)
			runtime.ReadMemStats(&after)
			res := rec.Result()
			got := decodeBody[map[string]any](t, res)
			if res.StatusCode != http.StatusRequestEntityTooLarge || got["error_code"] != "too_large" {
				t.Errorf("status %d body %v", res.StatusCode, got)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > c.maxAlloc {
				t.Errorf("allocated %d bytes for a refused body, want at most %d", alloc, c.maxAlloc)
			}
			if body.read > DefaultMaxBody+(1<<20) {
				t.Errorf("read %d bytes of an oversized body", body.read)
			}
		})
	}
}

// repeatReader yields unit over and over, left bytes in all.
type repeatReader struct {
	unit       []byte
	left, read int
	off        int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.left == 0 {
		return 0, io.EOF
	}
	n := 0
	for n < len(p) && r.left > 0 {
		c := copy(p[n:min(len(p), n+r.left)], r.unit[r.off:])
		r.off = (r.off + c) % len(r.unit)
		n += c
		r.left -= c
	}
	r.read += n
	return n, nil
}
