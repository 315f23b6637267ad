#!/usr/bin/env bash
# Installs Node 22 and the real MCP clients the interop tests drive (the official TypeScript SDK v2
# client and its v1 predecessor, mcp-remote, the Inspector CLI) with npm into a cache folder,
# nothing global, as conformance.sh installs its suites. Prints the cache folder; each package sits
# in its own subfolder there (node22, client, sdk1, mcp-remote, inspector, apps-host).
# apps-host is the MCP Apps host side (@modelcontextprotocol/ext-apps' AppBridge with the SDK client),
# bundled with esbuild into one browser module, apps-host/host.js, for the views' browser test.
#
#   scripts/mcp-clients.sh                  # ~/.cache/gatehouse-mcp-clients
#   MCP_CLIENTS_CACHE=dir scripts/mcp-clients.sh
set -euo pipefail

CACHE=${MCP_CLIENTS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gatehouse-mcp-clients}

install() { # install DIR SPEC...: npm packages into their own folder of the cache
  if [ ! -d "$CACHE/$1/node_modules" ]; then
    mkdir -p "$CACHE/$1"
    (cd "$CACHE/$1" && npm install --no-audit --no-fund --silent "${@:2}" >/dev/null) || { rm -rf "${CACHE:?}/$1"; exit 1; }
  fi
}

install node22 node@22
install client @modelcontextprotocol/client@2.4.0
install sdk1 @modelcontextprotocol/sdk@1.32.2
install mcp-remote mcp-remote@0.15.1
install inspector @modelcontextprotocol/inspector@2.12.0
install apps-host @modelcontextprotocol/ext-apps@2.0.4 @modelcontextprotocol/client@2.4.0 esbuild@0.28.2

# the host module, rebuilt whenever its entry changes
ENTRY="$(cd "$(dirname "$0")/.." && pwd)/integration-tests/src/test/resources/apps-host/host-entry.mjs"
if ! cmp -s "$ENTRY" "$CACHE/apps-host/host-entry.mjs" || [ ! -f "$CACHE/apps-host/host.js" ]; then
  cp "$ENTRY" "$CACHE/apps-host/host-entry.mjs"
  (cd "$CACHE/apps-host" && node_modules/.bin/esbuild host-entry.mjs --bundle --format=esm --platform=browser \
    --log-level=error --outfile=host.js) || { rm -f "$CACHE/apps-host/host.js"; exit 1; }
fi
echo "$CACHE"
