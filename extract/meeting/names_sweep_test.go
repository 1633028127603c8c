package meeting

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// The name sweep: every chair, absentee, proxy and recused director read
// from a folder of announcements must be a person's name. By default it
// reads the real excerpts in testdata/real; bench/names.sh runs it over
// whole folders of filings and, with a file of reviewed names, prints the
// precision and recall of the names with and without the dictionary.
var (
	namesDirs = flag.String("names.dirs", "", "comma-separated folders of announcements for TestNameSweep (default testdata/real)")
	namesGold = flag.String("names.gold", "", "TSV of reviewed names (file, role, name) to score TestNameSweep against")
	namesList = flag.Bool("names.list", false, "TestNameSweep prints every name found, with the mode that found it")
)

// roleName is one name the output gives a person in a role.
type roleName struct{ file, role, name string }

// roleNames returns the chair, absentees, proxies and recused directors of
// out.
func roleNames(file string, out *schema.Document) []roleName {
	var rs []roleName
	if m := out.Meeting; m != nil {
		if m.Chair != "" {
			rs = append(rs, roleName{file, "chair", m.Chair})
		}
		for _, a := range m.Absent {
			rs = append(rs, roleName{file, "absent", a})
		}
		for _, p := range m.Proxies {
			rs = append(rs, roleName{file, "proxy_absent", p.Absent}, roleName{file, "proxy_holder", p.Holder})
		}
		for _, x := range m.Recused {
			rs = append(rs, roleName{file, "recused", x})
		}
	}
	var walk func([]schema.Resolution)
	walk = func(res []schema.Resolution) {
		for _, r := range res {
			for _, x := range r.Recused {
				rs = append(rs, roleName{file, "recused", x})
			}
			walk(r.Items)
		}
	}
	walk(out.Resolutions)
	return rs
}

// runNames runs the default extractors on doc, judging names as mode says
// and collecting every string judged into asked when it is set.
func runNames(doc *normalize.Doc, mode int, asked *[]string) *schema.Document {
	out := &schema.Document{SchemaVersion: schema.Version}
	c := &extract.Context{Doc: doc, Out: out}
	c.Memo(nameKey{}, func() any { return nameSettings{mode: mode, asked: asked} })
	for _, ex := range []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}} {
		ex.Extract(c)
	}
	return out
}

// nameCues are what stands next to a person's name in an attendance or
// vote sentence: a role, a title of address, a list separator or the verb
// of the clause.
var nameCues = []string{"董事", "监事", "长", "。", ";", "先生", "女士", "主席", "行长", "经理", "、", "和", "委托", "主持", "回避", "因", "未", ",", "(", ")", ":", "代为", "出席", "同志"}

// looksLikeName is the sweep's own check, independent of the extractor's:
// the value is printed in the document with a cue on one side, and is two
// to four Chinese characters (or parts joined by ·) none of which is a
// word of the attendance wording.
func looksLikeName(v, text string) error {
	n := utf8.RuneCountInString(v)
	if strings.ContainsRune(v, '·') {
		if n > 16 {
			return fmt.Errorf("too long")
		}
	} else if n < 2 || n > 4 {
		return fmt.Errorf("%d characters", n)
	}
	for _, r := range v {
		if r != '·' && !normalize.IsHan(r) {
			return fmt.Errorf("holds %q", r)
		}
	}
	for _, w := range []string{"董事", "监事", "会议", "出席", "表决", "委托", "回避", "其中", "全体", "实到", "应到", "本次", "公司", "议案", "代行", "股东", "授权"} {
		if strings.Contains(v, w) {
			return fmt.Errorf("holds the word %s", w)
		}
	}
	for from := 0; ; {
		i := strings.Index(text[from:], v)
		if i < 0 {
			return fmt.Errorf("not printed beside a role or separator")
		}
		i += from
		before, after := text[:i], text[i+len(v):]
		for _, c := range nameCues {
			if strings.HasSuffix(before, c) || strings.HasPrefix(after, c) {
				return nil
			}
		}
		from = i + len(v)
	}
}

