// The parts of an announcement that introduce the parties to a contract
// (三、合同当事人介绍, 二、交易对方情况介绍): what they state of a party — its
// capital, its dealings with others — is not the contract's.

package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// partyPartHeadings head a part on the parties, both of them or the other
// one (counterpartyHeadings): "三、合同当事人介绍", "二、合同当事人情况介绍",
// "(一)合同当事人基本情况", "二、协议当事人介绍", "当事人基本情况". Headings
// that also cover the contract ("二、合同标的和对方当事人情况", "交易对方及项目
// 基本情况") are not among them.
var partyPartHeadings = append([]string{"合同当事人介绍", "合同当事人情况介绍", "合同当事人基本情况", "合同当事人情况", "协议当事人介绍", "当事人基本情况"}, counterpartyHeadings...)

// openerKindRe tells the kind of number a heading line opens with: 三、, 2、
// or 2., (二), (2).
var openerKindRe = lazyre.New(`^ *(?:([` + chineseNumerals + `]{1,2} *、)|([0-9]{1,2} *[、.])|(\([` + chineseNumerals + `]{1,2}\))|(\([0-9]{1,2}\)))`)

// partyPartMaxLines bounds a part whose end is not marked by a heading of
// its own kind.
const partyPartMaxLines = 16

// openerRanks are the levels of the kinds of number, outermost first: 三、
// over (二) over 2、 over (2).
var openerRanks = [5]int{noOpener, 0, 2, 1, 3}

// noOpener is the rank of a line that opens with no number.
const noOpener = 9

// openerRank returns the level of the number line opens with (0
// outermost), noOpener for none.
func openerRank(line string) int {
	m := openerKindRe.FindStringSubmatchIndex(line)
	if m == nil {
		return noOpener
	}
	for g := 1; g <= 4; g++ {
		if m[2*g] >= 0 {
			return openerRanks[g]
		}
	}
	return noOpener
}

// isPartyPartHeading reports whether line, its number dropped, is one of
// partyPartHeadings, with a colon or nothing after it.
func isPartyPartHeading(line string) bool {
	line = strings.TrimRight(line[len(listOpenerRe.FindString(line)):], ": 。")
	for _, h := range partyPartHeadings {
		if line == h {
			return true
		}
	}
	return false
}

// partyParts returns the parts on the parties, bytes of flat.s: from the
// heading to the next heading numbered at its level or above (三、 to 四、;
// 2.合同对方当事人情况 to 三、主要合同条款; a heading without a number to the
// next 三、), or partyPartMaxLines lines on.
func (r *reader) partyParts() [][2]int {
	if r.partyPartsOK {
		return r.partyPartsOf
	}
	r.partyPartsOK = true
	s := r.f.s
	var out [][2]int
	for i := 0; i < len(s); {
		e := strings.IndexByte(s[i:], '\n')
		if e < 0 {
			e = len(s)
		} else {
			e += i
		}
		line := s[i:e]
		start := i
		i = e + 1
		if utf8.RuneCountInString(line) > 24 || !isPartyPartHeading(line) {
			continue
		}
		rank := openerRank(line)
		if rank == noOpener {
			rank = 0
		}
		end := len(s)
		for n, j := 0, i; j < len(s); n++ {
			f := strings.IndexByte(s[j:], '\n')
			if f < 0 {
				f = len(s)
			} else {
				f += j
			}
			if n >= partyPartMaxLines || openerRank(s[j:f]) <= rank {
				end = j
				break
			}
			j = f + 1
		}
		out = append(out, [2]int{start, end})
	}
	r.partyPartsOf = out
	return out
}

// inPartyPart reports whether byte at of flat.s is in a part on the
// parties.
func (r *reader) inPartyPart(at int) bool {
	for _, p := range r.partyParts() {
		if at >= p[0] && at < p[1] {
			return true
		}
	}
	return false
}
