package main

import (
	"encoding/json"
	"errors"
	"os"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// fakeWorker serves the worker protocol with the real pipeline, except for
// documents named to misbehave: *overflow* recurses until the Go stack
// overflows (a fatal error no recover catches), *hang* never returns,
// *exit* exits with status 3.
func fakeWorker() {
	debug.SetMaxStack(1 << 20) // overflow at 1 MB, not 1 GB
	err := serveWorker(os.Stdin, os.Stdout, func(path string, data []byte) (*schema.Document, error) {
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
	pool := newWorkerPool([]string{os.Args[0]}, 2, 2*time.Second)
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
