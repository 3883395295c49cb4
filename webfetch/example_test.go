package webfetch_test

import (
	"fmt"

	"github.com/toolsinshell/tis/webfetch"
)

func ExampleHTMLToText() {
	fmt.Println(webfetch.HTMLToText(`<html><head><title>Status</title><script>track()</script></head>
<body><h1>All systems   operational</h1><ul><li>API: <a href="/api">up</a></li><li>Web: up</li></ul></body></html>`))
	// Output:
	// Status
	//
	// All systems operational
	//
	// - API: up
	// - Web: up
}
