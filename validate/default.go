package validate

func defaultChecks() []Check {
	return []Check{}
}
