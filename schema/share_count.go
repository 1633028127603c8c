package schema

import "github.com/invopop/jsonschema"

// What a share count a document derives is of.
const (
	ShareCountConversion  = "conversion"  // the ordinary shares a conversion of the preference shares gives (转股)
	ShareCountRestoration = "restoration" // the voting shares a restoration of votes gives (表决权恢复)
)

var shareCountsOf = []string{ShareCountConversion, ShareCountRestoration}

// shareCountRoundings are how a derived share count is stated: rounded
// (约) or cut down to whole shares (去尾法, or a ceiling 最多…股).
var shareCountRoundings = []string{RoundHalfUp, RoundFloor}

// ShareCount is a share count a document derives from an amount of
// preference shares and a per-share price (Q = V / P): the ordinary shares
// a mandatory conversion gives ("假设优先股全部转股，最多发行总数为
// 11,538,461,538股A股普通股", 001) or the votes restored ("以…初始模拟转股
// 价格9.86元/股测算，优先股股东表决权恢复后，公司享有表决权的股份将约增加
// 30.43亿股", 003). The amount and the price are those the sentence states
// before the count, each absent when it states none.
type ShareCount struct {
	// Of is what the count is of: conversion or restoration.
	Of string `json:"of"`
	// Shares is the count as stated.
	Shares Quantity `json:"shares"`
	// Amount is the amount of preference shares the sentence states
	// before the count (若本次优先股发行总规模为300亿元).
	Amount *Quantity `json:"amount,omitempty"`
	// Price is the per-share price the sentence states before the count
	// (初始强制转股价格9.86元/股), not a par value.
	Price *Quantity `json:"price,omitempty"`
	// Rounding is how the count is stated: half_up when it is stated as
	// about (约), floor when the document cuts shares down (去尾法, 向下取整)
	// or the count is a ceiling (最多…股), half_up otherwise.
	Rounding string `json:"rounding"`
	// Evidence is where the words that decide Rounding stand (约, 去尾法),
	// keyed rounding; absent for a ceiling or a plain count.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists what a count is of and its roundings.
func (ShareCount) JSONSchemaExtend(s *jsonschema.Schema) {
	enum(s, "of", shareCountsOf)
	enum(s, "rounding", shareCountRoundings)
}
