# hostile: command defined as a function, unset, then asked about host programs
# writes: 1
# forbid: /(usr/)?s?bin/(passwd|sudo|su)\b
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
command() { echo mine; }
command
unset -f command
command -v passwd sudo
command -V passwd
command -p passwd
command -pv passwd
echo done
