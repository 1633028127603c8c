package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// ExitInterrupted is the exit status of a run stopped by SIGINT or SIGTERM
// (128 + SIGINT, as shells report it).
const ExitInterrupted = 130

// interrupted reports a run stopped by a signal (exit 130) after it has
// written whatever it keeps.
func interrupted(err error) error { return &exitError{code: ExitInterrupted, err: err} }

// interruptContext returns a context cancelled by the first SIGINT or
// SIGTERM. After that first signal the default handling comes back, so a
// second Ctrl-C ends the process at once. release stops listening.
func interruptContext() (ctx context.Context, release func()) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			stop()
		case <-done:
		}
	}()
	return ctx, func() { close(done); stop() }
}
