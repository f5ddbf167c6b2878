#!/usr/bin/env bash
# Creates .venv-google-auth at the repository root with requirements.txt (google-auth and
# cryptography, from PyPI) and prints its python on the last line:
#
#   py=$(Scripts/google-auth/setup.sh | tail -1)
#   "$py" Scripts/google-auth/cross_check.py --sign-assertion PATH
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV=.venv-google-auth REQUIREMENTS=Scripts/google-auth/requirements.txt \
  exec Scripts/firestore-python/setup.sh
