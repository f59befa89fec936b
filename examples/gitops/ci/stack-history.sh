#!/bin/sh
# Copies a DIY backend's history folder for the stack (each update's history entry and checkpoint)
# from a bucket to ./history, for `adpublisher impact --history history`, and prints that flag.
# A file backend and Pulumi Cloud need no copy (impact reads them itself): it prints nothing.
# Usage: ci/stack-history.sh PROJECT STACK
set -eu
project="$1"
stack="$2"
url="${PULUMI_BACKEND_URL:-}"
case "$url" in
  postgres://*|postgresql://*)
    # Pulumi's PostgreSQL backend: one row per file, its bytes in base64 under `data`.
    mkdir -p history
    psql "${url%%\?*}" -At -F ' ' -c "select key, data->>'data' from pulumi_state where key like '%.pulumi/history/$project/$stack/$stack-%'" |
      while read -r key data; do printf '%s' "$data" | base64 -d > "history/${key##*/}"; done
    echo "--history history" ;;
  s3://*)
    bucket="${url%%\?*}"
    aws s3 cp --recursive --quiet "$bucket/.pulumi/history/$project/$stack/" history/
    echo "--history history" ;;
esac
