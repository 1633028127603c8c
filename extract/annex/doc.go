// Package annex records references to annexes and tables that the
// document names but does not contain; it runs last, after the other
// families have read the document.
package annex
