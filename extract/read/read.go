package read

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract/pdf"
	"github.com/gonggao/gonggao/normalize"
)

// Formats Read recognises.
const (
	FormatText = "txt"
	FormatHTML = "html"
	FormatPDF  = "pdf"
)

// Defaults for ReadOptions fields left zero.
const (
	// DefaultMaxBytes limits a PDF file. Its text layer is a small part of
	// it, so a large PDF costs little memory beyond its own bytes.
	DefaultMaxBytes = 256 << 20
	// DefaultMaxTextBytes limits a text or HTML file. Every byte of text
	// carries offset maps back to the input through each stage (about 70
	// bytes of memory per input byte in all), and a real announcement's
	// text is well under 2 MB, so 16 MB leaves room while keeping a
	// runaway input to about a gigabyte.
	DefaultMaxTextBytes = 16 << 20
	DefaultMaxDepth     = 512
)

// PDFFunc reads the bytes of a PDF into a text layer.
type PDFFunc func(path string, data []byte) (normalize.Layer, error)

// ReadOptions tunes Read. The zero value detects the format and uses the
// defaults.
type ReadOptions struct {
	// Format forces a reader: "txt", "html" or "pdf". Empty detects it from
	// the content, then from the file name's extension.
	Format string
	// ContentType is the Content-Type the document was served with (for
	// example "text/html; charset=gbk"); its charset is used for HTML.
	ContentType string
	// MaxBytes limits the input size; 0 means DefaultMaxBytes for PDF and
	// DefaultMaxTextBytes for text and HTML.
	MaxBytes int64
	// MaxDepth limits HTML element nesting; 0 means DefaultMaxDepth.
	MaxDepth int
	// PDF reads PDF input; nil means the built-in reader (package
	// extract/pdf) with PDFOptions.
	PDF PDFFunc
	// PDFOptions tune the built-in PDF reader: the engine (go, pdftotext
	// or auto), the page and decompressed-stream limits.
	PDFOptions pdf.Options
}

// pdfReader returns the PDF reader of opts.
func (opts ReadOptions) pdfReader() PDFFunc {
	if opts.PDF != nil {
		return opts.PDF
	}
	po := opts.PDFOptions
	return func(path string, data []byte) (normalize.Layer, error) {
		return pdf.Read(path, data, po)
	}
}

// Read reads one announcement and returns its normalised document. The
// format is detected from the content first (the %PDF- header, a leading
// HTML tag after an optional byte-order mark and white space), then from
// the extension of path. Errors wrap ErrEmpty, ErrBinary, ErrUnsupported,
// ErrTooLarge, ErrEncoding, ErrTooDeep or one of package pdf's errors, and
// name path.
func Read(path string, data []byte, opts ReadOptions) (*normalize.Doc, error) {
	max := opts.MaxBytes
	if max <= 0 {
		max = DefaultMaxBytes
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s: %w: %d bytes, limit %d", path, ErrTooLarge, len(data), max)
	}
	format := strings.ToLower(opts.Format)
	if format == "" {
		var err error
		if format, err = Detect(path, data); err != nil {
			return nil, err
		}
	}
	if opts.MaxBytes <= 0 && format != FormatPDF && int64(len(data)) > DefaultMaxTextBytes {
		return nil, fmt.Errorf("%s: %w: %d bytes of %s, limit %d", path, ErrTooLarge, len(data), format, int64(DefaultMaxTextBytes))
	}
	var (
		layer normalize.Layer
		err   error
	)
	switch format {
	case FormatText, "text":
		if err := checkText(path, data); err != nil {
			return nil, err
		}
		layer, err = readText(path, data)
	case FormatHTML, "htm":
		if err := checkText(path, data); err != nil {
			return nil, err
		}
		layer, err = readHTML(path, data, opts)
	case FormatPDF:
		if len(data) == 0 {
			return nil, fmt.Errorf("%s: %w", path, ErrEmpty)
		}
		layer, err = opts.pdfReader()(path, data)
	default:
		return nil, fmt.Errorf("%s: %w %q (want txt, html or pdf)", path, ErrUnsupported, opts.Format)
	}
	if err != nil {
		return nil, err
	}
	if layer.Path == "" {
		layer.Path = path
	}
	return normalize.New(layer), nil
}

