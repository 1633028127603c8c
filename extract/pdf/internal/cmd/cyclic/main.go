// Command cyclic writes the PDFs of corpus/bad whose object graph loops
// back on itself or nests deeper than any real file: an object stream
// listed inside itself, two object streams listing each other, an object
// stream whose /Length or /N lies inside it, /Extends chains that loop, a
// chain of object streams each inside the next, cross-reference sections
// whose /Prev points at themselves or at each other, a page tree that
// contains its own root, one nested 200 deep, a page that is its own
// /Parent, form XObjects that draw themselves or each other, and a fan of
// forms that draw the next one 20 times. Each file is otherwise a valid
// one-page PDF with a text layer, so the loop is the only thing wrong with
// it. Run it from the repository root:
//
//	go run ./extract/pdf/internal/cmd/cyclic
//
// The output is the same on every run. Every file must be refused with
// error_code pdf_corrupt, quickly, and never take the process down.
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

const dir = "corpus/bad"

func main() {
	files := map[string][]byte{
		"cycle-objstm-self.pdf":       objStmSelf(),
		"cycle-objstm-pair.pdf":       objStmPair(),
		"cycle-objstm-length.pdf":     objStmIndirect("/Length"),
		"cycle-objstm-n.pdf":          objStmIndirect("/N"),
		"cycle-objstm-extends.pdf":    objStmExtends(),
		"cycle-objstm-chain.pdf":      objStmChain(300),
		"cycle-xref-prev-self.pdf":    xrefPrevSelf(),
		"cycle-xref-prev-pair.pdf":    xrefPrevPair(),
		"cycle-xrefstm-prev-self.pdf": xrefStmPrevSelf(),
		"cycle-pages-kids.pdf":        pagesKids(),
		"cycle-pages-deep.pdf":        pagesDeep(200),
		"cycle-parent-self.pdf":       parentSelf(),
		"cycle-xobject-self.pdf":      xobjects(1),
		"cycle-xobject-pair.pdf":      xobjects(2),
		"cycle-xobject-fan.pdf":       xobjectFan(8, 20),
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(dir, n), files[n], 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "cyclic:", err)
			os.Exit(1)
		}
		fmt.Printf("%s %d bytes\n", n, len(files[n]))
	}
}

// text is the page content every file draws: 本次发行 in a Type 0 font
// with an identity ToUnicode-free UCS-2 encoding, so a reader that got past
// the loop would find text.
const text = "BT /F1 12 Tf 72 720 Td <672C6B2153D1884C> Tj ET"

// font is the page font: UniGB-UCS2-H decodes the codes as UCS-2.
const font = "<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H " +
	"/DescendantFonts [<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light " +
	"/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /DW 1000 >>] >>"

// file builds a PDF: objects written in the file, objects packed into
// object streams, and a cross-reference table or stream saying where each
// one is (which the crafted files make lie).
type file struct {
	b     bytes.Buffer
	where map[int]string // object id -> xref entry: "n OFFSET" or "c STREAM INDEX"
}

func newFile() *file {
	f := &file{where: map[int]string{}}
	f.b.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	return f
}

// obj writes object id with the given body.
func (f *file) obj(id int, body string) {
	f.where[id] = fmt.Sprintf("n %d", f.b.Len())
	fmt.Fprintf(&f.b, "%d 0 obj\n%s\nendobj\n", id, body)
}

// stream writes object id as a stream with the given dictionary entries
// (a /Length entry is added unless dict has one).
func (f *file) stream(id int, dict, data string) {
	if !strings.Contains(dict, "/Length") {
		dict += fmt.Sprintf(" /Length %d", len(data))
	}
	f.obj(id, fmt.Sprintf("<< %s >>\nstream\n%s\nendstream", strings.TrimSpace(dict), data))
}

// objStm writes object stream id holding the given objects (id → body, in
// the order of ids), with extra dictionary entries; the xref entries of the
// members say they are in id.
func (f *file) objStm(id int, extra string, ids []int, bodies map[int]string) {
	var head, body strings.Builder
	for i, m := range ids {
		fmt.Fprintf(&head, "%d %d ", m, body.Len())
		body.WriteString(bodies[m])
		body.WriteString("\n")
		f.where[m] = fmt.Sprintf("c %d %d", id, i)
	}
	h := head.String()
	dict := fmt.Sprintf("/Type /ObjStm /N %d /First %d %s", len(ids), len(h), extra)
	if strings.Contains(extra, "/N ") {
		dict = fmt.Sprintf("/Type /ObjStm /First %d %s", len(h), extra)
	}
	f.stream(id, dict, h+body.String())
}

