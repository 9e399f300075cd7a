#!/usr/bin/env bash
# Debian packages some tests use, installed where this machine allows it (root + apt-get):
#   espeak-ng  speaks the ASR test audio (evaluate asr)
#   chromium   the real browser the review-page test drives with Playwright (no browser download)
# Without them those tests skip with a reason; nothing else depends on them.
set -u
missing=()
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "note: ${missing[*]} not installed (needs root and apt-get): their tests will skip" >&2
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null 2>&1 \
    || { apt-get update -q >/dev/null 2>&1 && apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null 2>&1; } \
    || echo "note: could not install ${missing[*]}: their tests will skip" >&2
exit 0
