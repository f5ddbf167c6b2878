#!/usr/bin/env python3
"""Writes documents covering every Firestore value kind, and the models of Google's
"Map Cloud Firestore data with Swift Codable" guide, with Google's Python client.

    export FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT
    .venv-firestore/bin/python Scripts/firestore-python/write_every_kind.py \
        --project demo-codable-transforms --collection every-kind

The every-kind documents go into COLLECTION; the guide's into `books`,
`programming-languages`, `offices` and `articles`. Ids are fixed, so a second run overwrites.
Prints a JSON summary: for every collection and document id, each field's description in the
expectations format of README.md (NaN and infinities as the strings "NaN", "Infinity",
"-Infinity"). `.written[COLLECTION]` of the summary is a valid expectations file for
read_and_check.py.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import os
import sys

from google.api_core.datetime_helpers import DatetimeWithNanoseconds
from google.cloud import firestore

from firestore_values import DEFAULT_PROJECT, UTC, describe, emulator_client

GUIDE_COLLECTIONS = ("books", "programming-languages", "offices", "articles")


def every_kind_documents(client: firestore.Client) -> dict[str, dict]:
    """The every-kind documents by id; each groups one kind of value."""
    return {
        "null": {"value": None},
        "booleans": {"yes": True, "no": False},
        "integers": {
            "zero": 0,
            "minusOne": -1,
            "max": 2**63 - 1,
            "min": -(2**63),
            "numberOfPages": 816,
        },
        "doubles": {
            "half": 0.5,
            "negativeZero": -0.0,
            "large": 1e300,
            "nan": math.nan,
            "positiveInfinity": math.inf,
            "negativeInfinity": -math.inf,
            "one": 1.0,
            "tiny": 5e-324,
            "pi": 3.141592653589793,
        },
        "strings": {
            "empty": "",
            "ascii": "Hello, Firestore",
            "unicode": "Zażółć gęślą jaźń — ünïcödé, 日本語",
            "emoji": "👩🏽‍💻🚀🇵🇱",
            "escapes": "quote \" backslash \\ slash / newline \n tab \t",
        },
        "timestamps": {
            "microseconds": dt.datetime(1979, 10, 12, 0, 0, 0, 123456, UTC),
            "wholeSecond": dt.datetime(2024, 11, 21, 9, 30, 0, 0, UTC),
            "milliseconds": dt.datetime(2024, 11, 21, 9, 30, 0, 250000, UTC),
            "nanoseconds": DatetimeWithNanoseconds(
                2024, 11, 21, 9, 30, 0, nanosecond=123456789, tzinfo=UTC
            ),
            "epoch": dt.datetime(1970, 1, 1, 0, 0, 0, 0, UTC),
            "beforeEpoch": dt.datetime(1969, 12, 31, 23, 59, 59, 500000, UTC),
            "minimum": dt.datetime(1, 1, 1, 0, 0, 0, 0, UTC),
            "maximum": dt.datetime(9999, 12, 31, 23, 59, 59, 999999, UTC),
        },
        "bytes": {
            "empty": b"",
            "text": b"hello",
            "binary": bytes([0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF]),
            "urlUnsafe": bytes([0xFB, 0xEF, 0xBE, 0xFF]),  # base64 "++++/w=="
            "onePadding": b"ab",  # "YWI="
        },
        "geopoints": {
            "origin": firestore.GeoPoint(0.0, 0.0),
            "southWest": firestore.GeoPoint(-90.0, -180.0),
            "northEast": firestore.GeoPoint(90.0, 180.0),
            "warsaw": firestore.GeoPoint(52.2297, 21.0122),
        },
        "references": {
            "book": client.document("books", "hitchhiker"),
            "subcollection": client.document("books", "hitchhiker", "reviews", "first"),
            "missing": client.document("books", "no-such-book"),
        },
        "nested": {
            "arrayOfMaps": [{"name": "swift", "stars": 5}, {"name": "kotlin", "tags": ["jvm"]}],
            "mapOfArrays": {"primes": [2, 3, 5, 7], "empty": [], "words": ["a", "b"]},
            "emptyMap": {},
            "emptyArray": [],
            "mixedArray": [
                None,
                True,
                1,
                1.5,
                "s",
                b"\x01",
                dt.datetime(2014, 6, 2, 0, 0, 0, 0, UTC),
                firestore.GeoPoint(1.0, 2.0),
                client.document("books", "hamlet"),
                {"inner": [{"deep": {"deeper": "bottom"}}]},
            ],
            "deep": {"a": {"b": {"c": {"d": {"e": "five levels"}}}}},
        },
        "server-timestamp": {
            "createdAt": firestore.SERVER_TIMESTAMP,
            "meta": {"updatedAt": firestore.SERVER_TIMESTAMP, "by": "python"},
        },
        "field-names": {
            "my-field": 1,
            "a.b": 2,
            "ünï": 3,
            "with space": 4,
            "back`tick": 5,
            "1st": 6,
            "_private": 7,
            "plain": {"nested-name": {"x.y": "z"}},
        },
        "ünï id with spaces": {"note": "a document id that needs percent-encoding in a URL"},
    }


def guide_documents() -> dict[str, dict[str, dict]]:
    """The documents of the guide's models, by collection and id."""
    return {
        "books": {
            "hitchhiker": {
                "title": "The Hitchhiker's Guide to the Galaxy",
                "numberOfPages": 816,
                "author": "Douglas Adams",
                "cover": {
                    "small": "https://example.com/hhgttg-s.jpg",
                    "medium": "https://example.com/hhgttg-m.jpg",
                    "large": "https://example.com/hhgttg-l.jpg",
                },
            },
            "hamlet": {
                "title": "Hamlet",
                "numberOfPages": 342,
                "author": "William Shakespeare",
            },
        },
        "programming-languages": {
            "swift": {"language_name": "Swift", "year": dt.datetime(2014, 6, 2, tzinfo=UTC)},
            "kotlin": {"language_name": "Kotlin", "year": dt.datetime(2011, 7, 22, tzinfo=UTC)},
        },
        "offices": {
            "warsaw": {"name": "Warsaw", "location": firestore.GeoPoint(52.2297, 21.0122)},
            "mountain-view": {
                "name": "Mountain View",
                "location": firestore.GeoPoint(37.4220, -122.0841),
            },
        },
        "articles": {
            "first": {
                "title": "Hello",
                "createdAt": firestore.SERVER_TIMESTAMP,
                "subtitle": None,
                "tags": [
                    {"name": "swift", "color": "#F05138"},
                    {"name": "firebase", "color": "#FFCA28"},
                ],
                "status": "published",
            }
        },
    }


def write(client: firestore.Client, collections: dict[str, dict[str, dict]]) -> None:
    batch = client.batch()
    for collection, documents in collections.items():
        for document_id, data in documents.items():
            batch.set(client.collection(collection).document(document_id), data)
    batch.commit()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--project", default=os.environ.get("FIRESTORE_PROJECT", DEFAULT_PROJECT)
    )
    parser.add_argument("--collection", default="every-kind")
    parser.add_argument(
        "--skip-guide", action="store_true", help="write only the every-kind documents"
    )
    args = parser.parse_args()
    if args.collection in GUIDE_COLLECTIONS and not args.skip_guide:
        parser.error(f"--collection {args.collection} is one of the guide's collections")

    client = emulator_client(args.project)
    collections = {args.collection: every_kind_documents(client)}
    if not args.skip_guide:
        collections.update(guide_documents())
    write(client, collections)

    summary = {
        "project": args.project,
        "emulator": os.environ["FIRESTORE_EMULATOR_HOST"],
        "written": {
            collection: {
                document_id: {name: describe(value) for name, value in data.items()}
                for document_id, data in documents.items()
            }
            for collection, documents in collections.items()
        },
    }
    json.dump(summary, sys.stdout, indent=2, ensure_ascii=False, allow_nan=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
