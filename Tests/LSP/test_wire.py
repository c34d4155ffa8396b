"""What no well-behaved client sends: each answered as JSON-RPC 2.0 and the Language Server
Protocol 3.17 say, and the server keeps serving. Also positions after multi-byte text in both
encodings, worked out by hand."""
import json
import os
import pathlib
import subprocess

from lsp_wire import KEYSMITH, Wire, frame, message

MULTIBYTE = (
    "format: 1\nid: mb\nname: MB\nlocale: ja\nsize: {width: 390, height: 216}\nlayers:\n  letters:\n    rows:\n"
    '      - [{text: あ, label: "日本😀e\u0301"}, {text: b, acton: x}]\n'
    "      - [{action: backspace}, {action: return}, {action: space}]\n"
)


def open_text(wire, uri, text, version=1):
    wire.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": version, "text": text}})
    return wire.read_until(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)


def test_broken_messages_are_answered_and_serving_goes_on(tmp_path):
    wire = Wire()
    try:
        # Before initialize: ServerNotInitialized.
        wire.request(1, "textDocument/hover", {})
        assert wire.response(1)["error"]["code"] == -32002
        wire.initialize()
        # Bad JSON: a parse error with a null id.
        wire.send(frame(b"{not json"))
        got = wire.read()
        assert got["id"] is None and got["error"]["code"] == -32700
        # A header without Content-Length: skipped, answered with a null id.
        wire.send(b"Content-Type: x\r\n\r\n")
        got = wire.read()
        assert got["id"] is None and got["error"]["code"] == -32600
        assert "Content-Length" in got["error"]["message"]
        # A Content-Length that is not a number.
        wire.send(b"Content-Length: many\r\n\r\n")
        assert wire.read()["error"]["code"] == -32600
        # An unknown request: MethodNotFound; an unknown notification: nothing.
        wire.notify("custom/whatever", {})
        wire.request(2, "custom/whatever", {})
        got = wire.read()
        assert got["id"] == 2 and got["error"]["code"] == -32601
        # A request about a document that is not open.
        wire.request(3, "textDocument/hover", {"textDocument": {"uri": "file:///nowhere.yaml"}, "position": {"line": 0, "character": 0}})
        got = wire.response(3)
        assert got["error"]["code"] == -32803 and "not open" in got["error"]["message"]
        # Parameters of the wrong shape.
        wire.request(4, "textDocument/hover", {"textDocument": 7})
        assert wire.response(4)["error"]["code"] == -32602
        # A request cancelled before it is handled (sent in the same write as its cancel).
        uri = (tmp_path / "mb.yaml").as_uri()
        open_text(wire, uri, MULTIBYTE)
        wire.send(
            message({"jsonrpc": "2.0", "id": 5, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": uri}}})
            + message({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 5}})
        )
        got = wire.response(5)
        assert got["error"]["code"] == -32800
        # And the server still answers.
        wire.request(6, "textDocument/documentSymbol", {"textDocument": {"uri": uri}})
        assert [s["name"] for s in wire.response(6)["result"]] == ["letters"]
        assert wire.close() == 0
        # Standard error has the stream problems; standard output had only messages (each read above).
        assert b"has no Content-Length" in wire.process.stderr.read()
    finally:
        if wire.process.poll() is None:
            wire.process.kill()


def test_a_message_over_the_limit_is_skipped():
    wire = Wire()
    try:
        wire.initialize()
        body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "x", "params": {"pad": "a" * (17 << 20)}}).encode()
        wire.send(frame(body))
        got = wire.read()
        assert got["id"] is None and got["error"]["code"] == -32600 and "over the limit" in got["error"]["message"]
        wire.request(2, "custom/after")
        assert wire.response(2)["error"]["code"] == -32601
        assert wire.close() == 0
    finally:
        if wire.process.poll() is None:
            wire.process.kill()


def test_exit_without_shutdown_is_code_1():
    wire = Wire()
    result = wire.initialize()
    # The server names itself with the binary's version.
    version = subprocess.run([KEYSMITH, "--version"], capture_output=True, text=True).stdout.split()[-1]
    assert result["serverInfo"] == {"name": "keysmith", "version": version}
    wire.notify("exit")
    assert wire.process.wait(timeout=10) == 1


def diagnostics_positions(encodings, tmp_path):
    wire = Wire()
    try:
        result = wire.initialize(encodings)
        uri = (tmp_path / "mb.yaml").as_uri()
        got = open_text(wire, uri, MULTIBYTE)
        acton = [d for d in got["params"]["diagnostics"] if d["code"] == "KS2001"][0]
        # Incremental change after the emoji: `acton` → `action` by inserting "i" before "on".
        start = acton["range"]["start"]
        insert = {"line": start["line"], "character": start["character"] + 3}
        wire.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": uri, "version": 2},
                "contentChanges": [{"range": {"start": insert, "end": insert}, "text": "i"}],
            },
        )
        after = wire.read_until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
        wire.close()
        return result["capabilities"]["positionEncoding"], acton, after["params"]["diagnostics"]
    finally:
        if wire.process.poll() is None:
            wire.process.kill()


def test_positions_after_multibyte_text_utf16(tmp_path):
    # Before `acton`: 45 characters, of which 😀 is 2 UTF-16 units and e + U+0301 is 2: 47.
    encoding, acton, after = diagnostics_positions(None, tmp_path)
    assert encoding == "utf-16"
    assert acton["range"] == {"start": {"line": 8, "character": 47}, "end": {"line": 8, "character": 52}}
    # `text` of the second key is column 37 (36 characters before: 38 units); `x` of `action: x`
    # column 54 (53 before: 55).
    assert [(d["code"], d["range"]["start"]["character"]) for d in after] == [("KS2006", 38), ("KS2004", 55)]


def test_positions_after_multibyte_text_utf8(tmp_path):
    # 40 ASCII bytes, あ 日 本 3 each, 😀 4, e + U+0301 3: 56 bytes before `acton`.
    encoding, acton, after = diagnostics_positions(["utf-8", "utf-16"], tmp_path)
    assert encoding == "utf-8"
    assert acton["range"] == {"start": {"line": 8, "character": 56}, "end": {"line": 8, "character": 61}}
    assert [(d["code"], d["range"]["start"]["character"]) for d in after] == [("KS2006", 47), ("KS2004", 64)]
