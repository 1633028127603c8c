// Command pdftext prints the text layer extract/pdf reads from each PDF
// named on the command line, pages separated by form feeds, so that it can
// be compared and timed against pdftotext.
//
//	pdftext [-engine go|pdftotext|auto] [-cpuprofile FILE] [-n N] FILE.pdf...
//
// -n repeats the extraction N times (for profiling); the text is printed
// once. Exit status 1 when a file cannot be read, 2 on bad flags.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"

	"github.com/gonggao/gonggao/extract/pdf"
)

const (
	exitOK    = 0
	exitRead  = 1
	exitUsage = 2
)

func main() {
	os.Exit(run())
}

func run() int {
	engine := flag.String("engine", pdf.EngineGo, "engine: go, pdftotext or auto")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile to `file`")
	n := flag.Int("n", 1, "extract each file `n` times")
	flag.Parse()
	if flag.NArg() == 0 || *n < 1 {
		fmt.Fprintln(os.Stderr, "usage: pdftext [-engine go|pdftotext|auto] [-cpuprofile FILE] [-n N] FILE.pdf...")
		return exitUsage
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return exitUsage
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return exitUsage
		}
		defer pprof.StopCPUProfile()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	status := exitOK
	for _, path := range flag.Args() {
		data, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			status = exitRead
			continue
		}
		for i := 0; i < *n; i++ {
			l, err := pdf.Read(path, data, pdf.Options{Engine: *engine})
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				status = exitRead
				break
			}
			if i > 0 {
				continue
			}
			for _, w := range l.Warnings {
				fmt.Fprintf(os.Stderr, "%s: warning %s: %s\n", path, w.Code, w.Message)
			}
			for j, p := range l.Pages {
				if j > 0 {
					out.WriteByte('\f')
				}
				out.WriteString(l.Text[p.Span.Start:p.Span.End])
			}
		}
	}
	return status
}
