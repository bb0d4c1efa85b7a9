#!/usr/bin/env bash
# One test of puzzle-bench-mpi: the count shared among NP processes equals puzzle-bench's
# single-process count of the same version (every exact counter), and a known figure.
#
#   check_mpi_count.sh count  MPIEXEC BENCH BENCH_MPI NP EXPECTED -- PUZZLE ARGS...
#   check_mpi_count.sh resume MPIEXEC BENCH BENCH_MPI NP EXPECTED -- PUZZLE ARGS...
#
# EXPECTED is a space-separated list of fields the row must hold ("solutions=365596
# classes=45752"). `resume` first runs a job that aborts itself (MPI_Abort, as a node
# failure would) after a third of the tasks, then resumes it from its checkpoint.
set -euo pipefail
mode=$1 mpiexec=$2 bench=$3 bench_mpi=$4 np=$5 expected=$6
shift 6
[ "$1" = "--" ] && shift
# The tests run as root in containers; Open MPI refuses that unless told.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpirun=("$mpiexec" --oversubscribe -np "$np")
# In the sanitizer tree: Open MPI keeps allocations of its plugins to the end, which
# LeakSanitizer reports from unnamed (unloaded) modules, so leaks are not checked in the
# MPI processes; memory errors still are, and the task and checkpoint code's leaks are
# checked by pw_solver_tests.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

# The CSV's last row without its timing fields (first_ms, elapsed_ms, start_ms,
# nodes_per_second, threads), and one field of it by its column's name. The records end
# with CRLF (RFC 4180); these rows are built-in versions', whose fields hold no comma.
figures() {
  tr -d '\r' | awk -F, 'NR == 1 { for (i = 1; i <= NF; ++i) skip[i] = $i ~ /^(first_ms|elapsed_ms|start_ms|nodes_per_second|threads)$/ }
    NR > 1 { row = ""; for (i = 1; i <= NF; ++i) if (!skip[i]) row = row $i ","; last = row } END { print last }'
}
field() {
  tr -d '\r' | awk -F, -v name="$1" 'NR == 1 { for (i = 1; i <= NF; ++i) if ($i == name) at = i }
    NR > 1 && at { value = $at } END { print value }'
}

single=$("$bench" "$@" --mode count --format csv --threads 1 | figures)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "$mode" = resume ]; then
  tasks=$("${mpirun[@]}" "$bench_mpi" "$@" --mode count --threads 1 --format json |
          sed -n 's/.*"mpi":{"ranks":[0-9]*,"tasks":\([0-9]*\).*/\1/p')
  stop=$((tasks / 3 > 0 ? tasks / 3 : 1))
  if "${mpirun[@]}" "$bench_mpi" "$@" --mode count --threads 1 --checkpoint "$work/count.json" \
       --abort-after-tasks "$stop" >"$work/aborted.out" 2>&1; then
    echo "FAIL: the job meant to abort finished"; exit 1
  fi
  [ -f "$work/count.json" ] || { echo "FAIL: no checkpoint after the abort"; exit 1; }
  done_tasks=$(grep -o '\],\[' "$work/count.json" | wc -l)
  echo "aborted after $stop of $tasks tasks; the checkpoint holds $((done_tasks + 1))"
  [ $((done_tasks + 1)) -lt "$tasks" ] || { echo "FAIL: the checkpoint already holds every task"; exit 1; }
  output=$("${mpirun[@]}" "$bench_mpi" "$@" --mode count --threads 1 --format csv --resume "$work/count.json")
else
  output=$("${mpirun[@]}" "$bench_mpi" "$@" --mode count --threads 1 --format csv)
fi
distributed=$(figures <<<"$output")
echo "single:      $single"
echo "distributed: $distributed"
[ "$single" = "$distributed" ] || { echo "FAIL: the counts differ"; exit 1; }
for figure in $expected; do
  name=${figure%%=*} value=${figure#*=}
  got=$(field "$name" <<<"$output")
  [ "$got" = "$value" ] || { echo "FAIL: $name is $got, expected $value"; exit 1; }
done
echo "ok"
