package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/service"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// workerPool runs documents in child processes (`gonggao worker`), one
// document at a time per child, as Apache Tika's forked mode does: a
// document that crashes its process (a Go stack overflow or out-of-memory
// error is fatal, no recover catches it) or runs past its time budget
// takes only its child down. The child is killed, the document gets an
// error record (error_code crashed or time_budget), and a fresh child is
// started for the next document. Children are started when first needed
// and kept for the rest of the run.
type workerPool struct {
	argv   []string      // the worker command line
	env    []string      // its environment; nil: the parent's
	budget time.Duration // 0: no bound
	idle   chan *child   // idle children; a nil entry is a child to start
	n      int
}

// newWorkerPool returns a pool of n children running argv.
func newWorkerPool(argv []string, n int, budget time.Duration) *workerPool {
	p := &workerPool{argv: argv, budget: budget, idle: make(chan *child, n), n: n}
	for i := 0; i < n; i++ {
		p.idle <- nil
	}
	return p
}

// workerArgv is the command line of a worker of this executable, with the
// pipeline flags of e.
func workerArgv(e *env) ([]string, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return []string{exe, "worker", "--pdf-engine", e.pdfEngine, "--max-bytes", fmt.Sprint(e.maxBytes)}, nil
}

// child is one worker process.
type child struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	w      *bufio.Writer
	r      *bufio.Reader
	stderr *headBuffer
	dead   chan struct{} // closed once the process has exited
}

func (p *workerPool) start() (*child, error) {
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	cmd.Env = p.env
	setDeathSignal(cmd)
	c := &child{cmd: cmd, stderr: &headBuffer{max: 16 << 10}, dead: make(chan struct{})}
	cmd.Stderr = c.stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c.stdin, c.w, c.r = in, bufio.NewWriterSize(in, 64<<10), bufio.NewReaderSize(out, 64<<10)
	go func() { cmd.Wait(); close(c.dead) }()
	return c, nil
}

// kill stops the child and waits for it.
func (c *child) kill() {
	c.cmd.Process.Kill()
	<-c.dead
}

// workResult is a document's answer from a worker, or why there is none.
type workResult struct {
	ans workAnswer
	rec []byte // the record, compact JSON
	err error  // the worker crashed (errWorkerCrashed) or ran over budget (pipeline.ErrTimeBudget)
}

// run processes one document in an idle child. ctx ending kills the child
// as the budget passing does.
func (p *workerPool) run(ctx context.Context, req workRequest, data []byte) workResult {
	path := req.Path
	c := <-p.idle
	if c == nil {
		var err error
		if c, err = p.start(); err != nil {
			p.idle <- nil
			return workResult{err: fmt.Errorf("%s: %w: cannot start it: %v", path, errWorkerCrashed, err)}
		}
	}
	c.stderr.reset()
	type reply struct {
		ans workAnswer
		rec []byte
		err error
	}
	done := make(chan reply, 1)
	go func() {
		hdr, _ := json.Marshal(req)
		var r reply
		if r.err = writeFrame(c.w, hdr); r.err == nil {
			if r.err = writeFrame(c.w, data); r.err == nil {
				r.err = c.w.Flush()
			}
		}
		var a []byte
		if r.err == nil {
			a, r.err = readFrame(c.r)
		}
		if r.err == nil {
			r.rec, r.err = readFrame(c.r)
		}
		if r.err == nil {
			r.err = json.Unmarshal(a, &r.ans)
		}
		done <- r
	}()
	var timeout <-chan time.Time
	if p.budget > 0 {
		t := time.NewTimer(p.budget)
		defer t.Stop()
		timeout = t.C
	}
	select {
	case r := <-done:
		if r.err == nil {
			p.idle <- c
			return workResult{ans: r.ans, rec: r.rec}
		}
		c.kill()
		p.idle <- nil
		return workResult{err: crashError(path, c)}
	case <-timeout:
		c.kill()
		<-done
		p.idle <- nil
		return workResult{err: fmt.Errorf("%s: %w: the worker was stopped after %s", path, pipeline.ErrTimeBudget, p.budget)}
	case <-ctx.Done():
		c.kill()
		<-done
		p.idle <- nil
		return workResult{err: fmt.Errorf("%s: %w (%w)", path, pipeline.ErrTimeBudget, ctx.Err())}
	}
}

