package pipeline

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/validate"
)

// gate is an extractor that blocks until its channel is closed, standing
// for a document that takes too long.
type gate struct{ release chan struct{} }

func (g gate) Name() string               { return "gate" }
func (g gate) Extract(c *extract.Context) { <-g.release }

const budgetText = "中国工商银行股份有限公司董事会决议公告\n本行董事会会议于2014年6月6日召开。\n"

func TestProcessContext(t *testing.T) {
	t.Run("within_budget", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		doc, err := ProcessContext(ctx, "a.txt", []byte(budgetText), Options{Extractors: []extract.Extractor{}, Checks: []validate.Check{}})
		if err != nil {
			t.Fatal(err)
		}
		if doc.Source.Format != "txt" || doc.Source.Bytes != int64(len(budgetText)) {
			t.Errorf("source %+v", doc.Source)
		}
	})
	t.Run("read_error_passes_through", func(t *testing.T) {
		_, err := ProcessContext(context.Background(), "empty.txt", nil, Options{})
		if !errors.Is(err, read.ErrEmpty) || errors.Is(err, ErrTimeBudget) {
			t.Errorf("err = %v, want ErrEmpty", err)
		}
	})
	t.Run("over_budget", func(t *testing.T) {
		g := gate{release: make(chan struct{})}
		defer close(g.release) // let the abandoned run finish
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		doc, err := ProcessContext(ctx, "slow.txt", []byte(budgetText), Options{Extractors: []extract.Extractor{g}})
		if doc != nil || !errors.Is(err, ErrTimeBudget) || !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("doc %v err %v, want ErrTimeBudget wrapping DeadlineExceeded", doc, err)
		}
		if got := err.Error(); got != "slow.txt: time budget exceeded (context deadline exceeded)" {
			t.Errorf("message %q", got)
		}
	})
	t.Run("already_cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		_, err := ProcessContext(ctx, "a.txt", []byte(budgetText), Options{})
		if !errors.Is(err, ErrTimeBudget) || !errors.Is(err, context.Canceled) {
			t.Errorf("err = %v", err)
		}
	})
}
