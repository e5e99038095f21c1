#!/usr/bin/env bash
set -euo pipefail
echo "checking service health"
curl -sS --fail --max-time 2 http://127.0.0.1:9/health
