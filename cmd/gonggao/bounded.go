package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/gonggao/gonggao/extract/read"
)

// Inputs are refused by their size before they are read: a file by the
// size stat gives, standard input through a limited reader. The limit is
// --max-bytes when given, else the one read.Read applies to the
// input's format (16 MB for text and HTML, 256 MB for PDF), the format
// being detected from the first kilobyte as read.Detect does. So a
// 1 GB file under --max-bytes 1000 costs a stat, not a gigabyte of memory.

// headBytes is how much of a file is read to detect its format.
const headBytes = 1024

// sizeError is an input refused for its size; size is what stat said, or
// -1 when the input is a stream that ran past the limit.
type sizeError struct {
	size int64
	err  error
}

func (e *sizeError) Error() string { return e.err.Error() }
func (e *sizeError) Unwrap() error { return e.err }

// refusedSize returns the size of an input refused for it, or -1.
func refusedSize(err error) int64 {
	var se *sizeError
	if errors.As(err, &se) {
		return se.size
	}
	return -1
}

func tooLarge(path, format string, size, limit int64) error {
	what := fmt.Sprintf("%d bytes", size)
	if size < 0 {
		what = fmt.Sprintf("more than %d bytes", limit)
	}
	if format != "" && format != read.FormatPDF {
		what += " of " + format
	}
	return &sizeError{size, fmt.Errorf("%s: %w: %s, limit %d", path, read.ErrTooLarge, what, limit)}
}

// formatLimit is the limit for an input whose first bytes are head, and
// the format they show ("" when they do not tell).
func formatLimit(path string, head []byte, maxBytes int64) (int64, string) {
	if maxBytes > 0 {
		return maxBytes, ""
	}
	format, err := read.Detect(path, head)
	if err != nil || format == read.FormatPDF {
		return read.DefaultMaxBytes, format
	}
	return read.DefaultMaxTextBytes, format
}

// readLimited reads the file at p, refusing it before reading more than
// its head when stat says it is over the limit, and after limit+1 bytes
// when it grows while being read (or is not a regular file).
func readLimited(p string, maxBytes int64) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, pathError(p, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, pathError(p, err)
	}
	if fi.IsDir() {
		return nil, fmt.Errorf("%s: is a directory", p)
	}
	head := make([]byte, headBytes)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, pathError(p, err)
	}
	head = head[:n]
	limit, format := formatLimit(p, head, maxBytes)
	if fi.Mode().IsRegular() && fi.Size() > limit {
		return nil, tooLarge(p, format, fi.Size(), limit)
	}
	size := int64(n)
	if fi.Mode().IsRegular() {
		size = max(fi.Size(), size)
	}
	data := make([]byte, n, min(size, limit)+1)
	copy(data, head)
	data, err = readAllInto(data, io.LimitReader(f, limit+1-int64(n)))
	if err != nil {
		return nil, pathError(p, err)
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(p, format, -1, limit)
	}
	return data, nil
}

// readStreamLimited reads r (standard input, named path) up to the limit
// for its format.
func readStreamLimited(path string, r io.Reader, maxBytes int64) ([]byte, error) {
	head := make([]byte, headBytes)
	n, err := io.ReadFull(r, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	limit, format := formatLimit(path, head[:n], maxBytes)
	data, err := readAllInto(head[:n], io.LimitReader(r, limit+1-int64(n)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(path, format, -1, limit)
	}
	return data, nil
}

// readAllInto appends everything r yields to b.
func readAllInto(b []byte, r io.Reader) ([]byte, error) {
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}
