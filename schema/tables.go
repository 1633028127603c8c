package schema

import "github.com/invopop/jsonschema"

// FigureTable is a table of figures read for arithmetic: one row per
// labelled line, its figures by value column (the columns after the
// label's), each cell with the precision it is stated to. 003's "本次优先股
// 发行对公司资本监管指标的影响" (以人民币百万元列示) is one: | 项目 | 发行前 |
// 发行后 |, | 核心一级资本净额 | 201,153 | 201,153 |, …. A table without
// a figure is not recorded.
type FigureTable struct {
	// Span is where the table stands in the input.
	Span Span `json:"span"`
	// Unit is the unit the table's bare figures are read in, as its
	// caption or the text before it states it: 百万元 of "以人民币百万元列示"
	// (003), 万元 of "单位:万元".
	Unit string `json:"unit,omitempty"`
	// Columns is the number of value columns.
	Columns int `json:"columns" jsonschema:"minimum=0"`
	// BeforeColumn is the value column holding the figures before the
	// issue (发行前), when a header row names one.
	BeforeColumn *int `json:"before_column,omitempty" jsonschema:"minimum=0"`
	// Heads are the headers of the value columns when a header row names
	// them (| 项目 | 2013年度 | 2012年度 | 2011年度 |, 003), each with its
	// column.
	Heads []TableHead `json:"heads,omitempty"`
	// Rates are the dividend rates the value columns assume (假设股息率为7%,
	// 股息率8%), each with its column.
	Rates []TableRate `json:"rates,omitempty"`
	// AssumedSize is the size of the issue the columns of assumed rates
	// are computed on, stated in the sentence before the table that
	// assumes it (假设发行规模为300亿元, 003).
	AssumedSize *Quantity `json:"assumed_size,omitempty"`
	// Date is the date the table is drawn up at, when a full date stands
	// in its caption or before its first figure (测算基准日：2013年12月31日,
	// 003).
	Date string `json:"date,omitempty" schema:"date"`
	// Rows are the labelled rows, header rows left out, in the order of
	// the table.
	Rows []TableRow `json:"rows"`
	// Evidence is where the words that decide Unit and Date stand, keyed
	// unit and date.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// TableHead is the header of a value column of a FigureTable.
type TableHead struct {
	// Column is the value column (from 0).
	Column int `json:"column" jsonschema:"minimum=0"`
	// Text is the header as written (2013年度).
	Text string `json:"text" jsonschema:"minLength=1"`
	// Year is the first year the header names (2013 of 2013年度, of
	// 2013年1-9月), when it names one.
	Year int `json:"year,omitempty" jsonschema:"minimum=1000,maximum=9999"`
	// YearOnly is set when the header is that year alone (2013年度,
	// 2013年), not a dated assumption (测算基准日:2013年12月31日).
	YearOnly bool `json:"year_only,omitempty"`
}

// TableRate is a dividend rate a value column of a FigureTable assumes.
type TableRate struct {
	// Column is the value column (from 0).
	Column int `json:"column" jsonschema:"minimum=0"`
	// Rate is the rate as its header states it (股息率7%).
	Rate Quantity `json:"rate"`
}

// TableRow is one labelled row of a FigureTable.
type TableRow struct {
	// Label is the row's label cell, its bracketed notes kept: "现金分红的
	// 数额（百万元）" (003).
	Label string `json:"label"`
	// Key is the label without its bracketed notes (现金分红的数额).
	Key string `json:"key"`
	// Unit is the unit the row's bare figures are read in: the label's
	// own ((百万元), (元), (股)), else the table's; absent when neither
	// states one, or a row per 10 shares (每10股派息数) leaves it to each
	// cell.
	Unit string `json:"unit,omitempty"`
	// Cells are the row's cells that hold a figure or a dash, by value
	// column; an empty or unread cell is absent.
	Cells []TableCell `json:"cells"`
}

// TableCell is one cell of a TableRow: a figure as stated, with the
// precision it is stated to, or a dash that stands for nothing (zero).
type TableCell struct {
	// Column is the value column (from 0).
	Column int `json:"column" jsonschema:"minimum=0"`
	// Value is the figure in base units, exact: 41,211 百万元 is
	// 41211000000; 0 for a dash.
	Value string `json:"value" schema:"decimal"`
	// Unit is the base unit of value; absent for a dash.
	Unit string `json:"unit,omitempty"`
	// Bound says how the figure bounds the true value (eq for a plain
	// figure); absent for a dash.
	Bound string `json:"bound,omitempty"`
	// Dash is set when the cell is a dash (-, —, －, --, /): nothing,
	// exactly zero.
	Dash bool `json:"dash,omitempty"`
	// Decimals is the number of decimal places the figure is written
	// with: 2 for 21.27%, 0 for 41,211.
	Decimals int `json:"decimals" jsonschema:"minimum=0"`
	// Scale is the power of ten of base units per unit the figure is
	// written in: 6 for 百万元, −2 for %, 0 for 元. The figure is stated to
	// 10^(Scale−Decimals) base units: 41,211 百万元 to the million, 21.27%
	// to 0.0001.
	Scale int `json:"scale"`
	// Text is the cell's figure as written.
	Text string `json:"text" jsonschema:"minLength=1"`
	// Span is where the text stands in the input.
	Span Span `json:"span"`
	// Page is the PDF page the text stands on.
	Page int `json:"page,omitempty" jsonschema:"minimum=1"`
}

// JSONSchemaExtend lists the units and bounds.
func (TableCell) JSONSchemaExtend(s *jsonschema.Schema) {
	enum(s, "unit", units)
	enum(s, "bound", bounds)
}

// Places is the number of decimal places, in base units, the cell is
// stated to: −6 for 41,211 百万元, 4 for 21.27%.
func (c TableCell) Places() int { return c.Decimals - c.Scale }

// Quantity is the cell as a Quantity (a dash has no unit and bound eq).
func (c TableCell) Quantity() Quantity {
	b := c.Bound
	if b == "" {
		b = BoundEq
	}
	return Quantity{Value: c.Value, Unit: c.Unit, Bound: b, Text: c.Text, Span: c.Span, Page: c.Page}
}

// Holding is a shareholder's holding a sentence states with its share of
// the company's shares: "福建省财政厅直接持有公司普通股股份3,402,173,769
// 股，持股比例为17.86%" (003), "…占本行总股本的17.86%".
type Holding struct {
	// Shares is the number of shares held, the last the sentence states
	// before the ratio.
	Shares Quantity `json:"shares"`
	// Ratio is the holding's share as stated (17.86%).
	Ratio Quantity `json:"ratio"`
	// Date is the date the holding is stated at, when the sentence names
	// a full date (截至2014年9月30日, 002).
	Date string `json:"date,omitempty" schema:"date"`
	// BeforeIssue is set when the sentence states the holding before the
	// issue (本次发行前, 003) and names no date.
	BeforeIssue bool `json:"before_issue,omitempty"`
	// Evidence is where the words that decide Date and BeforeIssue stand,
	// keyed date and before_issue.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// TextFigure is a figure the prose states for a measure that labels rows
// of a table with a column per year, and for one of those years: 003's
// "2011年度、2012年度和2013年度实现归属母公司普通股股东的净利润分别为255.05亿元、
// 347.18亿元和412.11亿元" gives 净利润 in 2011 as 255.05亿元, and so on,
// against the rows of 分红年度归属于母公司普通股股东的净利润. The figure
// follows the measure (净利润为…, 净利润分别为…、…和…); the years are
// those the sentence names before the measure, in the same order as the
// figures, or one year for all.
type TextFigure struct {
	// Measure is the words of the row labels the sentence names: a row
	// label's words after its last 的 (净利润).
	Measure string `json:"measure" jsonschema:"minLength=1"`
	// Year is the year the figure is of.
	Year int `json:"year" jsonschema:"minimum=1000,maximum=9999"`
	// Figure is the figure as stated.
	Figure Quantity `json:"figure"`
}
