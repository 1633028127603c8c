package payment

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/normalize"
)

// The Shanghai exchange's dividend notice sets its dates in a table under
// 相关日期, one row per share class:
//
//	股份类别 | 股权登记日 | 最后交易日 | 除权(息)日 | 现金红利发放日
//	A股      | 2019/6/20  | －         | 2019/6/21  | 2019/6/21
//
// A PDF's conversion gives the heads on one line and the values on the
// line under them (or each cell on a line of its own), an HTML page a
// table of cells. relatedDateHeads are the heads such a table has, each
// with the date it gives ("" for a column that is no date of the payment).
var relatedDateHeads = []struct {
	key   string
	heads []string
}{
	{"", []string{"股份类别"}},
	{"record_date", []string{"股权登记日"}},
	{"last_trading_day", []string{"最后交易日"}},
	{"ex_date", []string{"除权(息)日", "除权（息）日", "除权除息日", "除息日", "除权日"}},
	{"payment_date", paymentDayLabels()},
	// A notice that also issues shares: 新增无限售条件流通股份上市日.
	{"", []string{"新增无限售条件流通股份上市日", "新增可流通股份上市日"}},
}

// tableStart is the first character of a table's first head: 股份类别, or
// 股权登记日 when the table has no class column.
const tableStart = "股"

// shareClasses name a row's share class: "A股", "B股" (a B share's row has
// its own record date, later than the A share's).
var shareClasses = []string{"A股", "B股"}

// ordinaryClass is the class whose dates the payment reports when the
// table has rows for several.
const ordinaryClass = "A股"

// noDate stands in a cell without a date: 最后交易日 "－" when the shares
// are not traded before the record date.
var noDate = []string{"－", "-", "—", "–", "/", "无", "不适用"}

// relatedDate is a date of the table, with its span in the text.
type relatedDate struct {
	date string
	span normalize.Span
}

// relatedDates reads the first table of dates in text whose heads name the
// record date and at least two more columns, and returns the dates of its
// A share row (its only row when it names no class). Cells are separated
// by spaces, tabs, '|' or line breaks; a head may be broken over lines or
// letter-spaced (现金红利发\n放日). A row whose cells are not all dates or
// placeholders is not read.
func relatedDates(text string) map[string]relatedDate {
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], tableStart)
		if i < 0 {
			return nil
		}
		i += from
		from = i + len(tableStart)
		keys, end, ok := tableHeads(text, i)
		if !ok {
			continue
		}
		if got := tableRows(text, end, keys); got != nil {
			return got
		}
	}
	return nil
}

// tableHeads reads the heads that start at i: each a known head, separated
// by cell separators. It returns their keys in order ("" for a column that
// gives no payment date) and where they end; ok when the record date and
// at least two more columns are among them.
func tableHeads(text string, i int) (keys []string, end int, ok bool) {
	record := false
	end = i
	for pos := i; ; {
		key, n := matchHead(text[pos:])
		if n == 0 {
			break
		}
		keys = append(keys, key)
		record = record || key == "record_date"
		end = pos + n
		pos = skipSeparators(text, end)
	}
	return keys, end, record && len(keys) >= 3
}

// matchHead returns the key of the longest head at the start of s and the
// bytes it takes, allowing spaces and line breaks between its characters.
func matchHead(s string) (string, int) {
	key, best := "", 0
	for _, h := range relatedDateHeads {
		for _, head := range h.heads {
			if n := matchSpaced(s, head); n > best {
				key, best = h.key, n
			}
		}
	}
	return key, best
}

// matchSpaced reports how many bytes of s spell word, with spaces and line
// breaks allowed between its characters; 0 when s does not start with it.
func matchSpaced(s, word string) int {
	pos := 0
	for k, r := range word {
		if k > 0 {
			pos = skipSpaces(s, pos)
		}
		got, size := utf8.DecodeRuneInString(s[pos:])
		if size == 0 || got != r {
			return 0
		}
		pos += size
	}
	return pos
}

