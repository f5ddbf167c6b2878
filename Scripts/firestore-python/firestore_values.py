"""Typed descriptions of Firestore values, shared by the interop scripts.

A *description* (the expectations format of README.md) is JSON that names the native type the
Python client returns for a field and its exact value:

    {"type": "int", "value": "9223372036854775807"}
    {"type": "double", "value": "NaN"}
    {"type": "map", "value": {"small": {"type": "string", "value": "s.jpg"}}}

`describe` turns a Python value (as written with the client) into a description; `Checker`
compares a value read with the client against one.
"""

from __future__ import annotations

import base64
import datetime as dt
import math
import os
import re
import sys
from typing import Any

from google.cloud import firestore

DEFAULT_PROJECT = "demo-codable-transforms"
UTC = dt.timezone.utc
_SAFE_FIELD = re.compile(r"^[A-Za-z_][A-Za-z_0-9]*$")
_TIMESTAMP = re.compile(
    r"^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$"
)
_SPECIAL_DOUBLES = {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf}


def emulator_client(project: str) -> firestore.Client:
    """A client for the emulator at $FIRESTORE_EMULATOR_HOST; refuses to run without it."""
    host = os.environ.get("FIRESTORE_EMULATOR_HOST")
    if not host:
        sys.exit(
            "FIRESTORE_EMULATOR_HOST is not set: these scripts only talk to the emulator "
            "(eval \"export $(Scripts/firestore-emulator.sh start | tail -1)\")"
        )
    return firestore.Client(project=project)


def field_label(name: str) -> str:
    """A field name as it appears in a field path: back-quoted unless it is a plain identifier."""
    if _SAFE_FIELD.match(name):
        return name
    return "`" + name.replace("\\", "\\\\").replace("`", "\\`") + "`"


# Timestamps -------------------------------------------------------------------------------


def format_timestamp(value: dt.datetime) -> str:
    """RFC 3339 in UTC with 6 fraction digits, or 9 when the value carries nanoseconds
    (a DatetimeWithNanoseconds made with `nanosecond=`)."""
    if value.tzinfo is not None:
        value = value.astimezone(UTC)
    nanos = getattr(value, "nanosecond", 0) or 0  # 0 unless made with nanosecond=
    fraction = f"{nanos:09d}" if nanos % 1000 else f"{value.microsecond:06d}"
    return (
        f"{value.year:04d}-{value.month:02d}-{value.day:02d}T"
        f"{value.hour:02d}:{value.minute:02d}:{value.second:02d}.{fraction}Z"
    )


def parse_timestamp(text: str) -> dt.datetime:
    """An RFC 3339 timestamp (any offset, up to 9 fraction digits) as a UTC datetime, its
    fraction truncated to microseconds as Firestore stores it."""
    match = _TIMESTAMP.match(text)
    if not match:
        raise ValueError(f"not an RFC 3339 timestamp: {text!r}")
    year, month, day, hour, minute, second, fraction, offset = match.groups()
    micros = int((fraction or "")[:6].ljust(6, "0"))
    if offset in ("Z", "z"):
        tz = UTC
    else:
        sign = 1 if offset[0] == "+" else -1
        tz = dt.timezone(sign * dt.timedelta(hours=int(offset[1:3]), minutes=int(offset[4:6])))
    return dt.datetime(
        int(year), int(month), int(day), int(hour), int(minute), int(second), micros, tz
    ).astimezone(UTC)


# Describing what was written --------------------------------------------------------------


def describe_double(value: float) -> Any:
    """A double as JSON: a number, or "NaN", "Infinity", "-Infinity", "-0.0" (a string, since
    JSON tools such as jq drop the sign of a zero)."""
    if value == 0 and math.copysign(1, value) < 0:
        return "-0.0"
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return value


