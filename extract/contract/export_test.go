package contract

// SetRefine sets the name refinement hook for a measurement.
func SetRefine(f func(string) (int, bool)) { refine = f }
