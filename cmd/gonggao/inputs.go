package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gonggao/gonggao/corpus"
)

// input is one document to process: where it is shown as coming from and
// how to get its bytes.
type input struct {
	path string
	read func() ([]byte, error)
}

// documentExts are the file endings a directory walk picks up.
var documentExts = map[string]bool{".txt": true, ".text": true, ".htm": true, ".html": true, ".xhtml": true, ".pdf": true}

// errNoDocuments is returned for a directory holding no document files.
var errNoDocuments = errors.New("no documents (.txt, .html, .pdf) found")

// expandInputs turns command-line paths into inputs, in order: a file as
// itself, a directory as every document below it in name order, "-" as
// standard input, and no path at all as the bundled corpus. A path that
// cannot be expanded (missing, unreadable, an empty directory) is returned
// in bad with its error; the others still run.
func expandInputs(args []string, stdin io.Reader) (ins []input, bad []error) {
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
			ins = append(ins, input{path: "-", read: func() ([]byte, error) { return io.ReadAll(stdin) }})
			continue
		}
		fi, err := os.Stat(a)
		if err != nil {
			bad = append(bad, pathError(a, err))
			ins = append(ins, input{path: a, read: func() ([]byte, error) { return nil, pathError(a, err) }})
			continue
		}
		if !fi.IsDir() {
			p := a
			ins = append(ins, input{path: p, read: func() ([]byte, error) { return readFile(p) }})
			continue
		}
		var found []string
		werr := filepath.WalkDir(a, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.Type().IsRegular() && documentExts[strings.ToLower(filepath.Ext(p))] {
				found = append(found, p)
			}
			return nil
		})
		if werr != nil {
			bad = append(bad, pathError(a, werr))
			continue
		}
		if len(found) == 0 {
			bad = append(bad, fmt.Errorf("%s: %w", a, errNoDocuments))
			continue
		}
		sort.Strings(found)
		for _, p := range found {
			p := p
			ins = append(ins, input{path: p, read: func() ([]byte, error) { return readFile(p) }})
		}
	}
	return ins, bad
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
