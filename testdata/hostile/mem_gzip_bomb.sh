# hostile: a gzip bomb of gzip bombs, unpacked
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
head -c 15000000 /dev/zero | gzip -9 | gzip -9 | gzip -9 > bomb.gz
ls -l bomb.gz | awk '{print $5}'
zcat bomb.gz | zcat | zcat | wc -c
x=$(zcat bomb.gz | zcat | zcat)
echo "${#x}"
gunzip -c bomb.gz | gunzip | gunzip > out
yes | head -c 2000000000 | gzip -1 | gunzip | wc -c
