// Package amend reads amendments and rule books: comparison tables of
// articles before and after (amendments.go), rule books of chapters and
// articles (rules.go), the renumbering of articles an amendment causes
// (renumber.go) and the character diff of an old and a new text (diff.go).
package amend
