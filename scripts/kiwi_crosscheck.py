#!/usr/bin/env python3
"""Cross-check ConstraintSolver (through the solver-json executable) against kiwisolver.

Generates seeded random constraint systems, solves each with kiwisolver and with our solver
(all systems in one solver-json run, as a JSON array), and compares:

* satisfiable systems: every variable's value, within 1e-6;
* unsatisfiable systems: both must reject the same constraint (ours names it last in its
  conflict set).

Values can only be compared when the optimum is unique; otherwise two correct solvers may
return different optimal points. Uniqueness is ensured in two ways:

1. every preference gets a *generic* weight (its tier times a random factor, and every variable
   gets its own weak-ish pin `x == c` with a random weight), so ties between different optimal
   vertices have probability zero;
2. as a check, kiwisolver also solves a copy whose weights are perturbed by a relative 1e-4;
   if the two kiwi answers differ by more than 1e-7 the optimum is (nearly) not unique and the
   system is skipped (counted in the summary; expected to be rare or none).

Exit status: 0 when there is no mismatch, 1 otherwise.
"""
import argparse
import json
import random
import subprocess
import sys

import kiwisolver as kiwi

TIERS = [1.0, 1000.0, 1_000_000.0]
NAMES = {1.0: "weak", 1000.0: "medium", 1_000_000.0: "strong"}


def make_system(rng, feasible):
    n = rng.randint(2, 7)
    names = [f"x{i}" for i in range(n)]
    point = {name: rng.randint(-20, 20) for name in names}

    def expression():
        terms = {}
        for _ in range(rng.randint(1, 3)):
            name = rng.choice(names)
            terms[name] = terms.get(name, 0.0) + rng.choice([-3, -2.5, -2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2, 2.5, 3])
        return [[name, c] for name, c in terms.items() if c != 0]

    constraints = []
    for _ in range(rng.randint(1 if not feasible else 0, 6)):
        terms = expression()
        op = rng.choice(["==", "<=", ">="])
        at_point = sum(c * point[name] for name, c in terms)
        if feasible:
            gap = 0 if op == "==" else rng.randint(0, 5)
            constant = (gap - at_point) if op == ">=" else (-gap - at_point)
        else:
            constant = float(rng.randint(-15, 15))
        constraints.append({"terms": terms, "constant": constant, "op": op, "strength": "required"})
    for _ in range(rng.randint(1, 6)):
        weight = rng.choice(TIERS)
        if rng.random() < 0.8:
            weight *= rng.uniform(1.0, 3.0)
        constraints.append({"terms": expression(), "constant": float(rng.randint(-30, 30)),
                            "op": rng.choice(["==", "<=", ">="]), "strength": NAMES.get(weight, weight)})
    for name in names:
        constraints.append({"terms": [[name, 1.0]], "constant": float(rng.randint(-30, 30)), "op": "==",
                            "strength": rng.uniform(0.1, 0.9)})
    rng.shuffle(constraints)
    edits = []
    for name in rng.sample(names, rng.randint(0, 2)):
        edits.append({"variable": name, "strength": rng.choice(["strong", "medium", rng.uniform(2e3, 9e5)]),
                      "value": float(rng.randint(-40, 40))})
    return {"variables": names, "constraints": constraints, "edits": edits}


def weight_of(strength, scale=1.0, rng=None):
    if strength == "required":
        return "required"
    value = {"weak": 1.0, "medium": 1000.0, "strong": 1_000_000.0}.get(strength, strength)
    if rng is not None:
        value *= 1.0 + 1e-4 * rng.uniform(-1.0, 1.0)
    return value * scale


def kiwi_solve(system, rng=None):
    """Values by name, or ("unsatisfiable", index of the rejected constraint)."""
    variables = {name: kiwi.Variable(name) for name in system["variables"]}
    solver = kiwi.Solver()
    for index, c in enumerate(system["constraints"]):
        expr = sum((coef * variables[name] for name, coef in c["terms"]), c["constant"])
        if not c["terms"]:
            expr = kiwi.Expression([], c["constant"])
        cn = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[c["op"]]
        try:
            solver.addConstraint(cn | weight_of(c["strength"], rng=rng))
        except kiwi.UnsatisfiableConstraint:
            return ("unsatisfiable", index)
    for edit in system["edits"]:
        variable = variables[edit["variable"]]
        solver.addEditVariable(variable, weight_of(edit["strength"], rng=rng))
        solver.suggestValue(variable, edit["value"])
    solver.updateVariables()
    return {name: v.value() for name, v in variables.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--solver", required=True, help="path of the solver-json executable")
    parser.add_argument("--count", type=int, default=200, help="satisfiable systems (plus 10%% unsatisfiable)")
    parser.add_argument("--seed", type=int, default=20261129)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    systems = [make_system(rng, True) for _ in range(args.count)]
    systems += [make_system(rng, False) for _ in range(max(1, args.count // 10))]

    run = subprocess.run([args.solver], input=json.dumps(systems).encode(), capture_output=True, check=False)
    if run.returncode != 0:
        print(run.stderr.decode(), file=sys.stderr)
        print(f"kiwi cross-check: solver-json failed with status {run.returncode}")
        return 1
    ours = json.loads(run.stdout)
    if len(ours) != len(systems):
        print(f"kiwi cross-check: expected {len(systems)} answers, got {len(ours)}")
        return 1

    compared = skipped = mismatches = unsatisfiable = 0
    perturb = random.Random(args.seed + 1)
    for index, (system, answer) in enumerate(zip(systems, ours)):
        theirs = kiwi_solve(system)
        if isinstance(theirs, tuple):
            unsatisfiable += 1
            rejected = f"c{theirs[1]}"
            if answer.get("error") != "unsatisfiable" or not answer.get("conflict") \
                    or answer["conflict"][-1] != rejected:
                mismatches += 1
                print(f"system {index}: kiwi rejects {rejected}, we answer {answer}")
            continue
        if "values" not in answer:
            mismatches += 1
            print(f"system {index}: kiwi solves it, we answer {answer}")
            continue
        again = kiwi_solve(system, rng=perturb)
        if isinstance(again, tuple) or any(abs(again[n] - theirs[n]) > 1e-7 for n in theirs):
            skipped += 1
            continue
        compared += 1
        worst = max(abs(answer["values"][n] - theirs[n]) for n in theirs)
        if worst > 1e-6:
            mismatches += 1
            print(f"system {index}: values differ by {worst}: ours {answer['values']}, kiwi {theirs}")
            print(json.dumps(system))

    print(f"kiwi cross-check: {len(systems)} systems, {compared} compared, {mismatches} mismatches "
          f"({skipped} skipped as not unique, {unsatisfiable} unsatisfiable checked)")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