// tableRows reads the rows after the heads: an optional share class, then
// one date or placeholder per head after the class column. It returns the
// dates of the A share row, else of the first row; nil when no row reads.
func tableRows(text string, pos int, keys []string) map[string]relatedDate {
	cols := keys
	var first map[string]relatedDate
	for {
		p := skipSeparators(text, pos)
		class := ""
		for _, c := range shareClasses {
			if n := matchSpaced(text[p:], c); n > 0 {
				class, p = c, p+n
				break
			}
		}
		row := map[string]relatedDate{}
		ok := true
		for k, key := range cols {
			if k == 0 && key == "" && class != "" {
				continue // the class column
			}
			p = skipSeparators(text, p)
			if n := placeholder(text[p:]); n > 0 {
				p += n
				continue
			}
			d, n := dateAt(text[p:])
			if n == 0 {
				ok = false
				break
			}
			if key != "" {
				row[key] = relatedDate{d, normalize.Span{Start: p, End: p + n}}
			}
			p += n
		}
		if !ok || len(row) == 0 {
			// A row of a class that does not read (two cells a reader ran
			// together): the next class's row may.
			if class == "" {
				return first
			}
			next := nextClass(text, p)
			if next < 0 {
				return first
			}
			pos = next
			continue
		}
		if class == ordinaryClass || class == "" && first == nil {
			return row
		}
		if first == nil {
			first = row
		}
		pos = p
	}
}

// rowReach is how far after a row that does not read the next class's
// row is looked for, in bytes.
const rowReach = 160

// nextClass returns where the next share class's row starts after pos,
// or -1 when none does within rowReach.
func nextClass(text string, pos int) int {
	window := text[pos:min(len(text), pos+rowReach)]
	best := -1
	for _, c := range shareClasses {
		if i := strings.Index(window, c); i >= 0 && (best < 0 || i < best) {
			best = i
		}
	}
	if best < 0 {
		return -1
	}
	return pos + best
}

// placeholder returns the bytes of a no-date cell at the start of s, or 0.
func placeholder(s string) int {
	for _, w := range noDate {
		if strings.HasPrefix(s, w) {
			rest := s[len(w):]
			r, _ := utf8.DecodeRuneInString(rest)
			if rest == "" || isSeparator(r) {
				return len(w)
			}
		}
	}
	return 0
}

// dateAt reads a full date at the start of s (2019/6/20, 2019-06-20,
// 2019年6月20日), and returns it and its length. A date a narrow column
// breaks over two lines ("2019/6" / "/21") is read whole, its length then
// taking in the break; two dates on two lines stay two.
func dateAt(s string) (string, int) {
	window := s[:min(len(s), 48)]
	for !utf8.ValidString(window) {
		window = window[:len(window)-1]
	}
	date, n := "", 0
	if ds := normalize.FindDates(window); len(ds) > 0 && ds[0].Span.Start == 0 && ds[0].Day > 0 {
		date, n = ds[0].String(), ds[0].Span.End
	}
	joined, at := withoutBreaks(window)
	if ds := normalize.FindDates(joined); len(ds) > 0 && ds[0].Span.Start == 0 && ds[0].Day > 0 {
		if end := at[ds[0].Span.End-1] + 1; end > n {
			date, n = ds[0].String(), end
		}
	}
	return date, n
}

// isSeparator reports whether r separates two cells.
func isSeparator(r rune) bool {
	return r == '|' || isSpace(r)
}

func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\u3000' || r == '\u00a0'
}

func skipSeparators(s string, pos int) int {
	for pos < len(s) {
		r, size := utf8.DecodeRuneInString(s[pos:])
		if !isSeparator(r) {
			break
		}
		pos += size
	}
	return pos
}

func skipSpaces(s string, pos int) int {
	for pos < len(s) {
		r, size := utf8.DecodeRuneInString(s[pos:])
		if !isSpace(r) {
			break
		}
		pos += size
	}
	return pos
}
