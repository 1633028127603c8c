package amend

import (
	"strings"
	"unicode/utf8"

	"github.com/sergi/go-diff/diffmatchpatch"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/schema"
)

// Diff operations.
const (
	DiffEqual   = "equal"
	DiffInsert  = "insert"
	DiffDelete  = "delete"
	DiffReplace = "replace"
)

// MergedReplacement is old wording that survives in the new text of an
// amendment row right before the wording that replaced it, because the
// table lost its strike-through: 关联交易控制委员会社会责任与关联交易委员会
// is 关联交易控制委员会 struck out and 社会责任与关联交易委员会 inserted.
type MergedReplacement struct {
	Old string // the struck-out wording
	New string // the wording that replaced it
	At  int    // byte offset of Old in the new text
}

// DiffText returns the character diff of old → new (diffmatchpatch
// DiffMain, then DiffCleanupSemantic), as equal, insert, delete and
// replace operations: a deletion next to an insertion is one replace.
//
// An insertion that directly follows old wording of the same kind — a
// name ending in the same word (…委员会 after …委员会), an article
// reference after an article reference (第五十二条第五十九条), an item
// number after an item number — is read as the old wording struck out and
// replaced: it comes back as a replace op and as a MergedReplacement, and
// the text the ops rebuild as new is the new text without the struck-out
// wording.
func DiffText(old, new string) ([]schema.DiffOp, []MergedReplacement) {
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = 0 // the same input always gives the same diff
	diffs := dmp.DiffCleanupSemantic(dmp.DiffMain(old, new, false))
	diffs = diffSlideRight(diffs)
	var ops []schema.DiffOp
	for i := 0; i < len(diffs); i++ {
		d := diffs[i]
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			ops = diffAppend(ops, schema.DiffOp{Op: DiffEqual, Text: d.Text})
		case diffmatchpatch.DiffDelete:
			if i+1 < len(diffs) && diffs[i+1].Type == diffmatchpatch.DiffInsert {
				ops = append(ops, schema.DiffOp{Op: DiffReplace, Old: d.Text, Text: diffs[i+1].Text})
				i++
				continue
			}
			ops = append(ops, schema.DiffOp{Op: DiffDelete, Text: d.Text})
		case diffmatchpatch.DiffInsert:
			if i+1 < len(diffs) && diffs[i+1].Type == diffmatchpatch.DiffDelete {
				ops = append(ops, schema.DiffOp{Op: DiffReplace, Old: diffs[i+1].Text, Text: d.Text})
				i++
				continue
			}
			ops = append(ops, schema.DiffOp{Op: DiffInsert, Text: d.Text})
		}
	}
	return diffFindMerged(ops)
}

func diffAppend(ops []schema.DiffOp, op schema.DiffOp) []schema.DiffOp {
	if n := len(ops); n > 0 && op.Op == DiffEqual && ops[n-1].Op == DiffEqual {
		ops[n-1].Text += op.Text
		return ops
	}
	return append(ops, op)
}

// diffSlideRight moves every insertion that stands between two
// equalities as far right as the text allows (…委员会[社会责任与关联交易委员
// 会] rather than …[委员会社会责任与关联交易]委员会), so that it starts where
// the new wording starts.
func diffSlideRight(diffs []diffmatchpatch.Diff) []diffmatchpatch.Diff {
	for i := 1; i < len(diffs); i++ {
		if diffs[i].Type != diffmatchpatch.DiffInsert || diffs[i-1].Type != diffmatchpatch.DiffEqual {
			continue
		}
		if i+1 >= len(diffs) || diffs[i+1].Type != diffmatchpatch.DiffEqual {
			continue
		}
		prev, ins, next := diffs[i-1].Text, diffs[i].Text, diffs[i+1].Text
		for ins != "" && next != "" {
			r, size := utf8.DecodeRuneInString(ins)
			r2, size2 := utf8.DecodeRuneInString(next)
			if r != r2 {
				break
			}
			prev += ins[:size]
			ins = ins[size:] + next[:size2]
			next = next[size2:]
		}
		diffs[i-1].Text, diffs[i].Text, diffs[i+1].Text = prev, ins, next
	}
	// Drop equalities the sliding emptied.
	out := diffs[:0]
	for _, d := range diffs {
		if d.Text != "" {
			out = append(out, d)
		}
	}
	return out
}

