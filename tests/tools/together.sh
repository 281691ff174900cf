#!/usr/bin/env bash
# Runs npm scripts side by side and fails when any of them fails (each keeps its own output file
# and prints it when done, so two logs never interleave). `npm test` runs the typecheck, the lint
# and the production build this way: the typecheck and the lint are one process on one core each,
# and the build fills the core the shorter of them leaves idle.
set -u
dir=$(mktemp -d)
pids=()
for script in "$@"; do
  npm run --silent "$script" > "$dir/$script.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!pids[@]}"; do
  script=${*:i+1:1}
  if wait "${pids[$i]}"; then echo "✓ npm run $script"; else status=1; echo "✗ npm run $script"; fi
  cat "$dir/$script.log"
done
rm -rf "$dir"
exit $status
