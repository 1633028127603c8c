package oneline

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestString(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"x.pdf: corrupt PDF: missing %%EOF", "x.pdf: corrupt PDF: missing %%EOF"},
		{"公告.txt: 表决情况不完整", "公告.txt: 表决情况不完整"},
		{"bad token \x1b[2J\x1b[31mred", `bad token \x1b[2J\x1b[31mred`},
		{"line one\nline two\r\n", `line one\nline two\r\n`},
		{"tab\there", `tab\there`},
		{"bytes \xff\xfe end", `bytes \xff\xfe end`},
		{"rtl \u202egnp.exe", `rtl \u202egnp.exe`},
		{"sep\u2028x", `sep\u2028x`},
		{"c1 \u009b31m", `c1 \u009b31m`},
	} {
		if got := String(tc.in); got != tc.want {
			t.Errorf("String(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestBounded: a message of megabytes and thousands of lines (an error
// quoting a whole stream) comes back as one line of MaxRunes characters
// plus the note of what was cut.
func TestBounded(t *testing.T) {
	long := strings.Repeat("本次发行优先股\n\x1b", 400000)
	got := String(long)
	if strings.ContainsAny(got, "\n\r\x1b") {
		t.Fatal("control characters left")
	}
	note := "… ("
	i := strings.LastIndex(got, note)
	if i < 0 {
		t.Fatalf("no cut note at the end: %q", got[len(got)-40:])
	}
	if n := utf8.RuneCountInString(got[:i]); n > MaxRunes || n < MaxRunes-6 {
		t.Errorf("kept %d characters, want about %d", n, MaxRunes)
	}
	if !strings.HasSuffix(got, " more bytes)") {
		t.Errorf("ends %q", got[len(got)-30:])
	}
	// Short and exactly MaxRunes long: unchanged.
	s := strings.Repeat("公", MaxRunes)
	if String(s) != s {
		t.Error("a message of MaxRunes characters was changed")
	}
}
