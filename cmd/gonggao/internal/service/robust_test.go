package service

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// slowClient opens a connection to addr and sends a POST announcing
// length bytes, then one byte every interval until the server answers or
// n bytes are sent. It returns the status line.
func slowClient(t *testing.T, addr string, length, n int, interval time.Duration) string {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Error(err)
		return ""
	}
	defer c.Close()
	fmt.Fprintf(c, "POST /v1/extract HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n", length)
	answered := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(c).ReadString('\n')
		answered <- strings.TrimSpace(line)
	}()
	for i := 0; i < n; i++ {
		select {
		case line := <-answered:
			return line
		case <-time.After(interval):
		}
		if _, err := c.Write([]byte("a")); err != nil {
			break
		}
	}
	select {
	case line := <-answered:
		return line
	case <-time.After(10 * time.Second):
		return "no answer"
	}
}

// TestSlowClients: four clients trickling their bodies a byte at a time
// hold no processing slot: with one slot, a normal client is served while
// they send, and each slow one is cut off with 408 when its read timeout
// passes.
func TestSlowClients(t *testing.T) {
	// The read timeout is well above what a loaded machine needs to send the
	// seed over loopback, and well below the 5 s a slow client trickles for.
	s := New(WithMaxInflight(1), WithMaxReading(8), WithReadTimeout(2*time.Second))
	srv := httptest.NewServer(s)
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	var wg sync.WaitGroup
	status := make([]string, 4)
	for i := range status {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status[i] = slowClient(t, addr, 1000, 100, 50*time.Millisecond)
		}()
	}
	time.Sleep(100 * time.Millisecond) // the slow ones are sending
	for i := 0; i < 3; i++ {
		res, err := http.Post(srv.URL+"/v1/extract", "text/plain", strings.NewReader(string(corpusFile(t, seedTxt))))
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Errorf("normal client while slow ones send: %d", res.StatusCode)
		}
	}
	wg.Wait()
	for i, st := range status {
		if !strings.Contains(st, "408") {
			t.Errorf("slow client %d: %q, want 408", i, st)
		}
	}
}

// TestOversizedClients: clients sending bodies far over the limit, with
// and without Content-Length, get 413 and the service's memory stays
// bounded by the limit times the bodies it receives at once, however much
// they send.
func TestOversizedClients(t *testing.T) {
	const limit = 1 << 20
	s := New(WithMaxBody(limit), WithMaxReading(2))
	srv := httptest.NewServer(s)
	defer srv.Close()
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var peak uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
		}
	}()
	var wg sync.WaitGroup
	codes := make([]int, 8)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := &repeatReader{unit: []byte("本次发行优先股募集资金总额不超过人民币600亿元，"), left: 64 << 20}
			req, _ := http.NewRequest("POST", srv.URL+"/v1/extract", io.NopCloser(body))
			req.Header.Set("Content-Type", "text/plain")
			if i%2 == 0 {
				req.ContentLength = 64 << 20
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				// The server may close the connection while the client
				// still sends: that is a refusal too.
				codes[i] = -1
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			codes[i] = res.StatusCode
		}()
	}
	wg.Wait()
	close(stop)
	<-sampled
	for i, c := range codes {
		if c != http.StatusRequestEntityTooLarge && c != http.StatusTooManyRequests && c != -1 {
			t.Errorf("client %d: %d", i, c)
		}
	}
	// 8 × 64 MB were sent; what is bounded is what is held at once (two
	// bodies being read, each under the limit). The bound leaves room for
	// garbage the collector has not yet reclaimed on a busy machine.
	if grown := int64(peak) - int64(before.HeapInuse); grown > 64*limit {
		t.Errorf("heap grew by %d bytes for 8 × 64 MB of refused bodies (limit %d)", grown, limit)
	}
}

// TestOverrunCounted: a document that runs past its budget gets 503 and
// keeps its slot until its work returns, so the next document gets 429
// instead of piling more work on the machine; once the work returns the
// slot is free.
func TestOverrunCounted(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{}, 4)
	stuck := func(_ context.Context, path string, data []byte, _ pipeline.Options) (*schema.Document, error) {
		started <- struct{}{}
		<-release // ignores its context, as the in-process pipeline does
		return &schema.Document{SchemaVersion: schema.Version, Source: pipeline.Source(path, data)}, nil
	}
	s := New(WithMaxInflight(1), WithTimeout(50*time.Millisecond), WithProcess(stuck))
	res := call(t, s, "POST", "/v1/extract", "text/plain", []byte("公告"))
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("first: %d", res.StatusCode)
	}
	if n := s.Overrunning(); n != 1 {
		t.Errorf("Overrunning() = %d, want 1", n)
	}
	res = call(t, s, "POST", "/v1/extract", "text/plain", []byte("公告"))
	if got := decodeBody[map[string]any](t, res); res.StatusCode != http.StatusTooManyRequests || got["error_code"] != "busy" {
		t.Errorf("while the first still runs: %d %v", res.StatusCode, got)
	}
	close(release)
	for deadline := time.Now().Add(10 * time.Second); s.Overrunning() != 0 && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	if res := call(t, s, "POST", "/v1/extract", "text/plain", []byte("公告")); res.StatusCode != http.StatusOK {
		t.Errorf("after the work returned: %d", res.StatusCode)
	}
}

// TestTextLimitAsCLI: without --max-body a text body is held to the
// command line's 16 MB text limit, refused with 413 before it is read.
func TestTextLimitAsCLI(t *testing.T) {
	s := New()
	body := &repeatReader{unit: []byte("公告"), left: 17 << 20}
	req := httptest.NewRequest("POST", "/v1/extract", body)
	req.ContentLength = 17 << 20
	req.Header.Set("Content-Type", "text/plain")
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge || body.read != 0 {
		t.Errorf("status %d, %d bytes read", rec.Code, body.read)
	}
	// A PDF body may be larger than 16 MB (up to --max-body).
	if got := New().bodyLimit(pipeline.Options{}); got != DefaultMaxBody {
		t.Errorf("limit for an undeclared format %d", got)
	}
}

// TestSequentialClientOneSlot: with one processing slot, a client sending
// its documents one after another, each on the answer to the last, is
// never told the slot is busy.
func TestSequentialClientOneSlot(t *testing.T) {
	s := New(WithMaxInflight(1))
	srv := httptest.NewServer(s)
	defer srv.Close()
	body := "证券代码：600000    证券简称：浦发银行    公告编号：临2016-001\n上海浦东发展银行股份有限公司董事会\n"
	for i := 0; i < 200; i++ {
		res, err := http.Post(srv.URL+"/v1/extract", "text/plain", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Fatalf("request %d: %d", i, res.StatusCode)
		}
	}
}
