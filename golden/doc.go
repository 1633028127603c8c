// Package golden holds the reviewed expected output for every corpus
// document and the tests that hold gonggao against it:
//
//   - TestGolden compares each document's output with golden/<file>.json and
//     prints a readable line diff; `go test ./golden -update` rewrites them
//     (review the git diff against the source document before committing);
//   - TestFacts holds the output against reviewed facts (facts.json);
//   - TestSpans checks that every value's span leads back to its text in
//     the original bytes;
//   - TestSchema and TestDeterministic check that every output validates
//     and is byte-identical across runs.
package golden
