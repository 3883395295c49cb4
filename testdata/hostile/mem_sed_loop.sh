# hostile: sed doubles its pattern space in a loop, and N without end
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo x | sed ':a;s/.*/&&/;ba'
yes | sed ':a;N;ba'
echo x | sed 'h;:a;G;H;ba'
