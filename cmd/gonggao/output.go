package main

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
)

// openOutput returns where to write: standard output, or a temporary file
// next to path that commit renames into place, so an interrupted run never
// leaves a truncated output behind. commit(false) discards the temporary file.
func openOutput(stdout io.Writer, path string) (io.Writer, func(ok bool) error, error) {
	if path == "" || path == "-" {
		bw := bufio.NewWriter(stdout)
		return bw, func(bool) error { return bw.Flush() }, nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return nil, nil, err
	}
	bw := bufio.NewWriter(tmp)
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
	return bw, commit, nil
}
