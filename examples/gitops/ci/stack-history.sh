#!/bin/sh
# Copies a DIY backend's history folder for the stack (each update's history entry and checkpoint)
# from a bucket to ./history, for `adpublisher impact --history history`, and prints that flag.
# A file backend and Pulumi Cloud need no copy (impact reads them itself): it prints nothing.
# Usage: ci/stack-history.sh PROJECT STACK
set -eu
project="$1"
# A stack named in full (`organization/PROJECT/STACK`) keeps its files under its short name.
stack="${2##*/}"
url="${PULUMI_BACKEND_URL:-}"
query=""
case "$url" in *\?*) query="${url#*\?}" ;; esac

# The value of the backend URL's query parameter $1, with the escapes an endpoint may carry undone.
param() {
  printf '%s\n' "$query" | tr '&' '\n' | sed -n "s/^$1=//p" | sed -e 's/%3[Aa]/:/g' -e 's|%2[Ff]|/|g' | head -n 1
}
is_true() {
  case "$1" in 1|t|T|true|TRUE|True) return 0 ;; *) return 1 ;; esac
}

case "$url" in
  postgres://*|postgresql://*)
    # Pulumi's PostgreSQL backend: one row per file, its bytes in base64 under `data`.
    mkdir -p history
    psql "${url%%\?*}" -At -F ' ' -c "select key, data->>'data' from pulumi_state where key like '%.pulumi/history/$project/$stack/$stack-%'" |
      while read -r key data; do printf '%s' "$data" | base64 -d > "history/${key##*/}"; done ;;
  s3://*)
    # The bucket and the folder in it as Pulumi's S3 backend reads them (`s3://BUCKET/FOLDER`, a
    # trailing slash ignored). On an S3-compatible store (MinIO, say) the URL's `endpoint` (with
    # `disableSSL=true`, plain HTTP) and `region` are where Pulumi goes: the aws CLI goes there too
    # (errors on stderr, nothing on stdout but the flag).
    location="${url%%\?*}"
    location="${location%/}"
    set -- s3 cp --recursive --only-show-errors
    endpoint=$(param endpoint)
    if [ -n "$endpoint" ]; then
      case "$endpoint" in
        *://*) ;;
        *) if is_true "$(param disableSSL)" || is_true "$(param disable_https)"; then endpoint="http://$endpoint"; else endpoint="https://$endpoint"; fi ;;
      esac
      set -- "$@" --endpoint-url "$endpoint"
    fi
    region=$(param region)
    if [ -n "$region" ]; then set -- "$@" --region "$region"; fi
    mkdir -p history
    aws "$@" "$location/.pulumi/history/$project/$stack/" history/ ;;
  *) exit 0 ;;
esac
# Nothing copied means the project, the stack or the URL's folder is not the one Pulumi writes to:
# impact would find no update and the job would post nothing, night after night.
if ! ls history | grep -q '\.history\.json'; then
  echo "ci/stack-history.sh: no update history of stack $stack (project $project) in the backend at ${url%%\?*}" >&2
  exit 1
fi
echo "--history history"
