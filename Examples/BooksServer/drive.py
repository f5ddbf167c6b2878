#!/usr/bin/env python3
"""Drives the books server with real HTTP requests against the Firestore emulator and checks
every answer: create, read, query, concurrent borrows in transactions, and a slow call that
stops when its HTTP client goes away.

    export FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT
    python3 Examples/BooksServer/drive.py --server Examples/BooksServer/.build/debug/BooksServer

It starts the server (on a free port, with a project of its own, so runs never share data) and
a loopback upstream that never answers (the server's `/slow` calls it through
FirestoreRESTClient), and stops both. With `--python-client`, run it with the interpreter of
`Scripts/firestore-python/setup.sh`: Google's Python client then reads what the server wrote.
Prints one line per check; exits 1 when any check fails.
"""

from __future__ import annotations

import argparse
import datetime as dt
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from typing import Any

failures: list[str] = []


def check(condition: bool, what: str, detail: Any = "") -> bool:
    print(("ok:   " if condition else "FAIL: ") + what + (f" ({detail})" if detail != "" else ""))
    if not condition:
        failures.append(what)
    return condition


class Server:
    """The books server, started on a free port; `request` sends one HTTP request to it."""

    def __init__(self, binary: str, project: str, upstream_port: int, log_path: str):
        env = dict(os.environ)
        env.update(
            BOOKS_HOST="127.0.0.1",
            BOOKS_PORT="0",
            FIRESTORE_PROJECT=project,
            BOOKS_SLOW_UPSTREAM=f"http://127.0.0.1:{upstream_port}",
        )
        self.log = open(log_path, "w")
        self.process = subprocess.Popen(
            [binary], env=env, stdout=subprocess.PIPE, stderr=self.log, text=True
        )
        self.port = self._wait_for_port()

    def _wait_for_port(self) -> int:
        found: list[str] = []
        reader = threading.Thread(
            target=lambda: found.append(self.process.stdout.readline()), daemon=True
        )
        reader.start()
        reader.join(60)
        line = found[0].strip() if found else ""
        if not line.startswith("listening on http://"):
            self.stop()
            sys.exit(f"the server did not start (it printed {line!r}); its log: {self.log.name}")
        return int(line.rsplit(":", 1)[1])

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        headers = {"content-type": "application/json"} if body is not None else {}
        payload = json.dumps(body) if body is not None else None
        connection.request(method, path, body=payload, headers=headers)
        response = connection.getresponse()
        data = response.read()
        connection.close()
        try:
            return response.status, json.loads(data) if data else None
        except json.JSONDecodeError:
            return response.status, data.decode(errors="replace")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        return self.process.returncode


class SlowUpstream:
    """A loopback HTTP server that reads a request and never answers; records when the request
    arrived and when its connection was closed by the other side."""

    def __init__(self) -> None:
        self.socket = socket.create_server(("127.0.0.1", 0))
        self.port = self.socket.getsockname()[1]
        self.received = threading.Event()
        self.closed = threading.Event()
        self.request_line = b""
        self.closed_at = 0.0
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                connection, _ = self.socket.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection: socket.socket) -> None:
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = connection.recv(4096)
            if not chunk:
                return
            data += chunk
        self.request_line = data.split(b"\r\n", 1)[0]
        self.received.set()
        try:
            while connection.recv(4096):
                pass
        except OSError:
            pass
        self.closed_at = time.monotonic()
        self.closed.set()
        connection.close()


def new_book(book_id: str | None, title: str, author: str, copies: int = 1) -> dict:
    book = {
        "title": title,
        "author": author,
        "published": "1979-10-12T00:00:00Z",
        "copies": copies,
    }
    if book_id is not None:
        book["id"] = book_id
    return book


