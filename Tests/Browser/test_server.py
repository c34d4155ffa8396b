"""The preview server under abuse, over raw sockets: random bytes, truncated and oversized
requests, wrong methods, paths and hosts, too many connections, a slow client — each answered
as RFC 9110/9112 say, and the server keeps serving."""

import json
import random
import socket
import time

import pytest


def exchange(preview, data, timeout=3.0, host=None):
    """Sends `data` on a new connection and returns everything the server answers until it
    closes the connection (or `timeout` passes)."""
    with socket.create_connection(("127.0.0.1", preview.port), timeout=timeout) as connection:
        connection.sendall(data.replace(b"HOST", (host or f"127.0.0.1:{preview.port}").encode()))
        connection.shutdown(socket.SHUT_WR)
        answer = b""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                chunk = connection.recv(65536)
            except (socket.timeout, ConnectionResetError):
                break
            if not chunk:
                break
            answer += chunk
        return answer


def status(answer):
    line = answer.split(b"\r\n", 1)[0]
    assert line.startswith(b"HTTP/1.1 "), answer[:200]
    return int(line.split(b" ")[1])


def still_serving(preview):
    answer = exchange(preview, b"GET /state HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n")
    assert status(answer) == 200
    body = answer.split(b"\r\n\r\n", 1)[1]
    assert json.loads(body)["layout"]["id"] == "en-US"


