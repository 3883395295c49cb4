// Package webfetch is the web_fetch tool: fetch an http or https URL and
// return its content as text, for hosts a person put on the allowlist.
//
// The allowlist is empty by default, so the tool refuses every URL
// (denied) until someone configures [Options.AllowHosts]; redirects are
// followed only to allowed hosts. Responses are read up to a size limit
// and within a time limit. HTML is converted to readable text
// ([HTMLToText]); other text types and JSON are returned as they are;
// binary content is a tool error.
package webfetch