def parse_time(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00"))


def create_and_read(server: Server) -> dict:
    status, created = server.request(
        "POST", "/books", new_book("hhgttg", "The Hitchhiker's Guide", "Douglas Adams", 2)
    )
    check(status == 201, "POST /books answers 201 Created", status)
    expected = {
        k: v for k, v in new_book("hhgttg", "The Hitchhiker's Guide", "Douglas Adams", 2).items()
    }
    expected["published"] = "1979-10-12T00:00:00.000000Z"
    check(
        all(created.get(k) == v for k, v in expected.items()),
        "the created book is what was sent, with its id",
        created,
    )
    updated = parse_time(created.get("updatedAt", "1970-01-01T00:00:00Z"))
    age = (dt.datetime.now(dt.timezone.utc) - updated).total_seconds()
    check(
        -5 < age < 60,
        "updatedAt is the server's time of the write (@ServerTimestamp)",
        f"{age:.3f} s ago",
    )

    status, read = server.request("GET", "/books/hhgttg")
    check(
        status == 200 and read == created,
        "GET /books/hhgttg answers 200 with the same book",
        status,
    )

    status, body = server.request("GET", "/books/no-such-book")
    check(
        status == 404 and body == {"error": {"message": "No book with the id 'no-such-book'"}},
        "GET /books/no-such-book answers 404 with a JSON error",
        f"{status} {body}",
    )
    status, body = server.request("POST", "/books", new_book("hhgttg", "Another", "Someone"))
    check(
        status == 409 and "ALREADY_EXISTS" in body["error"]["message"],
        "POST /books with a taken id answers 409 (ALREADY_EXISTS)",
        status,
    )
    status, generated = server.request(
        "POST", "/books", new_book(None, "Mostly Harmless", "Douglas Adams")
    )
    check(
        status == 201 and len(generated.get("id", "")) == 20,
        "POST /books without an id answers 201 with a 20-character id",
        generated.get("id"),
    )
    status, body = server.request("POST", "/books", {"title": "No author or date"})
    check(status == 400, "POST /books with missing fields answers 400", f"{status} {body}")
    status, body = server.request(
        "POST", "/books", dict(new_book("bad", "T", "A"), published="last year")
    )
    check(
        status == 400, "POST /books with a published date that is not RFC 3339 answers 400", status
    )
    status, body = server.request("POST", "/books", new_book("negative", "T", "A", -1))
    check(status == 400, "POST /books with negative copies answers 400", f"{status} {body}")
    return created


def query(server: Server) -> None:
    author = "Ursula K. Le Guin"
    ids = [f"leguin-{n:02}" for n in range(7)]
    for number, book_id in reversed(list(enumerate(ids))):
        status, _ = server.request(
            "POST", "/books", new_book(book_id, f"Earthsea {number}", author)
        )
        if status != 201:
            check(False, f"POST /books {book_id}", status)
    path = "/books?author=Ursula%20K.%20Le%20Guin"
    status, body = server.request("GET", path + "&limit=6")
    found = [book["id"] for book in body.get("books", [])] if status == 200 else body
    check(
        status == 200 and found == ids[:6],
        "GET /books?author=…&limit=6 answers the author's first 6 books by id (two pages of 5)",
        found,
    )
    status, body = server.request("GET", path)
    found = [book["id"] for book in body.get("books", [])] if status == 200 else body
    check(status == 200 and found == ids, "GET /books?author=… answers all 7 of them", len(found))
    status, body = server.request("GET", "/books?author=Nobody")
    check(
        status == 200 and body == {"books": []}, "GET /books?author=Nobody answers no books", body
    )
    for bad in ("0", "101", "ten"):
        status, body = server.request("GET", f"/books?limit={bad}")
        check(status == 400, f"GET /books?limit={bad} answers 400", body)


def borrow(server: Server, copies: int, borrowers: int) -> list[int]:
    status, _ = server.request("POST", "/books", new_book("dune", "Dune", "Frank Herbert", copies))
    check(status == 201, f"POST /books: Dune with {copies} copies", status)
    # The emulator aborts transactions that contend for one document with "Transaction lock
    # timeout" far more often than Firestore does, and sometimes on every attempt: the server
    # then answers 503, having written nothing, and the borrower sends its request again.
    answers: list[tuple[int, Any]] = []
    pending = borrowers
    contention: list[Any] = []
    rounds = 0
    while pending and rounds < 10:
        rounds += 1
        with ThreadPoolExecutor(max_workers=pending) as pool:
            sent = list(
                pool.map(lambda _: server.request("POST", "/books/dune/borrow"), range(pending))
            )
        answers += [answer for answer in sent if answer[0] != 503]
        contention += [body for status, body in sent if status == 503]
        pending = len(sent) - len([answer for answer in sent if answer[0] != 503])
    check(
        pending == 0,
        f"{borrowers} concurrent POST /books/dune/borrow all answered 200 or 409",
        f"{rounds} round(s); {len(contention)} answer(s) were 503 and sent again",
    )
    check(
        all("aborted" in body["error"]["message"] for body in contention),
        "a 503 says the transaction was aborted by contention",
        contention[:1],
    )
    statuses = sorted(status for status, _ in answers)
    check(
        statuses == [200] * copies + [409] * (borrowers - copies),
        f"{copies} borrows answered 200, the other {borrowers - copies} 409",
        statuses,
    )
    left = sorted(body["copies"] for status, body in answers if status == 200)
    check(
        left == list(range(copies)),
        "each successful borrow saw a different count of copies left",
        left,
    )
    refused = [body for status, body in answers if status == 409]
    check(
        all(body == {"error": {"message": "No copy of 'dune' is left"}} for body in refused),
        "the refused borrows say why in a JSON error",
        refused[:1],
    )
    status, body = server.request("GET", "/books/dune")
    check(
        status == 200 and body["copies"] == 0, "GET /books/dune: 0 copies left", body.get("copies")
    )
    status, body = server.request("POST", "/books/no-such-book/borrow")
    check(status == 404, "POST /books/no-such-book/borrow answers 404", f"{status} {body}")
    return left


def slow(server: Server, upstream: SlowUpstream) -> None:
    client = socket.create_connection(("127.0.0.1", server.port))
    client.sendall(b"GET /slow HTTP/1.1\r\nHost: books\r\n\r\n")
    check(
        upstream.received.wait(10),
        "GET /slow: the handler's Firestore call reached the upstream",
        upstream.request_line.decode(),
    )
    time.sleep(0.5)
    check(not upstream.closed.is_set(), "the upstream is still holding the call 0.5 s later")
    closed_by_client = time.monotonic()
    client.close()
    check(upstream.closed.wait(10), "closing the HTTP client's connection closed the upstream's")
    if upstream.closed.is_set():
        check(
            upstream.closed_at - closed_by_client < 2,
            "within 2 s of the HTTP client going away",
            f"{upstream.closed_at - closed_by_client:.3f} s",
        )
    outcomes: list[dict] = []
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not outcomes:
        _, body = server.request("GET", "/slow/outcomes")
        outcomes = body["outcomes"]
        time.sleep(0.1)
    check(
        len(outcomes) == 1 and outcomes[0]["outcome"] == "CancellationError",
        "the handler's call ended with CancellationError",
        outcomes,
    )


def python_client(project: str, created: dict, borrowed: bool) -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.join(here, "..", "..", "Scripts", "firestore-python"))
    from firestore_values import emulator_client  # noqa: E402 (needs the path above)

    client = emulator_client(project)
    snapshot = client.collection("books").document("hhgttg").get()
    data = snapshot.to_dict() or {}
    check(snapshot.exists, "Google's Python client reads books/hhgttg")
    check(
        sorted(data) == ["author", "copies", "published", "title", "updatedAt"],
        "its fields: no 'id' field (the id is the name)",
        sorted(data),
    )
    published = data.get("published")
    check(
        isinstance(published, dt.datetime)
        and published == dt.datetime(1979, 10, 12, tzinfo=dt.timezone.utc),
        "published is a Firestore timestamp, 1979-10-12T00:00:00Z",
        repr(published),
    )
    check(
        isinstance(data.get("copies"), int) and data["copies"] == 2,
        "copies is an integer, 2",
        repr(data.get("copies")),
    )
    updated = data.get("updatedAt")
    check(
        isinstance(updated, dt.datetime)
        and updated.isoformat(timespec="microseconds").replace("+00:00", "Z")
        == created["updatedAt"],
        "updatedAt is a timestamp, the one the API answered",
        repr(updated),
    )
    if not borrowed:
        return
    dune = client.collection("books").document("dune").get().to_dict() or {}
    check(
        dune.get("copies") == 0,
        "Google's Python client reads 0 copies of Dune left",
        dune.get("copies"),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", required=True, help="the BooksServer executable")
    parser.add_argument("--log", default="books-server.log", help="where the server's log goes")
    parser.add_argument("--copies", type=int, default=5)
    parser.add_argument("--borrowers", type=int, default=8)
    parser.add_argument(
        "--python-client", action="store_true", help="cross-check with Google's Python client"
    )
    parser.add_argument("--no-borrow", action="store_true", help="skip the transaction checks")
    args = parser.parse_args()
    if not os.environ.get("FIRESTORE_EMULATOR_HOST"):
        sys.exit(
            "FIRESTORE_EMULATOR_HOST is not set: the driver runs the server against the emulator"
        )

    project = "demo-books-" + uuid.uuid4().hex[:8]
    upstream = SlowUpstream()
    server = Server(args.server, project, upstream.port, args.log)
    print(f"server on 127.0.0.1:{server.port}, project {project}")
    print(f"slow upstream on 127.0.0.1:{upstream.port}")
    try:
        created = create_and_read(server)
        query(server)
        if not args.no_borrow:
            borrow(server, args.copies, args.borrowers)
        slow(server, upstream)
        if args.python_client:
            python_client(project, created, borrowed=not args.no_borrow)
    finally:
        code = server.stop()
        upstream.socket.close()
    check(code == 0, "the server stopped on SIGTERM with status 0", code)
    print(f"{len(failures)} of the checks failed" if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
