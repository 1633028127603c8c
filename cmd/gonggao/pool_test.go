package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"os"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/service"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// fakeWorker serves the worker protocol with the real pipeline, except for
// documents named to misbehave: *overflow* recurses until the Go stack
// overflows (a fatal error no recover catches), *hang* never returns,
// *exit* exits with status 3.
func fakeWorker() {
	debug.SetMaxStack(1 << 20) // overflow at 1 MB, not 1 GB
	err := serveWorker(os.Stdin, os.Stdout, func(req workRequest, data []byte) (*schema.Document, error) {
		path := req.Path
		switch {
		case strings.Contains(path, "overflow"):
			recurse(0)
		case strings.Contains(path, "hang"):
			select {}
		case strings.Contains(path, "exit"):
			os.Exit(3)
		}
		return pipeline.Process(path, data, pipeline.Options{})
	})
	if err != nil {
		os.Exit(2)
	}
	os.Exit(0)
}

func recurse(n int) int {
	var pad [256]byte
	pad[n%256] = byte(n)
	return recurse(n+1) + int(pad[0])
}

// TestWorkerPool runs documents through a pool of two worker processes,
// three of which take their worker down (a stack overflow, an exit) or
// never finish: each of those gets its error record (crashed, or
// time_budget once the worker is killed), a fresh worker takes the next
// document, and every other record is byte for byte the in-process one.
func TestWorkerPool(t *testing.T) {
	seedData, err := os.ReadFile(seed)
	if err != nil {
		t.Fatal(err)
	}
	// The budget is far above what a seed takes (tens of milliseconds), so
	// that a machine busy with other tests does not push an ordinary
	// document past it; the hanging one never finishes, whatever the budget.
	pool := newWorkerPool([]string{os.Args[0]}, 2, 10*time.Second)
	pool.env = append(os.Environ(), "GONGGAO_FAKE_WORKER=1")
	defer pool.close()
	inProc := &batch{format: "jsonl"}
	inWorker := &batch{format: "jsonl", pool: pool}
	docs := []string{"a.txt", "overflow.txt", "b.txt", "hang.txt", "c.txt", "exit.txt", "d.txt"}
	want := map[string]string{
		"overflow.txt": "crashed",
		"exit.txt":     "crashed",
		"hang.txt":     "time_budget",
	}
	for _, name := range docs {
		in := input{path: name, read: func() ([]byte, error) { return seedData, nil }}
		got := inWorker.process(in)
		code, bad := want[name]
		if !bad {
			ref := inProc.process(in)
			if string(got.out) != string(ref.out) || got.err != nil || got.checksFailed != ref.checksFailed {
				t.Errorf("%s: worker record differs from in-process (err %v)", name, got.err)
			}
			continue
		}
		var rec struct {
			Error string `json:"error"`
			Code  string `json:"error_code"`
		}
		if err := jsonUnmarshal(got.out, &rec); err != nil {
			t.Fatalf("%s: %v: %s", name, err, got.out)
		}
		if rec.Code != code || got.err == nil {
			t.Errorf("%s: record %+v, want error_code %s", name, rec, code)
		}
		switch name {
		case "overflow.txt":
			if !strings.Contains(rec.Error, "fatal error: stack overflow") {
				t.Errorf("%s: %q does not say why", name, rec.Error)
			}
		case "exit.txt":
			if !strings.Contains(rec.Error, "exit status 3") {
				t.Errorf("%s: %q does not give the status", name, rec.Error)
			}
		case "hang.txt":
			if !errors.Is(got.err, pipeline.ErrTimeBudget) {
				t.Errorf("%s: %v", name, got.err)
			}
		}
	}
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

// TestServiceKillsOverrun: the service over a worker pool answers a
// document past its budget with 503 and kills its worker, so with one slot
// the next document is served at once (in process it would wait for the
// overrunning work); a document that crashes its worker gets its error
// record, error_code crashed, with 422.
func TestServiceKillsOverrun(t *testing.T) {
	seedData, err := os.ReadFile(seed)
	if err != nil {
		t.Fatal(err)
	}
	pool := newWorkerPool([]string{os.Args[0]}, 1, 0)
	pool.env = append(os.Environ(), "GONGGAO_FAKE_WORKER=1")
	defer pool.close()
	// The budget is far above what a seed takes, so that a machine busy
	// with other tests does not push the ordinary documents past it; the
	// hanging one never finishes, whatever the budget.
	s := service.New(service.WithMaxInflight(1), service.WithTimeout(5*time.Second), service.WithProcess(pool.serviceProcess))
	post := func(name string) (int, map[string]any) {
		req := httptest.NewRequest("POST", "/v1/extract?name="+name, bytes.NewReader(seedData))
		req.Header.Set("Content-Type", "text/plain")
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		var body map[string]any
		json.Unmarshal(rec.Body.Bytes(), &body)
		return rec.Code, body
	}
	if code, body := post("hang.txt"); code != 503 || body["error_code"] != "time_budget" {
		t.Errorf("hang: %d %v", code, body)
	}
	// The killed worker gives its slot back once it has exited; on a busy
	// machine that can take longer than the service's grace, when it is
	// counted as overrunning until then. It must not run on.
	for deadline := time.Now().Add(10 * time.Second); s.Overrunning() != 0 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if n := s.Overrunning(); n != 0 {
		t.Fatalf("%d documents still running 10 s after their worker was killed", n)
	}
	if code, body := post("a.txt"); code != 200 || body["source"] == nil {
		t.Errorf("next document: %d %v", code, body["error"])
	}
	if code, body := post("overflow.txt"); code != 422 || body["error_code"] != "crashed" {
		t.Errorf("overflow: %d %v", code, body)
	}
	if code, _ := post("b.txt"); code != 200 {
		t.Errorf("after a crash: %d", code)
	}
}
