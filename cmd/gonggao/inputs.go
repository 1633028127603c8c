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

// expandInputs turns command-line paths into inputs, in order: a file as
// itself, a directory as every selected document below it in name order,
// "-" as standard input. A path that does not exist or cannot be read, and
// a directory (or a folder below it) that cannot be listed, stays an input
// whose read fails, so it gets its own error record and the others still
// run. A directory holding no selected document gives no input and a note
// for standard error: an empty folder is an empty batch, not an error.
// Files and standard input are read under maxBytes (see readLimited).
func expandInputs(args []string, stdin io.Reader, sel selection, maxBytes int64) (ins []input, notes []string) {
	for _, a := range args {
		if a == "-" {
			ins = append(ins, input{path: "-", read: func() ([]byte, error) { return readStreamLimited("-", stdin, maxBytes) }})
			continue
		}
		fi, err := os.Stat(a)
		if err != nil {
			ins = append(ins, failedInput(a, err))
			continue
		}
		if !fi.IsDir() {
			ins = append(ins, fileInput(a, maxBytes))
			continue
		}
		found := walkDir(a, sel, maxBytes)
		if len(found) == 0 {
			notes = append(notes, fmt.Sprintf("%s: %s", a, noDocuments))
		}
		ins = append(ins, found...)
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

// walkDir lists the selected regular files below dir in path order; a
// folder that cannot be listed (dir itself included) is an input of its
// own whose read gives the error, and the walk goes on beside it.
func walkDir(dir string, sel selection, maxBytes int64) []input {
	type found struct {
		path string
		err  error
	}
	var entries []found
	root := dir
	if fi, err := os.Lstat(dir); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		// A link to a folder (a mounted volume, say) is walked as the
		// folder; links found inside are not followed.
		root = dir + string(filepath.Separator)
	}
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			entries = append(entries, found{p, err})
			if d != nil && d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		rel, rerr := filepath.Rel(dir, p)
		if rerr != nil {
			rel = filepath.Base(p)
		}
		if sel.takes(filepath.ToSlash(rel)) {
			entries = append(entries, found{path: p})
		}
		return nil
	})
	sort.SliceStable(entries, func(a, b int) bool { return entries[a].path < entries[b].path })
	ins := make([]input, 0, len(entries))
	for _, f := range entries {
		if f.err != nil {
			ins = append(ins, failedInput(f.path, f.err))
		} else {
			ins = append(ins, fileInput(f.path, maxBytes))
		}
	}
	return ins
}

// failedInput is an input whose read gives err, worded by pathError.
func failedInput(p string, err error) input {
	perr := pathError(p, err)
	return input{path: p, read: func() ([]byte, error) { return nil, perr }}
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
