package main

import (
	"encoding/csv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCSVMeetingTally: the tally of a board approval an announcement
// reports without naming the proposal (meeting.votes) is a row of the
// votes table with no resolution_seq and no title; a tally attached to a
// named proposal is its resolution's row and gives no meeting row; the
// members a tally counts as recused and the recused a resolution names
// have their cells (recusals, recused). Each
// input is the title line and the sentences of the approval in a
// development FDDC filing, spaces of the PDF conversion taken out.
func TestCSVMeetingTally(t *testing.T) {
	dir := t.TempDir()
	unnamed := writeFile(t, dir, "734516.txt", []byte("北方国际合作股份有限公司重大合同暨日常关联交易公告\n"+
		"2013年10月25日，公司五届二十次董事会对本次关联交易进行了审议。根据《深圳证券交易所股票上市规则》的有关规定，"+
		"公司9名董事成员中，同意6票，回避3票，反对0票，弃权0票。关联董事王一彤、李建民、刘三华回避表决。本次关联交易获得董事会通过。"))
	named := writeFile(t, dir, "16328291.txt", []byte("乐山电力关于控股子公司联合体中标的公告\n"+
		"乐山电力股份有限公司(以下简称“公司”)于2017年5月3日召开了第八届董事会第二十六次临时会议,以11票赞成,0票反对,0票弃权"+
		"审议通过了《关于控股子公司参与联合投标污水处理站项目建设的议案》。"))
	recused := writeFile(t, dir, "354778.txt", []byte("湖南大康牧业股份有限公司\n关于拟增资取得的境外控股子公司签署日常经营重大合同的公告\n"+
		"湖南大康牧业股份有限公司(以下简称“公司”)于2014年09月15日召开的第五届董事会第五次(临时)会议以4票同意、0票反对、0票弃权、"+
		"5票回避表决(关联董事陆耀华、王章全、严东明、朱德宇、赵维茂)审议通过了《关于子公司使用募集资金对Milk New Zealand Dairy Limited进行增资暨关联交易的议案》,"+
		"决定由子公司纽仕兰(上海)乳业有限公司以募集资金约3600万元对Milk New Zealand Dairy Limited进行增资。"))
	r := gonggao(t, "", "extract", "--workers", "1", "--format", "csv", "--csv-table", "votes", unnamed, named, recused)
	rows, err := csv.NewReader(strings.NewReader(r.stdout)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, c := range rows[0] {
		col[c] = i
	}
	cells := []string{"meeting_body", "meeting_date", "resolution_seq", "item_seq", "candidate_seq", "title", "unit", "for", "against", "abstain",
		"recusals", "recused", "unanimous"}
	var got [][]string
	for _, row := range rows[1:] {
		g := []string{row[col["source_path"]][len(dir)+1:]}
		for _, c := range cells {
			g = append(g, row[col[c]])
		}
		got = append(got, g)
	}
	want := [][]string{
		{"734516.txt", "board", "2013-10-25", "", "", "", "", "", "6", "0", "0", "3", "王一彤、李建民、刘三华", ""},
		{"16328291.txt", "board", "2017-05-03", "1", "", "", "关于控股子公司参与联合投标污水处理站项目建设的议案", "", "11", "0", "0", "", "", ""},
		{"354778.txt", "board", "2014-09-15", "1", "", "", "关于子公司使用募集资金对Milk New Zealand Dairy Limited进行增资暨关联交易的议案", "", "4", "0", "0",
			"5", "陆耀华、王章全、严东明、朱德宇、赵维茂", ""},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("votes rows (-want +got):\n%s", diff)
	}
}
