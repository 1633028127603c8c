#!/usr/bin/env bash
# render-pdf.sh renders every seed announcement (corpus/*.txt) to PDF twice:
#
#   <seed>.chromium.pdf     printed by headless Chromium from a simple HTML
#                           rendering (paragraphs as <p>, '|' and tab rows as
#                           <table>), WenQuanYi Zen Hei, a running header and
#                           a "- N -" page number in the page margins;
#   <seed>.libreoffice.pdf  converted by LibreOffice from a flat ODT rendering
#                           of the same structure, WenQuanYi Zen Hei (TrueType),
#                           a running header and a "第 N 页" footer;
#
# and builds merged-fonts.pdf: the first page of two Chromium PDFs merged with
# qpdf, so that one font resource name (/F4 ...) stands for two different
# subset fonts with different ToUnicode maps on the two pages.
#
# Two seeds (001, 004) are also printed with OpenType CFF fonts:
#
#   <seed>.chromium-otf.pdf the same HTML rendering with Noto Serif CJK SC
#                           for the body and Noto Sans CJK SC for tables,
#                           header and page numbers; Chromium embeds these
#                           fonts as Type 3 fonts (glyph procedures named
#                           /gXXXX, text only in their ToUnicode maps).
#
# The outputs are committed; tests never need Chromium or LibreOffice.
# Needs: chromium, libreoffice-writer-nogui, fonts-wqy-zenhei,
# fonts-noto-cjk (Noto Sans/Serif CJK, .ttc, OpenType CFF), qpdf, python3.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
seeds=("$here"/*.txt)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for bin in chromium soffice qpdf python3; do
	command -v "$bin" >/dev/null || { echo "render-pdf.sh: $bin not installed" >&2; exit 1; }
done

# to_markup SEED KIND OUT writes the HTML or flat-ODT rendering of SEED.
to_markup() {
	python3 - "$1" "$2" "$3" <<'EOF'
import html, sys
from xml.sax.saxutils import escape

seed, kind, out = sys.argv[1:4]
lines = open(seed, encoding="utf-8").read().split("\n")

def cells(line):
    if line.startswith("|"):
        parts = line.strip().strip("|").split("|")
        return [p.strip() for p in parts]
    if "\t" in line:
        return [p.strip() for p in line.split("\t")]
    return None

# Blocks: ("p", text) or ("table", rows).
blocks = []
for line in lines:
    line = line.rstrip("\r")
    row = cells(line)
    if row is not None:
        if blocks and blocks[-1][0] == "table":
            blocks[-1][1].append(row)
        else:
            blocks.append(("table", [row]))
        continue
    if line.strip():
        blocks.append(("p", line.strip()))

first = next((b[1] for b in blocks if b[0] == "p"), "")
header = first if len(first) <= 30 and "版" not in first else "上市公司公告"

if kind == "html":
    o = ['<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">',
         "<title>%s</title><style>" % html.escape(header),
         '@page { size: A4; margin: 22mm 20mm;',
         '  @top-center { content: "%s"; font: 9pt "WenQuanYi Zen Hei"; }' % header.replace('"', ""),
         '  @bottom-center { content: "- " counter(page) " -"; font: 9pt "WenQuanYi Zen Hei"; } }',
         'body { font-family: "WenQuanYi Zen Hei"; font-size: 11pt; line-height: 1.6; margin: 0; }',
         "p { margin: 0 0 0.5em 0; text-indent: 2em; text-align: justify; }",
         "table { border-collapse: collapse; width: 100%; margin: 0.5em 0; }",
         "td { border: 0.6pt solid #000; padding: 2pt 4pt; vertical-align: top; font-size: 10pt; }",
         "</style></head><body>"]
    for kind_, v in blocks:
        if kind_ == "p":
            o.append("<p>%s</p>" % html.escape(v))
        else:
            o.append("<table>")
            for row in v:
                o.append("<tr>" + "".join("<td>%s</td>" % html.escape(c) for c in row) + "</tr>")
            o.append("</table>")
    o.append("</body></html>")
    open(out, "w", encoding="utf-8").write("\n".join(o))
    sys.exit(0)

# Flat ODT for LibreOffice.
ns = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"')
font = ('style:font-name="WQY" style:font-name-asian="WQY" style:font-name-complex="WQY" '
        'fo:font-size="%s" style:font-size-asian="%s" style:font-size-complex="%s"')
o = ['<?xml version="1.0" encoding="UTF-8"?>',
     '<office:document %s office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">' % ns,
     '<office:font-face-decls><style:font-face style:name="WQY" svg:font-family="&apos;WenQuanYi Zen Hei&apos;"/></office:font-face-decls>',
     '<office:styles>',
     '<style:default-style style:family="paragraph"><style:text-properties %s/></style:default-style>' % (font % ("11pt", "11pt", "11pt")),
     '<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:text-indent="0.78cm" fo:margin-bottom="0.18cm" fo:line-height="150%" fo:text-align="justify"/></style:style>',
     '<style:style style:name="CellText" style:family="paragraph"><style:text-properties %s/></style:style>' % (font % ("10pt", "10pt", "10pt")),
     '<style:style style:name="Margin" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties %s/></style:style>' % (font % ("9pt", "9pt", "9pt")),
     '</office:styles><office:automatic-styles>',
     '<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/>',
     '<style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.4cm"/></style:header-style>',
     '<style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>',
     '<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #000000" fo:padding="0.08cm"/></style:style>',
     '</office:automatic-styles><office:master-styles>',
     '<style:master-page style:name="Standard" style:page-layout-name="pm1">',
     '<style:header><text:p text:style-name="Margin">%s</text:p></style:header>' % escape(header),
     '<style:footer><text:p text:style-name="Margin">第 <text:page-number text:select-page="current">1</text:page-number> 页</text:p></style:footer>',
     '</style:master-page></office:master-styles><office:body><office:text>']
for i, (kind_, v) in enumerate(blocks):
    if kind_ == "p":
        o.append('<text:p text:style-name="Body">%s</text:p>' % escape(v))
        continue
    ncol = max(len(r) for r in v)
    o.append('<table:table table:name="T%d"><table:table-column table:number-columns-repeated="%d"/>' % (i, ncol))
    for row in v:
        row = row + [""] * (ncol - len(row))
        o.append("<table:table-row>" + "".join(
            '<table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="CellText">%s</text:p></table:table-cell>' % escape(c)
            for c in row) + "</table:table-row>")
    o.append("</table:table>")
o.append("</office:text></office:body></office:document>")
open(out, "w", encoding="utf-8").write("\n".join(o))
EOF
}

for seed in "${seeds[@]}"; do
	base=$(basename "$seed" .txt)
	to_markup "$seed" html "$work/$base.html"
	to_markup "$seed" fodt "$work/$base.fodt"

	chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
		--disable-component-update --disable-sync --no-first-run \
		--user-data-dir="$(mktemp -d -p "$work")" --no-pdf-header-footer \
		--print-to-pdf="$here/$base.chromium.pdf" "file://$work/$base.html" 2>/dev/null

	soffice --headless -env:UserInstallation="file://$work/lo-profile" \
		--convert-to pdf --outdir "$work" "$work/$base.fodt" >/dev/null 2>&1
	mv "$work/$base.pdf" "$here/$base.libreoffice.pdf"
	echo "rendered $base: $(du -k "$here/$base.chromium.pdf" | cut -f1) KiB (chromium), $(du -k "$here/$base.libreoffice.pdf" | cut -f1) KiB (libreoffice)"
done

# Two Chromium PDFs share their font resource names for different subsets:
# page 1 of the first seed followed by page 1 of the third.
a=$(basename "${seeds[0]}" .txt).chromium.pdf
b=$(basename "${seeds[2]}" .txt).chromium.pdf
qpdf --empty --pages "$here/$a" 1 "$here/$b" 1 -- "$here/merged-fonts.pdf"
echo "merged $a p1 + $b p1 -> merged-fonts.pdf"

# OpenType CFF CJK fonts: Chromium falls back to another font silently, so
# the Noto fonts must be installed (fc-list), and the HTML names no other.
for family in "Noto Serif CJK SC" "Noto Sans CJK SC"; do
	fc-list ":family=$family" | grep -q . || { echo "render-pdf.sh: $family not installed (fonts-noto-cjk)" >&2; exit 1; }
done
for id in 001 004; do
	seed=$(ls "$here/${id}"_*.txt)
	base=$(basename "$seed" .txt)
	to_markup "$seed" html "$work/$base.html"
	sed -e 's/body { font-family: "WenQuanYi Zen Hei"/body { font-family: "Noto Serif CJK SC"/' \
		-e 's/^td { /td { font-family: "Noto Sans CJK SC"; /' \
		-e 's/"WenQuanYi Zen Hei"/"Noto Sans CJK SC"/g' "$work/$base.html" >"$work/$base.otf.html"
	if grep -q WenQuanYi "$work/$base.otf.html"; then
		echo "render-pdf.sh: $base.otf.html still names WenQuanYi" >&2
		exit 1
	fi
	chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
		--disable-component-update --disable-sync --no-first-run \
		--user-data-dir="$(mktemp -d -p "$work")" --no-pdf-header-footer \
		--print-to-pdf="$here/$base.chromium-otf.pdf" "file://$work/$base.otf.html" 2>/dev/null
	echo "rendered $base: $(du -k "$here/$base.chromium-otf.pdf" | cut -f1) KiB (chromium, Noto CJK OTF)"
done

# Bad samples for the PDF reader's tests (corpus/bad):
#   truncated.pdf  the first half of a Chromium rendering;
#   flipped.pdf    a Chromium rendering with bytes inverted inside the
#                  content streams of pages 2 and 3 (fixed positions);
#   notext.pdf     a scan: one page drawing only an image, no text layer.
mkdir -p "$here/bad"
src="$here/$(basename "${seeds[1]}" .txt).chromium.pdf"
size=$(stat -c %s "$src")
head -c $((size / 2)) "$src" >"$here/bad/truncated.pdf"
python3 - "$src" "$here/bad/flipped.pdf" <<'EOF2'
import re, sys
data = bytearray(open(sys.argv[1], "rb").read())
# Content streams: the objects the page dictionaries name as /Contents.
contents = [int(m.group(1)) for m in re.finditer(rb"/Contents (\d+) 0 R", data)]
for obj in contents[1:3]:
    m = re.search(rb"\n%d 0 obj\s*<<.*?>>\s*stream\r?\n" % obj, data, re.S)
    start = m.end()
    length = int(re.search(rb"/Length (\d+)", m.group(0)).group(1))
    for k in range(1, 9):
        data[start + length * k // 10] ^= 0xFF
open(sys.argv[2], "wb").write(data)
EOF2
python3 - "$work/scan.png" <<'EOF2'
import struct, sys, zlib
# A 200x60 grey image with dark bars, standing in for a scanned page.
w, h = 200, 60
rows = b"".join(b"\x00" + bytes((40 if (x // 8) % 3 == 0 and 10 < y < 50 else 230) for x in range(w)) for y in range(h))
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(png)
EOF2
printf '<!doctype html><html><head><style>@page{size:A4;margin:20mm}</style></head><body><img src="scan.png" style="width:160mm"></body></html>' >"$work/scan.html"
chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
	--disable-component-update --disable-sync --no-first-run \
	--user-data-dir="$(mktemp -d -p "$work")" --no-pdf-header-footer \
	--print-to-pdf="$here/bad/notext.pdf" "file://$work/scan.html" 2>/dev/null
echo "bad samples: $(ls "$here/bad" | tr '\n' ' ')"
