package extract

import (
	"fmt"

	"github.com/gonggao/gonggao/normalize"
)

func readHTML(path string, data []byte, opts ReadOptions) (normalize.Layer, error) {
	return normalize.Layer{}, fmt.Errorf("%s: %w", path, ErrUnsupported)
}
