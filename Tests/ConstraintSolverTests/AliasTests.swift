import Testing

@testable import ConstraintSolver

/// Variables fixed by one- and two-variable required equalities are eliminated from the
/// tableau (aliases); these tests pin the values they must still produce.
@Suite struct AliasTests {
    @Test func chainsResolveToTheirBase() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        let link = b == c + 1
        try solver.addConstraints([a == b, link, c == 2 * d, (b == 100).with(strength: .weak)])
        try solver.addConstraint(d == 3)
        solver.updateVariables()
        #expect(solver.checkInvariants() == [])
        #expect(solver.aliasIndices.count >= 3)  // a, b, c (d is basic by then: the weak pull made it so)
        // d = 3 ⇒ c = 6 ⇒ b = 7 ⇒ a = 7; the weak pull on b loses.
        #expect([a, b, c, d].map { solver.value(of: $0) } == [7, 7, 6, 3])
        try solver.removeConstraint(link)
        solver.updateVariables()
        #expect(solver.checkInvariants() == [])
        #expect([a, b, c, d].map { solver.value(of: $0) } == [100, 100, 6, 3])
    }

    @Test func contradictionThroughAliasesIsReported() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraints([(x == y + 2).with(tag: "A"), (y == 5).with(tag: "B")])
        do {
            try solver.addConstraint((x == 1).with(tag: "C"))
            Issue.record("expected a conflict")
        } catch {
            #expect(Set(error.conflictTags) == ["A", "B", "C"])
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 7)
    }

    @Test func editOnBaseMovesAliasesAndSnapshotsFollow() throws {
        let solver = Solver()
        let left = Variable("left")
        let right = Variable("right")
        let width = Variable("width")
        try solver.addConstraints([right == left + width, width == 40, left >= 0])
        try solver.addEditVariable(left, strength: .strong)
        try solver.suggestValue(left, 10)
        solver.updateVariables()
        #expect(solver.value(of: right) == 50)
        let snapshot = try solver.affineSnapshot(of: [right, width, left], editVariables: [left])
        #expect(snapshot.evaluate([25]) == [65, 40, 25])
        #expect(snapshot.evaluate([-1]) == nil)  // left >= 0 would have to give way
        try solver.suggestValue(left, -1)
        solver.updateVariables()
        #expect(solver.value(of: right) == 40)
        #expect(solver.checkInvariants() == [])
    }
}
