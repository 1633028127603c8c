// Package amend checks the numbering of amendment tables and rule books.
package amend
