#!/bin/sh
# The image's entrypoint (Dockerfile, docs/operations.md#docker). From inside a container a new
# volume and a lost one look the same (empty), so the image never creates a database on its own:
# `init` creates it once, by hand, and exits; `serve` (the default) refuses to start without one,
# whatever DATABASE_INIT says, so no start, restart or upgrade can quietly begin an empty database.
#   serve            the server (node dist/server/main.js)
#   init             create the database of a new installation, then exit; does nothing if it exists
#   cli <command>    the admin CLI (node dist/server/cli.js <command>)
#   anything else    run as given (sh, node …)
set -eu

refuse_without_database() {
  url=${DATABASE_URL:-file:./data/app.db}
  case $url in
    *:memory:*) return 0 ;;
    file:*) ;;
    *) return 0 ;; # a libSQL server keeps its own database
  esac
  path=${url#file:}
  path=${path%%\?*}
  [ -e "$path" ] && return 0
  echo "Refusing to start: there is no database at $path. On a new installation create it once with the image's init command (docker run --rm -v calisthenics-data:/data --env-file .env calisthenics init, or: docker compose run --rm app init), then start again; otherwise mount the volume that holds it, or restore a backup." >&2
  exit 1
}

command=${1:-serve}
[ $# -gt 0 ] && shift
case $command in
  serve)
    refuse_without_database
    exec node dist/server/main.js "$@"
    ;;
  init) exec node dist/server/cli.js init "$@" ;;
  cli) exec node dist/server/cli.js "$@" ;;
  *) exec "$command" "$@" ;;
esac
