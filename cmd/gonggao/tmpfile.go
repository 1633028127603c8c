package main

import (
	"os"
	"path/filepath"
	"strings"
)

// Temporary outputs. -o FILE writes to .FILE.NNN.tmp beside FILE and
// renames it into place at the end. The writing process holds an advisory
// lock on its temporary file for as long as it runs, and the kernel drops
// the lock when the process dies, however it dies (kill -9 included). A
// later run of the same output removes every .FILE.*.tmp it can lock: their
// writers are gone. Those of a run still writing stay.

// tmpPattern is the os.CreateTemp pattern of path's temporary files.
func tmpPattern(path string) string {
	return "." + filepath.Base(path) + ".*.tmp"
}

// createOutputTemp removes the stale temporary files of path, then creates
// and locks a new one.
func createOutputTemp(path string) (*os.File, error) {
	removeStaleTemps(path)
	tmp, err := os.CreateTemp(filepath.Dir(path), tmpPattern(path))
	if err != nil {
		return nil, err
	}
	if err := lockFile(tmp); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, err
	}
	return tmp, nil
}

// removeStaleTemps removes path's temporary files whose writer is gone.
// It is best effort: a file it cannot open or lock is left alone.
func removeStaleTemps(path string) {
	dir := filepath.Dir(path)
	prefix, suffix, _ := strings.Cut(tmpPattern(path), "*")
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		n := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(n, prefix) || !strings.HasSuffix(n, suffix) || len(n) <= len(prefix)+len(suffix) {
			continue
		}
		p := filepath.Join(dir, n)
		f, err := os.OpenFile(p, os.O_RDWR, 0)
		if err != nil {
			continue
		}
		if stale, _ := tryLock(f); stale {
			os.Remove(p)
		}
		f.Close()
	}
}
