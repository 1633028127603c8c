// Package kind declares each kind of announcement as one unit of data: its
// name (announcement.kind); the wording that tells it — in the title, in
// the opening lines of a document that lost its title, in the meeting the
// opening reports as held, in the body of a newspaper continuation; the
// extractors and checks that read it; the CSV tables its records feed. All
// lists the kinds in the order their cues are tried; a Set built from them
// (Default) classifies documents for extract/announce and tells
// package pipeline what to run on each.
//
// The kind is decided from the title in the exchanges' own taxonomy
// (董事会决议公告, 监事会决议公告, 股东大会决议公告, 重大合同/中标公告,
// 转股价格调整, 权益分派实施公告, 优先股股息派发实施公告, 发行预案/方案,
// 修订《公司章程》, 议事规则), never from what the body happens to contain:
// a contract announcement that reports the board's approval is a contract
// with a resolution in it. A title none of the kinds places is Other, and
// its title is kept. Only a document without a title is told by its
// opening lines, and only one with neither by its body.
//
// # Adding a kind
//
//  1. Add its name to the kind constants of schema/model.go and to the
//     model's list of kinds beside them, and regenerate the schema (go
//     generate ./schema), whose enum of announcement.kind comes from that
//     list; TestNamesInSchema holds the kinds and the enum together.
//  2. Add one file here named for the kind (contract.go) declaring a Kind:
//     Name; Title cues, several real titles per kind, each cue's From
//     quoting the titles it was read from (a cue is words that all occur,
//     and words that must not); Opening cues and Convened bodies where a
//     page may lose its title; Extractors by their Name and Checks by their
//     ID (a family's extractors are listed in pipeline.Extractors, which
//     fixes the order they run in); CSV tables by their --csv-table name.
//  3. Add it to All, at the place its title cues must be tried (before a
//     kind whose cues its titles also fit), and add its real titles to
//     testdata/titles.tsv with where each came from.
//  4. Add a golden case: a real document of the kind in the corpus, its
//     output reviewed against the source (go test ./golden -update).
//
// The extractors of every kind also include Always (the header and the
// annexes); a family whose clause may appear in announcements of several
// kinds (a board approval reported in passing) is listed in each.
package kind
