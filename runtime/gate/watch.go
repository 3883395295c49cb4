package gate

import (
	"context"

	"github.com/toolsinshell/tis/store"
)

// WatchAnswers returns an AskFunc that asks the person through ask and,
// with a store that tells of answers (store.AnswerWatcher), waits at the
// same time for an answer to the question's request given anywhere else
// (tsrun --answer, another replica of a gateway sharing the store): the
// first to come is the answer, and the other wait ends (ask's context
// is cancelled: the question is withdrawn). Without a watcher, or for a
// question without a request, it is ask.
func WatchAnswers(ask AskFunc, st store.PerCall) AskFunc {
	w, ok := st.(store.AnswerWatcher)
	if ask == nil || !ok {
		return ask
	}
	return func(ctx context.Context, q *Question) (store.AnswerKind, error) {
		if q.Request == "" {
			return ask(ctx, q)
		}
		actx, cancel := context.WithCancel(ctx)
		defer cancel()
		type answer struct {
			kind store.AnswerKind
			err  error
		}
		person := make(chan answer, 1)
		go func() {
			k, err := ask(actx, q)
			person <- answer{k, err}
		}()
		elsewhere := make(chan answer, 1)
		go func() {
			k, err := w.WaitAnswer(actx, q.Request)
			elsewhere <- answer{k, err}
		}()
		select {
		case a := <-person:
			cancel()
			<-elsewhere
			return a.kind, a.err
		case e := <-elsewhere:
			if e.err != nil {
				// The store could not say (or ctx ended): the person's
				// answer is the one to wait for.
				a := <-person
				return a.kind, a.err
			}
			cancel()
			<-person // the question withdrawn
			return e.kind, nil
		}
	}
}
