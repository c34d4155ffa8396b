import TestSupport
import Testing

@testable import ConstraintSolver

/// `|a − b| <= tolerance × max(1, |b|)`: absolute near zero, relative for large weighted sums
/// (weights reach 10⁶, so objectives reach 10⁸ and double rounding is relative).
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(b))
}

/// The weighted violation of the preferences at the solver's values.
private func weightedError(_ constraints: [Constraint], _ solver: Solver) -> Double {
    constraints.reduce(0) { $0 + $1.strength.weight * $1.violation { solver.value(of: $0) } }
}

/// The error thrown by `body`, or `nil`.
private func outcome(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

@Suite struct PropertyTests {
    /// 1 000 random feasible systems: required constraints hold, the weighted error equals the
    /// dense reference optimum; then half the preferences and one required constraint are
    /// removed and the comparison is repeated.
    @Test func randomSystemsMatchReference() throws {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var compared = 0
        for _ in 0..<1000 {
            let system = RandomSystem.make(&rng)
            var active = (system.required + system.preferences).shuffled(using: &rng)
            let solver = try system.solver(order: active)
            for round in 0..<2 {
                #expect(solver.checkInvariants() == [])
                for constraint in active where constraint.strength.isRequired {
                    #expect(constraint.violation { solver.value(of: $0) } <= 1e-6, "\(constraint)")
                }
                let all = active + system.editConstraints
                let preferences = all.filter { !$0.strength.isRequired }
                let reference = ReferenceSolver.minimumError(all, variables: system.variables)
                guard case .optimal(let best) = reference else {
                    Issue.record("reference says infeasible for a feasible system")
                    continue
                }
                let ours = weightedError(preferences, solver)
                #expect(close(ours, best), "round \(round): ours \(ours), reference \(best)\n\(solver.dump())")
                compared += 1
                // Remove half of the preferences and one required constraint, then compare again.
                var removed: [Constraint] = active.filter { !$0.strength.isRequired && Bool.random(using: &rng) }
                if let requiredOne = active.first(where: { $0.strength.isRequired }) {
                    removed.append(requiredOne)
                }
                for constraint in removed {
                    try solver.removeConstraint(constraint)
                }
                active.removeAll { constraint in removed.contains { $0 === constraint } }
                solver.updateVariables()
            }
        }
        #expect(compared == 2000)
    }

    /// Interleaved removals, re-additions and suggestions on 400 random systems: after each of
    /// four rounds the weighted error equals the reference optimum of the current system.
    @Test func mutationSequencesMatchReference() throws {
        var rng = SplitMix64(seed: 0x5EED_0005)
        for _ in 0..<400 {
            var system = RandomSystem.make(&rng)
            var active = (system.required + system.preferences).shuffled(using: &rng)
            let solver = try system.solver(order: active)
            for round in 0..<4 {
                solver.updateVariables()
                #expect(solver.checkInvariants() == [])
                let all = active + system.editConstraints
                for constraint in all where constraint.strength.isRequired {
                    #expect(constraint.violation { solver.value(of: $0) } <= 1e-6)
                }
                if case .optimal(let best) = ReferenceSolver.minimumError(all, variables: system.variables) {
                    let ours = weightedError(all.filter { !$0.strength.isRequired }, solver)
                    #expect(close(ours, best), "round \(round): ours \(ours), reference \(best)")
                } else {
                    Issue.record("reference says infeasible for a feasible system")
                }
                let removed = active.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
                for constraint in removed {
                    try solver.removeConstraint(constraint)
                }
                active.removeAll { constraint in removed.contains { $0 === constraint } }
                for constraint in removed where Bool.random(using: &rng) {
                    try solver.addConstraint(constraint)
                    active.append(constraint)
                }
                for index in system.edits.indices where Bool.random(using: &rng) {
                    system.edits[index].suggestion = Double(Int.random(in: -50...50, using: &rng))
                    try solver.suggestValue(system.edits[index].variable, system.edits[index].suggestion)
                }
            }
        }
    }

    /// Random suggestion sequences (single and batched) end where a fresh solver given only the
    /// final suggestions ends. Weights are generic, so the optimum (and thus every value) is
    /// unique.
    @Test func suggestionSequencesMatchFreshSolver() throws {
        var rng = SplitMix64(seed: 0x5EED_0002)
        var checked = 0
        while checked < 200 {
            var system = RandomSystem.make(&rng, genericWeights: true)
            if system.edits.isEmpty { continue }
            let solver = try system.solver()
            for _ in 0..<12 {
                let changes = system.edits.indices.filter { _ in Bool.random(using: &rng) }
                for index in changes {
                    system.edits[index].suggestion = Double(Int.random(in: -60...60, using: &rng))
                }
                if Bool.random(using: &rng) {
                    try solver.suggestValues(changes.map { (system.edits[$0].variable, system.edits[$0].suggestion) })
                } else {
                    for index in changes {
                        try solver.suggestValue(system.edits[index].variable, system.edits[index].suggestion)
                    }
                }
                #expect(solver.checkInvariants() == [])
            }
            solver.updateVariables()
            let fresh = try system.solver()
            for variable in system.variables {
                #expect(
                    abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-6,
                    "\(variable): \(solver.value(of: variable)) vs \(fresh.value(of: variable))")
            }
            checked += 1
        }
    }

    /// `AffineSnapshot.evaluate` equals a real batched suggest + update (1e-9) whenever it
    /// answers, and answers `nil` only when the real re-solve pivots (up to rounding at the
    /// boundary, so only counted).
    @Test func affineSnapshotMatchesRealSuggestions() throws {
        var rng = SplitMix64(seed: 0x5EED_0003)
        var answered = 0
        var declined = 0
        var declinedWithoutPivot = 0
        var systems = 0
        while systems < 200 {
            let system = RandomSystem.make(&rng, genericWeights: true)
            if system.edits.isEmpty { continue }
            systems += 1
            let solver = try system.solver()
            let editVariables = system.edits.map(\.variable)
            for _ in 0..<10 {
                let snapshot = try solver.affineSnapshot(of: system.variables, editVariables: editVariables)
                let spread = Bool.random(using: &rng) ? 2.0 : 40.0
                let suggestions = snapshot.baseSuggestions.map {
                    $0 + Double.random(in: -spread...spread, using: &rng)
                }
                let predicted = snapshot.evaluate(suggestions)
                let pivotsBefore = solver.pivotCount
                try solver.suggestValues(Array(zip(editVariables, suggestions)))
                solver.updateVariables()
                let pivoted = solver.pivotCount != pivotsBefore
                if let predicted {
                    answered += 1
                    #expect(!pivoted)
                    for (index, variable) in system.variables.enumerated() {
                        #expect(abs(predicted[index] - solver.value(of: variable)) <= 1e-9)
                    }
                } else {
                    declined += 1
                    if !pivoted { declinedWithoutPivot += 1 }
                }
            }
        }
        #expect(answered > 200)
        #expect(declined > 50)
        #expect(declinedWithoutPivot <= declined / 50)
    }

    /// Random required systems that may be infeasible: every rejected constraint comes with a
    /// conflict that the reference finds infeasible and minimal, and the solver is unchanged.
    @Test func conflictsAreInfeasibleAndMinimal() throws {
        var rng = SplitMix64(seed: 0x5EED_0004)
        var failures = 0
        for _ in 0..<600 {
            let system = RandomSystem.make(&rng, feasible: false)
            let solver = Solver()
            try solver.addConstraints(system.preferences)
            var added: [Constraint] = []
            for constraint in system.required {
                solver.updateVariables()
                let before = solver.dump()
                let failure = outcome { () throws(SolverError) in try solver.addConstraint(constraint) }
                if case .unsatisfiableConstraint(let failed, let conflict)? = failure {
                    failures += 1
                    #expect(failed === constraint)
                    #expect(conflict.last === constraint)
                    #expect(conflict.allSatisfy { member in member === constraint || added.contains { $0 === member } })
                    let variables = system.variables
                    #expect(ReferenceSolver.minimumError(added + [constraint], variables: variables) == .infeasible)
                    #expect(ReferenceSolver.minimumError(conflict, variables: variables) == .infeasible)
                    for index in conflict.indices {
                        var smaller = conflict
                        smaller.remove(at: index)
                        #expect(
                            ReferenceSolver.minimumError(smaller, variables: variables) != .infeasible,
                            "conflict not minimal: \(conflict)")
                    }
                    solver.updateVariables()
                    #expect(solver.dump() == before)
                } else {
                    #expect(failure == nil)
                    added.append(constraint)
                    #expect(
                        ReferenceSolver.minimumError(added, variables: system.variables) != .infeasible,
                        "solver accepted an infeasible set")
                }
                #expect(solver.checkInvariants() == [])
            }
        }
        #expect(failures > 100)
    }
}