def describe(value: Any, server_timestamp_within: int = 300) -> dict:
    """The description of a Python value as written with the client."""
    if value is None:
        return {"type": "null"}
    if value is firestore.SERVER_TIMESTAMP:
        return {"type": "server_timestamp", "within_seconds": server_timestamp_within}
    if isinstance(value, bool):
        return {"type": "boolean", "value": value}
    if isinstance(value, int):
        return {"type": "int", "value": str(value)}
    if isinstance(value, float):
        return {"type": "double", "value": describe_double(value)}
    if isinstance(value, str):
        return {"type": "string", "value": value}
    if isinstance(value, bytes):
        return {"type": "bytes", "value": base64.b64encode(value).decode("ascii")}
    if isinstance(value, dt.datetime):
        return {"type": "timestamp", "value": format_timestamp(value)}
    if isinstance(value, firestore.GeoPoint):
        return {"type": "geopoint", "value": [value.latitude, value.longitude]}
    if isinstance(value, firestore.DocumentReference):
        return {"type": "reference", "value": value.path}
    if isinstance(value, (list, tuple)):
        return {"type": "array", "value": [describe(v, server_timestamp_within) for v in value]}
    if isinstance(value, dict):
        return {
            "type": "map",
            "value": {k: describe(v, server_timestamp_within) for k, v in value.items()},
        }
    raise TypeError(f"cannot describe {type(value).__name__}: {value!r}")


# Checking what was read -------------------------------------------------------------------

_TYPES = {
    "null": "None",
    "boolean": "bool",
    "int": "int",
    "double": "float",
    "string": "str",
    "bytes": "bytes",
    "timestamp": "datetime",
    "server_timestamp": "datetime",
    "geopoint": "GeoPoint",
    "reference": "DocumentReference",
    "array": "list",
    "map": "dict",
}


def _has_type(value: Any, kind: str) -> bool:
    if kind == "null":
        return value is None
    if kind == "boolean":
        return type(value) is bool
    if kind == "int":
        return type(value) is int  # bool is a subclass of int: rejected here
    if kind == "double":
        return type(value) is float
    if kind == "string":
        return type(value) is str
    if kind == "bytes":
        return type(value) is bytes
    if kind in ("timestamp", "server_timestamp"):
        return isinstance(value, dt.datetime) and value.tzinfo is not None
    if kind == "geopoint":
        return isinstance(value, firestore.GeoPoint)
    if kind == "reference":
        return isinstance(value, firestore.DocumentReference)
    if kind == "array":
        return type(value) is list
    if kind == "map":
        return type(value) is dict
    raise KeyError(kind)


def _type_name(value: Any) -> str:
    if value is None:
        return "None"
    return type(value).__name__


def _show(value: Any) -> str:
    if isinstance(value, dt.datetime):
        return format_timestamp(value)
    if isinstance(value, firestore.GeoPoint):
        return f"GeoPoint({value.latitude!r}, {value.longitude!r})"
    if isinstance(value, firestore.DocumentReference):
        return f"DocumentReference({value.path!r})"
    text = repr(value)
    return text if len(text) <= 200 else text[:200] + "…"


def _double(expected: Any) -> float:
    if isinstance(expected, str):
        return _SPECIAL_DOUBLES[expected] if expected in _SPECIAL_DOUBLES else float(expected)
    if isinstance(expected, (int, float)) and not isinstance(expected, bool):
        return float(expected)
    raise ValueError(f"not a double: {expected!r}")


def _same_double(actual: float, expected: float, tolerance: float) -> bool:
    if math.isnan(expected) or math.isnan(actual):
        return math.isnan(expected) and math.isnan(actual)
    if tolerance:
        return abs(actual - expected) <= tolerance
    return actual == expected and math.copysign(1, actual) == math.copysign(1, expected)


