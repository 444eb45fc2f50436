#!/usr/bin/env bash
# Installs the system packages the test suite needs when a brand-new Debian/Ubuntu machine lacks them:
# PostgreSQL server binaries (the throwaway test cluster), Debian's Chromium (the browser tests; no browser is
# ever downloaded by npm) and runuser (PostgreSQL refuses to run as root). Needs root or sudo; says what is
# missing and stops otherwise. Called by scripts/test-all.sh (`npm test`) and so by .ci/run.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

as_root() {
  if [[ "$(id -u)" -eq 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -E "$@"
  else
    echo "ensure-test-deps: need root (or sudo) to run: $*" >&2
    exit 1
  fi
}

has_initdb() {
  [[ -n "${FINWELL_PG_BIN:-}" && -x "${FINWELL_PG_BIN}/initdb" ]] ||
    compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null 2>&1
}

missing=()
has_initdb || missing+=(postgresql)
[[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || missing+=(chromium)
command -v runuser >/dev/null 2>&1 || missing+=(util-linux)

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-test-deps: missing ${missing[*]} and no apt-get to install them" >&2
  exit 1
fi
echo "ensure-test-deps: installing ${missing[*]}"
as_root apt-get update -qq
as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
# Debian's postgresql package starts a system cluster; the tests start their own.
if [[ " ${missing[*]} " == *" postgresql "* ]] && command -v service >/dev/null 2>&1; then
  as_root service postgresql stop >/dev/null 2>&1 || true
fi
