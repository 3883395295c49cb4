package bench

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
)

// FilesStats is what GatewayFiles measured.
type FilesStats struct {
	// Sessions and PerSession are the load: sessions, bytes of files
	// each.
	Sessions int
	// PerSession is the bytes of files each session wrote.
	PerSession int64
	// AfterWrite is the gateway's resident memory once every session
	// wrote its files, and AfterRead once every one read them back;
	// Peak is the most it had (VmHWM).
	AfterWrite, AfterRead, Peak int64
	// Lost counts sessions whose files did not come back whole.
	Lost int
}

// GatewayFiles runs sessions MCP sessions one after another against a
// gateway (exe as tsserve over HTTP, flags more of its flags, e.g.
// --max-total-files-bytes), each writing perSession bytes of files
// (files of at most 15 MiB), then has each read its files back, and
// measures the gateway's resident memory after each pass.
func GatewayFiles(exe string, sessions int, perSession int64, flags ...string) (*FilesStats, error) {
	dir, err := os.MkdirTemp("", "tsbench-files-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	g, err := startGateway(exe, dir, flags)
	if err != nil {
		return nil, err
	}
	defer g.stop()
	ctx := context.Background()
	client := &http.Client{Transport: bearerRT{http.DefaultTransport}}
	const chunk = 15 << 20
	var write strings.Builder
	for i, left := 0, perSession; left > 0; i, left = i+1, left-chunk {
		fmt.Fprintf(&write, "head -c %d /dev/zero > f%d\n", min(left, chunk), i)
	}
	st := &FilesStats{Sessions: sessions, PerSession: perSession}
	css := make([]*mcp.ClientSession, sessions)
	for i := range css {
		if css[i], err = connectGateway(ctx, g.url, client); err != nil {
			return nil, err
		}
		defer css[i].Close()
		if ok, err := bashCall(ctx, css[i], write.String()); err != nil || !ok {
			return nil, fmt.Errorf("session %d could not write its files (%v)", i, err)
		}
	}
	if st.AfterWrite, err = g.rss(); err != nil {
		return nil, err
	}
	for _, cs := range css {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tis.BashTool, Arguments: map[string]any{"command": "cat f* | wc -c"}})
		if err != nil {
			return nil, err
		}
		var out string
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				out += tc.Text
			}
		}
		if strings.TrimSpace(out) != fmt.Sprint(perSession) {
			st.Lost++
		}
	}
	if st.AfterRead, err = g.rss(); err != nil {
		return nil, err
	}
	st.Peak, _ = g.status("VmHWM:")
	return st, nil
}
