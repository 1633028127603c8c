package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// openOutput returns where to write: standard output, or a temporary file
// next to path that commit renames into place, so an interrupted run never
// leaves a truncated output behind. commit(false) discards the temporary
// file; one left by a killed run is removed by the next (tmpfile.go).
func openOutput(stdout io.Writer, path string) (io.Writer, func(ok bool) error, error) {
	if path == "" || path == "-" {
		bw := bufio.NewWriter(stdout)
		return bw, func(bool) error { return bw.Flush() }, nil
	}
	// Errors name the output asked for, never its temporary file.
	tmp, err := createOutputTemp(path)
	if err != nil {
		return nil, nil, fmt.Errorf("writing %w", pathError(path, err))
	}
	bw := bufio.NewWriter(namedWriter{tmp, path})
	commit := func(ok bool) error {
		if !ok {
			tmp.Close()
			return os.Remove(tmp.Name())
		}
		if err := bw.Flush(); err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			return err
		}
		// A temporary file is private (0600); the output is an ordinary
		// file (0644), or keeps the mode of the file it replaces.
		mode := os.FileMode(0o644)
		if fi, err := os.Stat(path); err == nil {
			mode = fi.Mode().Perm()
		}
		if err := tmp.Chmod(mode); err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			return err
		}
		if err := tmp.Sync(); err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			return err
		}
		if err := tmp.Close(); err != nil {
			os.Remove(tmp.Name())
			return err
		}
		return os.Rename(tmp.Name(), path)
	}
	return bw, func(ok bool) error {
		if err := commit(ok); err != nil {
			return fmt.Errorf("writing %w", pathError(path, err))
		}
		return nil
	}, nil
}

// namedWriter writes to a temporary file, its errors named by the output
// path the file stands for.
type namedWriter struct {
	f    *os.File
	path string
}

func (w namedWriter) Write(b []byte) (int, error) {
	n, err := w.f.Write(b)
	if err != nil {
		err = fmt.Errorf("writing %w", pathError(w.path, err))
	}
	return n, err
}

// openAppend opens path for appending whole records, creating it when it
// does not exist. keep is the length of its complete lines (see
// readResume): anything after it, a line cut short by a killed run, is
// truncated away first so the next record starts on a line of its own.
// The file is not buffered: each record is one write, so a run killed
// without warning loses at most the record being written.
func openAppend(path string, keep int64) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := f.Truncate(keep); err != nil {
		f.Close()
		return nil, err
	}
	if _, err := f.Seek(keep, io.SeekStart); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
