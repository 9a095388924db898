#!/usr/bin/env python3
"""A local stand-in for the covid19api.com `/summary` endpoint (Docs/Contract.md §4, seed 003).

ArchKit's integration tests start it to check HTTPSummaryService against real HTTP, with no
internet: the API was shut down in 2023.

Usage:
    summary_server.py --fixture PATH [--port 0] [--lifetime 60]

It listens on 127.0.0.1 only. Stdout's first line is the port it listens on; the second line
is a closed port: a socket bound on 127.0.0.1 and never listening, so a connection to it is
refused, and the port stays taken, so nothing else can answer on it.

Every base serves GET BASE/summary:
    /summary               200, the fixture (the real API's shape)
    /ok/summary            200, the fixture
    /error500/summary      500, a text body
    /caching/summary       200, {"Message": "Caching in progress"} (the real API's wording)
    /caching503/summary    503, the same message (the status wins)
    /malformed/summary     200, JSON cut short
    /hang/summary          reads the request and never answers (the client times out)
Anything else is 404.

It stops by itself: after --lifetime seconds (60 by default), when its stdin closes (the test
process ended, however it ended), or on SIGTERM (the test's own stop).
"""

import argparse
import os
import select
import socket
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CACHING = b'{"Message":"Caching in progress"}'
MALFORMED = b'{"Global": {"NewConfirmed": 135514, "TotalConfirmed": '


class Handler(BaseHTTPRequestHandler):
    fixture = b""

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path in ("/summary", "/ok/summary"):
            self.answer(200, self.fixture)
        elif path == "/error500/summary":
            self.answer(500, b"Internal Server Error", "text/plain")
        elif path == "/caching/summary":
            self.answer(200, CACHING)
        elif path == "/caching503/summary":
            self.answer(503, CACHING)
        elif path == "/malformed/summary":
            self.answer(200, MALFORMED)
        elif path == "/hang/summary":
            self.hang()
        else:
            self.answer(404, b"404 page not found", "text/plain")

    def answer(self, status, body, content_type="application/json; charset=UTF-8"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def hang(self):
        """Holds the connection, answering nothing, until the client gives up."""
        self.close_connection = True
        while True:
            readable, _, _ = select.select([self.connection], [], [], 0.5)
            if readable and not self.connection.recv(1024):
                return

    def log_message(self, format, *args):
        pass  # Keep stderr quiet: the test reads only stdout.


def exit_when_stdin_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description="Local covid19api.com /summary stand-in.")
    parser.add_argument("--fixture", required=True, help="the real /summary response to serve")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--lifetime", type=float, default=60, help="seconds before it exits")
    options = parser.parse_args()

    with open(options.fixture, "rb") as file:
        Handler.fixture = file.read()

    server = ThreadingHTTPServer(("127.0.0.1", options.port), Handler)
    server.daemon_threads = True
    closed = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    closed.bind(("127.0.0.1", 0))  # Bound, never listening: connections are refused.

    threading.Timer(options.lifetime, lambda: os._exit(0)).start()
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()

    print(server.server_address[1], flush=True)
    print(closed.getsockname()[1], flush=True)
    server.serve_forever(poll_interval=0.2)


if __name__ == "__main__":
    main()
