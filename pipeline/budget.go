package pipeline

import (
	"context"
	"errors"
	"fmt"

	"github.com/gonggao/gonggao/schema"
)

// ErrTimeBudget is returned by ProcessContext when a document takes longer
// than its time budget (or the caller gives up first).
var ErrTimeBudget = errors.New("time budget exceeded")

// ProcessContext runs Process on one input under ctx: it returns Process's
// result when Process finishes first, and an error naming path and wrapping
// ErrTimeBudget (and the context's own error, so errors.Is also matches
// context.DeadlineExceeded or context.Canceled) when ctx ends first.
//
// The pipeline itself does not look at ctx: a document that runs over its
// budget is abandoned, not stopped. Its goroutine finishes the work in the
// background and its result is dropped, so a caller that abandons many
// documents still pays for their CPU and memory until they finish; bound
// the number of documents in flight (as gonggao serve does) rather than
// relying on the budget alone to shed load. Process never panics, so the
// abandoned goroutine cannot bring the process down.
func ProcessContext(ctx context.Context, path string, data []byte, opts Options) (*schema.Document, error) {
	if err := ctx.Err(); err != nil {
		return nil, budgetError(path, err)
	}
	type result struct {
		doc *schema.Document
		err error
	}
	done := make(chan result, 1) // buffered: an abandoned run must not block
	go func() {
		doc, err := Process(path, data, opts)
		done <- result{doc, err}
	}()
	select {
	case r := <-done:
		return r.doc, r.err
	case <-ctx.Done():
		// A result that is already there wins over a deadline passing at
		// the same moment.
		select {
		case r := <-done:
			return r.doc, r.err
		default:
		}
		return nil, budgetError(path, ctx.Err())
	}
}

func budgetError(path string, cause error) error {
	return fmt.Errorf("%s: %w (%w)", path, ErrTimeBudget, cause)
}
