// Package calc parses the formulas printed in announcements and evaluates
// them exactly, and decides whether a stated figure is consistent with the
// figures it is computed from.
//
// # Formulas
//
// Parse reads a formula as a filing writes it — full-width or ASCII brackets,
// × * ÷ /, spaces anywhere, subscripted names (P0, Pn, V0, IA), Chinese names
// (股息率=基准利率+基本利差) and chained definitions
// (P1=P0×(N+k)/(N+n)；k=n×A/M) — into a Formula with a Target, the main
// expression, the definitions, and a canonical ASCII Text
// ("P1=P0*(N+k)/(N+n);k=n*A/M") that parses back to itself. Malformed input
// gives an error wrapping ErrSyntax with the byte offset; Parse never panics.
//
// # Exact evaluation
//
// Eval computes with math/big.Rat: there is no binary floating point
// anywhere in the package, so 600亿/5.20 is exactly 150000000000/13.
// Round brings an exact value to a number of decimal places with an
// explicit mode (Floor for 去尾法, Ceil, HalfUp, HalfEven, Trunc). With fixes
// some inputs for what-if evaluation (n=1 for a 10-for-10 bonus issue).
//
// # The comparison rule
//
// A stated figure stands for an interval of values (XBRL Calculations 1.1):
// v with d decimal places, rounded, stands for [v − ½·10⁻ᵈ, v + ½·10⁻ᵈ];
// truncated (去尾法) for [v, v + 10⁻ᵈ); exact for [v, v]. The places count
// in the unit the figure is written in: 30.43亿股 has d = 2 in units of 亿,
// so it stands for 3,042,500,000 to 3,043,500,000 shares (StatedScaled).
// EvalInterval propagates input intervals through a formula with interval
// arithmetic, so inputs that are themselves rounded (table figures in
// 百万元) contribute their imprecision. Compare then gives Pass when the
// computed and stated intervals meet and Fail when they cannot; Check
// reports Unverifiable, with a note, when an input is missing.
//
// A Fail is a finding about the document, not a Go error: errors from this
// package mean malformed formulas or caller mistakes (a variable the formula
// does not use), and wrap one of the sentinel errors so callers can use
// errors.Is.
package calc
