"""`keysmith lsp` driven by a real client, pytest-lsp (over pygls), as an editor drives it.

Expected positions and texts are worked out by hand from the layouts (see the comments);
diagnostics are also compared with `keysmith validate --format json` on the same text."""
import asyncio
import json
import os
import pathlib
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

KEYSMITH = os.path.abspath(os.environ.get("KEYSMITH", ".build/debug/keysmith"))
ROOT = pathlib.Path(__file__).resolve().parents[2]
EN_US = (ROOT / "Layouts" / "en-US.yaml").read_text()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[KEYSMITH, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    )
    yield
    await lsp_client.shutdown_session()


def line_of(text: str, needle: str, nth: int = 0) -> int:
    return [i for i, line in enumerate(text.split("\n")) if needle in line][nth]


def at(text: str, needle: str, sub: str, offset: int = 0, nth: int = 0) -> types.Position:
    row = line_of(text, needle, nth)
    return types.Position(line=row, character=text.split("\n")[row].index(sub) + offset)


async def open_document(client: LanguageClient, path: pathlib.Path, text: str) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
        )
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")
    return uri


async def change(client: LanguageClient, uri: str, version: int, text: str, range=None):
    if range is None:
        event = types.TextDocumentContentChangeWholeDocument(text=text)
    else:
        event = types.TextDocumentContentChangePartial(range=range, text=text)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=[event]
        )
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")


def validate_json(path: pathlib.Path):
    run = subprocess.run([KEYSMITH, "validate", "--format", "json", str(path)], capture_output=True, text=True)
    return json.loads(run.stdout)["files"][0]["diagnostics"]


@pytest.mark.asyncio
async def test_initialize_open_change_diagnostics(client: LanguageClient, tmp_path):
    path = tmp_path / "en-US.yaml"
    path.write_text(EN_US)
    uri = await open_document(client, path, EN_US)
    assert list(client.diagnostics[uri]) == []
    # A typo in the shift key of letters' third row: `{acton: shift, …}`, changed in place
    # (an incremental change of five characters).
    row = line_of(EN_US, "{action: shift, width: 1.3}")
    column = EN_US.split("\n")[row].index("action")
    await change(
        client, uri, 2, "acton",
        types.Range(start=types.Position(line=row, character=column), end=types.Position(line=row, character=column + 6)),
    )
    diagnostics = client.diagnostics[uri]
    got = [(d.range.start.line, d.range.start.character, d.code, d.message, d.severity) for d in diagnostics]
    assert got == [
        (row, column - 1, "KS2003", "missing required field 'text'; a key needs 'text' or 'action'", 1),
        (row, column, "KS2001", "unknown field 'acton' in a key; did you mean 'action'?", 1),
    ]
    # The underline covers the name.
    assert diagnostics[1].range.end.character == column + 5
    # Exactly what `validate` says of the same text.
    broken = EN_US.replace("{action: shift, width: 1.3}", "{acton: shift, width: 1.3}", 1)
    path.write_text(broken)
    expected = [(d["line"] - 1, d["column"] - 1, d["code"], d["message"]) for d in validate_json(path)]
    assert [(a, b, c, d) for a, b, c, d, _ in got] == expected


@pytest.mark.asyncio
async def test_completion(client: LanguageClient, tmp_path):
    path = tmp_path / "en-US.yaml"
    text = EN_US.replace("{action: shift, width: 1.3}", "{action: shift, wi: 1.3}", 1)
    uri = await open_document(client, path, text)

    async def complete(position):
        result = await client.text_document_completion_async(
            types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
        )
        items = result.items if hasattr(result, "items") else result
        return {item.label: item for item in items}

    # A key's field names after `{action: shift, wi`, with their docs; `action` is written already.
    items = await complete(at(text, "{action: shift, wi", "wi: 1.3", 2))
    assert set(items) == {"width"}
    assert "units" in items["width"].documentation.value
    fields = await complete(at(text, "{action: shift, wi", "wi: 1.3"))
    assert "label" in fields and "alternates" in fields and "action" not in fields
    # `action:` values, from the format's table.
    values = await complete(at(text, "{action: shift, wi", "shift"))
    assert {"shift", "backspace", "return", "layer", "dead"} <= set(values)
    # Layer names after `to: `.
    layers = await complete(at(text, "to: numbers", "numbers"))
    assert {"letters", "numbers", "symbols"} <= set(layers)
    # Key ids and attributes inside a constraint.
    ids = await complete(at(text, "a.center-x ==", "q.center-x"))
    assert {"q", "w", "to-numbers", "space"} <= set(ids)
    attributes = await complete(at(text, "a.center-x ==", "center-x + w", 3))
    assert set(attributes) == {"center-x", "center-y"}
    # Top-level field names on an empty line, documented.
    lines = text.split("\n")
    blank = lines.index("")
    top = await complete(types.Position(line=blank, character=0))
    assert {"extends", "composer", "forms"} <= set(top)
    # Files for `extends`.
    (tmp_path / "parent.yaml").write_text(EN_US)
    text2 = "format: 1\nid: child\nextends: \n"
    uri2 = await open_document(client, tmp_path / "child.yaml", text2)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri2), position=types.Position(line=2, character=9))
    )
    labels = {item.label for item in (result.items if hasattr(result, "items") else result)}
    assert labels == {"en-US.yaml", "parent.yaml"}


