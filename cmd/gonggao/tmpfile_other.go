//go:build !unix

package main

import (
	"os"
	"time"
)

// Without flock, a temporary file counts as stale when it has not been
// written for a day.

func lockFile(*os.File) error { return nil }

func tryLock(f *os.File) (bool, error) {
	fi, err := f.Stat()
	if err != nil {
		return false, err
	}
	return time.Since(fi.ModTime()) > 24*time.Hour, nil
}
