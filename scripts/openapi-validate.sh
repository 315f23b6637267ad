#!/usr/bin/env bash
# Validates an OpenAPI document with @seriousme/openapi-schema-validator: the OpenAPI 3.0/3.1 schema, and
# every $ref resolving. The validator is installed with npm into a cache folder (nothing global) and run by
# the machine's Node. Exits 0 when the document is valid, 1 when it is not, 2 when node or npm is missing.
#
#   scripts/openapi-validate.sh openapi.json
#   OPENAPI_VALIDATOR_CACHE=dir scripts/openapi-validate.sh openapi.json
set -euo pipefail

VERSION=2.11.0
CACHE=${OPENAPI_VALIDATOR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gatehouse-openapi}
DIR="$CACHE/validator-$VERSION"

for tool in node npm; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "openapi-validate: '$tool' is not on the PATH; install Node.js with npm to validate the OpenAPI document" >&2
    exit 2
  fi
done
CLI="$DIR/node_modules/@seriousme/openapi-schema-validator/bin/validate-api-cli.js"
if [ ! -f "$CLI" ]; then
  mkdir -p "$DIR"
  # --prefix: without it npm installs into the nearest enclosing package instead
  npm install --prefix "$DIR" --no-audit --no-fund --silent "@seriousme/openapi-schema-validator@$VERSION" >/dev/null
fi
exec node "$CLI" "$1"
