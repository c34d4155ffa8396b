// MARK: - Explaining unsatisfiable required constraints

extension Solver {
    /// A minimal set of required constraints that cannot hold together with `failed`, ending
    /// with `failed` itself.
    ///
    /// Runs only after a failure. Candidates are the required constraints already added that
    /// share variables with `failed`, directly or through other candidates; QuickXplain (Junker,
    /// 2004) then narrows them with feasibility checks on scratch solvers that hold required
    /// constraints only. The result is irreducible: removing any one member makes the rest
    /// satisfiable.
    ///
    /// - Parameter failed: The required constraint that could not be added.
    /// - Returns: The conflicting constraints in the order they were added, `failed` last.
    /// - Complexity: O(*k* log(*n*/*k*)) feasibility checks for a conflict of *k* among *n*
    ///   candidates, each a solve of at most *n* + 1 constraints.
    func explainConflict(adding failed: Constraint) -> [Constraint] {
        let candidates = connectedRequiredConstraints(to: failed)
        if !isFeasible([failed]) {
            return [failed]
        }
        let conflict = quickExplain(background: [failed], backgroundChanged: false, candidates: candidates)
        let order = Dictionary(uniqueKeysWithValues: candidates.enumerated().map { ($1, $0) })
        return conflict.sorted { (order[$0] ?? 0) < (order[$1] ?? 0) } + [failed]
    }

    /// The required constraints in addition order that share variables with `constraint`,
    /// transitively.
    private func connectedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
        let required = constraints.ordered.map(\.constraint).filter(\.strength.isRequired)
        var reached: Set<Variable> = Set(constraint.expression.terms.map(\.variable))
        var taken = [Bool](repeating: false, count: required.count)
        var changed = true
        while changed {
            changed = false
            for (index, candidate) in required.enumerated() where !taken[index] {
                if candidate.expression.terms.contains(where: { reached.contains($0.variable) }) {
                    taken[index] = true
                    changed = true
                    for term in candidate.expression.terms {
                        reached.insert(term.variable)
                    }
                }
            }
        }
        return required.indices.filter { taken[$0] }.map { required[$0] }
    }

    /// QuickXplain: a minimal subset of `candidates` that is infeasible together with
    /// `background` (which is known to be feasible unless `backgroundChanged`).
    private func quickExplain(
        background: [Constraint], backgroundChanged: Bool, candidates: [Constraint]
    ) -> [Constraint] {
        if backgroundChanged && !isFeasible(background) {
            return []
        }
        if candidates.count <= 1 {
            return candidates
        }
        let half = candidates.count / 2
        let first = Array(candidates[..<half])
        let second = Array(candidates[half...])
        let fromSecond = quickExplain(
            background: background + first, backgroundChanged: !first.isEmpty, candidates: second)
        let fromFirst = quickExplain(
            background: background + fromSecond, backgroundChanged: !fromSecond.isEmpty, candidates: first)
        return fromFirst + fromSecond
    }

    /// Whether the constraints (all required) can hold together, by adding them to a scratch solver.
    private func isFeasible(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver()
        for constraint in constraints {
            do {
                try scratch.add(constraint)
            } catch {
                return false
            }
        }
        return true
    }
}
