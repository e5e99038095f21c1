#!/usr/bin/env bash
# Checks shell formatting; the tool's chatter is hidden, so a missing tool shows only as the exit code.
shfmt -d scripts >/dev/null 2>&1
