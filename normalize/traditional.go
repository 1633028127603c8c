package normalize

import "unicode/utf8"

// Simplified returns s with the traditional characters that mirrors of
// mainland filings print (之後, 於, 股東大會決議, 董事會, 現場會議) replaced
// by their simplified forms, one character for one: every pair is of the
// same length in UTF-8, so an offset into the result is the same offset
// into s. It returns s itself when there is nothing to replace. The table
// holds the characters of the wording that tells an announcement's kind,
// its header and its meetings, not every traditional character.
func Simplified(s string) string {
	var b []byte
	for i, r := range s {
		if r < 0x4E00 || r > 0x9FFF || traditionalSet[(r-0x4E00)>>6]&(1<<((r-0x4E00)&63)) == 0 {
			continue
		}
		t, ok := simplifiedOf[r]
		if !ok {
			continue
		}
		if b == nil {
			b = []byte(s)
		}
		utf8.EncodeRune(b[i:], t)
	}
	if b == nil {
		return s
	}
	return string(b)
}

// simplifiedOf maps traditional characters to simplified ones.
var simplifiedOf = func() map[rune]rune {
	const pairs = "會会議议開开權权對对棄弃贊赞決决東东數数與与參参屆届號号總总應应實实際际親亲託托書书" +
		"監监屬属時时間间點点現现場场網网絡络過过統统計计審审經经關关於于補补資资動动額额準准備备報报" +
		"務务達达發发選选舉举職职長长員员證证規规則则並并條条臨临結结論论師师見见記记種种類类別别況况" +
		"為为須须獨独專专門门週周後后債债轉转購购買买賣卖項项勵励擬拟變变訂订財财產产價价購购約约" +
		"認认購购償偿劃划屬属團团鐵铁銀银險险聯联區区營营運运辦办屆届業业號号體体" +
		// The header's labels: 證券代碼, 證券簡稱, 公告編號, 優先股代碼.
		"碼码簡简編编稱称優优" +
		// A convertible bond's adjustment: 調整轉股價格.
		"調调"
	m := map[rune]rune{}
	rs := []rune(pairs)
	for i := 0; i+1 < len(rs); i += 2 {
		m[rs[i]] = rs[i+1]
	}
	return m
}()

// traditionalSet holds the keys of simplifiedOf, all in the CJK Unified
// Ideographs block, as a bit set from U+4E00: Simplified asks it of every
// character of a document.
var traditionalSet = func() (set [(0x9FFF - 0x4E00 + 64) / 64]uint64) {
	for r := range simplifiedOf {
		i := r - 0x4E00
		set[i>>6] |= 1 << (i & 63)
	}
	return set
}()
