package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServe starts the binary on a free loopback port, sends it requests
// and stops it with SIGTERM.
func TestServe(t *testing.T) {
	cmd := exec.Command(binary, "serve", "--addr", "127.0.0.1:0", "--max-body", "100000", "--max-inflight", "2")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := make(chan map[string]any, 100)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			var m map[string]any
			if json.Unmarshal(sc.Bytes(), &m) == nil {
				lines <- m
			}
		}
		close(lines)
	}()
	next := func() map[string]any {
		select {
		case m, ok := <-lines:
			if !ok {
				t.Fatal("server log ended")
			}
			return m
		case <-time.After(30 * time.Second):
			t.Fatal("no log line from the server")
		}
		return nil
	}
	start := next()
	addr, _ := start["addr"].(string)
	if start["msg"] != "listening" || addr == "" {
		t.Fatalf("first log line %v", start)
	}
	base := "http://" + addr

	res, err := http.Get(base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("healthz: %d", res.StatusCode)
	}
	if m := next(); m["msg"] != "request" || m["path"] != "/healthz" || m["status"] != 200.0 || m["request_id"] == "" {
		t.Errorf("access log %v", m)
	}

	data, err := os.ReadFile(seed)
	if err != nil {
		t.Fatal(err)
	}
	res, err = http.Post(base+"/v1/extract?name=corpus/001_bfdae5a8f63b378f.txt", "text/plain; charset=utf-8", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	cli := gonggao(t, "", "extract", seed)
	if res.StatusCode != 200 || !strings.Contains(string(body), `"amount_max"`) {
		t.Errorf("extract: %d %.200s", res.StatusCode, body)
	}
	// The same document as the CLI writes, but for the source path.
	if got, want := strings.Replace(string(body), `"corpus/001_bfdae5a8f63b378f.txt"`, `"`+seed+`"`, 1), cli.stdout; got != want {
		t.Errorf("service and CLI outputs differ")
	}
	next()

	// Over --max-body.
	res, err = http.Post(base+"/v1/extract", "text/plain", bytes.NewReader(bytes.Repeat([]byte("公"), 50000)))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized: %d", res.StatusCode)
	}
	next()

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit after SIGTERM: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("server did not stop after SIGTERM")
	}
}

func TestServeFlags(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--max-body", "0"},
		{"serve", "--timeout", "0s"},
		{"serve", "--max-inflight", "0"},
		{"serve", "extra"},
		{"serve", "--addr", "256.0.0.1:bad"},
	} {
		r := gonggao(t, "", args...)
		if r.code != ExitError || r.stderr == "" {
			t.Errorf("%v: exit %d stderr %q", args, r.code, r.stderr)
		}
	}
}