// Detect returns the format of data: "pdf", "html" or "txt". It looks at
// the content first and at the extension of path only when the content
// does not tell.
func Detect(path string, data []byte) (string, error) {
	if isBlankBytes(data) {
		return "", fmt.Errorf("%s: %w", path, ErrEmpty)
	}
	head := data[:min(len(data), 1024)]
	if bytes.Contains(head, []byte("%PDF-")) {
		return FormatPDF, nil
	}
	if kind := knownBinary(head); kind != "" {
		return "", fmt.Errorf("%s: %w: %s", path, ErrUnsupported, kind)
	}
	if looksHTML(head) {
		return FormatHTML, nil
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".pdf":
		return FormatPDF, nil
	case ".html", ".htm", ".xhtml", ".shtml":
		return FormatHTML, nil
	}
	if err := checkText(path, data); err != nil {
		return "", err
	}
	return FormatText, nil
}

// knownBinary names formats recognised by their magic bytes that no reader
// handles.
func knownBinary(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		return "ZIP archive (docx, xlsx or zip)"
	case bytes.HasPrefix(head, []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")):
		return "OLE document (doc or xls)"
	case bytes.HasPrefix(head, []byte("{\\rtf")):
		return "RTF document"
	}
	return ""
}

// htmlStarts are the tags an HTML document may begin with.
var htmlStarts = []string{"!doctype html", "html", "head", "meta", "body", "p", "div", "table", "title", "h1", "h2", "h3", "span", "font", "center", "br", "?xml", "!--"}

// looksHTML reports whether the text starts, after an optional byte-order
// mark and white space, with an HTML tag.
func looksHTML(head []byte) bool {
	s := sniffText(head)
	s = strings.TrimLeft(s, " \t\r\n\f\u3000")
	if !strings.HasPrefix(s, "<") {
		return false
	}
	s = strings.ToLower(s[1:])
	for _, t := range htmlStarts {
		if !strings.HasPrefix(s, t) {
			continue
		}
		rest := s[len(t):]
		if t == "!--" || t == "?xml" || t == "!doctype html" || rest == "" {
			return true
		}
		if c := rest[0]; c == '>' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '/' {
			return true
		}
	}
	return false
}

// sniffText returns the start of data as UTF-8 for sniffing: the byte-order
// mark is dropped and UTF-16 is decoded.
func sniffText(head []byte) string {
	switch {
	case bytes.HasPrefix(head, bomUTF8):
		return string(head[3:])
	case bytes.HasPrefix(head, bomUTF16LE), bytes.HasPrefix(head, bomUTF16BE):
		if t, _, _, err := decodeUTF16(head); err == nil {
			return t
		}
	}
	return string(head)
}

// isBlankBytes reports whether data holds nothing but white space and
// byte-order marks.
func isBlankBytes(data []byte) bool {
	for _, bom := range [][]byte{bomUTF8, bomUTF16LE, bomUTF16BE} {
		if bytes.HasPrefix(data, bom) {
			if bom[0] != 0xEF {
				t, _, _, err := decodeUTF16(data)
				return err == nil && strings.TrimSpace(strings.ReplaceAll(t, "\u3000", "")) == ""
			}
			data = data[len(bom):]
			break
		}
	}
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		switch r {
		case ' ', '\t', '\n', '\r', '\f', '\v', 0x3000, 0xA0, 0xFEFF:
		default:
			return false
		}
		data = data[size:]
	}
	return true
}

// checkText returns ErrEmpty for blank input and ErrBinary for bytes that
// are not text: NUL bytes outside UTF-16, or many control bytes.
func checkText(path string, data []byte) error {
	if isBlankBytes(data) {
		return fmt.Errorf("%s: %w", path, ErrEmpty)
	}
	if bytes.HasPrefix(data, bomUTF16LE) || bytes.HasPrefix(data, bomUTF16BE) {
		return nil
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return fmt.Errorf("%s: %w (NUL byte at offset %d)", path, ErrBinary, i)
	}
	ctl := 0
	for _, c := range data {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != 0x1B {
			ctl++
		}
	}
	if ctl*20 > len(data) {
		return fmt.Errorf("%s: %w (%d of %d bytes are control bytes)", path, ErrBinary, ctl, len(data))
	}
	return nil
}
