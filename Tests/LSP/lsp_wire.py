"""A bare JSON-RPC client over `keysmith lsp`'s standard input and output, for the tests that
send what no well-behaved client sends (broken headers, bad JSON, oversized bodies)."""
import json
import os
import subprocess
import time

KEYSMITH = os.environ.get("KEYSMITH", ".build/debug/keysmith")


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def message(obj) -> bytes:
    return frame(json.dumps(obj).encode())


class Wire:
    def __init__(self, *args):
        self.process = subprocess.Popen(
            [KEYSMITH, "lsp", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )

    def send(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def request(self, id, method, params=None):
        self.send(message({"jsonrpc": "2.0", "id": id, "method": method, "params": params or {}}))

    def notify(self, method, params=None):
        self.send(message({"jsonrpc": "2.0", "method": method, "params": params or {}}))

    def read(self):
        """The next message from the server."""
        headers = b""
        while not headers.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                raise EOFError("the server closed its output")
            headers += byte
        length = None
        for line in headers.decode().split("\r\n"):
            if line.lower().startswith("content-length:"):
                length = int(line.split(":", 1)[1])
        assert length is not None, headers
        return json.loads(self.process.stdout.read(length))

    def read_until(self, predicate, limit=50):
        for _ in range(limit):
            got = self.read()
            if predicate(got):
                return got
        raise AssertionError("no such message")

    def response(self, id):
        return self.read_until(lambda m: m.get("id") == id and "method" not in m)

    def initialize(self, encodings=None):
        capabilities = {"general": {"positionEncodings": encodings}} if encodings else {}
        self.request(0, "initialize", {"processId": None, "rootUri": None, "capabilities": capabilities})
        result = self.response(0)["result"]
        self.notify("initialized")
        return result

    def close(self):
        try:
            self.request(999, "shutdown")
            self.response(999)
            self.notify("exit")
            return self.process.wait(timeout=10)
        finally:
            if self.process.poll() is None:
                self.process.kill()
