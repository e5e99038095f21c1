#!/usr/bin/env bash
set -euo pipefail
echo "fetching schema"
curl -sS --fail --max-time 5 -o schema.json https://schemas.flakeharden.invalid/v1/schema.json
