// Command segbench measures the segmenter: how long a process takes to
// build it and cut one file (run under /usr/bin/time by bench/segment.sh),
// and how far its tokens agree with gse's full zh_s dictionary.
//
// Usage:
//
//	segbench FILE            build segment.New(), cut FILE, print a summary
//	segbench -naive FILE     the same with gse.NewEmbed("zh_s") and its Segment
//	segbench -agree FILE...  boundary agreement with the full zh_s segmentation
//	segbench -agree -dict general.txt FILE...   the same for another trim
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/go-ego/gse"

	"github.com/gonggao/gonggao/normalize/segment"
)

func main() {
	naive := flag.Bool("naive", false, "use gse.NewEmbed(\"zh_s\") instead of segment.New")
	agree := flag.Bool("agree", false, "report agreement with the full zh_s segmentation")
	dict := flag.String("dict", "", "general dictionary `file` to use instead of the embedded one")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: segbench [-naive | -agree [-dict FILE]] FILE...")
		os.Exit(2)
	}
	var err error
	switch {
	case *agree:
		err = runAgree(*dict, flag.Args())
	default:
		err = runCut(*naive, flag.Arg(0))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "segbench:", err)
		os.Exit(1)
	}
}

func runCut(naive bool, path string) error {
	start := time.Now()
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var n int
	if naive {
		seg, err := gse.NewEmbed("zh_s")
		if err != nil {
			return err
		}
		n = len(seg.Segment(b))
	} else {
		seg, err := segment.New()
		if err != nil {
			return err
		}
		n = len(seg.Cut(string(b)))
	}
	fmt.Printf("%s: %d bytes, %d tokens, %v in process\n", filepath.Base(path), len(b), n, time.Since(start).Round(time.Millisecond))
	return nil
}

// counts accumulates boundary agreement between a segmentation and the
// reference one: a boundary is the byte offset between two tokens.
type counts struct {
	ref, got, both  int // boundaries of the reference, of ours, shared
	refTok, sameTok int // reference tokens, reproduced with the same span
}

func (c *counts) add(ref, got []int, inScope func(int) bool) {
	set := make(map[int]bool, len(got))
	for _, g := range got {
		if inScope(g) {
			set[g] = true
			c.got++
		}
	}
	prev, prevKept := 0, true
	for _, r := range ref {
		kept := set[r]
		if inScope(r) {
			c.ref++
			if kept {
				c.both++
			}
		}
		// a reference token [prev, r) is reproduced when both its ends are
		// boundaries of ours and none lies between them
		if inScope(r) && inScope(prev) {
			c.refTok++
			if prevKept && kept && !between(got, prev, r) {
				c.sameTok++
			}
		}
		prev, prevKept = r, kept
	}
}

func between(sorted []int, lo, hi int) bool {
	for _, x := range sorted {
		if x > lo && x < hi {
			return true
		}
	}
	return false
}

func (c counts) String() string {
	pct := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return 100 * float64(a) / float64(b)
	}
	return fmt.Sprintf("recall %5.1f%%  precision %5.1f%%  same tokens %5.1f%%  (%d reference boundaries)",
		pct(c.both, c.ref), pct(c.both, c.got), pct(c.sameTok, c.refTok), c.ref)
}

func runAgree(dictPath string, paths []string) error {
	var opts []segment.Option
	if dictPath != "" {
		d, err := os.ReadFile(dictPath)
		if err != nil {
			return err
		}
		opts = append(opts, segment.WithDictionary(string(d)))
	}
	seg, err := segment.New(opts...)
	if err != nil {
		return err
	}
	full, err := gse.NewEmbed("zh_s")
	if err != nil {
		return err
	}
	var rawC, cutC, wordC counts
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		text := string(b)
		var ref []int
		for _, s := range full.Segment(b) {
			ref = append(ref, s.End())
		}
		var raw []int
		pos := 0
		for _, w := range seg.CutRaw(text) {
			pos += len(w)
			raw = append(raw, pos)
		}
		toks := seg.Cut(text)
		var cut []int
		// designed is true inside (not at the edges of) a token the
		// scanner or lexicon produced, and inside white-space runs: there
		// the cut differs from gse on purpose.
		designed := make([]bool, len(text)+1)
		for _, t := range toks {
			cut = append(cut, t.Span.End)
			if t.Kind != segment.KindWord && t.Kind != segment.KindPunct {
				for k := t.Span.Start + 1; k < t.Span.End; k++ {
					designed[k] = true
				}
			}
		}
		all := func(int) bool { return true }
		outside := func(k int) bool { return k <= len(text) && !designed[k] }
		rawC.add(ref, raw, all)
		cutC.add(ref, cut, all)
		wordC.add(ref, cut, outside)
	}
	fmt.Printf("trimmed dictionary alone (gse Cut):          %v\n", rawC)
	fmt.Printf("Cut (lexicon + numbers + trimmed dictionary): %v\n", cutC)
	fmt.Printf("Cut, outside lexicon/number/space tokens:     %v\n", wordC)
	return nil
}
