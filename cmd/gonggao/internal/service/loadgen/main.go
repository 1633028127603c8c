// Command loadgen sends a fixed number of identical POST requests to a
// gonggao service on the loopback interface, a few at a time, and prints
// the throughput and latency percentiles. It refuses any host other than
// 127.0.0.1, ::1 or localhost, and stops after -n requests or -max-time.
//
//	loadgen -url http://127.0.0.1:8080/v1/extract -file announcement.txt -n 500 -c 4
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	target := flag.String("url", "http://127.0.0.1:8080/v1/extract", "endpoint to POST to (loopback only)")
	file := flag.String("file", "", "request body `FILE`")
	ctype := flag.String("content-type", "text/plain; charset=utf-8", "Content-Type of the requests")
	n := flag.Int("n", 500, "number of requests")
	c := flag.Int("c", 4, "requests in flight")
	maxTime := flag.Duration("max-time", 2*time.Minute, "stop sending after this long")
	flag.Parse()
	if err := run(*target, *file, *ctype, *n, *c, *maxTime); err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(1)
	}
}

func run(target, file, ctype string, n, c int, maxTime time.Duration) error {
	u, err := url.Parse(target)
	if err != nil {
		return err
	}
	switch h := u.Hostname(); h {
	case "localhost":
	default:
		if ip := net.ParseIP(h); ip == nil || !ip.IsLoopback() {
			return fmt.Errorf("%s is not a loopback address", h)
		}
	}
	if n < 1 || c < 1 {
		return fmt.Errorf("-n and -c must be at least 1")
	}
	body, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	client := &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: c}}
	var (
		next     atomic.Int64
		mu       sync.Mutex
		lat      []time.Duration
		statuses = map[int]int{}
		errs     int
	)
	deadline := time.Now().Add(maxTime)
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < c; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for next.Add(1) <= int64(n) && time.Now().Before(deadline) {
				t0 := time.Now()
				res, err := client.Post(target, ctype, bytes.NewReader(body))
				if err == nil {
					io.Copy(io.Discard, res.Body)
					res.Body.Close()
				}
				d := time.Since(t0)
				mu.Lock()
				if err != nil {
					errs++
				} else {
					statuses[res.StatusCode]++
					lat = append(lat, d)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	if len(lat) == 0 {
		return fmt.Errorf("no request answered (%d errors)", errs)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p int) time.Duration { return lat[min(len(lat)-1, (len(lat)*p+99)/100-1)] }
	// Requests per second to one decimal, in integer arithmetic.
	rps10 := int64(len(lat)) * int64(time.Second) * 10 / int64(elapsed)
	ok10 := int64(statuses[http.StatusOK]) * int64(time.Second) * 10 / int64(elapsed)
	codes := make([]int, 0, len(statuses))
	for k := range statuses {
		codes = append(codes, k)
	}
	sort.Ints(codes)
	var st bytes.Buffer
	for _, k := range codes {
		fmt.Fprintf(&st, "%d×%d ", k, statuses[k])
	}
	fmt.Printf("requests=%d concurrency=%d body_bytes=%d elapsed=%s rps=%d.%d ok_rps=%d.%d p50=%s p90=%s p99=%s max=%s statuses=%serrors=%d\n",
		len(lat), c, len(body), elapsed.Round(time.Millisecond), rps10/10, rps10%10, ok10/10, ok10%10,
		pct(50).Round(100*time.Microsecond), pct(90).Round(100*time.Microsecond), pct(99).Round(100*time.Microsecond), lat[len(lat)-1].Round(100*time.Microsecond), st.String(), errs)
	return nil
}
