package extract

func defaultExtractors() []Extractor {
	return []Extractor{
		Announcement{},
		Meeting{},
		Resolutions{},
		Offerings{},
		Formulas{},
		Amendments{},
		Rules{},
		DividendPayment{},
		Annexes{},
	}
}
