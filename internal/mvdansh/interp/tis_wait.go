package interp

// tis: wait as bash: -n (the next job to end, of the given ones or of
// all; 127 when none is left), -p VAR (the id of the job waited for),
// -f; bash's errors and statuses for an id that is no job of the shell.

import (
	"context"
	"reflect"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// runWait implements wait.
func (r *Runner) runWait(ctx context.Context, args []string) exitStatus {
	next, pvar := false, ""
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for i := 1; i < len(a); i++ {
			switch a[i] {
			case 'n':
				next = true
			case 'f':
			case 'p':
				if i+1 < len(a) {
					pvar = a[i+1:]
				} else if len(args) > 0 {
					pvar, args = args[0], args[1:]
				} else {
					r.errf("wait: -p: option requires an argument\n")
					r.errf("wait: usage: wait [-fn] [-p var] [id ...]\n")
					return exitStatus{code: 2}
				}
				i = len(a)
			default:
				r.errf("wait: -%c: invalid option\n", a[i])
				r.errf("wait: usage: wait [-fn] [-p var] [id ...]\n")
				return exitStatus{code: 2}
			}
		}
	}
	if pvar != "" {
		if !syntax.ValidName(pvar) {
			r.errf("wait: `%s': not a valid identifier\n", pvar)
			return exitStatus{code: 2}
		}
		r.delVar(pvar)
	}
	// The jobs named, as indexes of bgProcs.
	var jobs []int
	exit := exitStatus{}
	for _, arg := range args {
		if strings.HasPrefix(arg, "%") {
			r.errf("wait: %s: no such job\n", arg)
			exit.code = 127
			continue
		}
		num, ok := strings.CutPrefix(arg, "g")
		n, err := strconv.Atoi(num)
		if !ok || err != nil || n <= 0 {
			if _, err := strconv.Atoi(arg); err == nil {
				r.errf("wait: pid %s is not a child of this shell\n", arg)
				exit.code = 127
				continue
			}
			r.errf("wait: `%s': not a pid or valid job spec\n", arg)
			exit.code = 1
			continue
		}
		if n > len(r.bgProcs) {
			r.errf("wait: pid %s is not a child of this shell\n", arg)
			exit.code = 127
			continue
		}
		if next && r.bgProcs[n-1].waited {
			r.errf("wait: %s: no such job\n", arg)
			exit.code = 127
			continue
		}
		jobs = append(jobs, n-1)
	}
	setID := func(i int) {
		if pvar != "" {
			r.setVarString(pvar, "g"+strconv.Itoa(i+1))
		}
	}
	if next {
		if len(args) == 0 {
			for i, bg := range r.bgProcs {
				if !bg.waited {
					jobs = append(jobs, i)
				}
			}
		}
		if len(jobs) == 0 {
			return exitStatus{code: 127}
		}
		i, ok := r.waitNext(ctx, jobs)
		if !ok {
			return exitStatus{code: 130}
		}
		r.bgProcs[i].waited = true
		setID(i)
		return *r.bgProcs[i].exit
	}
	if len(args) == 0 {
		// wait alone always returns status zero.
		for i := range r.bgProcs {
			<-r.bgProcs[i].done
			r.bgProcs[i].waited = true
		}
		return exitStatus{}
	}
	for _, i := range jobs {
		<-r.bgProcs[i].done
		r.bgProcs[i].waited = true
		setID(i)
		exit = *r.bgProcs[i].exit
	}
	return exit
}

// waitNext waits for the first of the jobs to end (one that has already
// ended first, in the order they started); false when ctx ends first.
func (r *Runner) waitNext(ctx context.Context, jobs []int) (int, bool) {
	for _, i := range jobs {
		select {
		case <-r.bgProcs[i].done:
			return i, true
		default:
		}
	}
	cases := make([]reflect.SelectCase, 0, len(jobs)+1)
	for _, i := range jobs {
		cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(r.bgProcs[i].done)})
	}
	cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(ctx.Done())})
	chosen, _, _ := reflect.Select(cases)
	if chosen == len(jobs) {
		return 0, false
	}
	return jobs[chosen], true
}
