// Package meeting reads the meeting a resolution announcement reports
// (session, date, place, form, attendance, chair) and its resolutions with
// their tallies, counted in votes (a board) or in shares (a shareholders'
// meeting, with candidates elected by cumulative voting). ResolutionHeadings
// gives other families this reading through the ordered list of
// pipeline.Extractors.
package meeting
