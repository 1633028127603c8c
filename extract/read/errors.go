package read

import "errors"

// Errors the readers return, wrapped with the path (and line or byte offset
// when known): test for them with errors.Is.
var (
	// ErrEmpty is returned for a file with no bytes or only white space.
	ErrEmpty = errors.New("empty file")
	// ErrBinary is returned for bytes that are neither text nor a PDF.
	ErrBinary = errors.New("binary file, not a text, HTML or PDF announcement")
	// ErrUnsupported is returned for a format no reader handles (a forced
	// format other than txt, html or pdf; Word or ZIP files).
	ErrUnsupported = errors.New("unsupported format")
	// ErrTooLarge is returned for input longer than ReadOptions.MaxBytes.
	ErrTooLarge = errors.New("file too large")
	// ErrEncoding is returned for text that decodes in none of the encodings
	// tried (UTF-8, GB18030, the declared charset).
	ErrEncoding = errors.New("undecodable text")
	// ErrTooDeep is returned for HTML nested deeper than ReadOptions.MaxDepth.
	ErrTooDeep = errors.New("HTML nested too deeply")
)
