package read

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	xunicode "golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"github.com/gonggao/gonggao/normalize"
)

// Byte-order marks.
var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
)

// Encoding names recorded in Doc.Encoding.
const (
	EncUTF8    = "utf-8"
	EncUTF8BOM = "utf-8-bom"
	EncUTF16LE = "utf-16le"
	EncUTF16BE = "utf-16be"
	EncGB18030 = "gb18030"
	EncGBK     = "gbk"
)

// readText reads a plain-text announcement: UTF-8 (with or without a
// byte-order mark), UTF-16 with a byte-order mark, or GB18030/GBK. The
// encoding is recorded, never guessed silently; the layer's map leads from
// every decoded byte back to the input bytes. Tables written as text rows
// are found with normalize.TextTables.
func readText(path string, data []byte) (normalize.Layer, error) {
	text, m, enc, err := decodeText(path, data)
	if err != nil {
		return normalize.Layer{}, err
	}
	// Lines ended by \r alone are lines, for the tables as for the rest.
	text = normalize.LineEnds(text)
	return normalize.Layer{
		Path:     path,
		Format:   FormatText,
		Encoding: enc,
		Raw:      data,
		Text:     text,
		Map:      m,
		Tables:   normalize.TextTables(text),
	}, nil
}

// decodeText decodes text bytes whose encoding nothing declares.
func decodeText(path string, data []byte) (string, *normalize.OffsetMap, string, error) {
	switch {
	case bytes.HasPrefix(data, bomUTF8):
		body := data[len(bomUTF8):]
		if bad := invalidUTF8(body); bad >= 0 {
			bad += len(bomUTF8)
			return "", nil, "", fmt.Errorf("%s:%d: %w: the file starts with a UTF-8 byte-order mark but byte %d is not UTF-8", path, lineAt(data, bad), ErrEncoding, bad)
		}
		b := normalize.NewBuilder(len(data), len(body))
		b.Copy(string(body), len(bomUTF8))
		t, m := b.Finish()
		return t, m, EncUTF8BOM, nil
	case bytes.HasPrefix(data, bomUTF16LE), bytes.HasPrefix(data, bomUTF16BE):
		t, m, enc, err := decodeUTF16(data)
		if err != nil {
			return "", nil, "", fmt.Errorf("%s: %w: %v", path, ErrEncoding, err)
		}
		return t, m, enc, nil
	}
	bad := invalidUTF8(data)
	if bad < 0 {
		return string(data), nil, EncUTF8, nil
	}
	t, m, gbBad := decodeMapped(data, simplifiedchinese.GB18030, 0, true)
	if gbBad >= 0 {
		// The line given first is where the likelier encoding broke: the
		// one that decoded further.
		return "", nil, "", fmt.Errorf("%s:%d: %w: neither UTF-8 (byte %d, line %d, is not UTF-8) nor GB18030 (byte %d, line %d, is not GB18030)",
			path, lineAt(data, max(bad, gbBad)), ErrEncoding, bad, lineAt(data, bad), gbBad, lineAt(data, gbBad))
	}
	if !mostlyCJK(t) {
		return "", nil, "", fmt.Errorf("%s:%d: %w: byte %d is not UTF-8, and as GB18030 the text is not Chinese",
			path, lineAt(data, bad), ErrEncoding, bad)
	}
	return t, m, EncGB18030, nil
}

// invalidUTF8 returns the offset of the first byte that is not valid UTF-8,
// or -1.
func invalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return -1
}

// lineAt returns the 1-based line holding byte off, the lines ended as
// the text is read (normalize.LineEnds: \n, \r\n, or \r alone).
func lineAt(b []byte, off int) int {
	return strings.Count(normalize.LineEnds(string(b))[:min(off, len(b))], "\n") + 1
}

// mostlyCJK reports whether at least 70% of the non-ASCII characters of s
// are Han characters, CJK punctuation or full-width forms: what Chinese
// text decoded with the right encoding looks like.
func mostlyCJK(s string) bool {
	cjk, other := 0, 0
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
		case unicode.Is(unicode.Han, r), r >= 0x3000 && r <= 0x303F, r >= 0xFF00 && r <= 0xFFEF,
			r == '“' || r == '”' || r == '‘' || r == '’' || r == '—' || r == '…' || r == '·':
			cjk++
		default:
			other++
		}
	}
	return cjk*10 >= (cjk+other)*7
}

// decodeUTF16 decodes UTF-16 text that starts with a byte-order mark.
func decodeUTF16(data []byte) (string, *normalize.OffsetMap, string, error) {
	order, name := xunicode.LittleEndian, EncUTF16LE
	if bytes.HasPrefix(data, bomUTF16BE) {
		order, name = xunicode.BigEndian, EncUTF16BE
	}
	if len(data)%2 != 0 {
		return "", nil, "", fmt.Errorf("UTF-16 text of odd length %d", len(data))
	}
	t, m, bad := decodeMapped(data[2:], xunicode.UTF16(order, xunicode.IgnoreBOM), 2, false)
	if bad >= 0 {
		return "", nil, "", fmt.Errorf("byte %d is not UTF-16", bad)
	}
	return t, m, name, nil
}

// decodeMapped decodes data, which starts at source offset base, one
// character at a time, so that every decoded byte maps to the source bytes
// of its character; asciiCompat says ASCII bytes stand for themselves. It returns the offset (in source
// offsets) of the first undecodable sequence, or -1; such a sequence is
// decoded as U+FFFD.
func decodeMapped(data []byte, enc encoding.Encoding, base int, asciiCompat bool) (string, *normalize.OffsetMap, int) {
	dec := enc.NewDecoder()
	b := normalize.NewBuilder(base+len(data), len(data)*3/2)
	bad := -1
	var dst [32]byte
	for i := 0; i < len(data); {
		if asciiCompat && data[i] < utf8.RuneSelf {
			j := i + 1
			for j < len(data) && data[j] < utf8.RuneSelf {
				j++
			}
			b.Copy(string(data[i:j]), base+i)
			i = j
			continue
		}
		nDst, nSrc := 0, 0
		for k := 1; k <= 4 && i+k <= len(data); k++ {
			dec.Reset()
			nd, ns, err := dec.Transform(dst[:], data[i:i+k], i+k == len(data))
			if errors.Is(err, transform.ErrShortSrc) && ns == 0 {
				continue
			}
			nDst, nSrc = nd, ns
			break
		}
		out := dst[:nDst]
		if nSrc == 0 || bytes.Contains(out, []byte("\uFFFD")) && !bytes.Equal(data[i:i+nSrc], []byte("\uFFFD")) {
			if bad < 0 {
				bad = base + i
			}
			if nSrc == 0 {
				nSrc = 1
			}
			b.Replace("\uFFFD", base+i, base+i+nSrc)
			i += nSrc
			continue
		}
		b.Replace(string(out), base+i, base+i+nSrc)
		i += nSrc
	}
	t, m := b.Finish()
	return t, m, bad
}
