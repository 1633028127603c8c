package capital_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/pipeline"
)

// TestValuesAsPrinted: a document printed in traditional characters (a
// mirror's 股息率=基準利率+基本利差, 歌華轉債) is read through its simplified
// view, and every string the capital readers give (offerings, formulas,
// the conversion-price adjustment) is written as the document prints it:
// none holding a Chinese character in its simplified form.
func TestValuesAsPrinted(t *testing.T) {
	files := []string{
		"../../corpus/000_bac74d30caa566df.txt",
		"../../corpus/003_62c1a5d2d0aeecb4.txt",
		"../../corpus/real/convertible/gehua_2005_adjust_capitalisation.txt",
		"../../corpus/real/convertible/hualing_2004_issue.txt",
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if os.IsNotExist(err) {
				t.Skipf("%s absent", f)
			}
			if err != nil {
				t.Fatal(err)
			}
			trad := perturb.Traditional(string(data))
			out, err := pipeline.Process(filepath.Base(f), []byte(trad), pipeline.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var parts []any
			for _, p := range []any{out.Offerings, out.Formulas, out.ConversionPriceAdjustment} {
				b, _ := json.Marshal(p)
				var v any
				json.Unmarshal(b, &v)
				parts = append(parts, v)
			}
			n := 0
			for path, s := range stringsOf(parts, "") {
				if strings.Contains(path, "evidence") || !strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
					continue // evidence is checked elsewhere; a code or a figure is the same in both
				}
				n++
				// As printed: no character the mirror wrote in another form
				// (a formula is given in its ASCII form, ÷ as /).
				if perturb.Traditional(s) != s {
					t.Errorf("%s = %q is not as printed", path, s)
				}
			}
			if n == 0 {
				t.Errorf("no string value with a traditional character to check")
			}
		})
	}
}

// stringsOf returns the string leaves of a decoded JSON value by path.
func stringsOf(v any, path string) map[string]string {
	out := map[string]string{}
	var walk func(v any, path string)
	walk = func(v any, path string) {
		switch x := v.(type) {
		case map[string]any:
			for k, y := range x {
				walk(y, path+"."+k)
			}
		case []any:
			for i, y := range x {
				walk(y, fmt.Sprintf("%s[%d]", path, i))
			}
		case string:
			out[path] = x
		}
	}
	walk(v, path)
	return out
}
