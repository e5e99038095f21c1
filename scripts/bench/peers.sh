#!/usr/bin/env bash
# Sets up the folder of peers the benchmarks compare flakeharden with (nothing of theirs is committed here):
#
#   bash scripts/bench/peers.sh DIR          then   FLAKEHARDEN_BENCH_PEERS=DIR npm run bench
#
# DIR/ gets, at the commits the figures in bench/RESULTS.md were measured on:
#   retry/                 nick-fields/retry (its committed dist/index.js is run as is)       bench/run-overhead.ts
#   test-reporter/         dorny/test-reporter, `npm ci` run (src/parsers/*, xml2js)          bench/junit.ts
#   action-junit-report/   mikepenz/action-junit-report, `npm ci` run (src/testParser.ts)     bench/junit.ts
#   secretlint/            `npm install @secretlint/core @secretlint/secretlint-rule-preset-recommend`
#                                                                                              bench/redact.ts
# A checkout comes from a git directory under $PEER_MIRRORS (default /work/.mirror): `owner+name/repo`,
# `owner+name.git` or `owner+name/.git` holding the commit (a `git clone --mirror` of the repository), or is
# cloned from GitHub when there is none. Re-running keeps what is already in place at the right commit.
set -euo pipefail

DIR="${1:?usage: scripts/bench/peers.sh DIR}"
MIRRORS="${PEER_MIRRORS:-/work/.mirror}"
mkdir -p "$DIR"
DIR="$(cd "$DIR" && pwd)"

# checkout NAME OWNER/REPO COMMIT INSTALL
checkout() {
  local name="$1" repo="$2" commit="$3" install="$4" dest="$DIR/$1" key="${2/\//+}" gitdir=""
  if [ -f "$dest/.peer-commit" ] && [ "$(cat "$dest/.peer-commit")" = "$commit" ]; then
    echo "$name: in place ($repo@$commit)"
    return 0
  fi
  for g in "$MIRRORS/$key/repo" "$MIRRORS/$key.git" "$MIRRORS/$key/.git"; do
    if [ -d "$g" ] && git --git-dir="$g" cat-file -e "$commit^{commit}" 2>/dev/null; then gitdir="$g"; break; fi
  done
  rm -rf "$dest" && mkdir -p "$dest"
  if [ -z "$gitdir" ]; then
    gitdir="$DIR/.$name.git"
    [ -d "$gitdir" ] || git clone -q --mirror "https://github.com/$repo" "$gitdir"
  fi
  git --git-dir="$gitdir" archive "$commit" | tar -x -C "$dest"
  if [ -n "$install" ]; then (cd "$dest" && $install); fi
  echo "$commit" >"$dest/.peer-commit"
  echo "$name: $repo@$commit"
}

checkout retry nick-fields/retry dd56f1ca8ca991e2385c18ab6dd36ea7f9fdb55f ""
checkout test-reporter dorny/test-reporter 29672c52a8220c09bd9f79b5b6cf6315f1763996 "npm ci --no-audit --no-fund --ignore-scripts"
checkout action-junit-report mikepenz/action-junit-report 305cd1f47a0fbd606dfeacc59048ea5595ea0a96 "npm ci --no-audit --no-fund --ignore-scripts"
mkdir -p "$DIR/secretlint"
if [ ! -d "$DIR/secretlint/node_modules/@secretlint/secretlint-rule-preset-recommend" ]; then
  (cd "$DIR/secretlint" && { [ -f package.json ] || echo '{"private":true}' >package.json; } &&
    npm install --no-audit --no-fund @secretlint/core @secretlint/secretlint-rule-preset-recommend)
fi
echo "secretlint: $(node -p 'require(process.argv[1]).version' "$DIR/secretlint/node_modules/@secretlint/core/package.json")"
