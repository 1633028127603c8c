package main

import (
	"github.com/gonggao/gonggao/cmd/gonggao/internal/oneline"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// errorRecord is pipeline.ErrorRecord with the message on one bounded,
// escaped line (package oneline) and, for an input refused by its size
// before it was read, the size stat gave.
func errorRecord(path string, data []byte, err error) *schema.ErrorRecord {
	rec := pipeline.ErrorRecord(path, data, err)
	rec.Error = oneline.String(rec.Error)
	if n := refusedSize(err); n >= 0 && data == nil {
		rec.Source.Bytes = n
	}
	return rec
}
