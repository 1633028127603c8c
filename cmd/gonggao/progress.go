package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
)

// tally counts what a batch run has done so far.
type tally struct {
	total        int   // inputs in this run (listed so far, until the list is complete)
	totalKnown   bool  // the list is complete
	done         int   // inputs finished (written or skipped)
	ok           int   // documents written
	failed       int   // error records written
	checksFailed int   // documents with at least one failed cross-check
	skipped      int   // inputs already in the --resume output
	bytes        int64 // input bytes read
}

// progress reports a batch run on standard error: a bar (files done of
// total, files/s, MB/s, ETA, failures so far) when enabled, and the error
// line of every input that could not be read, printed above the bar. While
// the inputs are still being listed the bar counts the files done; once
// the list is complete it shows them of the total, and the time left.
type progress struct {
	mu     sync.Mutex // the bar and the lines above it; notes come from the listing
	w      io.Writer
	bar    *progressbar.ProgressBar // nil: no bar
	start  time.Time
	listed func() (int, bool) // inputs listed so far, and whether that is all
	t      tally
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// newProgress starts reporting a run whose inputs listed reports; mode is
// auto (a bar when w is a terminal), always or never.
func newProgress(w io.Writer, mode string, listed func() (int, bool)) *progress {
	p := &progress{w: w, start: time.Now(), listed: listed}
	if mode == "always" || (mode == "auto" && isTerminal(w)) {
		p.bar = progressbar.NewOptions64(-1,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription("extract"),
			progressbar.OptionShowCount(),
			progressbar.OptionShowIts(),
			progressbar.OptionSetItsString("files"),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionSetWidth(20),
			progressbar.OptionClearOnFinish(),
		)
	}
	return p
}

// count brings the total up to date with the listing.
func (p *progress) count() {
	if p.t.totalKnown {
		return
	}
	p.t.total, p.t.totalKnown = p.listed()
	if p.t.totalKnown && p.bar != nil {
		p.bar.ChangeMax64(int64(p.t.total))
	}
}

// add counts one finished input and prints its error, if any.
func (p *progress) add(o outcome) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.count()
	p.t.done++
	p.t.bytes += o.bytes
	switch {
	case o.skipped:
		p.t.skipped++
	case o.err != nil:
		p.t.failed++
		p.printLocked("gonggao: " + oneline.Error(o.err))
	default:
		p.t.ok++
		if o.checksFailed {
			p.t.checksFailed++
		}
	}
	if p.bar != nil {
		p.bar.Describe(fmt.Sprintf("%s, %d failed", rateMB(p.t.bytes, time.Since(p.start)), p.t.failed))
		p.bar.Add(1)
	}
}

// println prints a line on standard error above the bar.
func (p *progress) println(line string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.printLocked(line)
}

func (p *progress) printLocked(line string) {
	if p.bar != nil {
		p.bar.Clear()
	}
	fmt.Fprintln(p.w, line)
}

// finish removes the bar.
func (p *progress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		p.bar.Clear()
		p.bar.Exit()
	}
}

// total is the number of inputs listed, and whether the list is complete.
func (p *progress) total() (int, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.count()
	return p.t.total, p.t.totalKnown
}

// failed is the number of error records so far.
func (p *progress) failed() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.t.failed
}

// summary is the closing line of a batch run.
func (p *progress) summary(interrupted bool) string {
	p.mu.Lock()
	p.count()
	t := p.t
	p.mu.Unlock()
	el := time.Since(p.start)
	s := "gonggao: "
	switch {
	case interrupted && t.totalKnown:
		s += fmt.Sprintf("interrupted after %d of %s: ", t.done, files(t.total))
	case interrupted:
		s += fmt.Sprintf("interrupted after %d of %d files listed so far: ", t.done, t.total)
	default:
		s += files(t.total) + ": "
	}
	s += fmt.Sprintf("%d ok, %d failed, %d with failed checks", t.ok, t.failed, t.checksFailed)
	if t.skipped > 0 {
		s += fmt.Sprintf(", %d already done", t.skipped)
	}
	s += fmt.Sprintf("; %s, %s, %s", el.Round(time.Millisecond), rateFiles(t.done, el), rateMB(t.bytes, el))
	return s
}

// files counts files in words.
func files(n int) string {
	if n == 1 {
		return "1 file"
	}
	return fmt.Sprintf("%d files", n)
}

// rateMB formats bytes per elapsed time as MB/s with one decimal, in
// integer arithmetic.
func rateMB(bytes int64, el time.Duration) string {
	ms := el.Milliseconds()
	if ms < 1 {
		ms = 1
	}
	perSec := bytes * 1000 / ms // bytes/s
	tenths := perSec / 100_000  // 0.1 MB/s
	return fmt.Sprintf("%d.%d MB/s", tenths/10, tenths%10)
}

// rateFiles formats files per second with one decimal.
func rateFiles(n int, el time.Duration) string {
	ms := el.Milliseconds()
	if ms < 1 {
		ms = 1
	}
	tenths := int64(n) * 10_000 / ms
	return fmt.Sprintf("%d.%d files/s", tenths/10, tenths%10)
}