// Same-kind wording: a reference or item number right after another, or a
// name ending in the same head word.
var (
	mergedRefTail   = lazyre.New(`第[〇零一二两三四五六七八九十百千0-9]+[条款项章节]$`)
	mergedRefWhole  = lazyre.New(`^第[〇零一二两三四五六七八九十百千0-9]+[条款项章节]$`)
	mergedItemTail  = lazyre.New(`\([〇零一二三四五六七八九十百0-9]+\)$`)
	mergedItemWhole = lazyre.New(`^\([〇零一二三四五六七八九十百0-9]+\)$`)
)

// diffMergedHeads are the head words of names that replace one another in
// articles of association. "关联交易控制委员会社会责任与关联交易委员会"
// (中国建设银行章程修订对照表, 2014) renames a board committee.
var diffMergedHeads = []string{
	"委员会", "董事会", "监事会", "大会", "事务所", "办公室", "管理部", "部门", "机构", "中心", "小组",
	"公司", "银行", "办法", "规则", "规定", "指引", "制度", "条例",
}

// diffBoundary holds the runes that end a name when reading back from
// the end of an equality: punctuation and the conjunctions of lists.
const diffBoundary = " \t\n,，、;；。:：()（）“”\"《》[]【】和及或"

// diffFindMerged rewrites insertions that follow same-kind old wording into
// replacements (see DiffText).
func diffFindMerged(ops []schema.DiffOp) ([]schema.DiffOp, []MergedReplacement) {
	var merged []MergedReplacement
	newOff := 0 // byte offset in the new text of ops[i]
	for i := 0; i < len(ops); i++ {
		op := ops[i]
		if op.Op != DiffInsert || i == 0 || ops[i-1].Op != DiffEqual {
			newOff += diffNewLen(op)
			continue
		}
		next := ""
		if i+1 < len(ops) && ops[i+1].Op == DiffEqual {
			next = ops[i+1].Text
		} else if i+1 < len(ops) {
			newOff += diffNewLen(op)
			continue
		}
		// The insertion may stand at any place the text allows: from where
		// the diff put it (slid right), try it further left.
		prev, ins := ops[i-1].Text, op.Text
		oldPhrase := diffSameKind(prev, ins, next)
		shift := 0
		for oldPhrase == "" && prev != "" && diffLastRune(prev) == diffLastRune(ins) {
			_, size := utf8.DecodeLastRuneInString(prev)
			_, isize := utf8.DecodeLastRuneInString(ins)
			next = ins[len(ins)-isize:] + next
			ins = prev[len(prev)-size:] + ins[:len(ins)-isize]
			prev = prev[:len(prev)-size]
			shift += size
			oldPhrase = diffSameKind(prev, ins, next)
		}
		if oldPhrase == "" {
			newOff += diffNewLen(op)
			continue
		}
		if shift > 0 {
			ops[i-1].Text = prev
			if i+1 < len(ops) {
				ops[i+1].Text = next
			} else {
				ops = append(ops, schema.DiffOp{Op: DiffEqual, Text: next})
			}
		}
		at := newOff - shift - len(oldPhrase)
		merged = append(merged, MergedReplacement{Old: oldPhrase, New: ins, At: at})
		ops[i-1].Text = strings.TrimSuffix(ops[i-1].Text, oldPhrase)
		ops[i] = schema.DiffOp{Op: DiffReplace, Old: oldPhrase, Text: ins}
		newOff += len(ins) - shift
	}
	out := ops[:0]
	for _, op := range ops {
		if op.Op == DiffEqual && op.Text == "" {
			continue
		}
		out = append(out, op)
	}
	return out, merged
}

// diffNewLen is how many bytes of the new text an op stands for.
func diffNewLen(op schema.DiffOp) int {
	switch op.Op {
	case DiffDelete:
		return 0
	default:
		return len(op.Text)
	}
}

