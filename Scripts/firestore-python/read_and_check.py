#!/usr/bin/env python3
"""Reads documents with Google's Python client and checks each field's native Python type and
value against an expectations file (format: README.md in this folder).

    export FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT
    .venv-firestore/bin/python Scripts/firestore-python/read_and_check.py \
        --project demo-codable-transforms --collection swift-written --expect expectations.json

Exits 0 and prints `ok: N documents, M fields checked` when everything matches; otherwise prints
one line per mismatch (document, field path, what was expected, what was read) to stderr and
exits 1. An unreadable expectations file exits 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from firestore_values import DEFAULT_PROJECT, Checker, emulator_client


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--project", default=os.environ.get("FIRESTORE_PROJECT", DEFAULT_PROJECT)
    )
    parser.add_argument("--collection", required=True, help="a collection path, e.g. users or users/u1/posts")
    parser.add_argument("--expect", required=True, help="the expectations JSON file ('-' for stdin)")
    parser.add_argument(
        "--allow-extra-fields",
        action="store_true",
        help="do not report fields that the expectations do not mention",
    )
    args = parser.parse_args()

    try:
        if args.expect == "-":
            expectations = json.load(sys.stdin)
        else:
            with open(args.expect, encoding="utf-8") as file:
                expectations = json.load(file)
    except (OSError, ValueError) as error:
        print(f"cannot read expectations {args.expect}: {error}", file=sys.stderr)
        return 2
    if not isinstance(expectations, dict) or not expectations:
        print(
            "expectations must be a non-empty JSON object of document ids", file=sys.stderr
        )
        return 2

    client = emulator_client(args.project)
    checker = Checker(client, allow_extra_fields=args.allow_extra_fields)
    collection = client.collection(*args.collection.split("/"))
    for document_id, fields in expectations.items():
        where = f"{args.collection}/{document_id}"
        try:
            snapshot = collection.document(document_id).get()
            data = snapshot.to_dict() if snapshot.exists else None
        except Exception as error:  # e.g. a reference to another project: ValueError
            checker.fail(where, f"the client cannot read it: {type(error).__name__}: {error}")
            continue
        if fields is None:
            if snapshot.exists:
                checker.fail(where, "expected no document, but it exists")
            continue
        if not snapshot.exists:
            checker.fail(where, "document does not exist")
            continue
        checker.check_fields(where, data or {}, fields)

    if checker.mismatches:
        for line in checker.mismatches:
            print(f"mismatch: {line}", file=sys.stderr)
        print(
            f"FAILED: {len(checker.mismatches)} mismatches in {len(expectations)} documents, "
            f"{checker.fields_checked} fields checked",
            file=sys.stderr,
        )
        return 1
    print(f"ok: {len(expectations)} documents, {checker.fields_checked} fields checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
