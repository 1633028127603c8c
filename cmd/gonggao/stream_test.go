package main

import (
	"bufio"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestWalkOrder: the streamed walk lists a tree's documents in the order
// of a sort of their whole paths, as a walk collected and then sorted
// does, where a folder's own order differs from it ("a.txt" before
// "a/x.txt", "a-b.txt" before "a/…", upper case before lower).
func TestWalkOrder(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a.txt", "a-b.txt", "a/x.txt", "a/b/y.txt", "a/b.txt", "a.b/z.html",
		"B.txt", "b.txt", "b/c.pdf", "c/d/e/f.txt", "c/d.txt", "notes.md", "a/skip.md"} {
		sub := filepath.Join(dir, filepath.Dir(name))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, sub, filepath.Base(name), []byte("x"))
	}
	os.MkdirAll(filepath.Join(dir, "empty", "deeper"), 0o755)
	os.Symlink(filepath.Join(dir, "a.txt"), filepath.Join(dir, "link.txt"))
	var want []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && !strings.HasSuffix(p, ".md") {
			want = append(want, p)
		}
		return nil
	})
	sort.Strings(want)
	ins, notes := expandInputs([]string{dir}, nil, selection{}, 1<<20)
	var got []string
	for _, in := range ins {
		got = append(got, in.path)
	}
	if !slices.Equal(got, want) || len(notes) != 0 {
		t.Errorf("walk\n got %q\nwant %q (notes %q)", got, want, notes)
	}
}

// TestStreamedList: records come out while the --from list is still
// being written, so a list is never held whole: the first record is read
// back before the second path is sent.
func TestStreamedList(t *testing.T) {
	cmd := exec.Command(binary, "extract", "--from", "-", "--progress", "never")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outp, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errb strings.Builder
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(outp)
		sc.Buffer(nil, 64<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	io.WriteString(in, seed+"\n")
	select {
	case l := <-lines:
		if !strings.Contains(l, `"path":"`+seed+`"`) {
			t.Fatalf("first record: %.200s", l)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("no record while the list is open")
	}
	io.WriteString(in, "# a comment\n"+filepath.Join(t.TempDir(), "missing.txt")+"\n")
	in.Close()
	n := 1
	for range lines {
		n++
	}
	if err := cmd.Wait(); exitCode(t, err) != 1 || n != 2 {
		t.Errorf("exit %v, %d records, stderr %q", err, n, errb.String())
	}
	if !strings.Contains(errb.String(), "gonggao: 2 files: 1 ok, 1 failed") {
		t.Errorf("summary: %q", errb.String())
	}
}

// TestFromListLongLine: a --from list is read line by line under a bound;
// a line past it stops the run with exit 2, naming the list and the line.
func TestFromListLongLine(t *testing.T) {
	dir := t.TempDir()
	list := writeFile(t, dir, "list.txt", []byte(seed+"\n"+strings.Repeat("x", maxListLine+1)+"\n"))
	out := filepath.Join(dir, "out.jsonl")
	r := gonggao(t, "", "extract", "--from", list, "-o", out)
	if r.code != 2 || !strings.Contains(r.stderr, list+":2: line longer than") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("%s written by a run whose list could not be read", out)
	}
}

// TestReadResumeBounded: --resume reads its file line by line keeping the
// head of each line, so a record of several megabytes is read in full
// measure (its source) without being held, and a line that is not a
// record or is over the bound is refused, naming the file and the line.
func TestReadResumeBounded(t *testing.T) {
	dir := t.TempDir()
	big := `{"schema_version":1,"source":{"path":"big.txt","sha256":"bb","bytes":9},"text":"` + strings.Repeat("长", 1<<20) + `"}`
	small := `{"schema_version":1,"source":{"path":"a.txt","sha256":"aa","bytes":2}}`
	p := writeFile(t, dir, "out.jsonl", []byte(small+"\n"+big+"\n\n"+small+"\n"))
	done, keep, err := readResume(p)
	if err != nil || !done.has("bb", "big.txt") || !done.has("aa", "a.txt") || len(done) != 2 {
		t.Fatalf("done %v, err %v", done, err)
	}
	if want := int64(2*len(small) + len(big) + 4); keep != want {
		t.Errorf("keep %d, want %d", keep, want)
	}
	for name, tc := range map[string]struct {
		text, want string
		bound      int64
	}{
		"long line cut short":    {small + "\n" + big[:len(big)-2] + "\n", ":2: not a gonggao JSON Lines record", 8 << 20},
		"long line not a record": {strings.Repeat("x", 100<<10) + "}\n", ":1: not a gonggao JSON Lines record", 8 << 20},
		"no source":              {`{"schema_version":1,"text":"` + strings.Repeat("x", 100<<10) + `"}` + "\n", ":1: not a gonggao JSON Lines record", 8 << 20},
		"short line":             {small + "\n" + "not json\n", ":2: not a gonggao JSON Lines record", 8 << 20},
		"over the bound":         {small + "\n" + small + "\n" + big + "\n", ":3: line longer than 1 MB", 1 << 20},
	} {
		t.Run(name, func(t *testing.T) {
			defer func(m int64) { maxResumeLine = m }(maxResumeLine)
			maxResumeLine = tc.bound
			p := writeFile(t, dir, "bad.jsonl", []byte(tc.text))
			if _, _, err := readResume(p); err == nil || !strings.Contains(err.Error(), p+tc.want) {
				t.Errorf("err %v, want %q", err, p+tc.want)
			}
		})
	}
}
