#!/usr/bin/env bash
# Records REAL passing output, as the tools print it in CI, for the log benchmark (bench/analyze.ts builds its
# typical log from these lines, with recorded failing logs of test/fixtures/ between them):
#
#   bash scripts/bench/record-passing.sh          # every case
#   bash scripts/bench/record-passing.sh express  # only the cases whose id starts with express
#
# Writes bench/fixtures/passing/<case>/log.txt (combined stdout and stderr, byte for byte) and meta.json
# ({ case, source, command, exitCode, tool }). A case whose command fails is an error: only passing runs
# are recorded. Cases:
#   express-install   expressjs/express at the corpus' commit: `npm install` (install noise)
#   express-mocha     the same checkout: `npm run test-ci` (nyc + mocha's spec reporter, ~1,200 tests)
#   more-itertools    more-itertools/more-itertools: `python3 -m unittest -v` (its Makefile's `make test`)
#   commander-install, commander-node-test
#                     tj/commander.js at the corpus' commit: `npm ci`, then `npm test` (node --test, then tsc)
#   entities-vitest   fb55/entities: `npm run test:vi` (vitest run) after `npm ci`
#   luxon-install, luxon-jest
#                     moment/luxon: `npm ci`, then `npm run test` (jest --coverage) with its workflow's environment
#   cargo, go         the sample projects samples/rs-calc and samples/go-calc, with the tests they fail on
#                     purpose left out (found by a first run: cargo's `... FAILED`, go's `--- PASS:` lines)
# Real projects come from a git directory under $REAL_MIRRORS (default /work/.mirror) named owner+name/repo,
# owner+name.git or owner+name/.git (what the search tool's `fetch github:owner/name` leaves, or a
# `git clone --mirror`); they are checked out under $RECORD_WORK (default /tmp/flakeharden-passing). The runs
# see CI=true and GITHUB_ACTIONS=true and no colour variables, as on a hosted runner. `go` is skipped, with a note, when Go is not installed
# (Debian: golang-go).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/bench/fixtures/passing"
SAMPLES="$ROOT/samples"
MIRRORS="${REAL_MIRRORS:-/work/.mirror}"
WORK="${RECORD_WORK:-/tmp/flakeharden-passing}"
ONLY="${1:-}"
mkdir -p "$OUT" "$WORK"

NPMRC_DIR="$(mktemp -d)"
trap 'rm -rf "$NPMRC_DIR"' EXIT
printf 'fund=false\naudit=false\nupdate-notifier=false\n' >"$NPMRC_DIR/npmrc"
export NPM_CONFIG_USERCONFIG="$NPMRC_DIR/npmrc"

wanted() { case "$1" in "$ONLY"*) return 0 ;; *) return 1 ;; esac; }

# run_ci DIR COMMAND: the command as a CI step runs it (bash -o pipefail, CI=true, GITHUB_ACTIONS=true, no
# colour variables and no terminal: a hosted runner sets none of them).
run_ci() {
  (cd "$1" && env -u NODE_EXTRA_CA_CERTS -u FORCE_COLOR -u NO_COLOR -u TERM CI=true GITHUB_ACTIONS=true \
    timeout 900 bash -o pipefail -c "$2")
}

# record CASE DIR SOURCE TOOL COMMAND: runs COMMAND in DIR, writes the case; fails unless it passed.
record() {
  local id="$1" dir="$2" source="$3" tool="$4" cmd="$5" dest="$OUT/$1"
  mkdir -p "$dest"
  run_ci "$dir" "$cmd" >"$dest/log.txt" 2>&1
  local code=$?
  node -e '
    const [id, source, command, exitCode, tool] = process.argv.slice(1);
    process.stdout.write(JSON.stringify({ case: id, source, command, exitCode: Number(exitCode), tool }, null, 2) + "\n");
  ' "$id" "$source" "$cmd" "$code" "$tool" >"$dest/meta.json"
  if [ "$code" != 0 ]; then
    echo "record-passing: $id exited $code (only passing runs are recorded): see $dest/log.txt" >&2
    exit 1
  fi
  echo "recorded $id ($(wc -l <"$dest/log.txt") lines)"
}

# checkout OWNER/NAME COMMIT -> prints the checkout directory (extracted once).
checkout() {
  local repo="$1" commit="$2" key="${1/\//+}" dir="$WORK/${1#*/}" gitdir=""
  if [ -f "$dir/.recorded-commit" ] && [ "$(cat "$dir/.recorded-commit")" = "$commit" ]; then echo "$dir"; return 0; fi
  for g in "$MIRRORS/$key/repo" "$MIRRORS/$key.git" "$MIRRORS/$key/.git"; do
    if [ -d "$g" ] && git --git-dir="$g" cat-file -e "$commit^{commit}" 2>/dev/null; then gitdir="$g"; break; fi
  done
  if [ -z "$gitdir" ]; then
    echo "record-passing: no git directory with $repo@$commit under $MIRRORS" >&2
    return 1
  fi
  rm -rf "$dir" && mkdir -p "$dir"
  git --git-dir="$gitdir" archive "$commit" | tar -x -C "$dir" || return 1
  echo "$commit" >"$dir/.recorded-commit"
  echo "$dir"
}