@pytest.mark.parametrize("request_bytes, expected", [
    (b"GET / HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n", 200),
    (b"HEAD / HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n", 200),
    (b"GET /missing HTTP/1.1\r\nHost: HOST\r\n\r\n", 404),
    (b"GET /../../etc/passwd HTTP/1.1\r\nHost: HOST\r\n\r\n", 404),
    (b"GET /Layouts/en-US.yaml HTTP/1.1\r\nHost: HOST\r\n\r\n", 404),
    (b"GET http://example.com/ HTTP/1.1\r\nHost: HOST\r\n\r\n", 400),
    (b"DELETE / HTTP/1.1\r\nHost: HOST\r\n\r\n", 405),
    (b"GET /touches HTTP/1.1\r\nHost: HOST\r\n\r\n", 405),
    (b"POST /state HTTP/1.1\r\nHost: HOST\r\nContent-Length: 0\r\n\r\n", 405),
    (b"GET / HTTP/1.1\r\n\r\n", 400),
    (b"GET / HTTP/2.0\r\nHost: HOST\r\n\r\n", 505),
    (b"GET / HTTP/1.1 extra\r\nHost: HOST\r\n\r\n", 400),
    (b"GET  / HTTP/1.1\r\nHost: HOST\r\n\r\n", 400),
    (b"G\x00T / HTTP/1.1\r\nHost: HOST\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\nHost: HOST\r\n folded\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\nHost : HOST\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\nHost: HOST\r\nHost: HOST\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\nHost: HOST\r\nX: a\x01b\r\n\r\n", 400),
    (b"POST /touches HTTP/1.1\r\nHost: HOST\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501),
    (b"POST /touches HTTP/1.1\r\nHost: HOST\r\nContent-Length: 10000000\r\n\r\n", 413),
    (b"POST /touches HTTP/1.1\r\nHost: HOST\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd", 400),
    (b"POST /touches HTTP/1.1\r\nHost: HOST\r\nContent-Length: -1\r\n\r\n", 400),
    (b"POST /touches HTTP/1.1\r\nHost: HOST\r\nExpect: 200-ok\r\nContent-Length: 1\r\n\r\n{", 417),
    (b"POST /touches HTTP/1.1\r\nHost: HOST\r\nContent-Length: 5\r\n\r\n{oops", 400),
    (b"POST /tick?t=nan HTTP/1.1\r\nHost: HOST\r\nContent-Length: 0\r\n\r\n", 400),
    (b"POST /size?width=0&height=216 HTTP/1.1\r\nHost: HOST\r\nContent-Length: 0\r\n\r\n", 400),
    (b"POST /size?width=1e9&height=216 HTTP/1.1\r\nHost: HOST\r\nContent-Length: 0\r\n\r\n", 400),
    (b"POST /clear HTTP/1.1\r\nHost: HOST\r\nOrigin: http://evil.example\r\nContent-Length: 0\r\n\r\n", 403),
])
def test_each_request_gets_its_status_and_the_server_keeps_serving(preview, request_bytes, expected):
    answer = exchange(preview, request_bytes)
    assert status(answer) == expected, answer[:300]
    if expected >= 400:
        assert b"Connection: close\r\n" in answer
    still_serving(preview)


def test_unexpected_host_is_refused(preview):
    answer = exchange(preview, b"GET / HTTP/1.1\r\nHost: HOST\r\n\r\n", host="attacker.example:80")
    assert status(answer) == 403
    still_serving(preview)


def test_oversized_header_and_request_line(preview):
    assert status(exchange(preview, b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: HOST\r\n\r\n")) == 414
    assert status(exchange(preview, b"GET / HTTP/1.1\r\nHost: HOST\r\nX: " + b"b" * 20000 + b"\r\n\r\n")) == 431
    many = b"".join(b"X-%d: 1\r\n" % n for n in range(100))
    assert status(exchange(preview, b"GET / HTTP/1.1\r\nHost: HOST\r\n" + many + b"\r\n")) == 431
    still_serving(preview)


def test_pipelined_requests_are_answered_in_order(preview):
    two = (b"GET /state HTTP/1.1\r\nHost: HOST\r\n\r\n"
           b"GET /missing HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n")
    answer = exchange(preview, two)
    assert answer.count(b"HTTP/1.1 ") == 2
    assert answer.startswith(b"HTTP/1.1 200 OK")
    assert b"HTTP/1.1 404 Not Found" in answer


def test_expect_continue(preview):
    body = b'{"t":0,"touch":9,"phase":"cancelled","x":1,"y":1}'
    head = (b"POST /touches HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nExpect: 100-continue\r\nContent-Length: %d\r\n"
            b"Connection: close\r\n\r\n" % (preview.port, len(body)))
    with socket.create_connection(("127.0.0.1", preview.port), timeout=3) as connection:
        connection.sendall(head)
        assert connection.recv(100).startswith(b"HTTP/1.1 100 Continue\r\n\r\n")
        connection.sendall(body)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    assert status(answer) == 200


def test_random_bytes_and_truncated_requests(preview):
    generator = random.Random(20261201)
    valid = b"POST /touches HTTP/1.1\r\nHost: HOST\r\nContent-Length: 51\r\n\r\n" \
            b'{"t":0.5,"touch":3,"phase":"began","x":20,"y":30}\n'
    for round_number in range(60):
        kind = round_number % 3
        if kind == 0:
            data = bytes(generator.randrange(256) for _ in range(generator.randrange(1, 3000)))
        elif kind == 1:
            data = valid[:generator.randrange(1, len(valid))]
        else:
            mutable = bytearray(valid)
            for _ in range(generator.randrange(1, 6)):
                mutable[generator.randrange(len(mutable))] = generator.randrange(256)
            data = bytes(mutable)
        answer = exchange(preview, data, timeout=2)
        # Either a status line, or nothing at all for a request cut off before its end (the
        # server waits for the rest, then the client gives up).
        if answer:
            assert answer.startswith(b"HTTP/1.1 "), (data[:80], answer[:80])
        still_serving(preview)
    # The touches were cancelled or never began: nothing was typed by them.
    exchange(preview, b'POST /touches HTTP/1.1\r\nHost: HOST\r\nContent-Length: 54\r\nConnection: close\r\n\r\n'
                      b'{"t":0.6,"touch":3,"phase":"cancelled","x":20,"y":30}\n')


def test_too_many_connections_get_503_and_the_server_recovers(preview):
    held = []
    try:
        for _ in range(70):
            held.append(socket.create_connection(("127.0.0.1", preview.port), timeout=3))
        time.sleep(0.3)
        refused = 0
        for connection in held[64:]:
            connection.settimeout(2)
            try:
                if connection.recv(200).startswith(b"HTTP/1.1 503"):
                    refused += 1
            except (socket.timeout, ConnectionResetError):
                pass
        assert refused >= 1
    finally:
        for connection in held:
            connection.close()
    time.sleep(0.3)
    still_serving(preview)


def test_slow_client_is_timed_out_with_408(preview):
    with socket.create_connection(("127.0.0.1", preview.port), timeout=12) as connection:
        connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX-Slow: " % preview.port)
        started = time.monotonic()
        still_serving(preview)  # others are served meanwhile
        answer = connection.recv(1000)
        waited = time.monotonic() - started
    assert status(answer) == 408
    assert 4.0 <= waited <= 8.0, waited


def test_events_stream_says_the_version(preview):
    with socket.create_connection(("127.0.0.1", preview.port), timeout=3) as connection:
        connection.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % preview.port)
        answer = b""
        while b"data: " not in answer or not answer.endswith(b"\n\n"):
            answer += connection.recv(1000)
    assert b"Content-Type: text/event-stream" in answer
    assert b"\r\n\r\nretry: 1000\n\nevent: version\ndata: " in answer
