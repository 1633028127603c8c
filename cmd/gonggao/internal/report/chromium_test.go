package report

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"
)

const chromiumPath = "/usr/bin/chromium"

// chromium runs headless Chromium with args and returns its standard
// output.
func chromium(t *testing.T, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	base := []string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--no-first-run",
		"--user-data-dir=" + t.TempDir(),
	}
	cmd := exec.CommandContext(ctx, chromiumPath, append(base, args...)...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium %v: %v", args, err)
	}
	return out
}

var verifyRE = regexp.MustCompile(`<output id="verify" data-checked="(\d+)" data-ok="(\d+)" data-exact="(\d+)" data-bad="(\d+)" data-state="(\w+)">([^<]*)</output>`)
var badItemRE = regexp.MustCompile(`<li>([^<]*)</li>`)

// TestChromium renders the page of every corpus document, loads it in
// headless Chromium and reads back what the page's script found: every
// highlight must show the text its field states. It saves a screenshot of
// each page under $GONGGAO_ARTIFACTS; without it, the pages and one
// screenshot per input format go to a temporary directory.
func TestChromium(t *testing.T) {
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skipf("chromium not installed: %v", err)
	}
	if testing.Short() {
		t.Skip("loads every corpus page in a browser")
	}
	art := os.Getenv("GONGGAO_ARTIFACTS")
	allShots := art != ""
	if art == "" {
		art = t.TempDir()
	} else if err := os.MkdirAll(art, 0o755); err != nil {
		t.Fatal(err)
	}
	shot := map[string]bool{} // formats with a screenshot
	for _, c := range corpusCases(t) {
		format := filepath.Ext(c.file)
		takeShot := allShots || !shot[format]
		shot[format] = true
		t.Run(c.file, func(t *testing.T) {
			// Each page has a browser of its own (its own profile
			// folder), so pages load side by side.
			t.Parallel()
			page := filepath.Join(art, c.file+".report.html")
			if err := os.WriteFile(page, c.page, 0o644); err != nil {
				t.Fatal(err)
			}
			dom := chromium(t, "--virtual-time-budget=5000", "--dump-dom", "file://"+page)
			m := verifyRE.FindSubmatch(dom)
			if m == nil {
				t.Fatalf("no verification result in the page's DOM (the script did not run?)")
			}
			checked, _ := strconv.Atoi(string(m[1]))
			bad, _ := strconv.Atoi(string(m[4]))
			if checked != c.withText {
				t.Errorf("page checked %d highlights, the document has %d values with text and a span", checked, c.withText)
			}
			if checked == 0 {
				t.Errorf("no highlight checked")
			}
			if bad != 0 || string(m[5]) != "ok" {
				t.Errorf("%s", m[6])
				list := dom[verifyRE.FindIndex(dom)[1]:]
				for _, li := range badItemRE.FindAllSubmatch(list, 20) {
					t.Errorf("  %s", li[1])
				}
			}
			t.Logf("%s (%s exactly)", m[6], m[3])
			if !takeShot {
				return
			}
			png := filepath.Join(art, c.file+".png")
			chromium(t, "--hide-scrollbars", "--window-size=1280,2000", "--screenshot="+png, "file://"+page)
			if fi, err := os.Stat(png); err != nil || fi.Size() == 0 {
				t.Errorf("no screenshot at %s: %v", png, err)
			}
		})
	}
}
