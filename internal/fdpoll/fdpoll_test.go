//go:build unix

package fdpoll

import (
	"os"
	"testing"
)

// TestPipe: an open empty pipe is not ready; one with data is ready with
// In; one whose writer is gone is ready with HangUp, and In only while
// data is left.
func TestPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if st := Poll(r); !st.Known || st.Ready || st.In || st.HangUp {
		t.Errorf("empty open pipe: %+v", st)
	}
	if _, err := w.Write([]byte("x")); err != nil {
		t.Fatal(err)
	}
	if st := Poll(r); !st.Known || !st.Ready || !st.In || st.HangUp {
		t.Errorf("pipe with data: %+v", st)
	}
	w.Close()
	if st := Poll(r); !st.Known || !st.Ready || !st.In || !st.HangUp {
		t.Errorf("data, writer gone: %+v", st)
	}
	if _, err := r.Read(make([]byte, 1)); err != nil {
		t.Fatal(err)
	}
	if st := Poll(r); !st.Known || !st.Ready || st.In || !st.HangUp {
		t.Errorf("drained, writer gone: %+v", st)
	}
}
