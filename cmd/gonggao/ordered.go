package main

import (
	"context"
	"sync"
)

// runPool processes items 0…n-1 with the given number of workers and hands
// each result to emit, as runStream does.
func runPool[R any](ctx context.Context, n, workers int, ordered bool, process func(i int) R, emit func(i int, r R) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	items := make(chan int)
	go func() {
		for i := 0; i < n; i++ {
			select {
			case items <- i:
			case <-ctx.Done():
				return // items stays open: the list was not given whole
			}
		}
		close(items)
	}()
	return runStream(ctx, items, workers, ordered, process, emit)
}

// runStream processes the items received from items, until it is closed
// (a producer that stops early leaves it open and ends ctx),
// with the given number of workers and hands each result to emit, in the
// order received when ordered is set and as results finish otherwise. At
// most 2×workers results are in flight or waiting to be emitted, so memory
// stays flat however many items there are, and the items need not all be
// known when the first is processed: a folder walk can still be listing
// while the first documents are read.
//
// It stops at the first error emit returns, and returns that error. When
// ctx is cancelled no further item is taken or started and no further
// result is emitted (emit is never interrupted half-way); runStream then
// returns ctx.Err(). It returns only after every worker has stopped.
func runStream[T, R any](ctx context.Context, items <-chan T, workers int, ordered bool, process func(T) R, emit func(T, R) error) error {
	type job struct {
		i int
		t T
	}
	type result struct {
		job
		r R
	}
	window := 2 * workers
	slots := make(chan struct{}, window)
	jobs := make(chan job)
	results := make(chan result, window)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				select {
				case results <- result{j, process(j.t)}:
				case <-stop:
					return
				}
			}
		}()
	}
	// Written by the feeder before it closes jobs, read after results is
	// closed (which follows every worker's end, which follows jobs closing).
	fed, exhausted := 0, false
	go func() {
		defer close(jobs)
		for {
			var t T
			select {
			case v, ok := <-items:
				if !ok {
					exhausted = true
					return
				}
				t = v
			case <-stop:
				return
			case <-ctx.Done():
				return
			}
			select {
			case slots <- struct{}{}:
			case <-stop:
				return
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- job{fed, t}:
				fed++
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
	give := func(t T, r R) {
		<-slots
		if err != nil {
			return
		}
		if cerr := ctx.Err(); cerr != nil {
			halt(cerr)
			return
		}
		if eerr := emit(t, r); eerr != nil {
			halt(eerr)
			return
		}
		emitted++
	}
	type held struct {
		t T
		r R
	}
	pending := make(map[int]held, window)
	next := 0
	for res := range results {
		if err != nil {
			continue // drain until the workers stop
		}
		if !ordered {
			give(res.t, res.r)
			continue
		}
		pending[res.i] = held{res.t, res.r}
		for err == nil {
			h, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			give(h.t, h.r)
			next++
		}
	}
	if err == nil && (!exhausted || emitted < fed) {
		// The feeder stopped on cancellation, or the last results came
		// in after it.
		err = ctx.Err()
	}
	return err
}
