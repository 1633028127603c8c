package main

import (
	"io"
	"sync/atomic"
)

// inputStream is the input list of an extract run, produced by a goroutine
// as it is found (a folder walk, a --from list read line by line) while
// the first documents are already being processed: memory does not grow
// with the number of inputs, and the first record comes out before the
// last folder is listed.
type inputStream struct {
	ch      chan input
	stop    chan struct{} // closed: the run no longer wants inputs
	decided chan struct{} // closed once two inputs are listed or the list has ended
	found   atomic.Int64  // inputs listed so far
	ended   atomic.Bool   // the list is complete (set before ch is closed)
	err     error         // why the list stopped short; read after ch is closed
}

// streamSpec says what an extract run lists.
type streamSpec struct {
	args     []string
	from     io.Reader // the --from list, nil: none
	fromName string    // how the list is named in messages
	corpus   []input   // the bundled corpus (--corpus)
	sorted   bool      // the list comes in path order (one path given, no --from)
	shard    *shard
}

// streamBuffer is how many listed inputs may wait to be processed.
const streamBuffer = 256

// startInputs starts listing. note receives the notes for standard error;
// it is called from the listing goroutine.
func startInputs(spec streamSpec, l lister) *inputStream {
	st := &inputStream{ch: make(chan input, streamBuffer), stop: make(chan struct{}), decided: make(chan struct{})}
	decided := false
	decide := func() {
		if !decided {
			decided = true
			close(st.decided)
		}
	}
	send := func(in input) bool {
		select {
		case st.ch <- in:
		case <-st.stop:
			return false
		}
		if st.found.Add(1) >= 2 {
			decide()
		}
		return true
	}
	emit := send
	var all []input // a shard of an unsorted list: the whole list, to sort
	if sh := spec.shard; sh != nil {
		if spec.sorted {
			k := 0
			emit = func(in input) bool {
				k++
				if (k-1)%sh.Count != sh.Index {
					return true
				}
				return send(in)
			}
		} else {
			emit = func(in input) bool { all = append(all, in); return true }
		}
	}
	l.emit = emit
	go func() {
		defer decide()
		ok := true
		for _, in := range spec.corpus {
			if ok = emit(in); !ok {
				break
			}
		}
		for _, a := range spec.args {
			if ok = ok && l.arg(a); !ok {
				break
			}
		}
		if ok && spec.from != nil {
			ok, st.err = l.list(spec.from, spec.fromName)
			ok = ok && st.err == nil
		}
		if st.err == nil && !ok {
			return // stopped: ch stays open, the run has ended its wait
		}
		if st.err == nil && spec.shard != nil && !spec.sorted {
			for _, in := range spec.shard.pick(all) {
				if !send(in) {
					return
				}
			}
		}
		st.ended.Store(true)
		close(st.ch)
	}()
	return st
}

// listed reports how many inputs have been listed and whether that is all.
func (st *inputStream) listed() (int, bool) {
	all := st.ended.Load()
	return int(st.found.Load()), all
}

// failure is why the list stopped short of its end, once it has stopped.
func (st *inputStream) failure() error {
	if st.ended.Load() {
		return st.err
	}
	return nil
}

// close stops the listing.
func (st *inputStream) close() {
	select {
	case <-st.stop:
	default:
		close(st.stop)
	}
}
