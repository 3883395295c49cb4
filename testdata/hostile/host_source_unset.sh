# hostile: source and . defined as functions, unset, then pointed at host files
# writes: 1
# forbid: root:x:0|ELF|\bsandbox-never\b
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
source() { echo mine; }
.() { echo mine-dot; }
source x
. x
unset -f source .
source passwd
source bash
. sh
source /etc/passwd
. /etc/hostname
source /proc/self/environ
echo done
