package toolcmd

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"os"
	"path"
	"strings"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
)

// ImageDir is the directory, under the working directory, where images
// and other binary results are written.
const ImageDir = "tool-images"

// writeResult prints a successful result as out says (SPEC section 4
// "Output"). By default: structured content as JSON when there is some
// and it does not only wrap the text; otherwise text items as they are.
// Binary items go to files named on stderr, whatever the choice. The
// output ends with a newline.
func (t *Command) writeResult(c *command.Call, e *catalog.Entry, res *catalog.Result, out catalog.Output) error {
	structured := res.Structured
	switch out {
	case catalog.OutputAuto:
		if catalog.WrapsText(res) {
			structured = nil
		}
	case catalog.OutputText:
		if hasText(res) {
			structured = nil
		}
	}
	// --json on a result without structured content: its items as JSON.
	asItems := out == catalog.OutputJSON && structured == nil
	items := []any{}
	var b bytes.Buffer
	if structured != nil {
		data, err := gate.MarshalCompact(structured)
		if err != nil {
			return c.Errorf("%s: the structured result is not JSON: %v", e.Command, err)
		}
		b.Write(data)
	}
	for _, ct := range res.Content {
		switch {
		case ct.Type == "resource_link":
			link := linkItem{"resource_link", ct.URI, ct.Name, ct.MIMEType}
			switch {
			case asItems:
				items = append(items, link)
			case structured == nil:
				data, _ := gate.MarshalCompact(link)
				appendText(&b, string(data))
			}
		case ct.Data != nil || ct.Type == "image" || ct.Type == "audio":
			name, err := t.saveBinary(c, e, ct)
			if err != nil {
				return c.Errorf("%s: %v", e.Command, err)
			}
			fmt.Fprintf(c.Stderr, "tools: %s written to %s (%s, %d bytes)\n", kindOf(ct), name, ct.MIMEType, len(ct.Data))
			if asItems {
				items = append(items, savedItem{Type: ct.Type, MIMEType: ct.MIMEType, URI: ct.URI, Path: name})
			}
		case asItems && ct.Type == "resource":
			items = append(items, textItem{Type: ct.Type, URI: ct.URI, MIMEType: ct.MIMEType, Text: ct.Text})
		case asItems:
			items = append(items, textItem{Type: "text", Text: ct.Text})
		case structured == nil:
			appendText(&b, ct.Text)
		}
	}
	if asItems {
		data, err := gate.MarshalCompact(struct {
			Content []any `json:"content"`
		}{items})
		if err != nil {
			return c.Errorf("%s: %v", e.Command, err)
		}
		b.Write(data)
	}
	if b.Len() > 0 && b.Bytes()[b.Len()-1] != '\n' {
		b.WriteByte('\n')
	}
	if _, err := c.Stdout.Write(b.Bytes()); err != nil {
		return command.Status(1)
	}
	return nil
}

// linkItem is a resource link as printed.
type linkItem struct {
	Type     string `json:"type"`
	URI      string `json:"uri"`
	Name     string `json:"name,omitempty"`
	MIMEType string `json:"mimeType,omitempty"`
}

// textItem is a text item, or a text resource, in --json's content list.
type textItem struct {
	Type     string `json:"type"`
	URI      string `json:"uri,omitempty"`
	MIMEType string `json:"mimeType,omitempty"`
	Text     string `json:"text"`
}

// savedItem is a binary item in --json's content list: the file it was
// written to.
type savedItem struct {
	Type     string `json:"type"`
	MIMEType string `json:"mimeType,omitempty"`
	URI      string `json:"uri,omitempty"`
	Path     string `json:"path"`
}

// hasText reports whether a result has a text item (or a text resource).
func hasText(res *catalog.Result) bool {
	for _, ct := range res.Content {
		if ct.Type != "resource_link" && ct.Type != "image" && ct.Type != "audio" && ct.Data == nil {
			return true
		}
	}
	return false
}

// appendText adds one text item, on a new line after the previous one.
func appendText(out *bytes.Buffer, s string) {
	if out.Len() > 0 && out.Bytes()[out.Len()-1] != '\n' {
		out.WriteByte('\n')
	}
	out.WriteString(s)
}

func kindOf(ct catalog.Content) string {
	switch ct.Type {
	case "image", "audio":
		return ct.Type
	}
	return "resource"
}

// saveBinary writes a binary item to tool-images/ under a name no other
// call has used, and returns the name relative to the working directory.
func (t *Command) saveBinary(c *command.Call, e *catalog.Entry, ct catalog.Content) (string, error) {
	base := catalog.Display(e.Tool.Name)
	if e.Server != "" {
		base = catalog.Display(e.Server) + "-" + base
	}
	if ct.URI != "" {
		if b := path.Base(ct.URI); b != "" && b != "." && b != "/" {
			base += "-" + strings.TrimSuffix(b, path.Ext(b))
		}
	}
	return t.save(c, c.Path(ImageDir), safeName(base), extension(ct), ct.Data)
}

// SaveInFS is the default SaveFunc: a new file base-N.ext in dir of the
// call's filesystem, the first N no file has (through the call's Remote
// when the call runs apart from the files).
func SaveInFS(c *command.Call, dir, base, ext string, data []byte) (string, error) {
	if c.Remote != nil {
		return c.Remote.SaveNew(dir, base, ext, data)
	}
	if err := c.FS.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("cannot create %s: %w", ImageDir, err)
	}
	for n := 1; ; n++ {
		name := fmt.Sprintf("%s-%d%s", base, n, ext)
		f, err := c.FS.OpenFile(path.Join(dir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, werr := f.Write(data)
		f.Close()
		if werr != nil {
			return "", werr
		}
		return relTo(c.Dir, path.Join(dir, name)), nil
	}
}

// relTo names p relative to dir when it is under it.
func relTo(dir, p string) string {
	if rest, ok := strings.CutPrefix(p, strings.TrimSuffix(dir, "/")+"/"); ok {
		return rest
	}
	return p
}

// safeName keeps letters, digits, '-', '_' and '.', so a URI cannot make
// a path.
func safeName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() > 80 {
		return b.String()[:80]
	}
	return b.String()
}

// extension picks a file extension for a media type.
func extension(ct catalog.Content) string {
	switch ct.MIMEType {
	case "image/png":
		return ".png"
	case "image/jpeg":
		return ".jpg"
	case "image/gif":
		return ".gif"
	case "image/webp":
		return ".webp"
	case "image/svg+xml":
		return ".svg"
	case "audio/wav", "audio/x-wav":
		return ".wav"
	case "audio/mpeg":
		return ".mp3"
	case "application/pdf":
		return ".pdf"
	case "application/json":
		return ".json"
	case "text/plain":
		return ".txt"
	}
	if exts, _ := mime.ExtensionsByType(ct.MIMEType); len(exts) > 0 {
		return exts[0]
	}
	return ".bin"
}
