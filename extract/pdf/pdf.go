// Package pdf reads the text layer of a PDF announcement into a
// normalize.Layer: one text with a span per page, amendment tables rebuilt
// as cell grids from the rules and glyph positions, and a warning naming the
// pages whose text layer does not decode.
//
// The default engine is pure Go (the patched library in pdflib): glyphs are
// placed on the page, grouped into lines by baseline and ordered top-down;
// running headers, footers and page numbers are removed; lines are joined
// back into paragraphs across line and page breaks without inserting spaces
// between CJK characters, keeping a break where the indentation, the
// vertical gap or a short line says a paragraph ends. The "pdftotext"
// engine runs poppler's pdftotext when it is installed and gives the same
// Layer shape; "auto" uses Go and falls back to pdftotext when pages do not
// decode.
//
// Raw is the extracted text layer itself (Text is the same string, Map is
// nil), so spans the extractors report point into the text layer, with the
// page found from Pages.
package pdf

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/extract/pdf/pdflib"
	"github.com/gonggao/gonggao/normalize"
)

// Engines Options.Engine accepts.
const (
	EngineGo        = "go"
	EnginePDFToText = "pdftotext"
	EngineAuto      = "auto"
)

// Defaults for Options fields left zero.
const (
	DefaultMaxPages       = 2000
	DefaultMaxStreamBytes = 256 << 20
)

// Errors Read returns, wrapped with the file (and page when known): test
// for them with errors.Is.
var (
	// ErrNoText is returned for a PDF with no text layer at all (a scan).
	ErrNoText = errors.New("no text layer (scanned image PDF?)")
	// ErrUnreadable is returned when no page's text layer decodes: it is
	// mostly U+FFFD, private-use or control characters.
	ErrUnreadable = errors.New("text layer does not decode")
	// ErrCorrupt is returned for bytes that are not a readable PDF.
	ErrCorrupt = errors.New("corrupt PDF")
	// ErrTooLarge is returned for more pages than Options.MaxPages or a
	// stream decompressing past Options.MaxStreamBytes.
	ErrTooLarge = errors.New("PDF exceeds limits")
	// ErrEncrypted is returned for a PDF that cannot be decrypted without a
	// password or with a scheme the reader does not support.
	ErrEncrypted = errors.New("encrypted PDF")
	// ErrEngine is returned when the requested engine cannot run (pdftotext
	// not installed, or it failed).
	ErrEngine = errors.New("PDF engine unavailable")
)

// Options tunes Read. The zero value uses the Go engine and the defaults.
type Options struct {
	// Engine is "go" (default), "pdftotext" or "auto".
	Engine string
	// MaxPages refuses documents with more pages; 0 means DefaultMaxPages.
	MaxPages int
	// MaxStreamBytes refuses any stream that decompresses to more bytes;
	// 0 means DefaultMaxStreamBytes.
	MaxStreamBytes int64
	// PDFToText is the pdftotext binary; empty looks it up in PATH.
	PDFToText string
}

func (o Options) maxPages() int {
	if o.MaxPages > 0 {
		return o.MaxPages
	}
	return DefaultMaxPages
}

func (o Options) maxStream() int64 {
	if o.MaxStreamBytes > 0 {
		return o.MaxStreamBytes
	}
	return DefaultMaxStreamBytes
}

// Read extracts the text layer of the PDF in data (path names it in errors
// and in the Layer). Errors wrap ErrNoText, ErrUnreadable, ErrCorrupt,
// ErrTooLarge, ErrEncrypted or ErrEngine and name the file and page when
// known. Read never panics.
func Read(path string, data []byte, opts Options) (l normalize.Layer, err error) {
	defer func() {
		if r := recover(); r != nil {
			// Only a bug in this package gets here (the library's panics
			// are recovered per page); say so rather than blame the file.
			l, err = normalize.Layer{}, fmt.Errorf("%s: %w: internal error: %v", path, ErrCorrupt, r)
		}
	}()
	if len(bytes.TrimSpace(data)) == 0 {
		return normalize.Layer{}, fmt.Errorf("%s: %w: empty file", path, ErrCorrupt)
	}
	switch opts.Engine {
	case "", EngineGo:
		return readGo(path, data, opts)
	case EnginePDFToText:
		return readPDFToText(path, data, opts)
	case EngineAuto:
		l, err := readGo(path, data, opts)
		if (err != nil && errors.Is(err, ErrUnreadable)) || hasUnreadable(l) {
			if alt, aerr := readPDFToText(path, data, opts); aerr == nil && !hasUnreadable(alt) {
				return alt, nil
			}
		}
		return l, err
	}
	return normalize.Layer{}, fmt.Errorf("%s: %w: unknown engine %q (want go, pdftotext or auto)", path, ErrEngine, opts.Engine)
}

