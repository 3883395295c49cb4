# hostile: an until loop over a test that never holds, and one over read
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
until [[ -e /never ]]; do x=1; done
