// Copyright 2014 The Go Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Parsed fonts (added; see CHANGES.md): how a font splits a shown string
// into codes, what text each code stands for, and how wide each glyph is.

package pdflib

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// fontInfo is a font dictionary parsed once: code splitting, decoding and
// glyph widths. It is read-only after newFontInfo and implements
// TextEncoding.
type fontInfo struct {
	name    string
	subtype string

	toUni *cmap      // the font's ToUnicode CMap, consulted first
	base  *[256]rune // simple fonts: the base encoding with Differences applied
	pre   predefCMap // composite fonts: the predefined encoding CMap
	space *cmap      // composite fonts with an embedded encoding CMap: its codespaces
	mbcs  encoding.Encoding

	first  int
	widths []float64 // simple fonts: advance per code from first, in text space units
	cidW   map[int]float64
	dw     float64 // default / missing width, in text space units
}

// predefCMap is a predefined CMap named as a composite font's Encoding.
type predefCMap int

const (
	cmapNone     predefCMap = iota // simple font
	cmapIdentity                   // Identity-H / Identity-V: 2-byte codes, CID = code
	cmapUCS2                       // Uni*-UCS2-*: 2-byte codes, the code is UCS-2
	cmapUTF16                      // Uni*-UTF16-*: UTF-16 code units
	cmapGBK                        // GB-EUC, GBpc-EUC, GBK-EUC, GBK2K: GB18030 bytes
	cmapBig5                       // B5pc, ETen-B5, HKscs-B5: Big5 bytes
	cmapEmbedded                   // an embedded CMap stream: codespace ranges only
	cmapOther2                     // any other predefined CMap: 2-byte codes
)

func newFontInfo(v Value) *fontInfo {
	fi := &fontInfo{
		name:    v.Key("BaseFont").Name(),
		subtype: v.Key("Subtype").Name(),
		dw:      0.5,
	}
	if i := strings.Index(fi.name, "+"); i >= 0 {
		fi.name = fi.name[i+1:]
	}
	if tu := v.Key("ToUnicode"); tu.Kind() == Stream {
		fi.toUni = readCmap(tu)
	}
	if fi.subtype == "Type0" {
		fi.initComposite(v)
	} else {
		fi.initSimple(v)
	}
	return fi
}

func (fi *fontInfo) initComposite(v Value) {
	enc := v.Key("Encoding")
	switch enc.Kind() {
	case Stream:
		fi.pre = cmapEmbedded
		fi.space = readCmap(enc)
	case Name:
		n := enc.Name()
		switch {
		case strings.HasPrefix(n, "Identity-"):
			fi.pre = cmapIdentity
		case strings.Contains(n, "-UCS2-"):
			fi.pre = cmapUCS2
		case strings.Contains(n, "-UTF16-"):
			fi.pre = cmapUTF16
		case strings.HasPrefix(n, "GB"):
			fi.pre = cmapGBK
			fi.mbcs = simplifiedchinese.GB18030
		case strings.HasPrefix(n, "B5") || strings.HasPrefix(n, "ETen-B5") || strings.HasPrefix(n, "HKscs-B5"):
			fi.pre = cmapBig5
			fi.mbcs = traditionalchinese.Big5
		default:
			fi.pre = cmapOther2
		}
	default:
		fi.pre = cmapIdentity
	}
	desc := v.Key("DescendantFonts").Index(0)
	fi.dw = 1.0
	if dw := desc.Key("DW"); dw.Kind() == Integer || dw.Kind() == Real {
		fi.dw = dw.Float64() / 1000
	}
	w := desc.Key("W")
	fi.cidW = make(map[int]float64)
	for i := 0; i < w.Len(); {
		c := int(w.Index(i).Int64())
		next := w.Index(i + 1)
		if next.Kind() == Array {
			for j := 0; j < next.Len() && j < 1<<16; j++ {
				fi.cidW[c+j] = next.Index(j).Float64() / 1000
			}
			i += 2
			continue
		}
		last := int(next.Int64())
		width := w.Index(i+2).Float64() / 1000
		for cid := c; cid <= last && cid-c < 1<<16; cid++ {
			fi.cidW[cid] = width
		}
		i += 3
	}
}

func (fi *fontInfo) initSimple(v Value) {
	scale := 0.001
	if fi.subtype == "Type3" {
		scale = 0
		if m := v.Key("FontMatrix"); m.Len() == 6 {
			scale = m.Index(0).Float64()
		}
		if scale == 0 {
			scale = 0.001
		}
	}
	fi.first = int(v.Key("FirstChar").Int64())
	ws := v.Key("Widths")
	for i := 0; i < ws.Len() && i < 256; i++ {
		fi.widths = append(fi.widths, ws.Index(i).Float64()*scale)
	}
	if mw := v.Key("FontDescriptor").Key("MissingWidth"); mw.Kind() == Integer || mw.Kind() == Real {
		fi.dw = mw.Float64() * scale
	}
	fi.base = simpleEncoding(v.Key("Encoding"))
}

