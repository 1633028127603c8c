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

// readResume reads the JSON Lines output of an earlier run. It returns the
// inputs already done and the length of the file's complete lines: a last
// line without its newline (a run killed while writing it) is not counted
// and is to be truncated before appending. A missing file is an empty
// run. A complete line that is not a record is an error naming its line.
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
	r := bufio.NewReaderSize(f, 1<<20)
	var keep int64
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if err == io.EOF {
			// line holds a cut-off last record, or nothing.
			return done, keep, nil
		}
		if err != nil {
			return nil, 0, pathError(path, err)
		}
		keep += int64(len(line))
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var rec struct {
			Source struct {
				Path   *string `json:"path"`
				SHA256 string  `json:"sha256"`
			} `json:"source"`
		}
		if err := json.Unmarshal(line, &rec); err != nil || rec.Source.Path == nil {
			return nil, 0, fmt.Errorf("%s:%d: not a gonggao JSON Lines record", path, n)
		}
		done[doneKey(rec.Source.SHA256, *rec.Source.Path)] = struct{}{}
	}
}
