#!/usr/bin/env bash
# A team's pipeline step: build one remote and publish it through the shop's release API with the
# team's own deploy token. The API checks the build (manifest, entry, every asset, ./routes, the
# shared versions against the running host), switches the registry, smoke-tests the shop in a
# browser and rolls back by itself when that fails; this step then fails with the reason.
#
#   RELEASE_URL=https://shop.example.nl/release RELEASE_TOKEN=$CATALOG_DEPLOY_TOKEN \
#     deploy/pipeline/publish-remote.sh catalog
#
# The token is a secret of the team's pipeline: never echo it (this script does not use set -x).
set -euo pipefail

app="${1:?usage: publish-remote.sh <catalog|checkout|account|content> [message]}"
: "${RELEASE_URL:?RELEASE_URL: the release API, e.g. https://shop.example.nl/release}"
: "${RELEASE_TOKEN:?RELEASE_TOKEN: the team's deploy token}"
message="${2:-$(git log -1 --format='%h %s' 2>/dev/null || echo "pipeline ${CI_PIPELINE_ID:-local}")}"

cd "$(dirname "$0")/../.."
pnpm install --frozen-lockfile
# Builds the app if this version is not built yet, uploads it, and waits for the smoke check.
pnpm release publish "$app" --message "$message"
