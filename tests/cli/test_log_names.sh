#!/bin/sh
# COLLJIT_LOG takes names as NCCL_DEBUG does: ERROR, WARN (WARNING), INFO, DEBUG in any case
# say the same as 0..3. A refused key logs its message at DEBUG level (and the CLI prints it),
# so the number of lines on standard error shows the level in force.
#   test_log_names.sh PATH/TO/colljit
cli=${1:?usage: test_log_names.sh PATH/TO/colljit}
lines() { COLLJIT_LOG=$1 "$cli" gen allreduce.w2.sm_99 2>&1 >/dev/null | grep -c .; }
fails=0
for pair in DEBUG:3 debug:3 Debug:3 INFO:2 info:2 WARN:1 warning:1 ERROR:0 error:0; do
  name=${pair%:*} num=${pair#*:}
  a=$(lines "$name") b=$(lines "$num")
  if [ "$a" != "$b" ]; then
    echo "FAIL: COLLJIT_LOG=$name gives $a lines, COLLJIT_LOG=$num $b"
    fails=$((fails + 1))
  fi
done
quiet=$(lines ERROR) loud=$(lines DEBUG)
if [ "$loud" -le "$quiet" ]; then
  echo "FAIL: DEBUG ($loud lines) is not louder than ERROR ($quiet)"
  fails=$((fails + 1))
fi
[ "$fails" = 0 ] && echo "ok: COLLJIT_LOG names ($quiet lines at ERROR, $loud at DEBUG)"
[ "$fails" = 0 ]
