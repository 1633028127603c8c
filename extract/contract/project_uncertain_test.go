package contract

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gonggao/gonggao/schema"
)

// A project named only in a way that names another more often than the
// contract's own — the title's short form of it, 就X项目签订 — is left out
// with a warning on the words that name it, and the contract is still read.
func TestProjectUncertain(t *testing.T) {
	cases := []struct{ file, title, company, named string }{
		// 恒宝股份 2014-054: the title's name; the body's is 中国建设银行股份有限公司….
		{"project-title-only", "恒宝股份有限公司关于接到中国建设银行2014-2015年度金融IC卡芯支付终端采购项目( B款)中标通知书的公告", "恒宝股份有限公司", "中国建设银行2014-2015年度金融IC卡芯支付终端采购项目( B款)"},
		// 隆华节能 2017-042: 就恒力石化2000万吨/年炼化一体化项目签订了相关买卖合同.
		{"project-about-uncertain", "洛阳隆华传热节能股份有限公司关于公司签订日常经营合同的公告", "洛阳隆华传热节能股份有限公司", "恒力石化2000万吨 / 年炼化一体化项目"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			text := phrasingExcerpt(t, c.file+".txt")
			out := runAs(t, c.title, c.company, text)
			projectLeftOut(t, out, text, c.named)
		})
	}
}

// An item's project read from its part's heading, with the next label run
// into it (安徽水利 2017-087: "二、 阜阳智能制造产业园-无人机产业园一期工程
// 公共基础设施PPP项目项目概况:…", and 项目概况: on the line after the third's
// heading), ends before the label; every project written is a clean name.
func TestItemProjectRunOn(t *testing.T) {
	text := phrasingExcerpt(t, "items-head-run-on-label.txt")
	out := runAs(t, "安徽水利开发股份有限公司关于中标PPP项目的公告", "安徽水利开发股份有限公司", text)
	got := map[string]bool{}
	for _, c := range out.Contracts {
		if c.Project != "" && cleanProject(c.Project) != c.Project {
			t.Errorf("project %q is not a clean name (%q)", c.Project, cleanProject(c.Project))
		}
		got[c.Project] = true
	}
	for _, want := range []string{"阜阳智能制造产业园-无人机产业园一期工程公共基础设施PPP项目", "富平县城区市政道路建设工程PPP项目"} {
		if !got[want] {
			t.Errorf("no contract of %q: %v", want, got)
		}
	}
}

// projectLeftOut asserts that out reads one contract, writes no project
// and warns WarnProjectUncertain on words of text (whole characters)
// that hold named.
func projectLeftOut(t *testing.T, out *schema.Document, text, named string) {
	t.Helper()
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts, want 1", len(out.Contracts))
	}
	if p := out.Contracts[0].Project; p != "" {
		t.Errorf("project %q written", p)
	}
	for _, w := range out.Warnings {
		if w.Code != WarnProjectUncertain || w.Span == nil {
			continue
		}
		if w.Span[0] < 0 || w.Span[1] > len(text) || w.Span[0] > w.Span[1] {
			t.Fatalf("warning span %v outside the input (%d bytes)", *w.Span, len(text))
		}
		v := text[w.Span[0]:w.Span[1]]
		if !utf8.ValidString(v) {
			t.Errorf("warning span %v cuts a character: %q", *w.Span, v)
		}
		if strings.Contains(v, named) {
			return
		}
	}
	t.Errorf("no %s warning on %q: %+v", WarnProjectUncertain, named, out.Warnings)
}
