// Package read owns the readers: it detects the format of an input and
// turns text (UTF-8, UTF-16, GB18030/GBK), HTML (with its layout: tables,
// columns, page breaks) and PDF (through extract/pdf) into a normalize.Doc.
// It imports nothing of the extractors.
package read
