package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gonggao/gonggao/corpus"
)

// input is one document to process: where it is shown as coming from and
// how to get its bytes. Bytes are read only when the input is processed,
// so a list of inputs costs a path each, however large the files.
type input struct {
	path string
	read func() ([]byte, error)
}

// documentExts are the file endings a directory walk picks up when no
// --include pattern is given.
var documentExts = map[string]bool{".txt": true, ".text": true, ".htm": true, ".html": true, ".xhtml": true, ".pdf": true}

// noDocuments notes a directory that holds no selected file.
const noDocuments = "no documents (.txt, .html, .pdf) found"

// selection picks the files of a directory walk: a file is taken when it
// matches an include pattern (or, with none, has a document extension) and
// no exclude pattern. Patterns are path.Match globs tried against the base
// name and against the slash-separated path relative to the directory.
type selection struct {
	include, exclude []string
}

// checkPatterns reports the first malformed pattern.
func (s selection) checkPatterns() error {
	for _, p := range append(append([]string(nil), s.include...), s.exclude...) {
		if _, err := path.Match(p, ""); err != nil {
			return fmt.Errorf("bad pattern %q: %w", p, err)
		}
	}
	return nil
}

func matchAny(patterns []string, base, rel string) bool {
	for _, p := range patterns {
		if ok, _ := path.Match(p, base); ok {
			return true
		}
		if ok, _ := path.Match(p, rel); ok {
			return true
		}
	}
	return false
}

// takes reports whether a file found at rel (relative to the walked
// directory, slash-separated) is selected.
func (s selection) takes(rel string) bool {
	base := path.Base(rel)
	if len(s.include) > 0 {
		if !matchAny(s.include, base, rel) {
			return false
		}
	} else if !documentExts[strings.ToLower(path.Ext(base))] {
		return false
	}
	return !matchAny(s.exclude, base, rel)
}

// lister lists the inputs of a run in order, handing each to emit as it
// is found, so that a batch of 150,000 files never holds 150,000 inputs:
// a file as itself, a directory as every selected document below it in
// path order, "-" as standard input. A path that does not exist or cannot
// be read, and a directory (or a folder below it) that cannot be listed,
// stays an input whose read fails, so it gets its own error record and
// the others still run. A directory holding no selected document gives no
// input and a note: an empty folder is an empty batch, not an error.
// Files and standard input are read under maxBytes (see readLimited).
type lister struct {
	stdin    io.Reader
	sel      selection
	maxBytes int64
	emit     func(input) bool // false: stop listing
	note     func(string)     // a note for standard error
}

// arg lists one path; it reports false when emit asked to stop.
func (l *lister) arg(a string) bool {
	if a == "-" {
		stdin, maxBytes := l.stdin, l.maxBytes
		return l.emit(input{path: "-", read: func() ([]byte, error) { return readStreamLimited("-", stdin, maxBytes) }})
	}
	fi, err := os.Stat(a)
	if err != nil {
		return l.emit(failedInput(a, err))
	}
	if !fi.IsDir() {
		return l.emit(fileInput(a, l.maxBytes))
	}
	root := a
	if fi, err := os.Lstat(a); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		// A link to a folder (a mounted volume, say) is walked as the
		// folder; links found inside are not followed.
		root = a + string(filepath.Separator)
	}
	n := 0
	if !l.walk(root, "", &n) {
		return false
	}
	if n == 0 {
		l.note(fmt.Sprintf("%s: %s", a, noDocuments))
	}
	return true
}

// walk lists the selected regular files below the folder p (rel: its path
// relative to the directory given, slash-separated, "" for that directory)
// in path order, counting them in n. A folder that cannot be listed is an
// input of its own whose read gives the error, and the walk goes on beside
// it. Only one folder's names are held at a time per level of depth, so
// memory follows the largest folder, not the batch.
func (l *lister) walk(p, rel string, n *int) bool {
	keys, err := l.folder(p, rel)
	if err != nil {
		*n++
		return l.emit(failedInput(p, err))
	}
	for _, k := range keys {
		name, isDir := strings.CutSuffix(k, string(filepath.Separator))
		cp, crel := filepath.Join(p, name), name
		if rel != "" {
			crel = rel + "/" + name
		}
		if isDir {
			if !l.walk(cp, crel, n) {
				return false
			}
			continue
		}
		*n++
		if !l.emit(fileInput(cp, l.maxBytes)) {
			return false
		}
	}
	return true
}

