package service

import (
	"net/http"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// TestGenericContentType posts each format with the content types that say
// nothing of it — none, application/octet-stream, and the
// application/x-www-form-urlencoded curl --data-binary sends by default —
// and expects the format detected from the bytes.
func TestGenericContentType(t *testing.T) {
	s := New()
	for _, f := range []struct{ file, format string }{
		{seedTxt, "txt"},
		{"001_bfdae5a8f63b378f.html", "html"},
		{"001_bfdae5a8f63b378f.gbk.html", "html"},
		{"001_bfdae5a8f63b378f.chromium.pdf", "pdf"},
	} {
		data := corpusFile(t, f.file)
		for _, ct := range []string{"", "application/octet-stream", "application/x-www-form-urlencoded"} {
			t.Run(f.file+"/"+ct, func(t *testing.T) {
				res := call(t, s, "POST", "/v1/extract", ct, data)
				if res.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", res.StatusCode, readBody(t, res))
				}
				doc := decodeBody[schema.Document](t, res)
				if doc.Source.Format != f.format {
					t.Errorf("format %q, want %q", doc.Source.Format, f.format)
				}
				// 不超过人民币600亿元（含）, in every rendering of 001.
				if len(doc.Offerings) == 0 || doc.Offerings[0].AmountMax == nil || doc.Offerings[0].AmountMax.Value != "60000000000" {
					t.Errorf("offerings %+v", doc.Offerings)
				}
			})
		}
	}
	// A specific type that is no document format is still refused.
	res := call(t, s, "POST", "/v1/extract", "image/png", corpusFile(t, seedTxt))
	if res.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("image/png: status %d, want 415", res.StatusCode)
	}
}
