#!/usr/bin/env python3
"""Cross-checks the Swift client's service-account assertions with Google's google-auth.

  cross_check.py --sign-assertion PATH

PATH is the `sign-assertion` executable of Examples/ServiceAccountSigning (the Swift client's
FirestoreRESTServiceAccount, signed with swift-crypto). With a throwaway RSA key made here (never
written anywhere but a temporary directory, deleted at the end):

1. the assertion Swift signs verifies with google.auth.jwt.decode against the key's public half
   and the audience https://oauth2.googleapis.com/token;
2. its header and claims are the ones google-auth's own service_account.Credentials builds
   (_make_authorization_grant_assertion) for the same key and scopes, `iat` and `exp` aside,
   which are compared as times;
3. a full token exchange: the Swift client, with a key file whose token_uri is a loopback token
   endpoint here, gets a token (the endpoint verifies the assertion with google-auth before it
   answers) and reads a document from a loopback Firestore stand-in that checks the token.

Prints one line per check and `N passed, M failed`; exits 1 when a check failed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from google.auth import jwt
from google.oauth2 import service_account

GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token"
FIRESTORE_SCOPES = [
    "https://www.googleapis.com/auth/cloud-platform",
    "https://www.googleapis.com/auth/datastore",
]
EMAIL = "cross-check@demo-project.iam.gserviceaccount.com"

results: list[tuple[str, bool, str]] = []


def check(name: str, ok: bool, detail: str = "") -> None:
    results.append((name, ok, detail))
    print(f"{'ok  ' if ok else 'FAIL'} {name}{': ' + detail if detail and not ok else ''}")


def make_key() -> tuple[dict, bytes]:
    """A service-account key file's fields with a new 2048-bit key, and the public key PEM."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()
    public_pem = key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    info = {
        "type": "service_account",
        "project_id": "demo-project",
        "private_key_id": "cross-check-key-1",
        "private_key": private_pem,
        "client_email": EMAIL,
        "client_id": "1234567890",
        "token_uri": GOOGLE_TOKEN_URI,
    }
    return info, public_pem


def swift(sign_assertion: str, *arguments: str) -> str:
    run = subprocess.run(
        [sign_assertion, *arguments], capture_output=True, text=True, timeout=120
    )
    if run.returncode != 0:
        raise RuntimeError(f"sign-assertion {arguments[0]} failed: {run.stderr.strip()}")
    return run.stdout.strip()


def check_assertion(sign_assertion: str, directory: Path) -> None:
    info, public_pem = make_key()
    key_file = directory / "key.json"
    key_file.write_text(json.dumps(info))
    now = int(time.time())
    token = swift(sign_assertion, "assertion", str(key_file), str(now))

    try:
        claims = jwt.decode(token, certs=public_pem, audience=GOOGLE_TOKEN_URI)
        check("google-auth verifies the Swift assertion (RS256, public key, audience)", True)
    except Exception as error:  # noqa: BLE001 - reported as a failed check
        check("google-auth verifies the Swift assertion", False, repr(error))
        return

    other_key, other_public = make_key()
    try:
        jwt.decode(token, certs=other_public, audience=GOOGLE_TOKEN_URI)
        check("another key's public half rejects it", False, "it verified")
    except ValueError:
        check("another key's public half rejects it", True)
    tampered = token.rsplit(".", 1)[0] + "." + token.rsplit(".", 1)[1][::-1]
    try:
        jwt.decode(tampered, certs=public_pem, audience=GOOGLE_TOKEN_URI)
        check("a tampered signature is rejected", False, "it verified")
    except ValueError:
        check("a tampered signature is rejected", True)

    reference_credentials = service_account.Credentials.from_service_account_info(
        info, scopes=FIRESTORE_SCOPES
    )
    reference = reference_credentials._make_authorization_grant_assertion()
    if isinstance(reference, bytes):
        reference = reference.decode()
    reference_claims = jwt.decode(reference, certs=public_pem, audience=GOOGLE_TOKEN_URI)

    check(
        "the same claim names as google-auth's",
        sorted(claims) == sorted(reference_claims),
        f"Swift {sorted(claims)}, google-auth {sorted(reference_claims)}",
    )
    for name in ("iss", "aud", "scope"):
        check(
            f"claim {name} equals google-auth's",
            claims.get(name) == reference_claims.get(name),
            f"Swift {claims.get(name)!r}, google-auth {reference_claims.get(name)!r}",
        )
    check("iat is the time asked for", claims.get("iat") == now, f"{claims.get('iat')} != {now}")
    check(
        "the lifetime (exp - iat) equals google-auth's",
        claims["exp"] - claims["iat"] == reference_claims["exp"] - reference_claims["iat"],
        f"Swift {claims['exp'] - claims['iat']}, "
        f"google-auth {reference_claims['exp'] - reference_claims['iat']}",
    )
    check(
        "iat within 60 s of google-auth's",
        abs(claims["iat"] - reference_claims["iat"]) <= 60,
        f"{claims['iat']} vs {reference_claims['iat']}",
    )
    header = jwt.decode_header(token)
    reference_header = jwt.decode_header(reference)
    check(
        "the header equals google-auth's (alg, typ, kid)",
        header == reference_header,
        f"Swift {header}, google-auth {reference_header}",
    )