func TestNameSweep(t *testing.T) {
	dirs := []string{filepath.Join("testdata", "real")}
	if *namesDirs != "" {
		dirs = strings.Split(*namesDirs, ",")
	}
	modes := []struct {
		name string
		mode int
	}{{"shape and word list", namesChecked}, {"shape only", namesByShape}, {"layout only", namesByLayout}}
	all := map[roleName][]bool{}
	var asked []string
	docs := 0
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			ext := filepath.Ext(path)
			if ext != ".txt" && ext != ".html" {
				continue
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := read.Read(path, data, read.ReadOptions{})
			if err != nil {
				continue
			}
			docs++
			file := filepath.Base(path)
			v, _ := compactView(doc)
			view := v.Text
			for mi, m := range modes {
				var ask *[]string
				if m.mode == namesByLayout {
					ask = &asked
				}
				for _, rn := range roleNames(file, runNames(doc, m.mode, ask)) {
					if mi == 0 {
						if err := looksLikeName(rn.name, view); err != nil {
							t.Errorf("%s: %s %q is not a person's name: %v", file, rn.role, rn.name, err)
						}
					}
					if all[rn] == nil {
						all[rn] = make([]bool, len(modes))
					}
					all[rn][mi] = true
				}
			}
		}
	}
	if docs == 0 {
		t.Fatalf("no documents in %v", dirs)
	}
	keys := make([]roleName, 0, len(all))
	for k := range all {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.file != b.file {
			return a.file < b.file
		}
		if a.role != b.role {
			return a.role < b.role
		}
		return a.name < b.name
	})
	// The strings the layout put where a name goes, judged by each check.
	layout, shape, full := namer{layoutOnly: true}, namer{}, namer{words: sharedNameWords()}
	seen := map[string]bool{}
	var cands []string
	for _, a := range asked {
		if !seen[a] && layout.isName(a) {
			seen[a] = true
			cands = append(cands, a)
		}
	}
	sort.Strings(cands)
	if *namesList {
		for _, k := range keys {
			fmt.Printf("%s\t%s\t%s\t%v\n", k.file, k.role, k.name, all[k])
		}
		for _, a := range cands {
			fmt.Printf("*\tcandidate\t%s\tshape=%v\twords=%v\n", a, shape.isName(a), full.isName(a))
		}
	}
	if *namesGold == "" {
		return
	}
	gold, err := readGold(*namesGold)
	if err != nil {
		t.Fatal(err)
	}
	for mi, m := range modes {
		tp, fp, fn := 0, 0, 0
		for _, k := range keys {
			if !all[k][mi] {
				continue
			}
			if gold[k] {
				tp++
			} else {
				fp++
				t.Logf("%s: not in the reviewed names: %s %s %s", m.name, k.file, k.role, k.name)
			}
		}
		for k := range gold {
			if k.role == "candidate" {
				continue
			}
			if all[k] == nil || !all[k][mi] {
				fn++
			}
		}
		fmt.Printf("names written, %s: %d documents, %d found, %d right, precision %.1f%%, recall %.1f%% (%d of %d reviewed)\n",
			m.name, docs, tp+fp, tp, pct(tp, tp+fp), pct(tp, tp+fn), tp, tp+fn)
	}
	for _, ck := range []struct {
		name string
		n    namer
	}{{"shape and word list", full}, {"shape only", shape}, {"layout only", layout}} {
		tp, fp, fn := 0, 0, 0
		for _, a := range cands {
			isGold := gold[roleName{"*", "candidate", a}]
			switch got := ck.n.isName(a); {
			case got && isGold:
				tp++
			case got:
				fp++
				t.Logf("%s takes %q for a name", ck.name, a)
			case isGold:
				fn++
				t.Logf("%s misses the name %q", ck.name, a)
			}
		}
		fmt.Printf("name check on the %d strings the layout proposes, %s: precision %.1f%%, recall %.1f%%\n",
			len(cands), ck.name, pct(tp, tp+fp), pct(tp, tp+fn))
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 100
	}
	return 100 * float64(a) / float64(b)
}

// readGold reads a TSV of reviewed names: file, role, name; # comments.
func readGold(path string) (map[roleName]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[roleName]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "\t")
		if len(parts) < 3 {
			return nil, fmt.Errorf("%s: %q: want file, role, name", path, line)
		}
		out[roleName{parts[0], parts[1], parts[2]}] = true
	}
	return out, sc.Err()
}