class Checker:
    """Compares values read with the client against descriptions; collects every mismatch."""

    def __init__(self, client: firestore.Client, allow_extra_fields: bool = False):
        self.client = client
        self.allow_extra_fields = allow_extra_fields
        self.mismatches: list[str] = []
        self.fields_checked = 0
        self.now = dt.datetime.now(UTC)

    def fail(self, where: str, message: str) -> None:
        self.mismatches.append(f"{where}: {message}")

    def check_fields(self, where: str, actual: dict, expected: dict, path: str = "") -> None:
        """Checks a document's fields or a map's entries (strict unless extra fields are allowed)."""
        if not isinstance(expected, dict):
            self.fail(where + (f" {path}" if path else ""), f"malformed expectation {expected!r}")
            return
        for name, description in expected.items():
            field = f"{path}.{field_label(name)}" if path else field_label(name)
            self.fields_checked += 1
            kind = description.get("type") if isinstance(description, dict) else None
            if name not in actual:
                if kind != "absent":
                    self.fail(f"{where} {field}", f"missing; expected {kind}")
                continue
            if kind == "absent":
                self.fail(
                    f"{where} {field}",
                    f"expected no field, got {_type_name(actual[name])} {_show(actual[name])}",
                )
                continue
            self.check_value(where, field, actual[name], description)
        if not self.allow_extra_fields:
            for name in actual:
                if name not in expected:
                    field = f"{path}.{field_label(name)}" if path else field_label(name)
                    self.fail(
                        f"{where} {field}",
                        f"unexpected field: {_type_name(actual[name])} {_show(actual[name])}",
                    )

    def check_value(self, where: str, field: str, actual: Any, expected: Any) -> None:
        at = f"{where} {field}"
        if not isinstance(expected, dict) or expected.get("type") not in _TYPES:
            self.fail(at, f"malformed expectation {expected!r} (type must be one of {sorted(_TYPES)})")
            return
        kind = expected["type"]
        if not _has_type(actual, kind):
            self.fail(
                at, f"expected {kind} ({_TYPES[kind]}), got {_type_name(actual)} {_show(actual)}"
            )
            return
        want = expected.get("value")
        try:
            if kind == "boolean":
                if actual is not want:
                    self.fail(at, f"expected {want!r}, got {actual!r}")
            elif kind == "int":
                if actual != int(want):
                    self.fail(at, f"expected {int(want)}, got {actual}")
            elif kind == "double":
                target = _double(want)
                if not _same_double(actual, target, float(expected.get("tolerance", 0))):
                    self.fail(at, f"expected {target!r}, got {actual!r}")
            elif kind == "string":
                if actual != want:
                    self.fail(at, f"expected {want!r}, got {actual!r}")
            elif kind == "bytes":
                target = base64.b64decode(want, validate=True)
                if actual != target:
                    self.fail(at, f"expected {target!r} ({want}), got {actual!r}")
            elif kind == "timestamp":
                self._check_timestamp(at, actual, want)
            elif kind == "server_timestamp":
                within = float(expected.get("within_seconds", 300))
                delta = abs((actual.astimezone(UTC) - self.now).total_seconds())
                if delta > within:
                    self.fail(
                        at,
                        f"expected a server timestamp within {within:g} s of {format_timestamp(self.now)}, "
                        f"got {format_timestamp(actual)} ({delta:.1f} s away)",
                    )
            elif kind == "geopoint":
                tolerance = float(expected.get("tolerance", 0))
                lat, lng = want
                if not (
                    _same_double(actual.latitude, float(lat), tolerance)
                    and _same_double(actual.longitude, float(lng), tolerance)
                ):
                    self.fail(at, f"expected GeoPoint({lat!r}, {lng!r}), got {_show(actual)}")
            elif kind == "reference":
                got = actual._document_path if want.startswith("projects/") else actual.path
                if got != want:
                    self.fail(at, f"expected a reference to {want!r}, got {got!r}")
            elif kind == "array":
                if not isinstance(want, list):
                    raise ValueError("an array's value must be a JSON array")
                if len(actual) != len(want):
                    self.fail(at, f"expected {len(want)} elements, got {len(actual)}: {_show(actual)}")
                for index, (element, description) in enumerate(zip(actual, want)):
                    self.fields_checked += 1
                    self.check_value(where, f"{field}[{index}]", element, description)
            elif kind == "map":
                self.check_fields(where, actual, want, field)
        except (TypeError, ValueError, KeyError) as error:
            self.fail(at, f"malformed expectation {expected!r}: {error}")

    def _check_timestamp(self, at: str, actual: dt.datetime, want: str) -> None:
        target = parse_timestamp(want)
        got = actual.astimezone(UTC)
        if got.replace(tzinfo=None) != target.replace(tzinfo=None):
            self.fail(at, f"expected {format_timestamp(target)}, got {format_timestamp(got)}")