echo "node $(node --version), npm $(npm --version), $(python3 --version 2>&1)"

EXPRESS_COMMIT=a3714473feb3d2908add734d340e7755fd85e0a3
if wanted express; then
  dir="$(checkout expressjs/express "$EXPRESS_COMMIT")" || exit 1
  rm -rf "$dir/node_modules"
  wanted express-install && record express-install "$dir" "expressjs/express@$EXPRESS_COMMIT" "npm $(npm --version)" \
    "npm install --no-audit --no-fund"
  [ -d "$dir/node_modules" ] || run_ci "$dir" "npm install --no-audit --no-fund" >/dev/null 2>&1
  wanted express-mocha && record express-mocha "$dir" "expressjs/express@$EXPRESS_COMMIT" "mocha (under nyc)" \
    "npm run test-ci"
fi

MORE_COMMIT=2fe1b2eeb9d75f994113fe3ac76d14b6bcd6fb10
if wanted more-itertools; then
  dir="$(checkout more-itertools/more-itertools "$MORE_COMMIT")" || exit 1
  record more-itertools "$dir" "more-itertools/more-itertools@$MORE_COMMIT" "$(python3 --version 2>&1) unittest" \
    "python3 -m unittest -v"
fi

COMMANDER_COMMIT=ba6d13ddb4243e5913367734f8c159089ffe7834
if wanted commander; then
  dir="$(checkout tj/commander.js "$COMMANDER_COMMIT")" || exit 1
  rm -rf "$dir/node_modules"
  record commander-install "$dir" "tj/commander.js@$COMMANDER_COMMIT" "npm $(npm --version)" "npm ci"
  record commander-node-test "$dir" "tj/commander.js@$COMMANDER_COMMIT" "node $(node --version) --test, tsc" "npm test"
fi

ENTITIES_COMMIT=94c73c5bbb65123ca73227b70f33fcdaa26c3b09
if wanted entities; then
  dir="$(checkout fb55/entities "$ENTITIES_COMMIT")" || exit 1
  [ -d "$dir/node_modules" ] || run_ci "$dir" "npm ci --no-audit --no-fund" >/dev/null 2>&1 || exit 1
  # A longer timeout than vitest's 5 s: one test decodes the whole HTML entity map, which took 6.7 s on this
  # shared 2-core machine (a timeout is not the passing output recorded here).
  record entities-vitest "$dir" "fb55/entities@$ENTITIES_COMMIT" "vitest" "npm run test:vi -- --testTimeout=60000"
fi

LUXON_COMMIT=b6b9d03709085008287ed7f4ce5067f0f4be53f2
if wanted luxon; then
  dir="$(checkout moment/luxon "$LUXON_COMMIT")" || exit 1
  rm -rf "$dir/node_modules"
  # Its workflow's steps and environment (.github/workflows/test.yml: LANG, LIMIT_JEST, TZ); husky's
  # `prepare` finds no .git in the checkout and says so, as it would in a tarball.
  record luxon-install "$dir" "moment/luxon@$LUXON_COMMIT" "npm $(npm --version)" "npm ci"
  record luxon-jest "$dir" "moment/luxon@$LUXON_COMMIT" "jest (--coverage)" \
    "LANG=en_US.utf8 LIMIT_JEST=yes TZ=America/New_York npm run test"
fi

if wanted cargo; then
  # The tests that fail in the sample, skipped by name (`test NAME ... FAILED` in cargo's output).
  failing="$(run_ci "$SAMPLES/rs-calc" "cargo test" 2>&1 | sed -n 's/^test \(.*\) \.\.\. FAILED$/\1/p' | sort -u)"
  skips=""
  for t in $failing; do skips+=" --skip $t"; done
  record cargo "$SAMPLES/rs-calc" "samples/rs-calc" "$(cargo --version)" "cargo test --$skips"
fi

if wanted go; then
  if command -v go >/dev/null; then
    # The tests that pass (`--- PASS: TestX`; a minute for the run that finds them: the sample plants a hang),
    # then run by name.
    passed="$(run_ci "$SAMPLES/go-calc" "go test -count=1 -timeout 60s -v ./..." 2>&1 | sed -n 's/^--- PASS: \([A-Za-z0-9_]*\) .*/\1/p' | sort -u | paste -sd'|')"
    record go "$SAMPLES/go-calc" "samples/go-calc" "$(go version)" "go test -count=1 -v -run '^($passed)\$' ./..."
  else
    echo "record-passing: go is not installed (apt-get install golang-go): the go case is not recorded" >&2
  fi
fi
