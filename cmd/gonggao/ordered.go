package main

import (
	"context"
	"sync"
)

// runPool processes items 0…n-1 with the given number of workers and hands
// each result to emit, in index order when ordered is set and as results
// finish otherwise. At most 2×workers results are in flight or waiting to
// be emitted, so memory stays flat however many items there are.
//
// It stops at the first error emit returns, and returns that error. When
// ctx is cancelled no further item is started and no further result is
// emitted (emit is never interrupted half-way); runPool then returns
// ctx.Err(). It returns only after every worker has stopped.
func runPool[R any](ctx context.Context, n, workers int, ordered bool, process func(i int) R, emit func(i int, r R) error) error {
	type result struct {
		i int
		r R
	}
	window := 2 * workers
	slots := make(chan struct{}, window)
	jobs := make(chan int)
	results := make(chan result, window)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				select {
				case results <- result{i, process(i)}:
				case <-stop:
					return
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; i < n; i++ {
			select {
			case slots <- struct{}{}:
			case <-stop:
				return
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- i:
			case <-stop:
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	var err error
	emitted := 0
	halt := func(e error) {
		if err == nil {
			err = e
			close(stop)
		}
	}
	give := func(i int, r R) {
		<-slots
		if err != nil {
			return
		}
		if cerr := ctx.Err(); cerr != nil {
			halt(cerr)
			return
		}
		if eerr := emit(i, r); eerr != nil {
			halt(eerr)
			return
		}
		emitted++
	}
	pending := make(map[int]R, window)
	next := 0
	for res := range results {
		if err != nil {
			continue // drain until the workers stop
		}
		if !ordered {
			give(res.i, res.r)
			continue
		}
		pending[res.i] = res.r
		for err == nil {
			r, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			give(next, r)
			next++
		}
	}
	if err == nil && emitted < n {
		// The feeder stopped on cancellation after the last result came in.
		err = ctx.Err()
	}
	return err
}
