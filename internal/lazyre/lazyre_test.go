package lazyre

import (
	"regexp"
	"sync"
	"testing"
)

func TestForwards(t *testing.T) {
	r := New(`([0-9]{4})\s*年`)
	want := regexp.MustCompile(`([0-9]{4})\s*年`)
	s := "2011年度、2012年度和2013 年度"
	if r.String() != want.String() {
		t.Fatalf("String: %q", r.String())
	}
	if got, w := r.FindAllStringSubmatch(s, -1), want.FindAllStringSubmatch(s, -1); len(got) != 3 || len(got) != len(w) || got[2][1] != "2013" {
		t.Fatalf("FindAllStringSubmatch: %q, want %q", got, w)
	}
	if !r.MatchString(s) || r.MatchString("二〇一三年") {
		t.Fatal("MatchString")
	}
	if got := r.ReplaceAllString(s, "$1"); got != want.ReplaceAllString(s, "$1") {
		t.Fatalf("ReplaceAllString: %q", got)
	}
}

func TestConcurrentFirstUse(t *testing.T) {
	r := New(`^分别|合计$`)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !r.MatchString("分别为") {
				t.Error("no match")
			}
		}()
	}
	wg.Wait()
}

func TestCompileAllPanicsOnBadPattern(t *testing.T) {
	bad := New(`(unclosed`)
	defer func() {
		mu.Lock()
		all = all[:len(all)-1] // leave the bad pattern out of later calls
		mu.Unlock()
		if recover() == nil {
			t.Fatal("no panic")
		}
	}()
	_ = bad
	CompileAll()
}