func hasUnreadable(l normalize.Layer) bool {
	for _, w := range l.Warnings {
		if w.Code == normalize.WarnUnreadableText {
			return true
		}
	}
	return false
}

// page is one page as the assembler sees it.
type page struct {
	num        int
	blocks     []block
	unreadable bool
	failed     error // the page's content could not be parsed
}

func readGo(path string, data []byte, opts Options) (normalize.Layer, error) {
	r, err := pdflib.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return normalize.Layer{}, openError(path, err)
	}
	r.MaxStreamBytes = opts.maxStream()
	ps, err := r.Pages()
	if err != nil {
		if errors.Is(err, pdflib.ErrStreamTooLarge) {
			return normalize.Layer{}, fmt.Errorf("%s: %w: %v", path, ErrTooLarge, err)
		}
		return normalize.Layer{}, fmt.Errorf("%s: %w: page tree: %v", path, ErrCorrupt, err)
	}
	if len(ps) == 0 {
		return normalize.Layer{}, fmt.Errorf("%s: %w: no pages", path, ErrCorrupt)
	}
	if len(ps) > opts.maxPages() {
		return normalize.Layer{}, fmt.Errorf("%s: %w: %d pages, limit %d", path, ErrTooLarge, len(ps), opts.maxPages())
	}
	pages := make([]page, len(ps))
	chars, images := 0, 0
	var text []pdflib.Text // glyph storage handed from page to page
	for i, p := range ps {
		pages[i].num = i + 1
		c, err := pageContent(r, p, text)
		if err != nil {
			if errors.Is(err, pdflib.ErrStreamTooLarge) {
				return normalize.Layer{}, fmt.Errorf("%s: page %d: %w: %v", path, i+1, ErrTooLarge, err)
			}
			pages[i].failed = err
			continue
		}
		pl := layoutPage(c)
		text = c.Text // layoutPage keeps no reference to it
		chars += pl.chars
		images += pl.images
		pages[i].blocks = pl.blocks
		pages[i].unreadable = pl.chars > 0 && pl.bad*5 > pl.chars
	}
	if err := wholeDocError(path, pages, chars, images); err != nil {
		return normalize.Layer{}, err
	}
	return assemble(path, pages), nil
}

// pageContent reads one page, turning any panic into an error so that a
// bad page does not stop the others.
func pageContent(r *pdflib.Reader, p pdflib.Page, text []pdflib.Text) (c pdflib.Content, err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("malformed page: %v", x)
		}
	}()
	return r.PageContentReuse(p, text)
}

// openError classifies an error from opening the file.
func openError(path string, err error) error {
	msg := err.Error()
	switch {
	case errors.Is(err, pdflib.ErrInvalidPassword) || strings.Contains(msg, "encrypt"):
		return fmt.Errorf("%s: %w: %v", path, ErrEncrypted, err)
	case errors.Is(err, pdflib.ErrStreamTooLarge):
		return fmt.Errorf("%s: %w: %v", path, ErrTooLarge, err)
	}
	return fmt.Errorf("%s: %w: %v", path, ErrCorrupt, err)
}

// wholeDocError returns the error for a document none of whose pages gives
// text: every page failed to parse, there is no text layer, or none of it
// decodes.
func wholeDocError(path string, pages []page, chars, images int) error {
	var failed, unreadable, good []int
	var firstErr error
	for _, p := range pages {
		switch {
		case p.failed != nil:
			failed = append(failed, p.num)
			if firstErr == nil {
				firstErr = p.failed
			}
		case p.unreadable:
			unreadable = append(unreadable, p.num)
		case len(p.blocks) > 0:
			good = append(good, p.num)
		}
	}
	if len(good) > 0 {
		return nil
	}
	switch {
	case len(unreadable) > 0:
		return fmt.Errorf("%s: %w on %s", path, ErrUnreadable, pageList(unreadable))
	case len(failed) == len(pages):
		return fmt.Errorf("%s: page %d: %w: %v", path, failed[0], ErrCorrupt, firstErr)
	case chars == 0:
		what := "no page draws any text"
		if images > 0 {
			what = fmt.Sprintf("no page draws any text; %d images", images)
		}
		if len(failed) > 0 {
			what += "; " + pageList(failed) + " could not be parsed"
		}
		return fmt.Errorf("%s: %w: %s", path, ErrNoText, what)
	}
	return fmt.Errorf("%s: %w: no text decoded", path, ErrNoText)
}

// pageList renders page numbers as "page 3" or "pages 2, 5, 9".
func pageList(nums []int) string {
	s := make([]string, len(nums))
	for i, n := range nums {
		s[i] = strconv.Itoa(n)
	}
	if len(nums) == 1 {
		return "page " + s[0]
	}
	return "pages " + strings.Join(s, ", ")
}
