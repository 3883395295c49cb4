# hostile: type defined as a function, unset, then asked about host programs
# writes: 1
# forbid: /(usr/)?s?bin/(passwd|sudo|su)\b
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
type() { echo mine; }
type
unset -f type
type -P passwd sudo su
type -a passwd sh
type -p passwd
type passwd bash
type -t passwd
echo done