// crashError describes a child that died on path: its exit status and the
// line of its standard error that says why (a Go fatal error or panic).
func crashError(path string, c *child) error {
	status := "no status"
	if ps := c.cmd.ProcessState; ps != nil {
		status = ps.String()
	}
	why := ""
	for _, line := range strings.Split(c.stderr.String(), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "fatal error:") || strings.HasPrefix(line, "panic:") || strings.HasPrefix(line, "runtime: out of memory") {
			why = ": " + line
			break
		}
		if why == "" && line != "" {
			why = ": " + line
		}
	}
	return fmt.Errorf("%s: %w (%s)%s", path, errWorkerCrashed, status, why)
}

// close ends every child (their input ends, they exit).
func (p *workerPool) close() {
	for i := 0; i < p.n; i++ {
		if c := <-p.idle; c != nil {
			c.stdin.Close()
			select {
			case <-c.dead:
			case <-time.After(5 * time.Second):
				c.kill()
			}
		}
	}
}

// headBuffer keeps the first max bytes written to it since the last reset.
type headBuffer struct {
	mu  sync.Mutex
	b   []byte
	max int
}

func (h *headBuffer) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if room := h.max - len(h.b); room > 0 {
		h.b = append(h.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (h *headBuffer) reset() {
	h.mu.Lock()
	h.b = h.b[:0]
	h.mu.Unlock()
}

func (h *headBuffer) String() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return string(h.b)
}

// inWorker runs the pipeline on one input in a worker process and fills
// in o: the record the worker wrote (re-encoded for indented JSON and CSV),
// or the error record of a worker that crashed or ran over budget.
func (b *batch) inWorker(path string, data []byte, o outcome) outcome {
	res := b.pool.run(context.Background(), workRequest{Path: path}, data)
	if res.err != nil {
		o.err = res.err
		rec := errorRecord(path, data, res.err)
		if errors.Is(res.err, errWorkerCrashed) {
			rec.Code = "crashed"
		}
		o.out, o.encErr = b.encode(rec)
		return o
	}
	if res.ans.Err != "" {
		o.err = errors.New(res.ans.Err)
	}
	o.checksFailed = res.ans.ChecksFailed
	switch b.format {
	case "jsonl":
		o.out = append(res.rec, '\n')
	case "json":
		var buf bytes.Buffer
		o.encErr = json.Indent(&buf, res.rec, "", "  ")
		buf.WriteByte('\n')
		o.out = buf.Bytes()
	default:
		var v any = &schema.ErrorRecord{}
		if res.ans.Doc {
			v = &schema.Document{}
		}
		if o.encErr = json.Unmarshal(res.rec, v); o.encErr == nil {
			o.out, o.encErr = b.encode(v)
		}
	}
	return o
}

// serviceProcess is the service's process function over the pool: the
// request's context ending (its time budget) kills the worker, so the
// slot is free again at once.
func (p *workerPool) serviceProcess(ctx context.Context, path string, data []byte, opts pipeline.Options) (*schema.Document, error) {
	res := p.run(ctx, workRequest{Path: path, Format: opts.Read.Format, ContentType: opts.Read.ContentType}, data)
	switch {
	case errors.Is(res.err, errWorkerCrashed):
		rec := pipeline.ErrorRecord(path, data, res.err)
		rec.Code = "crashed"
		return nil, &service.RecordError{Record: rec}
	case res.err != nil:
		return nil, res.err
	case !res.ans.Doc:
		rec := &schema.ErrorRecord{}
		if err := json.Unmarshal(res.rec, rec); err != nil {
			return nil, fmt.Errorf("%s: %w: %v", path, errWorkerCrashed, err)
		}
		return nil, &service.RecordError{Record: rec}
	}
	doc := &schema.Document{}
	if err := json.Unmarshal(res.rec, doc); err != nil {
		return nil, fmt.Errorf("%s: %w: %v", path, errWorkerCrashed, err)
	}
	return doc, nil
}
