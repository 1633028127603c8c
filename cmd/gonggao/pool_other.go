//go:build !linux

package main

import "os/exec"

// setDeathSignal does nothing here: a worker exits when its input ends.
func setDeathSignal(*exec.Cmd) {}
