# hostile: a file that sources itself, a script that runs itself
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo '. ./self.sh' > self.sh
. ./self.sh
echo 'bash ./again.sh' > again.sh
bash ./again.sh