class StandIns(BaseHTTPRequestHandler):
    """A token endpoint that verifies assertions with google-auth, and a Firestore stand-in."""

    public_pem: bytes = b""
    issued: list[str] = []
    grants: list[dict] = []
    reads: list[str] = []

    def log_message(self, *arguments) -> None:  # quiet
        pass

    def answer(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        length = int(self.headers.get("Content-Length", "0"))
        form = dict(urllib.parse.parse_qsl(self.rfile.read(length).decode()))
        StandIns.grants.append(form)
        if self.path != "/token":
            return self.answer(404, {"error": "not_found"})
        if form.get("grant_type") != "urn:ietf:params:oauth:grant-type:jwt-bearer":
            return self.answer(400, {"error": "unsupported_grant_type"})
        try:
            jwt.decode(form.get("assertion", ""), certs=StandIns.public_pem,
                       audience=GOOGLE_TOKEN_URI)
        except ValueError as error:
            return self.answer(400, {"error": "invalid_grant", "error_description": str(error)})
        token = f"ya29.cross-check-{len(StandIns.issued) + 1}"
        StandIns.issued.append(token)
        self.answer(200, {"access_token": token, "expires_in": 3599, "token_type": "Bearer"})

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        StandIns.reads.append(self.headers.get("Authorization", ""))
        if self.headers.get("Authorization") != f"Bearer {StandIns.issued[-1] if StandIns.issued else ''}":
            return self.answer(401, {"error": {"code": 401, "message": "bad token",
                                               "status": "UNAUTHENTICATED"}})
        self.answer(200, {
            "name": "projects/p/databases/(default)/documents/books/b",
            "fields": {"title": {"stringValue": "Dune"}},
            "createTime": "2026-01-01T00:00:00Z", "updateTime": "2026-01-01T00:00:00Z",
        })


def check_exchange(sign_assertion: str, directory: Path) -> None:
    info, public_pem = make_key()
    StandIns.public_pem = public_pem
    server = ThreadingHTTPServer(("127.0.0.1", 0), StandIns)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        info["token_uri"] = f"{base}/token"
        key_file = directory / "exchange-key.json"
        key_file.write_text(json.dumps(info))
        try:
            title = swift(sign_assertion, "exchange", str(key_file), base)
        except RuntimeError as error:
            check("token exchange at a loopback endpoint, then a read", False, str(error))
            return
        check("the Swift client read the document with the exchanged token", title == "Dune",
              repr(title))
        check("one grant, verified by google-auth", len(StandIns.issued) == 1,
              f"{len(StandIns.grants)} grants, {len(StandIns.issued)} tokens")
        check("the read carried the issued token",
              StandIns.reads == [f"Bearer {StandIns.issued[0]}"] if StandIns.issued else False,
              str(len(StandIns.reads)))
    finally:
        server.shutdown()
        server.server_close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sign-assertion", required=True, help="the sign-assertion executable")
    arguments = parser.parse_args()
    directory = Path(tempfile.mkdtemp(prefix="google-auth-cross-check-"))
    try:
        check_assertion(arguments.sign_assertion, directory)
        check_exchange(arguments.sign_assertion, directory)
    finally:
        shutil.rmtree(directory, ignore_errors=True)
    failed = sum(1 for _, ok, _ in results if not ok)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
