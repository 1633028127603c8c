package kind

// All returns the kinds in the order their cues are tried: a title is of
// the first kind one of whose title cues it fits, and of Other when none
// fits. The order matters where titles of two kinds share words: the
// meetings' resolutions first (their titles name the body and 决议); a
// conversion price adjusted because a dividend was paid before the
// dividend's payment; the articles before the rule books amended with
// them; the plans of an issue (发行预案, 发行方案) after every kind whose
// titles may name a plan; Other last.
func All() []Kind {
	return []Kind{
		BoardResolution,
		SupervisoryBoardResolution,
		ShareholdersResolution,
		ConvertiblePriceAdjustment,
		DividendPayment,
		ArticlesAmendment,
		MeetingRules,
		Contract,
		OfferingProposal,
		Other,
	}
}

// Default is the set of All, shared by every pipeline that is not given
// kinds of its own.
var Default = New(All())
