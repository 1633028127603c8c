// Command gen writes schema.json from the Go model; `go generate ./schema`
// runs it in the schema package's directory.
package main

import (
	"fmt"
	"os"

	"github.com/gonggao/gonggao/schema"
)

func main() {
	b, err := schema.Generate(".")
	if err == nil {
		err = os.WriteFile("schema.json", b, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