// folder returns the sort keys of the folder p's entries to walk: the name
// of each selected regular file and of each folder, a folder's followed by
// the path separator. Sorted, the keys give the walk the order of a sort of
// the whole paths ("a.txt" before "a/x.txt", as '.' sorts before '/').
// Links and other special files are skipped, as links found in a walk are
// not followed.
func (l *lister) folder(p, rel string) ([]string, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var keys []string
	for {
		ents, err := f.ReadDir(1024)
		for _, d := range ents {
			name := d.Name()
			switch {
			case d.IsDir():
				keys = append(keys, name+string(filepath.Separator))
			case d.Type().IsRegular():
				r := name
				if rel != "" {
					r = rel + "/" + name
				}
				if l.sel.takes(r) {
					keys = append(keys, name)
				}
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(keys)
	return keys, nil
}

// maxListLine bounds a line of a --from list: far more than any path.
const maxListLine = 1 << 20

// list lists the paths of a --from list, one per line, as it reads them;
// blank lines and lines starting with # are skipped, and surrounding white
// space is trimmed. A line longer than maxListLine stops the list with an
// error naming it (name:LINE).
func (l *lister) list(r io.Reader, name string) (bool, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxListLine)
	lines, paths := 0, 0
	for sc.Scan() {
		lines++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		paths++
		if !l.arg(line) {
			return false, nil
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return false, fmt.Errorf("%s:%d: line longer than %d bytes", name, lines+1, maxListLine)
		}
		return false, fmt.Errorf("%s:%d: %w", name, lines+1, err)
	}
	if paths == 0 {
		l.note(name + " lists no path")
	}
	return true, nil
}

// expandInputs lists the inputs of args at once (see lister), with the
// notes for standard error: for commands that take a few documents.
func expandInputs(args []string, stdin io.Reader, sel selection, maxBytes int64) (ins []input, notes []string) {
	l := &lister{stdin: stdin, sel: sel, maxBytes: maxBytes,
		emit: func(in input) bool { ins = append(ins, in); return true },
		note: func(s string) { notes = append(notes, s) }}
	for _, a := range args {
		l.arg(a)
	}
	return ins, notes
}

// corpusInputs lists the bundled corpus (extract --corpus).
func corpusInputs() ([]input, error) {
	entries, err := corpus.Entries()
	if err != nil {
		return nil, err
	}
	var ins []input
	for _, e := range entries {
		name := e.File
		ins = append(ins, input{path: "corpus/" + name, read: func() ([]byte, error) { return corpus.ReadFile(name) }})
	}
	return ins, nil
}

// failedInput is an input whose read gives err, worded by pathError.
func failedInput(p string, err error) input {
	perr := pathError(p, err)
	return input{path: p, read: func() ([]byte, error) { return nil, perr }}
}

func fileInput(p string, maxBytes int64) input {
	return input{path: p, read: func() ([]byte, error) { return readLimited(p, maxBytes) }}
}

// pathError words an os error as "PATH: what went wrong" without repeating
// the operation and path the os package puts in front. A missing file and
// a permission error keep fs.ErrNotExist and fs.ErrPermission, so their
// error records get error_code no_such_file and permission_denied.
func pathError(p string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &osError{p + ": no such file or directory", fs.ErrNotExist}
	case errors.Is(err, fs.ErrPermission):
		return &osError{p + ": permission denied", fs.ErrPermission}
	}
	return fmt.Errorf("%s: %w", p, err)
}

// osError is a path error worded by pathError.
type osError struct {
	msg string
	err error
}

func (e *osError) Error() string { return e.msg }
func (e *osError) Unwrap() error { return e.err }
