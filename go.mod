module github.com/toolsinshell/tis

go 1.26.8

require (
	github.com/itchyny/gojq v0.12.20
	github.com/rogpeppe/go-internal v1.16.0
	mvdan.cc/sh/v3 v3.14.1
)

require (
	github.com/itchyny/timefmt-go v0.1.9 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/term v0.45.0 // indirect
	golang.org/x/tools v0.38.0 // indirect
)
