// Package archive holds the sandbox's gzip, gunzip, zcat and tar, on the
// standard library's compress/gzip and archive/tar, over the session's
// in-memory filesystem. Compression and extraction stream: what is
// decompressed from one input is bounded by the command's buffer limit
// (a gzip bomb is a clear error, never unbounded memory), and what is
// written to files by the filesystem's own limits.
package archive