@pytest.mark.asyncio
async def test_hover(client: LanguageClient, tmp_path):
    uri = await open_document(client, tmp_path / "en-US.yaml", EN_US)

    async def hover(position):
        result = await client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
        )
        return result.contents.value

    # 390 − 3 − 3 = 384 pt for 10 keys and 9 gaps of 6: 33 pt each; (216 − 8 − 4 − 3·12)/4 = 42.
    text = await hover(at(EN_US, "[q, w, e", "q"))
    assert text.startswith("**q** — 33 × 42 pt at (3, 8) in 390 × 216")
    assert "types `q`, with shift `Q`" in text
    # w starts one key and one gap later: 3 + 33 + 6 = 42.
    assert (await hover(at(EN_US, "[q, w, e", "w"))).startswith("**w** — 33 × 42 pt at (42, 8)")
    # e: long press from the alternates table.
    assert "long press: `è` `é` `ê`" in await hover(at(EN_US, "[q, w, e", "e,"))
    assert (await hover(at(EN_US, "  numbers:", "numbers"))).startswith("layer **numbers**: 4 rows, 32 keys")
    key_gap = await hover(at(EN_US, "key-gap:", "key-gap"))
    assert "Horizontal gap between neighbouring keys" in key_gap
    # The default from the field's table, on a line of its own (Metrics() has a key gap of 6).
    assert key_gap.endswith("\n\nDefault: `6`.")


@pytest.mark.asyncio
async def test_definition_references_symbols(client: LanguageClient, tmp_path):
    uri = await open_document(client, tmp_path / "en-US.yaml", EN_US)
    doc = types.TextDocumentIdentifier(uri=uri)
    numbers = line_of(EN_US, "  numbers:")
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc, position=at(EN_US, "to: numbers", "numbers"))
    )
    assert [(l.range.start.line, l.range.start.character) for l in result] == [(numbers, 2)]
    # From a key id in a constraint to the key.
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc, position=at(EN_US, "a.center-x ==", "q.center"))
    )
    assert [(l.range.start.line, l.range.start.character) for l in result] == [(line_of(EN_US, "[q, w, e"), 9)]
    # Every use of `numbers` in the top-level form: its definition and the two `to: numbers`.
    result = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc, position=at(EN_US, "  numbers:", "numbers"),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    uses = [l.range.start.line for l in result]
    assert uses == sorted([numbers, line_of(EN_US, "to: numbers"), line_of(EN_US, "to: numbers", 1)])
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
    assert [s.name for s in symbols] == ["letters", "numbers", "symbols", "tablet"]
    assert [len(row.children) for row in symbols[0].children] == [10, 9, 9, 5]
    assert [k.name for k in symbols[0].children[0].children] == list("qwertyuiop")


@pytest.mark.asyncio
async def test_rename(client: LanguageClient, tmp_path):
    path = tmp_path / "en-US.yaml"
    uri = await open_document(client, path, EN_US)
    doc = types.TextDocumentIdentifier(uri=uri)
    # A key whose id is its text cannot be renamed.
    with pytest.raises(Exception, match="comes from a key's text"):
        await client.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=doc, position=at(EN_US, "[q, w, e", "q"))
        )
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=doc, position=at(EN_US, "to: numbers", "numbers"))
    )
    assert prepared.placeholder == "numbers"
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc, position=at(EN_US, "to: numbers", "numbers"), new_name="digits")
    )
    edits = edit.changes[uri]
    assert len(edits) == 3
    lines = EN_US.split("\n")
    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        row = lines[e.range.start.line]
        assert row[e.range.start.character:e.range.end.character] == "numbers"
        lines[e.range.start.line] = row[: e.range.start.character] + e.new_text + row[e.range.end.character:]
    path.write_text("\n".join(lines))
    assert [d for d in validate_json(path) if d["severity"] == "error"] == []
    # An explicit key id: its `id`s and the constraint names.
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc, position=at(EN_US, "id: to-numbers", "to-numbers"), new_name="go-123")
    )
    assert {e.new_text for e in edit.changes[uri]} == {"go-123"}
    # Key ids belong to a form: the two of the top-level form, not the tablet form's.
    assert len(edit.changes[uri]) == EN_US.split("\nforms:")[0].count("id: to-numbers") == 2


