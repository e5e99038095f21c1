#!/usr/bin/env bash
set -euo pipefail
# Lints the Terraform and shell code in this repository.
echo "checking formatting"
tflint --recursive
echo "lint passed"
