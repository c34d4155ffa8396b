import Testing

@testable import ConstraintSolver

@Suite struct ExplanationTests {
    /// Adds `constraints` in order and returns the tags of the conflict of the first failure.
    private func conflictTags(_ constraints: [Constraint]) -> Set<String>? {
        let solver = Solver()
        for constraint in constraints {
            do {
                try solver.addConstraint(constraint)
            } catch {
                return Set(error.conflictTags)
            }
        }
        return nil
    }

    @Test func twoBoundsClash() {
        let x = Variable("x")
        let y = Variable("y")
        let tags = conflictTags([
            (x >= 10).with(tag: "A"), (y == 3).with(tag: "C"), (x <= 5).with(tag: "B"),
        ])
        #expect(tags == ["A", "B"])
    }

    @Test func unrelatedConstraintOnSameVariableIsLeftOut() {
        let x = Variable("x")
        let tags = conflictTags([
            (x >= 10).with(tag: "A"), (x <= 100).with(tag: "C"), (x <= 5).with(tag: "B"),
        ])
        #expect(tags == ["A", "B"])
    }

    @Test func chainOfEqualities() {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        let tags = conflictTags([
            (a == b).with(tag: "A"), (b == c + 1).with(tag: "B"), (c == 5).with(tag: "C"),
            (d == a).with(tag: "D"), (d >= 0).with(tag: "F"), (a == 7).with(tag: "E"),
        ])
        #expect(tags == ["A", "B", "C", "E"])
    }

    @Test func sumOfWidthsTooLarge() {
        // Three keys of at least 40 in a row of 100: every width floor and the row take part.
        let w = (0..<3).map { Variable("w\($0)") }
        let gap = Variable("gap")
        let tags = conflictTags([
            (w[0] >= 40).with(tag: "min0"), (w[1] >= 40).with(tag: "min1"), (gap >= 0).with(tag: "gap"),
            (gap <= 50).with(tag: "gapmax"), (w[2] >= 40).with(tag: "min2"),
            (w[0] + w[1] + w[2] + gap == 100).with(tag: "row"),
        ])
        #expect(tags == ["min0", "min1", "min2", "gap", "row"])
    }

    @Test func selfContradictoryConstraintStandsAlone() {
        let x = Variable("x")
        let tags = conflictTags([(x >= 0).with(tag: "A"), (x - x == 1).with(tag: "Z")])
        #expect(tags == ["Z"])
    }

    @Test func preferencesNeverTakePart() {
        let x = Variable("x")
        let tags = conflictTags([
            (x == 50).with(strength: .strong).with(tag: "P"), (x >= 10).with(tag: "A"), (x <= 5).with(tag: "B"),
        ])
        #expect(tags == ["A", "B"])
    }

    @Test func conflictIsMinimalWhenSeveralExist() throws {
        // Either floor clashes with the cap; the explanation names one floor, not both.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraints([(x >= 10).with(tag: "A1"), (x >= 12).with(tag: "A2")])
        let cap = (x <= 5).with(tag: "B")
        do {
            try solver.addConstraint(cap)
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiableConstraint(let failed, let conflict) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(failed === cap)
            #expect(conflict.count == 2)
            #expect(conflict.last === cap)
            #expect(["A1", "A2"].contains(conflict.first?.tag ?? ""))
        }
        #expect(solver.hasConstraint((x >= 10)) == false)
    }

    @Test func descriptionNamesTheTags() {
        let x = Variable("x")
        let a = (x >= 10).with(tag: "A")
        let b = (x <= 5).with(tag: "B")
        let error = SolverError.unsatisfiableConstraint(b, conflict: [a, b])
        #expect(error.description == "unsatisfiable constraint: [B] x + -5.0 <= 0 | required; conflicting: A, B")
    }
}
