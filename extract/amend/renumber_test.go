package amend

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/schema"
)

// Row builders for the resolver tests.
func rnArt(old int, newNumeral string) RenumberRow {
	return RenumberRow{Kind: NumberArticle, Old: old, New: newNumeral}
}
func rnItem(old int, newNumeral string) RenumberRow {
	return RenumberRow{Kind: NumberItem, Old: old, New: newNumeral}
}
func rnAdded(newNumeral string) RenumberRow {
	return RenumberRow{Kind: NumberArticle, New: newNumeral, Added: true}
}
func rnAddedItem(newNumeral string) RenumberRow {
	return RenumberRow{Kind: NumberItem, New: newNumeral, Added: true}
}
func rnDeleted(old int) RenumberRow {
	return RenumberRow{Kind: NumberArticle, Old: old, Deleted: true}
}

// rnNone is a row whose cells start with no number (a fragment of an
// article: "股东按其持有股份的种类…").
var rnNone = RenumberRow{Kind: NumberArticle}

func TestResolveRenumbering(t *testing.T) {
	tests := []struct {
		name string
		rows []RenumberRow
		want []Renumbered
		runs []schema.OffsetRun
	}{
		{
			// The leading numbers of the 48 rows of 中国农业银行章程修订对比表
			// (seed 000), as the cells write them.
			name: "seed 000 articles of association",
			rows: []RenumberRow{
				rnArt(1, "一"), rnArt(7, "七"), rnArt(15, "十五"), rnArt(16, "十六"), rnItem(3, "三"), rnArt(30, "三十"),
				rnAdded("三十六"), rnAdded("三十七"), rnAdded("三十八"), rnAdded("三十九"), rnAdded("四十"), rnAdded(""), rnAdded("四十二"),
				rnArt(45, "四十五五十二"), // row 14
				rnNone, rnItem(8, "八"), rnItem(8, "八"), rnAdded("六十三"), rnNone,
				rnArt(58, "五十八六十六"), rnArt(60, "六十六十八"), rnArt(61, "六十一六十九"), rnArt(62, "六十二七十"), // rows 20–23
				rnAddedItem("五"), rnAdded("七十四"), rnItem(11, "二十"),
				rnArt(66, "六十六七十六"), rnArt(73, "七十三八十三"), rnArt(78, "七十八八十八"), rnArt(79, "七十九八十九"),
				rnArt(84, "八十四九十四"), rnArt(87, "八十七九十七"), rnArt(90, "九十一百"), rnItem(2, "二"), // row 33
				rnArt(97, "九十七一百零七"), rnNone, rnItem(11, "十二"), rnArt(105, "一百零五一百一十五"), // row 38
				rnArt(113, "一百一十三一百二十三"), rnArt(134, "一百三十四一百四十四"), rnItem(8, "九"), rnItem(10, "二十九"), rnItem(6, "十二"),
				rnNone, rnNone, rnArt(286, "二百八十六二百九十六"), rnItem(5, "五"), rnNone,
			},
			want: []Renumbered{
				{Old: 1, New: 1}, {Old: 7, New: 7}, {Old: 15, New: 15}, {Old: 16, New: 16}, {Old: 3, New: 3}, {Old: 30, New: 30},
				{New: 36}, {New: 37}, {New: 38}, {New: 39}, {New: 40}, {}, {New: 42},
				{Old: 45, New: 52, Merged: true},
				{}, {Old: 8, New: 8}, {Old: 8, New: 8}, {New: 63}, {},
				{Old: 58, New: 66, Merged: true}, {Old: 60, New: 68, Merged: true}, {Old: 61, New: 69, Merged: true}, {Old: 62, New: 70, Merged: true},
				{New: 5}, {New: 74}, {Old: 11, New: 20},
				{Old: 66, New: 76, Merged: true}, {Old: 73, New: 83, Merged: true}, {Old: 78, New: 88, Merged: true}, {Old: 79, New: 89, Merged: true},
				{Old: 84, New: 94, Merged: true}, {Old: 87, New: 97, Merged: true}, {Old: 90, New: 100, Merged: true}, {Old: 2, New: 2},
				{Old: 97, New: 107, Merged: true}, {}, {Old: 11, New: 12}, {Old: 105, New: 115, Merged: true},
				{Old: 113, New: 123, Merged: true}, {Old: 134, New: 144, Merged: true}, {Old: 8, New: 9}, {Old: 10, New: 29}, {Old: 6, New: 12},
				{}, {}, {Old: 286, New: 296, Merged: true}, {Old: 5, New: 5}, {},
			},
			// Old 63 and 64 move by +8 too: the added row before 第七十四条
			// is the new article 73, so the run reaches old 73-8-1 = 64.
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 35, Offset: 0}, {FromOld: 36, ToOld: 55, Offset: 7}, {FromOld: 56, ToOld: 64, Offset: 8}, {FromOld: 65, ToOld: 286, Offset: 10}},
		},
		{
			// 中国建设银行章程修订对照表 (seed 001): item (十九八) is 18 → 19;
			// the new chapter 27 adds 第二百八十七条 to 第二百九十六条.
			name: "seed 001 articles of association",
			rows: []RenumberRow{
				rnArt(6, "六"), rnArt(15, ""), rnArt(18, "十八"), rnItem(18, "十九八"), rnArt(147, "一百四十七"), rnItem(3, "七"), rnNone,
				rnAdded("二百八十七"), rnAdded("二百八十八"), rnAdded("二百八十九"), rnAdded(""), rnAddedItem("六"), rnAddedItem("七"),
				rnAdded(""), rnAdded(""), rnAdded(""), rnAdded("二百九十六"),
				rnArt(287, "二百九十七"),
			},
			want: []Renumbered{
				{Old: 6, New: 6}, {Old: 15}, {Old: 18, New: 18}, {Old: 18, New: 19, Merged: true}, {Old: 147, New: 147}, {Old: 3, New: 7}, {},
				{New: 287}, {New: 288}, {New: 289}, {}, {New: 6}, {New: 7},
				{}, {}, {}, {New: 296},
				{Old: 287, New: 297},
			},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 286, Offset: 0}, {FromOld: 287, ToOld: 287, Offset: 10}},
		},
		{
			// Deleting old 8 and old 25 pulls later articles back: 十九 reads
			// as old 10 → new 9 (not 19), 二十十九 as 20 → 19, 三十二十八 as
			// 30 → 28.
			name: "deletions give negative offsets",
			rows: []RenumberRow{
				rnArt(1, "一"), rnArt(5, "五"), rnDeleted(8), rnArt(10, "十九"), rnArt(20, "二十十九"), rnDeleted(25), rnArt(30, "三十二十八"),
			},
			want: []Renumbered{
				{Old: 1, New: 1}, {Old: 5, New: 5}, {Old: 8}, {Old: 10, New: 9, Merged: true}, {Old: 20, New: 19, Merged: true}, {Old: 25}, {Old: 30, New: 28, Merged: true},
			},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 7, Offset: 0}, {FromOld: 9, ToOld: 24, Offset: -1}, {FromOld: 26, ToOld: 30, Offset: -2}},
		},
		{
			// 六十六十八 reads as 60 → 68 (六十 | 六十八), 66 → 68 (六 + 十六 |
			// 十八) or 66 → 18 (六十六 | 十八), and each reversed; the old cell
			// says 66 here, so 66 → 68 it is, though +8 would prefer 60 → 68.
			name: "old cell decides an ambiguous split",
			rows: []RenumberRow{rnArt(58, "五十八六十六"), rnArt(66, "六十六十八")},
			want: []Renumbered{{Old: 58, New: 66, Merged: true}, {Old: 66, New: 68, Merged: true}},
			runs: []schema.OffsetRun{{FromOld: 58, ToOld: 58, Offset: 8}, {FromOld: 66, ToOld: 66, Offset: 2}},
		},
		{
			// Without an old number the offset of the rows before decides.
			name: "offset decides when the old cell has no number",
			rows: []RenumberRow{rnArt(58, "五十八六十六"), rnArt(0, "六十六十八")},
			want: []Renumbered{{Old: 58, New: 66, Merged: true}, {Old: 60, New: 68, Merged: true}},
			runs: []schema.OffsetRun{{FromOld: 58, ToOld: 60, Offset: 8}},
		},
		{
			// With nothing to go on, 66 → 68 and 68 → 66 fit equally (offset
			// ±2 against the expected 0).
			name: "ambiguous split is flagged",
			rows: []RenumberRow{rnArt(0, "六十六十八")},
			want: []Renumbered{{Old: 66, New: 68, Merged: true, Ambiguous: true}},
			runs: []schema.OffsetRun{{FromOld: 66, ToOld: 66, Offset: 2}},
		},
		{
			// 五十五 is a numeral itself (55), but after +10 the merged
			// reading 5 → 15 fits.
			name: "merged reading of a valid numeral",
			rows: []RenumberRow{rnAdded("一"), rnAdded("二"), rnAdded("三"), rnAdded("四"), rnAdded("五"), rnAdded("六"), rnAdded("七"), rnAdded("八"), rnAdded("九"), rnAdded("十"), rnArt(5, "五十五")},
			want: []Renumbered{{New: 1}, {New: 2}, {New: 3}, {New: 4}, {New: 5}, {New: 6}, {New: 7}, {New: 8}, {New: 9}, {New: 10}, {Old: 5, New: 15, Merged: true}},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 5, Offset: 10}},
		},
		{
			name: "plain renumbering without artefacts",
			rows: []RenumberRow{rnArt(3, "三"), rnAdded("四"), rnArt(4, "五"), rnArt(9, "十"), rnItem(2, "三")},
			want: []Renumbered{{Old: 3, New: 3}, {New: 4}, {Old: 4, New: 5}, {Old: 9, New: 10}, {Old: 2, New: 3}},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 3, Offset: 0}, {FromOld: 4, ToOld: 9, Offset: 1}},
		},
		{
			// An added article without its number right before 第十二条
			// (added) is 11: the +0 run reaches old 10.
			name: "unnumbered addition before a numbered one",
			rows: []RenumberRow{rnArt(5, "五"), rnAdded(""), rnAdded("十二"), rnArt(20, "二十二")},
			want: []Renumbered{{Old: 5, New: 5}, {}, {New: 12}, {Old: 20, New: 22}},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 10, Offset: 0}, {FromOld: 11, ToOld: 20, Offset: 2}},
		},
		{
			// An unnumbered addition after a numbered one is the next
			// number: 第十一条 added, then one more (12), so old 11 is 13.
			name: "unnumbered addition after a numbered one",
			rows: []RenumberRow{rnArt(5, "五"), rnAdded("十一"), rnAdded(""), rnArt(12, "十四")},
			want: []Renumbered{{Old: 5, New: 5}, {New: 11}, {}, {Old: 12, New: 14}},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 10, Offset: 0}, {FromOld: 11, ToOld: 12, Offset: 2}},
		},
		{
			// A deleted article without its number next to deleted old 9
			// is old 8: the run before reaches old 7.
			name: "unnumbered deletion before a numbered one",
			rows: []RenumberRow{rnArt(3, "三"), {Kind: NumberArticle, Deleted: true}, rnDeleted(9), rnArt(15, "十三")},
			want: []Renumbered{{Old: 3, New: 3}, {}, {Old: 9}, {Old: 15, New: 13}},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 7, Offset: 0}, {FromOld: 10, ToOld: 15, Offset: -2}},
		},
		{
			// Negative: nothing numbers the addition, so the run ends at
			// the last old number the table shows.
			name: "unnumbered addition alone",
			rows: []RenumberRow{rnArt(5, "五"), rnAdded(""), rnArt(20, "二十一")},
			want: []Renumbered{{Old: 5, New: 5}, {}, {Old: 20, New: 21}},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 5, Offset: 0}, {FromOld: 20, ToOld: 20, Offset: 1}},
		},
		{
			// Negative: 第六条 added right after new 5 leaves no room for an
			// addition before it, so that one stays unknown and the +0 run
			// ends at old 5 as the table shows it.
			name: "inferred number out of range",
			rows: []RenumberRow{rnArt(5, "五"), rnAdded(""), rnAdded("六"), rnArt(20, "二十二")},
			want: []Renumbered{{Old: 5, New: 5}, {}, {New: 6}, {Old: 20, New: 22}},
			runs: []schema.OffsetRun{{FromOld: 1, ToOld: 5, Offset: 0}, {FromOld: 6, ToOld: 20, Offset: 2}},
		},
		{
			name: "not a numeral at all",
			rows: []RenumberRow{rnArt(3, "三三三三"), rnItem(2, "甲")},
			want: []Renumbered{{Old: 3}, {Old: 2}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, runs := ResolveRenumbering(tc.rows)
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("rows (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tc.runs, runs); d != "" {
				t.Errorf("offset runs (-want +got):\n%s", d)
			}
		})
	}
}

func TestMapOldArticle(t *testing.T) {
	runs := []schema.OffsetRun{{FromOld: 1, ToOld: 35, Offset: 0}, {FromOld: 36, ToOld: 55, Offset: 7}}
	// Seed 000 row 19: 本章程第五十二条第五十九条 — old reference 52 is new 59.
	if n, ok := MapOldArticle(runs, 52); !ok || n != 59 {
		t.Errorf("52 maps to %d, %v; want 59", n, ok)
	}
	if _, ok := MapOldArticle(runs, 60); ok {
		t.Error("60 is outside every run")
	}
}
