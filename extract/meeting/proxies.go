package meeting

import (
	"strings"

	"github.com/gonggao/gonggao/normalize"
)

// The words of a proxy, with the filings they came from.
var (
	// proxyWord joins a director and the proxy: "其中李仁杰董事委托…",
	// "…委托刘兴亮、刘云鹏委托王再云"; proxyHolderEnds end the proxy's name
	// (委托…代为, 代理, 出席, 行使, 表决); respectivelyWord ends the givers of
	// one proxy (…分别委托…).
	proxyWord        = "委托"
	proxyHolderEnds  = []string{"代为", "代理", "代行", "出席", "行使", "表决", ")"}
	respectivelyWord = "分别"
	// giverTails stand between the givers of proxies and 委托: "董事刘信
	// 义、管蔚分别书面委托…代行表决权" (浦发银行), "…均书面委托…", "…以书面
	// 形式委托…".
	giverTails = []string{respectivelyWord, "书面", "均", "以书面形式", "以书面方式"}
)

// trimGiverTail takes the words of giverTails off the end of s, in any
// order.
func trimGiverTail(s string) string {
	for changed := true; changed; {
		changed = false
		for _, w := range giverTails {
			if t, ok := strings.CutSuffix(s, w); ok {
				s, changed = strings.TrimSpace(t), true
			}
		}
	}
	return s
}

// proxy is one director who voted through another.
type proxy struct {
	absent, holder string
	span           normalize.Span
}

// findProxies reads the directors who voted through another: "钟瑞明董事委
// 托张龙董事出席并代为表决", "独立董事X因公务未能亲自出席会议，书面委托独立董
// 事Y代为出席并表决" (the giver is then the subject of the clause before),
// "5名董事委托出席(于新兴委托刘兴亮、刘云鹏委托王再云、…)" (2006), "A董事和
// B董事委托C董事长代为出席和表决", "赵小凡董事、白重恩独立董事分别委托居伟
// 民董事、李哲平独立董事代为出席和表决" (2012): the givers and holders are
// paired in order, or all givers with one holder.
func findProxies(nm namer, clauses []clause) []proxy {
	var out []proxy
	for i, cl := range clauses {
		parts := strings.Split(cl.text, proxyWord)
		if len(parts) < 2 {
			continue
		}
		for j := 1; j < len(parts); j++ {
			giverSide := parts[j-1]
			if j > 1 {
				// "…委托刘兴亮、刘云鹏委托王再云": the first name was the
				// holder before.
				if k := strings.Index(giverSide, "、"); k >= 0 {
					giverSide = giverSide[k+len("、"):]
				} else if k := strings.LastIndexAny(giverSide, "(:"); k >= 0 {
					// "5名董事委托出席(于新兴委托刘兴亮、…".
					giverSide = giverSide[k+1:]
				} else {
					continue
				}
			} else if k := strings.LastIndexAny(giverSide, "(:"); k >= 0 {
				giverSide = giverSide[k+1:]
			}
			holderSide := parts[j]
			if chairDelegated(nm, holderSide) {
				// "董事长李强因公出差,委托副董事长张明华主持会议": the
				// chair is handed over, not a vote.
				continue
			}
			if j+1 < len(parts) {
				if k := strings.Index(holderSide, "、"); k >= 0 {
					holderSide = holderSide[:k]
				}
			}
			for _, stop := range proxyHolderEnds {
				if k := strings.Index(holderSide, stop); k >= 0 {
					holderSide = holderSide[:k]
				}
			}
			givers := namesIn(nm, trimGiverTail(strings.TrimSpace(giverSide)))
			holders := namesIn(nm, holderSide)
			if len(givers) == 0 && j == 1 && i > 0 {
				// "独立董事X因公务未能亲自出席会议,书面委托独立董事Y"; "董事
				// X、Y因公出差未能出席会议,分别委托董事Z、W代为出席"; "X董事、
				// Y董事因公务未能亲自出席会议,分别书面委托Z董事长、W董事代为出
				// 席并表决" (each named before its role).
				prev := clauses[i-1].text
				if loc := absentRe.FindStringIndex(prev); loc != nil && len(absentNames(nm, prev[:loc[0]])) > 1 {
					givers = absentNames(nm, prev[:loc[0]])
				} else if g := nm.personName(prev); g != "" {
					givers = []string{g}
				} else if absentRe.MatchString(prev) {
					givers = namesIn(nm, prev)
				}
			}
			if len(holders) == 0 || len(givers) == 0 {
				continue
			}
			sp := cl.span
			if nm.personName(parts[0]) == "" && i > 0 && j == 1 && len(namesIn(nm, parts[0])) == 0 {
				sp = clauses[i-1].span.Union(sp)
			}
			switch {
			case len(holders) == len(givers):
				for k := range givers {
					if givers[k] != holders[k] {
						out = append(out, proxy{absent: givers[k], holder: holders[k], span: sp})
					}
				}
			case len(holders) == 1:
				for _, g := range givers {
					if g != holders[0] {
						out = append(out, proxy{absent: g, holder: holders[0], span: sp})
					}
				}
			}
		}
	}
	return out
}

// chairWords say what is handed over when the chair, not a vote, is
// delegated: "委托副董事长张明华主持会议", "委托董事王芳代为主持本次会议".
var chairWords = []string{"代为主持", "主持"}

// chairDelegated reports whether the words after 委托 hand over the chair
// of the meeting: a person's name, then 主持 (or 代为主持), before any word of
// attending or voting.
func chairDelegated(nm namer, holderSide string) bool {
	for _, w := range chairWords {
		k := strings.Index(holderSide, w)
		if k <= 0 {
			continue
		}
		if nm.personName(holderSide[:k]) == "" {
			return false
		}
		for _, stop := range proxyHolderEnds {
			if strings.Contains(holderSide[:k], stop) {
				return false
			}
		}
		return true
	}
	return false
}

// namesIn returns the names of a list of people: "赵小凡董事、白重恩独立董
// 事", "A董事和B董事"; nil when any member is not a name.
func namesIn(nm namer, s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '、' || r == '和' || r == '及' }) {
		n := nm.personName(part)
		if n == "" {
			return nil
		}
		out = append(out, n)
	}
	return out
}

// absentNames returns the names of the subject of an absence, s being
// the clause before its predicate (未能出席…), when it lists several, each
// with its role and the reason they were away after the last: "刘信义董
// 事、管蔚董事因公务" gives 刘信义 and 管蔚; "董事X、Y因公出差" X and Y.
func absentNames(nm namer, s string) []string {
	if !strings.Contains(s, "、") {
		return nil
	}
	if i := strings.Index(s, reasonWord); i > 0 {
		s = s[:i]
	}
	return namesIn(nm, s)
}

// reasonWord opens the reason a member did not attend: "因公务", "因工作原
// 因", "因病".
const reasonWord = "因"

// subjectName returns the person who is the subject of clause i, whose
// predicate starts at byte k; when the clause names no one before k, the
// subject of the clause before.
func subjectName(nm namer, clauses []clause, i, k int) string {
	if n := nm.personName(clauses[i].text[:k]); n != "" {
		return n
	}
	if i > 0 {
		return nm.personName(clauses[i-1].text)
	}
	return ""
}
