package contract

import "testing"

// A project the text opens with, right after its award word (中标X项目 as
// the first words, the announcement's opening cut off), has no owner named
// before it: the employer is not looked for before the text's first byte
// (X发包的Y工程 needs 发包的 before the project).
func TestProjectAtTextStart(t *testing.T) {
	for _, c := range []struct{ text, project string }{
		{"中标新建合肥铁路枢纽南环线工程项目,中标价为人民币436,504万元。\n", "新建合肥铁路枢纽南环线工程项目"},
		{"中标福州市轨道交通2号线工程项目,中标金额为12,000万元。\n", "福州市轨道交通2号线工程项目"},
	} {
		out := run(t, "重大工程中标公告", c.text)
		if len(out.Contracts) != 1 {
			t.Fatalf("%q: %d contracts, want 1", c.text, len(out.Contracts))
		}
		if ct := out.Contracts[0]; ct.Project != c.project || ct.Employer != "" {
			t.Errorf("%q: project %q employer %q, want %q and none", c.text, ct.Project, ct.Employer, c.project)
		}
	}
	// The opening of an announcement cut before its title's award word.
	run(t, "重大工程中标公告", "中标桥集团国际建设股份有限公司重大项目中标公告\n")
}
