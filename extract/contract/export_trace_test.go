package contract

// SetTrace sets traceParty for the measurement of each way of finding a
// party.
func SetTrace(f func(path, field, how, name string)) { traceParty = f }
