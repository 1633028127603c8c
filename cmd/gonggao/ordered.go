package main

import "sync"

// runOrdered processes n items with the given number of workers and hands
// each result to emit in index order. At most 2×workers results wait to be
// emitted, so memory stays flat however many items there are. It stops at
// the first error emit returns.
func runOrdered[R any](n, workers int, process func(i int) R, emit func(i int, r R) error) error {
	type result struct {
		i int
		r R
	}
	window := 2 * workers
	slots := make(chan struct{}, window)
	jobs := make(chan int)
	results := make(chan result, window)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results <- result{i, process(i)}
			}
		}()
	}
	stop := make(chan struct{})
	go func() {
		defer close(jobs)
		for i := 0; i < n; i++ {
			select {
			case slots <- struct{}{}:
			case <-stop:
				return
			}
			select {
			case jobs <- i:
			case <-stop:
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	pending := make(map[int]R, window)
	next := 0
	var err error
	for res := range results {
		if err != nil {
			continue // drain
		}
		pending[res.i] = res.r
		for {
			r, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			<-slots
			if err = emit(next, r); err != nil {
				close(stop)
				break
			}
			next++
		}
	}
	return err
}
