#!/usr/bin/env bash
# Refreshes the bundled disposable-mail domain list from the npm package disposable-email-domains-js,
# which republishes the blocklist of the disposable-email-domains project (CC0 1.0). The npm
# registry is where the list can be fetched reproducibly by name and version; the file records
# both, the package's integrity hash and its publication date, and becomes the `version` of the
# list's entry in email_check's sources.
#
#   providers/email/scripts/refresh-disposable-domains.sh [VERSION]   (default: the latest)
#
# Needs npm and node. Review the diff, run the module's tests, then commit the list.
set -euo pipefail

package=disposable-email-domains-js
version="${1:-$(npm view "$package" version)}"
lists="$(cd "$(dirname "$0")/.." && pwd)/src/main/resources/io/gatehouse/providers/email/lists"
out="$lists/disposable-domains.txt"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$package@$version" >/dev/null)
tar -xzf "$work"/*.tgz -C "$work"

license="$(node -p "require('$work/package/package.json').license")"
# the list is bundled into the plug-in jar: only a public-domain dedication keeps that free of terms
if [ "$license" != "CC0-1.0" ]; then
  echo "$package@$version is licensed $license, not CC0-1.0: not bundling it" >&2
  exit 1
fi
integrity="$(npm view "$package@$version" dist.integrity)"
published="$(npm view "$package" time --json | node -e \
  "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s)['$version'].slice(0,10)))")"

node -e "
  const domains = require('$work/package/dist/dict/disposable_email_blocklist.json')
    .map(d => d.trim().toLowerCase()).filter(d => d.length > 0);
  const unique = [...new Set(domains)].sort();
  if (unique.length < 1000) { console.error('only ' + unique.length + ' domains: refusing'); process.exit(1); }
  console.log(unique.join('\n'));
" > "$work/domains.txt"
count="$(wc -l < "$work/domains.txt")"

{
  echo "# Disposable and throw-away mail domains: the blocklist (disposable_email_blocklist.conf) of the"
  echo "# disposable-email-domains project, CC0 1.0 (public domain dedication). Domains match themselves"
  echo "# and their subdomains. Taken from the npm package $package, which republishes that"
  echo "# file unchanged (licence $license). Written by providers/email/scripts/refresh-disposable-domains.sh;"
  echo "# do not edit by hand: domains wrongly listed go on disposable-allowlist.txt or upstream."
  echo "# name: disposable-email-domains"
  echo "# url: https://github.com/disposable-email-domains/disposable-email-domains"
  echo "# version: $version (npm $package, published $published)"
  echo "# package: $package@$version $integrity"
  echo "# domains: $count"
  cat "$work/domains.txt"
} > "$out"
echo "wrote $count domains of $package@$version (published $published) to $out"
