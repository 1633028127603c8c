package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
)

// tally counts what a batch run has done so far.
type tally struct {
	total        int   // inputs in this run
	done         int   // inputs finished (written or skipped)
	ok           int   // documents written
	failed       int   // error records written
	checksFailed int   // documents with at least one failed cross-check
	skipped      int   // inputs already in the --resume output
	bytes        int64 // input bytes read
}

// progress reports a batch run on standard error: a bar (files done of
// total, files/s, MB/s, ETA, failures so far) when enabled, and the error
// line of every input that could not be read, printed above the bar.
type progress struct {
	w     io.Writer
	bar   *progressbar.ProgressBar // nil: no bar
	start time.Time
	t     tally
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// newProgress starts reporting a run of total inputs; mode is auto (a bar
// when w is a terminal), always or never.
func newProgress(w io.Writer, mode string, total int) *progress {
	p := &progress{w: w, start: time.Now(), t: tally{total: total}}
	if mode == "always" || (mode == "auto" && isTerminal(w)) {
		p.bar = progressbar.NewOptions64(int64(total),
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

// add counts one finished input and prints its error, if any.
func (p *progress) add(o outcome) {
	p.t.done++
	p.t.bytes += o.bytes
	switch {
	case o.skipped:
		p.t.skipped++
	case o.err != nil:
		p.t.failed++
		p.println("gonggao: " + oneline.Error(o.err))
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
	if p.bar != nil {
		p.bar.Clear()
	}
	fmt.Fprintln(p.w, line)
}

// finish removes the bar.
func (p *progress) finish() {
	if p.bar != nil {
		p.bar.Clear()
		p.bar.Exit()
	}
}

// summary is the closing line of a batch run.
func (p *progress) summary(interrupted bool) string {
	t := p.t
	el := time.Since(p.start)
	s := "gonggao: "
	if interrupted {
		s += fmt.Sprintf("interrupted after %d of %s: ", t.done, files(t.total))
	} else {
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
