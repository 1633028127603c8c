// Package votes checks the tallies of a meeting from the extracted
// resolutions and meeting: board votes in persons against the directors
// present, proxies and recusals; a shareholders' meeting's tallies in shares
// against the voting shares present, a special resolution's two thirds, and
// the candidates of an election by cumulative voting. Every count is taken
// from the model and cited by the figure the extractor recorded for it
// (votes.evidence, candidates[].evidence).
package votes