// simpleEncoding builds the 256-entry table of a simple font's encoding:
// the base encoding with any Differences applied (upstream scanned the
// Differences array for every byte shown).
func simpleEncoding(enc Value) *[256]rune {
	t := pdfDocEncoding
	baseName := enc.Name()
	if enc.Kind() == Dict {
		baseName = enc.Key("BaseEncoding").Name()
	}
	switch baseName {
	case "WinAnsiEncoding":
		t = winAnsiEncoding
	case "MacRomanEncoding":
		t = macRomanEncoding
	}
	if enc.Kind() == Dict {
		diff := enc.Key("Differences")
		code := -1
		for i := 0; i < diff.Len(); i++ {
			x := diff.Index(i)
			switch x.Kind() {
			case Integer:
				code = int(x.Int64())
			case Name:
				if code >= 0 && code < 256 {
					t[code] = glyphRune(x.Name())
				}
				code++
			}
		}
	}
	return &t
}

// glyphRune maps a glyph name to its character: the Adobe glyph list, then
// the uniXXXX and uXXXX[XX] conventions; anything else is U+FFFD.
func glyphRune(name string) rune {
	if r, ok := nameToRune()[name]; ok {
		return r
	}
	hex := ""
	switch {
	case strings.HasPrefix(name, "uni") && len(name) == 7:
		hex = name[3:]
	case strings.HasPrefix(name, "u") && len(name) >= 5 && len(name) <= 7:
		hex = name[1:]
	}
	if hex != "" {
		if x, err := strconv.ParseUint(hex, 16, 32); err == nil && utf8.ValidRune(rune(x)) {
			return rune(x)
		}
	}
	return noRune
}

// codeLen returns the length in bytes of the code at the start of raw.
func (fi *fontInfo) codeLen(raw string) int {
	n := 1
	switch fi.pre {
	case cmapNone:
		return 1
	case cmapIdentity, cmapUCS2, cmapOther2:
		n = 2
	case cmapUTF16:
		n = 2
		if len(raw) >= 4 && raw[0] >= 0xD8 && raw[0] <= 0xDB {
			n = 4
		}
	case cmapGBK:
		switch {
		case raw[0] < 0x81:
			n = 1
		case len(raw) >= 4 && raw[1] >= 0x30 && raw[1] <= 0x39:
			n = 4
		default:
			n = 2
		}
	case cmapBig5:
		if raw[0] < 0x81 {
			n = 1
		} else {
			n = 2
		}
	case cmapEmbedded:
		if fi.space != nil {
			if k, ok := fi.space.split(raw); ok {
				n = k
			}
		}
	}
	return max(1, min(n, len(raw)))
}

// decodeCode returns the text one code stands for: the ToUnicode mapping
// when the font has one (for every font type, Type 3 included), with the
// radicals and symbols a CJK font draws with an ideograph's or a full-width
// form's glyph read as that character (unifyShared), else the font's own
// encoding; U+FFFD when neither says.
func (fi *fontInfo) decodeCode(code string) string {
	if fi.toUni != nil {
		if s, ok := fi.toUni.lookup(code); ok {
			return unifyShared(s)
		}
	}
	switch fi.pre {
	case cmapNone:
		return string(fi.base[code[0]])
	case cmapUCS2, cmapUTF16:
		return utf16Decode(code)
	case cmapGBK, cmapBig5:
		if len(code) == 1 {
			return code
		}
		if out, err := fi.mbcs.NewDecoder().String(code); err == nil {
			return out
		}
	}
	return string(noRune)
}

// width returns the advance of a code in text space units (multiply by the
// font size).
func (fi *fontInfo) width(code string) float64 {
	if fi.pre == cmapNone {
		i := int(code[0]) - fi.first
		if i >= 0 && i < len(fi.widths) && fi.widths[i] > 0 {
			return fi.widths[i]
		}
		return fi.dw
	}
	if fi.pre == cmapIdentity {
		if w, ok := fi.cidW[int(beInt(code))]; ok {
			return w
		}
	}
	return fi.dw
}

// Decode implements TextEncoding.
func (fi *fontInfo) Decode(raw string) string {
	var b strings.Builder
	for len(raw) > 0 {
		n := fi.codeLen(raw)
		b.WriteString(fi.decodeCode(raw[:n]))
		raw = raw[n:]
	}
	return b.String()
}
