package main

import (
	"os/exec"
	"syscall"
)

// setDeathSignal has the kernel kill a worker whose parent dies, so a
// parent killed with -9 leaves no worker stuck on a document behind (an
// idle worker exits anyway when its input ends).
func setDeathSignal(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
