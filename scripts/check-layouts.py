#!/usr/bin/env python3
"""Semantic checks of bundled layouts that a JSON Schema cannot express.

Usage: check-layouts.py FILE.yaml...

For each file: the modeline on line 1, file name = id, `extends` resolution, unique key ids per
layer, existing layer targets, every layer reachable from the first, backspace and return
reachable, dead keys that compose, constraint terms naming known ids and attributes, no
duplicate alternates. Scalars are read as strings, as the format does. Exits 1 on any problem.
"""

import os
import re
import sys

from ruamel.yaml import YAML

MODELINE = "# yaml-language-server: $schema=../Schemas/layout.schema.json"
KNOWN_ACCENTS = set("´`^~¨˚¸ˇ")
ATTRS = {"left", "right", "top", "bottom", "width", "height", "center-x", "center-y"}
TERM = re.compile(r"([A-Za-z0-9_-]+)\.([A-Za-z-]+)")

problems = []


def problem(path, message):
    problems.append(f"{path}: {message}")


def load(path):
    with open(path, encoding="utf-8") as handle:
        return YAML(typ="base").load(handle)


def resolve(path, chain=()):
    """Returns the layout at path with its extends chain merged in."""
    real = os.path.realpath(path)
    if real in chain:
        problem(path, "extends cycle: " + " -> ".join(chain + (real,)))
        return {}
    doc = load(path)
    parent_ref = doc.get("extends")
    if parent_ref is None:
        return doc
    folder = os.path.dirname(real)
    parent = os.path.realpath(os.path.join(folder, parent_ref))
    if os.path.isabs(parent_ref) or not parent.startswith(folder + os.sep):
        problem(path, f"extends escapes the folder: {parent_ref}")
        return doc
    if not os.path.exists(parent):
        problem(path, f"extends: missing file {parent_ref}")
        return doc
    base = resolve(parent, chain + (real,))
    merged = dict(base)
    for field, value in doc.items():
        if field == "extends":
            continue
        if field in ("layers", "alternates", "compose"):
            table = dict(base.get(field) or {})
            table.update(value)
            merged[field] = table
        elif field in ("metrics", "behavior"):
            table = dict(base.get(field) or {})
            table.update(value)
            merged[field] = table
        elif field == "constraints":
            merged[field] = list(base.get(field) or []) + list(value)
        else:
            merged[field] = value
    return merged


def key_id(key):
    if not isinstance(key, dict):
        return key
    if "id" in key:
        return key["id"]
    if "action" in key:
        return key["action"]
    return key.get("text")


def rows_of(layer):
    for row in layer.get("rows") or []:
        yield row["keys"] if isinstance(row, dict) else row


def check(path):
    with open(path, encoding="utf-8") as handle:
        first = handle.readline().rstrip("\n")
    if first != MODELINE:
        problem(path, "line 1 is not the schema modeline")
    stem = os.path.splitext(os.path.basename(path))[0]
    layout = resolve(path)
    if layout.get("id") != stem:
        problem(path, f"id {layout.get('id')!r} does not match the file name")
    layers = layout.get("layers") or {}
    if not layers:
        problem(path, "no layers")
        return
    compose = layout.get("compose") or {}
    ids_by_layer = {}
    edges = {}
    actions_by_layer = {}
    for name, layer in layers.items():
        ids = []
        edges[name] = set()
        actions_by_layer[name] = set()
        rows = list(rows_of(layer))
        if not rows:
            problem(path, f"layer {name}: no rows")
        for row in rows:
            if not row:
                problem(path, f"layer {name}: empty row")
            for key in row:
                ids.append(key_id(key))
                if not isinstance(key, dict):
                    continue
                action = key.get("action")
                actions_by_layer[name].add(action)
                if action == "layer":
                    target = key.get("to")
                    if target not in layers:
                        problem(path, f"layer {name}: target layer {target!r} does not exist")
                    edges[name].add(target)
                if action == "dead":
                    accent = key.get("accent")
                    if accent not in compose and accent not in KNOWN_ACCENTS:
                        problem(path, f"layer {name}: dead key {accent!r} has no composition")
                alternates = key.get("alternates") or []
                if len(set(alternates)) != len(alternates):
                    problem(path, f"layer {name}: duplicate alternates on {key_id(key)!r}")
        seen = set()
        for key in ids:
            if key in seen:
                problem(path, f"layer {name}: duplicate key id {key!r}")
            seen.add(key)
        ids_by_layer[name] = seen
    first_layer = next(iter(layers))
    reachable = {first_layer}
    todo = [first_layer]
    while todo:
        for target in edges[todo.pop()]:
            if target in layers and target not in reachable:
                reachable.add(target)
                todo.append(target)
    for name in layers:
        if name not in reachable:
            problem(path, f"layer {name} cannot be reached from {first_layer}")
    for action in ("backspace", "return"):
        if not any(action in actions_by_layer[name] for name in reachable):
            problem(path, f"no {action} key reachable")
    return_to = (layout.get("behavior") or {}).get("return-to")
    if return_to is not None and return_to not in layers:
        problem(path, f"behavior.return-to names unknown layer {return_to!r}")
    all_ids = set().union(*ids_by_layer.values())
    for table_key, alternates in (layout.get("alternates") or {}).items():
        if table_key not in all_ids:
            problem(path, f"alternates for {table_key!r}, an id no layer has")
        if len(set(alternates)) != len(alternates):
            problem(path, f"duplicate alternates for {table_key!r}")
    for constraint in layout.get("constraints") or []:
        body = constraint.split("@")[0]
        terms = TERM.findall(body)
        if not terms:
            problem(path, f"constraint names no key: {constraint!r}")
        for key, attr in terms:
            if attr not in ATTRS:
                problem(path, f"constraint {constraint!r}: unknown attribute {attr!r}")
            if key not in all_ids:
                problem(path, f"constraint {constraint!r}: no layer has a key {key!r}")


def main(paths):
    for path in paths:
        check(path)
    for line in problems:
        print(line)
    print(f"layout checks: {len(paths)} files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