@pytest.mark.asyncio
async def test_code_actions(client: LanguageClient, tmp_path):
    text = "format: 1\nid: fix\nname: Fix\nlocale: en\nsize: {width: 390, height: 216}\nlayers:\n  letters:\n    rows:\n      - [a, b, {acton: backspace}]\n      - [{action: return}, {action: space}]\n"
    uri = await open_document(client, tmp_path / "fix.yaml", text)
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=8, character=0), end=types.Position(line=8, character=40)),
            context=types.CodeActionContext(diagnostics=client.diagnostics[uri]),
        )
    )
    fixes = [(a.title, [(e.range.start.character, e.range.end.character, e.new_text) for e in a.edit.changes[uri]]) for a in result]
    # `      - [a, b, {` is 16 characters: `acton` is at 16..21.
    assert fixes == [("Replace 'acton' with 'action'", [(16, 21, "action")])]
    # A bare `#` after a space starts a comment: the quick fix quotes it.
    trap = text.replace("[a, b, {acton: backspace}]", "[a, #, {action: backspace}]")
    await change(client, uri, 2, trap)
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=12, character=0)),
            context=types.CodeActionContext(diagnostics=client.diagnostics[uri]),
        )
    )
    quoted = [(a.title, [(e.range.start.line, e.range.start.character, e.new_text) for e in a.edit.changes[uri]]) for a in result]
    assert ('Quote "#"', [(8, 12, '"#"')]) in quoted


@pytest.mark.asyncio
async def test_extends_children_rechecked(client: LanguageClient, tmp_path):
    parent = EN_US
    (tmp_path / "en-US.yaml").write_text(parent)
    child = "format: 1\nid: en-GB\nextends: en-US.yaml\nname: English (UK)\nlocale: en-GB\n"
    parent_uri = await open_document(client, tmp_path / "en-US.yaml", parent)
    child_uri = await open_document(client, tmp_path / "en-GB.yaml", child)
    assert list(client.diagnostics[child_uri]) == []
    # An unsaved error in the parent reaches the child at once.
    broken = parent.replace("key-gap: 6", "key-gap: -6", 1)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=parent_uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=broken)],
        )
    )
    # Both are published together, the parent first.
    for _ in range(50):
        if client.diagnostics[child_uri]:
            break
        await asyncio.sleep(0.05)
    assert len(client.diagnostics[parent_uri]) == 1
    inherited = client.diagnostics[child_uri]
    assert len(inherited) == 1 and "en-US.yaml:12:" in inherited[0].message
    assert inherited[0].related_information[0].location.uri == parent_uri
    # Renaming an explicit key id of the parent renames it where the open child names it too.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=parent_uri, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=parent)],
        )
    )
    with_constraint = child + "constraints:\n  - to-numbers.width >= q.width\n"
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=child_uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=with_constraint)],
        )
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=parent_uri),
            position=at(parent, "id: to-numbers", "to-numbers"), new_name="go-123",
        )
    )
    assert len(edit.changes[parent_uri]) == 2
    # `  - to-numbers.width`: the id at line 6, character 4.
    assert [(e.range.start.line, e.range.start.character, e.new_text) for e in edit.changes[child_uri]] == [
        (6, 4, "go-123")
    ]


@pytest.mark.asyncio
async def test_other_yaml_gets_no_diagnostics(client: LanguageClient, tmp_path):
    # An editor that hands the server every YAML file: a workflow is not a layout (no `format:`
    # line and no layout schema modeline in its first 10 lines), so nothing is reported, though as
    # a layout it would miss 'format', 'id', 'size' and 'layers'.
    workflow = "name: build\non: [push]\njobs:\n  test: {runs-on: debian}\n"
    uri = await open_document(client, tmp_path / "workflow.yaml", workflow)
    assert list(client.diagnostics[uri]) == []
    # The same text with a `format:` line is a layout, and is checked.
    await change(client, uri, 2, "format: 1\n" + workflow)
    codes = sorted({d.code for d in client.diagnostics[uri]})
    assert "KS2003" in codes and "KS2001" in codes
    # A modeline naming the layout schema is enough too, wherever the file is.
    await change(client, uri, 3, "# yaml-language-server: $schema=../Schemas/layout.schema.json\n" + workflow)
    assert any(d.code == "KS2003" for d in client.diagnostics[uri])
