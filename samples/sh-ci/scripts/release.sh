#!/usr/bin/env bash
set -euo pipefail
# Refuses to release unless VERSION matches the changelog head.
version="$(cat VERSION)"
echo "releasing ${version}"
grep -q "^## ${version}" CHANGELOG.md
echo "changelog entry found"
