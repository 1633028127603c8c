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
	path    string
	read    func() ([]byte, error)
	missing bool // a path given that does not exist (exit status 2)
}

// documentExts are the file endings a directory walk picks up when no
// --include pattern is given.
var documentExts = map[string]bool{".txt": true, ".text": true, ".htm": true, ".html": true, ".xhtml": true, ".pdf": true}

// errNoDocuments is returned for a directory holding no document files.
var errNoDocuments = errors.New("no documents (.txt, .html, .pdf) found")

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

// expandInputs turns command-line paths into inputs, in order: a file as
// itself, a directory as every selected document below it in name order,
// "-" as standard input, and no path at all as the bundled corpus. A path
// that does not exist stays an input, marked missing, whose read fails (so
// it gets its error record); a directory that cannot be walked or holds no
// document is returned in bad with its error. The others still run. Files
// and standard input are read under maxBytes (see readLimited).
func expandInputs(args []string, stdin io.Reader, sel selection, maxBytes int64) (ins []input, bad []error) {
	if len(args) == 0 {
		entries, err := corpus.Entries()
		if err != nil {
			return nil, []error{err}
		}
		for _, e := range entries {
			name := e.File
			ins = append(ins, input{path: "corpus/" + name, read: func() ([]byte, error) { return corpus.ReadFile(name) }})
		}
		return ins, nil
	}
	for _, a := range args {
		if a == "-" {
			ins = append(ins, input{path: "-", read: func() ([]byte, error) { return readStreamLimited("-", stdin, maxBytes) }})
			continue
		}
		fi, err := os.Stat(a)
		if err != nil {
			perr := pathError(a, err)
			ins = append(ins, input{path: a, read: func() ([]byte, error) { return nil, perr }, missing: true})
			continue
		}
		if !fi.IsDir() {
			ins = append(ins, fileInput(a, maxBytes))
			continue
		}
		found, err := walkDir(a, sel)
		if err != nil {
			bad = append(bad, pathError(a, err))
			continue
		}
		if len(found) == 0 {
			bad = append(bad, fmt.Errorf("%s: %w", a, errNoDocuments))
			continue
		}
		for _, p := range found {
			ins = append(ins, fileInput(p, maxBytes))
		}
	}
	return ins, bad
}

// walkDir lists the selected regular files below dir in name order.
func walkDir(dir string, sel selection) ([]string, error) {
	var found []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.Type().IsRegular() {
			return nil
		}
		rel, rerr := filepath.Rel(dir, p)
		if rerr != nil {
			rel = filepath.Base(p)
		}
		if sel.takes(filepath.ToSlash(rel)) {
			found = append(found, p)
		}
		return nil
	})
	sort.Strings(found)
	return found, err
}

func fileInput(p string, maxBytes int64) input {
	return input{path: p, read: func() ([]byte, error) { return readLimited(p, maxBytes) }}
}

// readManifest reads a list of paths, one per line; blank lines and lines
// starting with # are skipped, and surrounding white space is trimmed.
func readManifest(r io.Reader) ([]string, error) {
	var paths []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		paths = append(paths, line)
	}
	return paths, sc.Err()
}

func readFile(p string) ([]byte, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, pathError(p, err)
	}
	return b, nil
}

// pathError words an os error as "PATH: what went wrong" without repeating
// the operation and path the os package puts in front.
func pathError(p string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: no such file or directory", p)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%s: permission denied", p)
	}
	return fmt.Errorf("%s: %w", p, err)
}