// xrefTable ends the file with a classic table over objects 0..size-1
// and a trailer with the given extra entries.
func (f *file) xrefTable(size int, extra string) {
	at := f.b.Len()
	fmt.Fprintf(&f.b, "xref\n0 %d\n0000000000 65535 f \n", size)
	for id := 1; id < size; id++ {
		var off int
		if _, err := fmt.Sscanf(f.where[id], "n %d", &off); err != nil {
			fmt.Fprintf(&f.b, "0000000000 00000 f \n")
			continue
		}
		fmt.Fprintf(&f.b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&f.b, "trailer\n<< /Size %d /Root 1 0 R %s>>\nstartxref\n%d\n%%%%EOF\n", size, extra, at)
}

// xrefStream ends the file with cross-reference stream id over objects
// 0..size-1 (W [1 4 2], uncompressed), with extra dictionary entries.
func (f *file) xrefStream(id, size int, extra string) {
	at := f.b.Len()
	f.where[id] = fmt.Sprintf("n %d", at)
	var data []byte
	put := func(t, a, b int) {
		data = append(data, byte(t), byte(a>>24), byte(a>>16), byte(a>>8), byte(a), byte(b>>8), byte(b))
	}
	put(0, 0, 65535)
	for i := 1; i < size; i++ {
		var off, strm, idx int
		switch w := f.where[i]; {
		case strings.HasPrefix(w, "n "):
			fmt.Sscanf(w, "n %d", &off)
			put(1, off, 0)
		case strings.HasPrefix(w, "c "):
			fmt.Sscanf(w, "c %d %d", &strm, &idx)
			put(2, strm, idx)
		default:
			put(0, 0, 0)
		}
	}
	fmt.Fprintf(&f.b, "%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Root 1 0 R %s/Length %d >>\nstream\n", id, size, extra, len(data))
	f.b.Write(data)
	fmt.Fprintf(&f.b, "\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n", at)
}

// page writes the catalog (1), the page tree (2), one page (3) with its
// content (4) and font (5), all in the file.
func (f *file) page() {
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.obj(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	f.obj(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>")
	f.stream(4, "", text)
	f.obj(5, font)
}

// objStmSelf: the page tree (2) and the page (3) sit in object stream 6,
// and the xref says 6 is inside itself.
func objStmSelf() []byte {
	f := newFile()
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.objStm(6, "", []int{2, 3}, map[int]string{
		2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		3: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
	})
	f.stream(4, "", text)
	f.obj(5, font)
	f.where[6] = "c 6 0"
	f.xrefStream(7, 8, "")
	return f.b.Bytes()
}

// objStmPair: objects 2 and 3 in stream 6, the page font in stream 7, and
// the xref puts 6 inside 7 and 7 inside 6.
func objStmPair() []byte {
	f := newFile()
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.objStm(6, "", []int{2, 3}, map[int]string{
		2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		3: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
	})
	f.objStm(7, "", []int{5}, map[int]string{5: font})
	f.stream(4, "", text)
	f.where[6] = "c 7 1"
	f.where[7] = "c 6 2"
	f.xrefStream(8, 9, "")
	return f.b.Bytes()
}

// objStmIndirect: object stream 6 holds the page tree, the page and
// object 7, and its key (/Length or /N) is 7 0 R: opening 6 needs 7,
// which needs 6 opened.
func objStmIndirect(key string) []byte {
	f := newFile()
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	bodies := map[int]string{
		2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		3: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		7: "3",
	}
	f.objStm(6, key+" 7 0 R", []int{2, 3, 7}, bodies)
	f.stream(4, "", text)
	f.obj(5, font)
	f.xrefStream(8, 9, "")
	return f.b.Bytes()
}

// objStmExtends: the xref puts the page tree in stream 6, which does not
// list it; 6 extends 7 and 7 extends 6.
func objStmExtends() []byte {
	f := newFile()
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.objStm(6, "/Extends 7 0 R", []int{3}, map[int]string{
		3: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
	})
	f.objStm(7, "/Extends 6 0 R", []int{5}, map[int]string{5: font})
	f.stream(4, "", text)
	f.where[2] = "c 6 1"
	f.xrefStream(8, 9, "")
	return f.b.Bytes()
}

// objStmChain: the page tree is in stream 10, which the xref puts in 11,
// 11 in 12, and so on n deep.
func objStmChain(n int) []byte {
	f := newFile()
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.objStm(10, "", []int{2}, map[int]string{2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"})
	f.obj(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>")
	f.stream(4, "", text)
	f.obj(5, font)
	for i := 0; i < n; i++ {
		f.where[10+i] = fmt.Sprintf("c %d 0", 11+i)
	}
	f.xrefStream(10+n+1, 10+n+2, "")
	return f.b.Bytes()
}

// xrefPrevSelf: a classic table whose trailer's /Prev is its own offset.
func xrefPrevSelf() []byte {
	f := newFile()
	f.page()
	at := f.b.Len()
	f.xrefTable(6, fmt.Sprintf("/Prev %d ", at))
	return f.b.Bytes()
}

// xrefPrevPair: two sections, the last one's /Prev the first, the first
// one's /Prev the last.
func xrefPrevPair() []byte {
	f := newFile()
	f.page()
	first := f.b.Len()
	// The first section's /Prev must hold the second's offset, which
	// depends on the first's length: give it a fixed-width number.
	var probe file
	probe.where = f.where
	probe.b.Write(f.b.Bytes())
	probe.xrefTable(6, "/Prev 0000000000 ")
	second := probe.b.Len()
	f.xrefTable(6, fmt.Sprintf("/Prev %010d ", second))
	f.xrefTable(6, fmt.Sprintf("/Prev %d ", first))
	return f.b.Bytes()
}

// xrefStmPrevSelf: a cross-reference stream whose /Prev is its own offset.
func xrefStmPrevSelf() []byte {
	f := newFile()
	f.page()
	f.xrefStream(6, 7, fmt.Sprintf("/Prev %010d ", f.b.Len()))
	return f.b.Bytes()
}

// pagesKids: the root's only kid is an intermediate node whose kid is the
// root.
func pagesKids() []byte {
	f := newFile()
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.obj(2, "<< /Type /Pages /Kids [6 0 R] /Count 1 >>")
	f.obj(3, "<< /Type /Page /Parent 6 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>")
	f.stream(4, "", text)
	f.obj(5, font)
	f.obj(6, "<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 1 >>")
	f.xrefTable(7, "")
	return f.b.Bytes()
}

// pagesDeep: the page sits under n intermediate nodes, one per level.
func pagesDeep(n int) []byte {
	f := newFile()
	f.obj(1, "<< /Type /Catalog /Pages 6 0 R >>")
	f.obj(3, fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>", 6+n-1))
	f.stream(4, "", text)
	f.obj(5, font)
	for i := 0; i < n; i++ {
		kid := 7 + i
		if i == n-1 {
			kid = 3
		}
		parent := ""
		if i > 0 {
			parent = fmt.Sprintf("/Parent %d 0 R ", 5+i)
		}
		f.obj(6+i, fmt.Sprintf("<< /Type /Pages %s/Kids [%d 0 R] /Count 1 >>", parent, kid))
	}
	f.xrefTable(6+n, "")
	return f.b.Bytes()
}

// parentSelf: a page without its own /Resources (so they are looked up
// the /Parent chain) that is its own /Parent.
func parentSelf() []byte {
	f := newFile()
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.obj(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	f.obj(3, "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>")
	f.stream(4, "", text)
	f.obj(5, font)
	f.xrefTable(6, "")
	return f.b.Bytes()
}

// xobjects: the page draws form /X0; form i draws /X((i+1) mod n) after
// its text, so n = 1 is a form drawing itself and n = 2 two forms drawing
// each other.
func xobjects(n int) []byte {
	f := newFile()
	var xo strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&xo, "/X%d %d 0 R ", i, 6+i)
	}
	res := fmt.Sprintf("<< /Font << /F1 5 0 R >> /XObject << %s>> >>", xo.String())
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.obj(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	f.obj(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources "+res+" /Contents 4 0 R >>")
	f.stream(4, "", "/X0 Do")
	f.obj(5, font)
	for i := 0; i < n; i++ {
		f.stream(6+i, "/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources "+res,
			fmt.Sprintf("%s\n/X%d Do", text, (i+1)%n))
	}
	f.xrefTable(6+n, "")
	return f.b.Bytes()
}

// xobjectFan: forms X0..X(depth-1), each drawing the next one fan times
// (no cycle: fan^depth runs in all), the last drawing text.
func xobjectFan(depth, fan int) []byte {
	f := newFile()
	var xo strings.Builder
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&xo, "/X%d %d 0 R ", i, 6+i)
	}
	res := fmt.Sprintf("<< /Font << /F1 5 0 R >> /XObject << %s>> >>", xo.String())
	f.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	f.obj(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	f.obj(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources "+res+" /Contents 4 0 R >>")
	f.stream(4, "", "/X0 Do")
	f.obj(5, font)
	for i := 0; i < depth; i++ {
		body := text
		if i < depth-1 {
			body = strings.TrimSpace(strings.Repeat(fmt.Sprintf("/X%d Do\n", i+1), fan))
		}
		f.stream(6+i, "/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources "+res, body)
	}
	f.xrefTable(6+depth, "")
	return f.b.Bytes()
}
