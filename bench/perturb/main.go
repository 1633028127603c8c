// Command perturb holds gonggao's output on the perturbations of a folder
// of labelled text filings (internal/perturb.All, the set the tests run:
// spaces between CJK and digits, broken dates and numbers, lines broken at
// a margin or a narrow column, lines run together or double-spaced, a
// page break, letter-spaced headings and titles, full-width characters,
// site navigation, traditional characters, dates and counts in Chinese
// numerals) to the facts that hold on the originals, and prints, per
// perturbation, how many facts still hold, then every one that does not.
//
//	go run ./bench/perturb -facts FACTS.json -docs DIR [-families announcement.,dividend_payment.] [-wrapped]
//
// FACTS.json is in the facts format, DIR holds the documents it describes,
// named NN_*.txt. Only the development part is read: the files whose
// number ends in 0 or 5 are the held-out part and are skipped unopened.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/eval"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/internal/perturb/hold"
)

func main() {
	factsPath := flag.String("facts", "", "facts file")
	docs := flag.String("docs", "", "folder of NN_*.txt documents")
	families := flag.String("families", "announcement.,dividend_payment.", "comma-separated path prefixes of the facts to hold")
	wrapped := flag.Bool("wrapped", false, "also the rewritings that wrap paragraphs at a column's width (perturb.Wrapped)")
	flag.Parse()
	perts := perturb.All
	if *wrapped {
		perts = append(append([]perturb.Perturbation{}, perturb.All...), perturb.Wrapped...)
	}
	if *factsPath == "" || *docs == "" {
		flag.Usage()
		os.Exit(2)
	}
	data, err := os.ReadFile(*factsPath)
	if err != nil {
		fail(err)
	}
	ff, err := eval.ReadFacts(data)
	if err != nil {
		fail(err)
	}
	bySHA := map[string][]eval.Fact{}
	for _, d := range ff.Documents {
		bySHA[strings.ToLower(d.SHA256)] = d.Facts
	}
	entries, err := os.ReadDir(*docs)
	if err != nil {
		fail(err)
	}
	numRe := regexp.MustCompile(`^(\d+)_.*\.txt$`)
	prefixes := strings.Split(*families, ",")
	held := map[string]int{}
	failed := map[string]int{}
	var lines []string
	for _, e := range entries {
		m := numRe.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		if n, _ := strconv.Atoi(m[1]); n%5 == 0 {
			continue // held out
		}
		text, err := os.ReadFile(filepath.Join(*docs, e.Name()))
		if err != nil {
			fail(err)
		}
		sum := sha256.Sum256(text)
		facts := bySHA[hex.EncodeToString(sum[:])]
		if len(facts) == 0 {
			continue
		}
		n, fails, err := hold.Facts(e.Name(), text, facts, prefixes, perts)
		if err != nil {
			fail(fmt.Errorf("%s: %w", e.Name(), err))
		}
		per := n / len(perts)
		for _, p := range perts {
			held[p.Name] += per
		}
		for _, f := range fails {
			failed[f.Perturbation]++
			lines = append(lines, fmt.Sprintf("%s: %s: %s %s %s, got %s", e.Name(), f.Perturbation, f.Fact.Path, f.Fact.Op, eval.Show(f.Fact.Want), f.Got))
		}
	}
	fmt.Printf("%-30s %6s %6s\n", "perturbation", "facts", "hold")
	total, bad := 0, 0
	for _, p := range perts {
		fmt.Printf("%-30s %6d %6d\n", p.Name, held[p.Name], held[p.Name]-failed[p.Name])
		total += held[p.Name]
		bad += failed[p.Name]
	}
	fmt.Printf("%-30s %6d %6d\n", "all", total, total-bad)
	sort.Strings(lines)
	for _, l := range lines {
		fmt.Println(l)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "perturb:", err)
	os.Exit(2)
}
