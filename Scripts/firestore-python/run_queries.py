#!/usr/bin/env python3
"""Runs a table of queries with Google's Python client and prints what each returned, so that
another client's results for the same table can be compared with them.

    export FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT
    .venv-firestore/bin/python Scripts/firestore-python/run_queries.py \
        --project demo-codable-transforms --queries queries.json

The table is a JSON array of queries (format: README.md in this folder, "Query tables").
Prints a JSON array with one result per query, in the table's order:
`{"name": …, "paths": [document paths in order], "fields": [[field names of each document]]}`,
`{"name": …, "aggregate": {alias: description}}` (descriptions as in the expectations format),
or `{"name": …, "error": "…"}` when the client refused the query or the server failed it.
Exits 2 for a table it cannot read.
"""

from __future__ import annotations

import argparse
import base64
import json
import math
import os
import sys
from typing import Any

from google.cloud import firestore
from google.cloud.firestore_v1.base_query import And, FieldFilter, Or

from firestore_values import DEFAULT_PROJECT, describe, emulator_client, parse_timestamp

_UNARY = {
    "IS_NULL": ("==", None),
    "IS_NOT_NULL": ("!=", None),
    "IS_NAN": ("==", math.nan),
    "IS_NOT_NAN": ("!=", math.nan),
}


def value_from(client: firestore.Client, description: dict) -> Any:
    """The Python value of a description (the expectations format of README.md)."""
    kind = description["type"]
    value = description.get("value")
    if kind == "null":
        return None
    if kind == "boolean":
        return bool(value)
    if kind == "int":
        return int(value)
    if kind == "double":
        return {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf}.get(value, value)
    if kind == "string":
        return value
    if kind == "bytes":
        return base64.b64decode(value)
    if kind == "timestamp":
        return parse_timestamp(value)
    if kind == "geopoint":
        return firestore.GeoPoint(value[0], value[1])
    if kind == "reference":
        return client.document(value)
    if kind == "array":
        return [value_from(client, element) for element in value]
    if kind == "map":
        return {name: value_from(client, field) for name, field in value.items()}
    raise ValueError(f"unknown value type {kind!r}")


def filter_from(client: firestore.Client, description: dict):
    """A FieldFilter, And or Or of a filter description."""
    if "and" in description:
        return And([filter_from(client, nested) for nested in description["and"]])
    if "or" in description:
        return Or([filter_from(client, nested) for nested in description["or"]])
    if "unary" in description:
        op, value = _UNARY[description["unary"]]
        return FieldFilter(description["field"], op, value)
    return FieldFilter(
        description["field"], description["op"], value_from(client, description["value"])
    )


def cursor_from(client: firestore.Client, description: dict):
    """The values or the document snapshot of a cursor description."""
    if "document" in description:
        return client.document(description["document"]).get()
    return [value_from(client, value) for value in description["values"]]


def build(client: firestore.Client, spec: dict):
    """The query of a table entry."""
    if "collectionGroup" in spec:
        query = client.collection_group(spec["collectionGroup"])
    else:
        query = client.collection(*spec["collection"].split("/"))
    for description in spec.get("where", []):
        query = query.where(filter=filter_from(client, description))
    for field, direction in spec.get("orderBy", []):
        query = query.order_by(
            field,
            direction=firestore.Query.DESCENDING if direction == "desc" else firestore.Query.ASCENDING,
        )
    if "select" in spec:
        query = query.select(spec["select"])
    if "offset" in spec:
        query = query.offset(spec["offset"])
    if "limit" in spec:
        query = query.limit(spec["limit"])
    if "limitToLast" in spec:
        query = query.limit_to_last(spec["limitToLast"])
    for name, method in (
        ("startAt", "start_at"),
        ("startAfter", "start_after"),
        ("endAt", "end_at"),
        ("endBefore", "end_before"),
    ):
        if name in spec:
            query = getattr(query, method)(cursor_from(client, spec[name]))
    return query


def run(client: firestore.Client, spec: dict) -> dict:
    """One table entry's result."""
    result: dict[str, Any] = {"name": spec["name"]}
    try:
        query = build(client, spec)
        if "aggregate" in spec:
            aggregation = None
            for entry in spec["aggregate"]:
                target = aggregation or query
                if "count" in entry:
                    aggregation = target.count(alias=entry["count"])
                elif "sum" in entry:
                    aggregation = target.sum(entry["sum"], alias=entry["alias"])
                else:
                    aggregation = target.avg(entry["avg"], alias=entry["alias"])
            values = {}
            for row in aggregation.get():
                for item in row:
                    values[item.alias] = describe(item.value)
            result["aggregate"] = values
        else:
            snapshots = query.get()
            result["paths"] = [snapshot.reference.path for snapshot in snapshots]
            result["fields"] = [sorted((snapshot.to_dict() or {}).keys()) for snapshot in snapshots]
    except Exception as error:  # the client's refusal or the server's failure is the result
        result["error"] = f"{type(error).__name__}: {error}"
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--project", default=os.environ.get("FIRESTORE_PROJECT", DEFAULT_PROJECT)
    )
    parser.add_argument("--queries", required=True, help="the query table JSON file ('-' for stdin)")
    args = parser.parse_args()
    try:
        if args.queries == "-":
            table = json.load(sys.stdin)
        else:
            with open(args.queries, encoding="utf-8") as file:
                table = json.load(file)
    except (OSError, ValueError) as error:
        print(f"cannot read the query table {args.queries}: {error}", file=sys.stderr)
        return 2
    if not isinstance(table, list):
        print("the query table must be a JSON array", file=sys.stderr)
        return 2
    client = emulator_client(args.project)
    json.dump([run(client, spec) for spec in table], sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