// diffSameKind returns the old wording at the end of prev that ins, with
// next after it, replaces, or "" when ins reads as a plain insertion.
func diffSameKind(prev, ins, next string) string {
	if mergedRefWhole.MatchString(ins) {
		if m := mergedRefTail.FindString(prev); m != "" && m != ins && diffLastRune(m) == diffLastRune(ins) {
			return m
		}
		return ""
	}
	if mergedItemWhole.MatchString(ins) {
		if m := mergedItemTail.FindString(prev); m != "" && m != ins {
			return m
		}
		return ""
	}
	// A name: no punctuation inside, ending at a boundary of the text.
	if strings.ContainsAny(ins, diffBoundary) || utf8.RuneCountInString(ins) < 3 {
		return ""
	}
	if next != "" {
		r, _ := utf8.DecodeRuneInString(next)
		if !strings.ContainsRune(diffBoundary, r) {
			return ""
		}
	}
	for _, head := range diffMergedHeads {
		if !strings.HasSuffix(ins, head) || !strings.HasSuffix(prev, head) {
			continue
		}
		start := strings.LastIndexAny(prev, diffBoundary)
		phrase := prev
		if start >= 0 {
			_, size := utf8.DecodeRuneInString(prev[start:])
			phrase = prev[start+size:]
		}
		// The old name often starts as the new one does (风险管理部 →
		// 风险与合规管理部): drop what stands before that start.
		first, _ := utf8.DecodeRuneInString(ins)
		if k := strings.IndexRune(phrase, first); k > 0 {
			phrase = phrase[k:]
		}
		if utf8.RuneCountInString(phrase) <= utf8.RuneCountInString(head) || phrase == ins {
			return ""
		}
		return phrase
	}
	return ""
}

func diffLastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// DiffOld rebuilds the old text from diff ops.
func DiffOld(ops []schema.DiffOp) string {
	var sb strings.Builder
	for _, op := range ops {
		switch op.Op {
		case DiffEqual, DiffDelete:
			sb.WriteString(op.Text)
		case DiffReplace:
			sb.WriteString(op.Old)
		}
	}
	return sb.String()
}

// DiffNew rebuilds the new text from diff ops: the new text with any
// struck-out wording removed.
func DiffNew(ops []schema.DiffOp) string {
	var sb strings.Builder
	for _, op := range ops {
		switch op.Op {
		case DiffEqual, DiffInsert, DiffReplace:
			sb.WriteString(op.Text)
		}
	}
	return sb.String()
}

// compactSpace removes the white space of s that carries no meaning in
// Chinese text, so that two renderings of one passage compare equal
// whatever their line joining did: a run of white space between two ASCII
// letters or digits ("Tier 1", "A 股" is not one) becomes one space; any
// other run — next to a Han character, to CJK or full-width punctuation,
// or to the ASCII punctuation these fold to ("回购; (四)", "(一) 有权",
// "第七十八条 ……") — is dropped, as is white space at either end.
//
// at maps the result back: at[i] is the byte offset in s of byte i of the
// result, and at[len(result)] is len(s).
func compactSpace(s string) (out string, at []int) {
	at = make([]int, 0, len(s)+1)
	return compactSpaceAt(s, &at), at
}

// compactSpaceAt is compactSpace, appending the offsets to *at unless at
// is nil.
func compactSpaceAt(s string, at *[]int) string {
	var sb strings.Builder
	sb.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isSpaceRune(r) {
			sb.WriteString(s[i : i+size])
			if at != nil {
				for k := range size {
					*at = append(*at, i+k)
				}
			}
			i += size
			continue
		}
		j := i + size
		for j < len(s) {
			r2, size2 := utf8.DecodeRuneInString(s[j:])
			if !isSpaceRune(r2) {
				break
			}
			j += size2
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[j:])
		if i > 0 && j < len(s) && isASCIIAlnum(before) && isASCIIAlnum(after) {
			sb.WriteByte(' ')
			if at != nil {
				*at = append(*at, i)
			}
		}
		i = j
	}
	if at != nil {
		*at = append(*at, len(s))
	}
	return sb.String()
}

// isSpaceRune reports white space, including the ideographic space and
// the no-break space a converter may leave.
func isSpaceRune(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '\f', '\v', '\u00a0', '\u3000':
		return true
	}
	return false
}

func isASCIIAlnum(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
}
