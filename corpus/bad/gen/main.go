// Command gen writes the generated files of corpus/bad, the corrupt-input
// corpus: inputs gonggao must refuse with a clear error record (or read
// with warnings), never crash or hang on. Run it from the repository root:
//
//	go run ./corpus/bad/gen
//
// It writes bomb.pdf (a content stream that inflates to 2 GiB through two
// Flate passes, in a file of a few kilobytes), encrypted.pdf (a one-page
// text PDF encrypted with a user password by qpdf, when /usr/bin/qpdf is
// installed), lying-charset.html (GB18030 bytes under a UTF-8
// declaration), invalid-utf8.txt, empty.txt and junk.bin. The output is the
// same on every run. The 100 MB one-line file is not stored: the tests
// generate it at run time.
//
// truncated.pdf, flipped.pdf and notext.pdf come from the PDF reader's
// own generator, and the cycle-*.pdf files (object graphs that loop or nest
// too deep) from extract/pdf/internal/cmd/cyclic; they are not written here.
package main

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"

	"golang.org/x/text/encoding/simplifiedchinese"
)

const dir = "corpus/bad"

// bombSize is how far bomb.pdf's content stream inflates.
const bombSize = 2 << 30

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run() error {
	files := map[string]func() ([]byte, error){
		"bomb.pdf":           bomb,
		"lying-charset.html": lyingCharset,
		"invalid-utf8.txt":   invalidUTF8,
		"empty.txt":          func() ([]byte, error) { return nil, nil },
		"junk.bin":           junk,
	}
	for name, f := range files {
		b, err := f()
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	return encrypted()
}

// pdf assembles a one-page PDF whose page content is the given stream
// object body (dictionary entries and data).
func pdf(streamDict string, stream []byte) []byte {
	var b bytes.Buffer
	var offs []int
	obj := func(s string) {
		offs = append(offs, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", len(offs), s)
	}
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>")
	offs = append(offs, b.Len())
	fmt.Fprintf(&b, "4 0 obj\n<< %s /Length %d >>\nstream\n", streamDict, len(stream))
	b.Write(stream)
	b.WriteString("\nendstream\nendobj\n")
	obj("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offs)+1, xref)
	return b.Bytes()
}

// bomb is a PDF whose content stream is 2 GiB of spaces, deflated twice
// (the stream lists /FlateDecode twice), so the file stays small.
func bomb() ([]byte, error) {
	var inner bytes.Buffer
	zw, err := zlib.NewWriterLevel(&inner, zlib.BestCompression)
	if err != nil {
		return nil, err
	}
	chunk := bytes.Repeat([]byte{' '}, 1<<20)
	for n := 0; n < bombSize; n += len(chunk) {
		if _, err := zw.Write(chunk); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	var outer bytes.Buffer
	zw2, err := zlib.NewWriterLevel(&outer, zlib.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(zw2, &inner); err != nil {
		return nil, err
	}
	if err := zw2.Close(); err != nil {
		return nil, err
	}
	return pdf("/Filter [/FlateDecode /FlateDecode]", outer.Bytes()), nil
}

// lyingCharset is an announcement encoded in GB18030 under a page that
// declares UTF-8, as pages re-served by aggregators sometimes do.
func lyingCharset() ([]byte, error) {
	body := "<p>中国工商银行股份有限公司董事会决议公告</p>\n" +
		"<p>本行董事会会议于2014年6月6日召开，应出席董事14名，实际亲自出席董事14名。</p>\n" +
		"<p>表决情况：同意14票，反对0票，弃权0票。</p>\n"
	gb, err := simplifiedchinese.GB18030.NewEncoder().String(body)
	if err != nil {
		return nil, err
	}
	return []byte("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>announcement</title></head><body>\n" + gb + "</body></html>\n"), nil
}

// invalidUTF8 is text that is neither UTF-8 nor GB18030: Chinese text cut
// with bytes no encoding gonggao tries can decode.
func invalidUTF8() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("中国建设银行股份有限公司董事会决议公告\n")
	for i := 0; i < 40; i++ {
		b.WriteString("本次发行优先股")
		b.Write([]byte{0xFF, 0xFE, 0x80, 0xC0})
	}
	b.WriteString("\n")
	return b.Bytes(), nil
}

// junk is 4 KiB of fixed pseudo-random bytes.
func junk() ([]byte, error) {
	r := rand.New(rand.NewPCG(2014, 6))
	b := make([]byte, 4096)
	for i := range b {
		b[i] = byte(r.UintN(256))
	}
	return b, nil
}

// encrypted writes encrypted.pdf with qpdf: a one-page text PDF that needs
// the user password "secret" to open.
func encrypted() error {
	qpdf, err := exec.LookPath("qpdf")
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen: qpdf not installed; encrypted.pdf left as it is")
		return nil
	}
	tmp, err := os.MkdirTemp("", "gonggao-gen")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	plain := filepath.Join(tmp, "plain.pdf")
	text := []byte("BT /F1 12 Tf 72 760 Td (Board resolution announcement 2014-028) Tj ET")
	if err := os.WriteFile(plain, pdf("", text), 0o644); err != nil {
		return err
	}
	// --static-id and --static-aes-iv keep the file identical across runs
	// (test data only: a fixed IV is not for real secrets).
	cmd := exec.Command(qpdf, "--static-id", "--static-aes-iv", "--encrypt", "secret", "owner", "128", "--use-aes=y", "--", plain, filepath.Join(dir, "encrypted.pdf"))
	cmd.Stderr = os.Stderr
	return cmd.Run()
}
