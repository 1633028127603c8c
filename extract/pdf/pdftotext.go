package pdf

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gonggao/gonggao/normalize"
)

// pdftotextTimeout bounds one pdftotext run.
const pdftotextTimeout = 2 * time.Minute

// PDFToTextPath returns the pdftotext binary Options selects, or "" when
// it is not installed.
func PDFToTextPath(opts Options) string {
	name := opts.PDFToText
	if name == "" {
		name = "pdftotext"
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return ""
	}
	return p
}

// readPDFToText runs pdftotext (reading order, UTF-8) and builds the same
// Layer shape as the Go engine: pages split on form feeds, furniture
// removed, lines joined into paragraphs. Without glyph positions a line
// counts as full when it is nearly as wide as the page's widest lines, and
// a blank line is a paragraph break.
func readPDFToText(path string, data []byte, opts Options) (normalize.Layer, error) {
	bin := PDFToTextPath(opts)
	if bin == "" {
		return normalize.Layer{}, fmt.Errorf("%s: %w: pdftotext not installed", path, ErrEngine)
	}
	f, err := os.CreateTemp("", "gonggao-*.pdf")
	if err != nil {
		return normalize.Layer{}, fmt.Errorf("%s: %w: %v", path, ErrEngine, err)
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(data); err != nil {
		f.Close()
		return normalize.Layer{}, fmt.Errorf("%s: %w: %v", path, ErrEngine, err)
	}
	f.Close()
	ctx, cancel := context.WithTimeout(context.Background(), pdftotextTimeout)
	defer cancel()
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, bin, "-enc", "UTF-8", "-l", fmt.Sprint(opts.maxPages()+1), f.Name(), "-")
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		switch {
		case strings.Contains(msg, "Incorrect password") || strings.Contains(msg, "ncrypt"):
			return normalize.Layer{}, fmt.Errorf("%s: %w: %s", path, ErrEncrypted, msg)
		case strings.Contains(msg, "May not be a PDF") || strings.Contains(msg, "Couldn't") || strings.Contains(msg, "rror"):
			return normalize.Layer{}, fmt.Errorf("%s: %w: pdftotext: %s", path, ErrCorrupt, msg)
		}
		return normalize.Layer{}, fmt.Errorf("%s: %w: pdftotext: %v: %s", path, ErrEngine, err, msg)
	}
	texts := strings.Split(strings.ToValidUTF8(stdout.String(), "\uFFFD"), "\f")
	if n := len(texts); n > 1 && strings.TrimSpace(texts[n-1]) == "" {
		texts = texts[:n-1]
	}
	if len(texts) > opts.maxPages() {
		return normalize.Layer{}, fmt.Errorf("%s: %w: more than %d pages", path, ErrTooLarge, opts.maxPages())
	}
	pages := make([]page, len(texts))
	chars := 0
	for i, t := range texts {
		pages[i].num = i + 1
		bad, n := 0, 0
		y := 0.0
		gap := false
		for _, s := range strings.Split(t, "\n") {
			y -= 1
			s = strings.TrimRight(s, " \t\r")
			if strings.TrimSpace(s) == "" {
				gap = true
				continue
			}
			for _, r := range s {
				if r != ' ' && r != '\t' {
					n++
					if badRune(r) {
						bad++
					}
				}
			}
			if gap {
				y -= 1 // a blank line reads as a paragraph gap
				gap = false
			}
			indent := float64(len(s) - len(strings.TrimLeft(s, " \u3000")))
			pages[i].blocks = append(pages[i].blocks, block{top: y, line: &line{
				text: strings.TrimSpace(s), x0: indent, x1: textWidth(s), y: y, size: 2,
			}})
		}
		chars += n
		pages[i].unreadable = n > 0 && bad*5 > n
	}
	if err := wholeDocError(path, pages, chars, 0); err != nil {
		return normalize.Layer{}, err
	}
	return assemble(path, pages), nil
}

// textWidth is the width of s in half-width cells (CJK counts two).
func textWidth(s string) float64 {
	w := 0.0
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		if isWide(r) {
			w += 2
		} else {
			w++
		}
	}
	return w
}
