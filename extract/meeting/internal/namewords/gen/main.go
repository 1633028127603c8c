// Command gen writes namewords.txt for package meeting (package namewords).
package main

import (
	"flag"
	"log"
	"os"

	"github.com/gonggao/gonggao/extract/meeting/internal/namewords"
)

func main() {
	dict := flag.String("dict", "../../normalize/segment/general.txt", "the segmenter's general dictionary")
	names := flag.String("names", "names.go", "the Go file declaring the name check's characters")
	out := flag.String("o", "namewords.txt", "output file")
	flag.Parse()
	d, err := os.ReadFile(*dict)
	if err != nil {
		log.Fatal(err)
	}
	n, err := os.ReadFile(*names)
	if err != nil {
		log.Fatal(err)
	}
	text, err := namewords.Build(string(d), string(n))
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, []byte(text), 0o644); err != nil {
		log.Fatal(err)
	}
}
