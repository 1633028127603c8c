package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// doneSet holds the inputs a previous run already wrote, keyed by the
// sha256 of their bytes and their path. An input counts as done only when
// both match: a copy of a file under another name still gets its own
// record (as it would in an uninterrupted run), and a file edited since
// (a new sha256) is read again. An input whose bytes could not be read has
// no sha256; it counts as done when an error record without a sha256 names
// its path.
type doneSet map[string]struct{}

func doneKey(sha, path string) string { return sha + "\x00" + path }

// has reports whether the input at path with the given sha256 ("" when its
// bytes could not be read) was already written.
func (d doneSet) has(sha, path string) bool {
	_, ok := d[doneKey(sha, path)]
	return ok
}

// resumeHead is how much of a line readResume keeps: every record opens
// with its schema version and its source (path, sha256, bytes), which is
// all it needs, so a record of any size costs this much memory.
const resumeHead = 64 << 10

// maxResumeLine bounds a line of the --resume file: no record the worker
// protocol can carry (maxFrame) is longer. A variable for tests.
var maxResumeLine int64 = maxFrame

// resumeSource is what readResume reads of a record.
type resumeSource struct {
	Path   *string `json:"path"`
	SHA256 string  `json:"sha256"`
}

// readResume reads the JSON Lines output of an earlier run, line by line,
// keeping at most resumeHead bytes of each. It returns the inputs already
// done and the length of the file's complete lines: a last line without
// its newline (a run killed while writing it) is not counted and is to be
// truncated before appending. A missing file is an empty run. A complete
// line that is not a record, or is longer than maxResumeLine, is an error
// naming the file and the line.
func readResume(path string) (doneSet, int64, error) {
	done := doneSet{}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return done, 0, nil
	}
	if err != nil {
		return nil, 0, pathError(path, err)
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, resumeHead)
	var keep int64
	head := make([]byte, 0, resumeHead)
	for n := 1; ; n++ {
		head = head[:0]
		var size int64
		var last byte // the line's last byte before its newline that is not white space
		for {
			chunk, err := r.ReadSlice('\n')
			size += int64(len(chunk))
			if size > maxResumeLine {
				return nil, 0, fmt.Errorf("%s:%d: line longer than %d MB: not a gonggao JSON Lines record", path, n, maxResumeLine>>20)
			}
			if room := resumeHead - len(head); room > 0 {
				head = append(head, chunk[:min(room, len(chunk))]...)
			}
			if t := bytes.TrimRight(chunk, " \t\r\n"); len(t) > 0 {
				last = t[len(t)-1]
			}
			if err == bufio.ErrBufferFull {
				continue
			}
			if err == io.EOF {
				// A cut-off last record, or nothing.
				return done, keep, nil
			}
			if err != nil {
				return nil, 0, pathError(path, err)
			}
			break
		}
		keep += size
		if len(bytes.TrimSpace(head)) == 0 && size <= resumeHead {
			continue
		}
		src, ok := recordSource(head, size <= int64(len(head)))
		if !ok || last != '}' {
			return nil, 0, fmt.Errorf("%s:%d: not a gonggao JSON Lines record", path, n)
		}
		done[doneKey(src.SHA256, *src.Path)] = struct{}{}
	}
}

// recordSource reads the source of a record from the head of its line
// (whole: the head is the whole line, which must then be valid JSON).
func recordSource(head []byte, whole bool) (resumeSource, bool) {
	if whole {
		var rec struct {
			Source resumeSource `json:"source"`
		}
		if json.Unmarshal(head, &rec) != nil || rec.Source.Path == nil {
			return resumeSource{}, false
		}
		return rec.Source, true
	}
	dec := json.NewDecoder(bytes.NewReader(head))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return resumeSource{}, false
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return resumeSource{}, false
		}
		if key == "source" {
			var src resumeSource
			if dec.Decode(&src) != nil || src.Path == nil {
				return resumeSource{}, false
			}
			return src, true
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return resumeSource{}, false
		}
	}
	return resumeSource{}, false
}
