package read

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	xunicode "golang.org/x/text/encoding/unicode"

	"github.com/gonggao/gonggao/normalize"
)

func encode(t testing.TB, enc encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := enc.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestReadTextSeeds reads every seed as it is, in GB18030, with a UTF-8
// byte-order mark and in UTF-16: the folded text and the tables must be the
// same in every encoding, and spans lead back to the raw bytes.
func TestReadTextSeeds(t *testing.T) {
	for _, p := range seedPaths(t) {
		name := filepath.Base(p)
		data := readFile(t, p)
		t.Run(name, func(t *testing.T) {
			base, err := Read(name, data, ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if base.Format != FormatText || base.Encoding != EncUTF8 {
				t.Errorf("format %s encoding %s", base.Format, base.Encoding)
			}
			checkSpans(t, base, 300)
			if want := normalize.TextTables(string(data)); len(base.Tables) != len(want) {
				t.Errorf("%d tables, text rows hold %d", len(base.Tables), len(want))
			}
			variants := []struct {
				enc  string
				data []byte
			}{
				{EncGB18030, encode(t, simplifiedchinese.GB18030, string(data))},
				{EncUTF8BOM, append(append([]byte{}, bomUTF8...), data...)},
				{EncUTF16LE, encode(t, xunicode.UTF16(xunicode.LittleEndian, xunicode.UseBOM), string(data))},
				{EncUTF16BE, encode(t, xunicode.UTF16(xunicode.BigEndian, xunicode.UseBOM), string(data))},
			}
			for _, v := range variants {
				t.Run(v.enc, func(t *testing.T) {
					d, err := Read(name, v.data, ReadOptions{})
					if err != nil {
						t.Fatal(err)
					}
					if d.Encoding != v.enc {
						t.Errorf("encoding %q, want %q", d.Encoding, v.enc)
					}
					if d.Text != base.Text {
						t.Fatalf("text differs from the UTF-8 reading")
					}
					if diff := cmp.Diff(base.Tables, d.Tables); diff != "" {
						t.Errorf("tables differ (-utf8 +%s):\n%s", v.enc, diff)
					}
					if v.enc != EncUTF16LE && v.enc != EncUTF16BE { // SourceText decodes UTF-8 and GB only
						checkSpans(t, d, 300)
					}
				})
			}
		})
	}
}

// TestReadTextSpans checks raw spans land on the right bytes, BOM and
// multi-byte sequences included.
func TestReadTextSpans(t *testing.T) {
	text := "证券代码：601288\n（上接A19版）\n本次发行优先股总数不超过4亿股。\n"
	cases := []struct {
		name string
		data []byte
		enc  string
		dec  func([]byte) string
	}{
		{"utf-8", []byte(text), EncUTF8, func(b []byte) string { return string(b) }},
		{"utf-8 with BOM", append(append([]byte{}, bomUTF8...), text...), EncUTF8BOM, func(b []byte) string { return string(b) }},
		{"gb18030", encode(t, simplifiedchinese.GB18030, text), EncGB18030, func(b []byte) string {
			s, _ := simplifiedchinese.GB18030.NewDecoder().Bytes(b)
			return string(s)
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Read("notice.txt", tc.data, ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if d.Encoding != tc.enc {
				t.Errorf("encoding %q, want %q", d.Encoding, tc.enc)
			}
			for _, w := range []string{"601288", "不超过4亿股", "证券代码"} {
				i := strings.Index(d.Text, w)
				if i < 0 {
					t.Fatalf("%q not in %q", w, d.Text)
				}
				r := d.RawSpan(normalize.Span{Start: i, End: i + len(w)})
				if got := tc.dec(d.Raw[r.Start:r.End]); got != w {
					t.Errorf("raw under %q is %q", w, got)
				}
			}
			if tc.enc == EncUTF8BOM {
				if r := d.RawSpan(normalize.Span{Start: 0, End: 1}); r.Start != 3 {
					t.Errorf("first byte maps to %v, want past the BOM", r)
				}
			}
			if len(d.Warnings) != 1 || d.Warnings[0].Code != normalize.WarnTruncatedStart {
				t.Errorf("warnings %+v, want one truncated_start", d.Warnings)
			}
		})
	}
}

// TestReadTextEncodingErrors checks undecodable text names the file, the
// line and the byte of the first bad sequence.
func TestReadTextEncodingErrors(t *testing.T) {
	gb := encode(t, simplifiedchinese.GB18030, "第一行公告\n第二行")
	cases := []struct {
		name string
		data []byte
		want []string
	}{
		{"GB18030 cut in a character", append(append([]byte{}, gb...), 0x81), []string{"bad.txt:2:", "undecodable text", "not GB18030"}},
		{"latin-1 text", []byte("Bank\nGesch\xe4ftsbericht \xff\n"), []string{"bad.txt:2:", "byte 10, line 2, is not UTF-8"}},
		{"latin-1 text, CRLF", []byte("Bank\r\nGesch\xe4ftsbericht \xff\r\n"), []string{"bad.txt:2:", "byte 11, line 2, is not UTF-8"}},
		{"latin-1 text, lines ended by \\r", []byte("Bank\rGesch\xe4ftsbericht \xff\r"), []string{"bad.txt:2:", "byte 10, line 2, is not UTF-8"}},
		{"bad byte after a UTF-8 BOM", append(append([]byte{}, bomUTF8...), "公告\n\xff"...), []string{"bad.txt:2:", "byte-order mark"}},
		{"GB18030 that is not Chinese", encode(t, simplifiedchinese.GB18030, "Ω∑∏ΔΘΛΞΠ Σ Φ ΨΩαβγδ"), []string{"not Chinese"}},
		{"odd UTF-16", []byte{0xFF, 0xFE, 'a', 0, 'b'}, []string{"odd length"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read("bad.txt", tc.data, ReadOptions{})
			if !errors.Is(err, ErrEncoding) {
				t.Fatalf("error %v, want ErrEncoding", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

// TestReadTextLineEnds checks that Windows line ends (\r\n) fold away,
// that a carriage return alone ends a line as \n does, and that the
// tables keep their cells either way, every span quoting the input.
func TestReadTextLineEnds(t *testing.T) {
	const lf = "章程修订对照表\n序号\t现有章程条文\t建议修订条文\n1.\t第六条 旧\t第六条 新\n"
	for name, text := range map[string]string{
		"crlf": strings.ReplaceAll(lf, "\n", "\r\n"),
		"cr":   strings.ReplaceAll(lf, "\n", "\r"),
	} {
		t.Run(name, func(t *testing.T) {
			d, err := Read(name+".txt", []byte(text), ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(d.Text, "\r") {
				t.Errorf("carriage return kept: %q", d.Text)
			}
			if want := "章程修订对照表\n序号\t现有章程条文\t建议修订条文\n1.\t第六条旧\t第六条新\n"; d.Text != want {
				t.Errorf("text %q, want %q", d.Text, want)
			}
			if len(d.Tables) != 1 {
				t.Fatalf("%d tables", len(d.Tables))
			}
			var got []string
			for _, c := range d.Tables[0].Rows[1] {
				got = append(got, c.Text)
			}
			if diff := cmp.Diff([]string{"1.", "第六条旧", "第六条新"}, got); diff != "" {
				t.Error(diff)
			}
			checkSpans(t, d, 50)
		})
	}
}

func FuzzReadText(f *testing.F) {
	f.Add([]byte("证券代码：601288\n序号\t现行\t修订\n1.\t甲\t乙\n"))
	f.Add(encode(f, simplifiedchinese.GB18030, "第一条 本行发行优先股。\n| 项目 | 2013年度 |\n| 甲 | ||\n"))
	f.Add([]byte("\xEF\xBB\xBF公告"))
	f.Add([]byte{0xFF, 0xFE, 0x6C, 0x51, 0x4A, 0x54})
	f.Add([]byte("\x81\x30\x81"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Read("fuzz.txt", data, ReadOptions{Format: FormatText})
		if err != nil {
			return
		}
		if d.Map.Len() != len(d.Text) {
			t.Fatalf("map %d, text %d", d.Map.Len(), len(d.Text))
		}
		for i := range len(d.Text) {
			r := d.RawSpan(normalize.Span{Start: i, End: i + 1})
			if r.Start < 0 || r.End > len(d.Raw) || r.Start > r.End {
				t.Fatalf("byte %d maps to %v", i, r)
			}
		}
		for _, tb := range d.Tables {
			for _, row := range tb.Rows {
				for _, c := range row {
					if c.Span.Start < 0 || c.Span.End > len(d.Text) || c.Span.Start > c.Span.End {
						t.Fatalf("cell span %v", c.Span)
					}
				}
			}
		}
		if !bytes.Equal(d.Raw, data) {
			t.Fatal("raw is not the input")
		}
	})
}
