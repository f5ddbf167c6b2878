#!/usr/bin/env python3
"""Records the REST responses that `swift run showcase` decodes when no emulator is running.

    export FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT
    .venv-firestore/bin/python Scripts/firestore-python/record_showcase_fixtures.py \
        Sources/Showcase/Fixtures

Google's Python client writes the documents of the Firestore guide's models (the same ones as
write_every_kind.py: books, programming languages, offices, an article whose `createdAt` is a
SERVER_TIMESTAMP); then the emulator's REST API is asked for them, as a server would ask, and
each response body is saved byte for byte:

- firestore-rest-books-page-1.json, firestore-rest-books-page-2.json: `documents.list` of
  `books`, one document per page (the first page carries `nextPageToken`);
- firestore-rest-programming-languages.json: `documents:runQuery`, ordered by `year`;
- firestore-rest-offices.json: `documents:batchGet` of two offices and one missing document;
- firestore-rest-article.json: `documents.get` of the article.

The only file written by hand is bad-firestore-rest-book.json: the first page with one field's
kind changed, so that the showcase can print the error a bad document gives. It is derived here
from the recorded page, so it stays in step with it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.parse
import urllib.request
from pathlib import Path

from firestore_values import DEFAULT_PROJECT, emulator_client
from write_every_kind import guide_documents, write


class Recorder:
    """Sends REST requests to the emulator and saves the response bodies unchanged."""

    def __init__(self, project: str, directory: Path) -> None:
        host = os.environ["FIRESTORE_EMULATOR_HOST"]
        self.database = f"projects/{project}/databases/(default)"
        self.base = f"http://{host}/v1/{self.database}/documents"
        self.directory = directory

    def request(self, url: str, body: dict | None = None) -> bytes:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            url,
            data=data,
            method="GET" if body is None else "POST",
            headers={"Authorization": "Bearer owner", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request) as response:
            return response.read()

    def save(self, name: str, body: bytes) -> None:
        path = self.directory / f"{name}.json"
        path.write_bytes(body)
        print(f"recorded {path} ({len(body)} bytes)")

    def document_name(self, path: str) -> str:
        return f"{self.database}/documents/{path}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory", type=Path, help="the showcase's Fixtures directory")
    parser.add_argument(
        "--project", default=os.environ.get("FIRESTORE_PROJECT", DEFAULT_PROJECT)
    )
    args = parser.parse_args()

    client = emulator_client(args.project)
    write(client, guide_documents())
    recorder = Recorder(args.project, args.directory)

    first = recorder.request(f"{recorder.base}/books?pageSize=1")
    recorder.save("firestore-rest-books-page-1", first)
    token = json.loads(first)["nextPageToken"]
    query = urllib.parse.urlencode({"pageSize": 1, "pageToken": token})
    recorder.save("firestore-rest-books-page-2", recorder.request(f"{recorder.base}/books?{query}"))

    structured_query = {
        "from": [{"collectionId": "programming-languages"}],
        "orderBy": [{"field": {"fieldPath": "year"}, "direction": "ASCENDING"}],
    }
    recorder.save(
        "firestore-rest-programming-languages",
        recorder.request(f"{recorder.base}:runQuery", {"structuredQuery": structured_query}),
    )

    offices = ["offices/warsaw", "offices/mountain-view", "offices/zurich"]
    recorder.save(
        "firestore-rest-offices",
        recorder.request(
            f"{recorder.base}:batchGet",
            {"documents": [recorder.document_name(path) for path in offices]},
        ),
    )
    recorder.save("firestore-rest-article", recorder.request(f"{recorder.base}/articles/first"))

    bad = json.loads(first)
    bad["documents"][0]["fields"]["numberOfPages"] = {"stringValue": "three hundred"}
    recorder.save("bad-firestore-rest-book", (json.dumps(bad, indent=2) + "\n").encode())
    return 0


if __name__ == "__main__":
    sys.exit(main())
