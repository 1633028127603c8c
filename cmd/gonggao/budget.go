package main

import (
	"context"
	"fmt"
	"time"

	"github.com/gonggao/gonggao/pipeline"
)

// withBudget runs f, giving up when budget (0: none) passes first with an
// error naming path and wrapping pipeline.ErrTimeBudget. The work cannot
// be stopped; the one-document commands (text, report) exit right after,
// which ends it.
func withBudget[T any](budget time.Duration, path string, f func() (T, error)) (T, error) {
	if budget <= 0 {
		return f()
	}
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := f()
		done <- result{v, err}
	}()
	select {
	case r := <-done:
		return r.v, r.err
	case <-time.After(budget):
		var zero T
		return zero, fmt.Errorf("%s: %w (%w)", path, pipeline.ErrTimeBudget, context.DeadlineExceeded)
	}
}
