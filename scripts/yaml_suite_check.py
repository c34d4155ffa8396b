"""Feeds every case of the YAML test suite to `keysmith validate` and compares with libyaml.

libyaml is read through PyYAML's C parser (`yaml.CParser`, libyaml 0.2.5), an independent
client of the same library. For each case:
  - the reader reports a YAML syntax error (KS1001) exactly when libyaml stops with an error
    (other errors — "not a layout", duplicate keys, a second document — are the layout's rules
    and fine on valid YAML);
  - the syntax error is at libyaml's problem mark, 1-based (the column is compared where the
    line up to it is ASCII, where characters and code points agree); an error the reader puts
    at a bare indicator that caused it says libyaml's place in its "YAML stops here" note;
  - the reader does not crash and answers each case in under a second.
It also lists where libyaml and the suite disagree, against the cases SOURCE.md names.

  python3 scripts/yaml_suite_check.py KEYSMITH SUITE_FOLDER
"""

import json
import os
import re
import subprocess
import sys
import time

import yaml


def cases(folder):
    """Every case folder (ID or ID/NN) holding an in.yaml, in order."""
    found = []
    for root, _, files in os.walk(folder):
        if "in.yaml" in files:
            found.append(os.path.relpath(root, folder))
    return sorted(found)


def libyaml_verdict(data):
    """(error?, (line, column) 1-based or None, problem) as libyaml sees the bytes."""
    try:
        for _ in yaml.parse(data, Loader=yaml.CLoader):
            pass
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark
        return True, (mark.line + 1, mark.column + 1) if mark else None, error.problem
    except yaml.YAMLError as error:
        # Reader errors (bad bytes, control characters) carry a position, not a mark.
        return True, None, str(error).splitlines()[0]
    return False, None, None


def expected_place(text, mark):
    """libyaml's mark as the reader reports it: an error on the empty line after the last line
    break is moved just after the last character of the last line that is not blank."""
    lines = re.split(r"\r\n|\r|\n", text)
    line, column = mark
    if line == len(lines) and lines[-1] == "":
        index = line
        while index > 1 and lines[index - 1].strip(" \t") == "":
            index -= 1
        if index != line:
            return index, len(lines[index - 1]) + 1, lines
    return line, column, lines


def listed_disagreements(source_md):
    """The case ids SOURCE.md lists as libyaml's disagreements with the suite."""
    listed = set()
    with open(source_md, encoding="utf-8") as handle:
        text = handle.read()
    for block in re.findall(r"^- [^:]+:(.*?)(?=^- |\Z)", text, re.S | re.M):
        listed.update(re.findall(r"[0-9A-Z]{4}(?:/[0-9]+)?", block))
    return listed


def main():
    keysmith, folder = sys.argv[1], sys.argv[2]
    listed = listed_disagreements(os.path.join(folder, "SOURCE.md"))
    problems, suite_disagreements, slowest = [], [], (0.0, "")
    counts = {"cases": 0, "libyaml errors": 0, "columns compared": 0}
    for case in cases(folder):
        path = os.path.join(folder, case, "in.yaml")
        with open(path, "rb") as handle:
            data = handle.read()
        counts["cases"] += 1
        suite_error = os.path.exists(os.path.join(folder, case, "error"))
        error, mark, problem = libyaml_verdict(data)
        counts["libyaml errors"] += error
        if error != suite_error:
            suite_disagreements.append(case)
        started = time.monotonic()
        try:
            run = subprocess.run(
                [keysmith, "validate", "--format", "json", path], capture_output=True, timeout=10)
        except subprocess.TimeoutExpired:
            problems.append(f"{case}: no answer within 10 s")
            continue
        elapsed = time.monotonic() - started
        slowest = max(slowest, (elapsed, case))
        if elapsed > 1:
            problems.append(f"{case}: took {elapsed:.2f} s")
        if run.returncode not in (0, 1):
            problems.append(f"{case}: exit status {run.returncode}: {run.stderr.decode(errors='replace')[:200]}")
            continue
        report = json.loads(run.stdout)
        diagnostics = report["files"][0]["diagnostics"]
        syntax = [d for d in diagnostics if d["code"] == "KS1001"]
        if bool(syntax) != error:
            ours = ", ".join(f"{d['code']} {d['line']}:{d['column']} {d['message']}" for d in diagnostics[:3])
            said = f"libyaml: {'error ' + str(problem) if error else 'no error'}"
            problems.append(f"{case}: {said}; reader: {ours or 'no error'}")
            continue
        if error and mark:
            text = data.decode("utf-8", errors="replace").lstrip("\ufeff")
            line, column, lines = expected_place(text, mark)
            # An error put at a bare indicator that caused it keeps libyaml's place in a note.
            first = next(
                (note for note in syntax[0].get("notes", []) if note["message"].startswith("YAML stops here: ")),
                syntax[0])
            if first["line"] != line:
                problems.append(f"{case}: libyaml's error is on line {line}, the reader's on {first['line']}")
                continue
            prefix = lines[line - 1][: column - 1] if line - 1 < len(lines) else ""
            if prefix.isascii():
                counts["columns compared"] += 1
                if first["column"] != column:
                    problems.append(
                        f"{case}: libyaml's error is at {line}:{column}, the reader's at {line}:{first['column']}")
    print(
        f"yaml-test-suite: {counts['cases']} cases, {counts['libyaml errors']} rejected by libyaml; "
        f"syntax errors agree with libyaml's verdict and line in every case"
        if not problems else f"yaml-test-suite: {len(problems)} disagreements in {counts['cases']} cases")
    print(f"  error columns compared (ASCII lines): {counts['columns compared']}; slowest case "
          f"{slowest[1]} in {slowest[0] * 1000:.0f} ms")
    unlisted = sorted(set(suite_disagreements) - listed)
    print(f"  libyaml disagrees with the suite on {len(suite_disagreements)} cases, "
          f"{len(suite_disagreements) - len(unlisted)} of them listed in SOURCE.md"
          + (f"; not listed: {' '.join(unlisted)}" if unlisted else ""))
    for problem in problems:
        print("  " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
