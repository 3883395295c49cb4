module github.com/toolsinshell/tis

go 1.26.8

require (
	github.com/itchyny/gojq v0.12.20 // indirect
	github.com/itchyny/timefmt-go v0.1.9 // indirect
	github.com/rogpeppe/go-internal v1.16.0 // indirect
	mvdan.cc/sh/v3 v3.14.1 // indirect
)
