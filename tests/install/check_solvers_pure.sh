#!/usr/bin/env bash
# The solver library (its archive, $1) starts no process and opens no pipe: a student's
# version is compiled and run by pw_own (solvers/own), a library the solvers do not link.
# Fails, naming them, when a symbol of that kind is among the archive's undefined ones.
set -euo pipefail
archive=$1
found=$(nm --undefined-only --format=posix "$archive" 2>/dev/null | awk '{print $1}' |
        grep -E '^(fork|vfork|execv|execve|execvp|execl|execlp|posix_spawn|posix_spawnp|pipe|pipe2|waitpid|prctl|setrlimit)$' |
        sort -u || true)
if [[ -n "$found" ]]; then
  echo "pw_solvers uses what starts or watches a process: $(echo $found | tr '\n' ' ')"
  exit 1
fi
echo "pw_solvers starts no process"
