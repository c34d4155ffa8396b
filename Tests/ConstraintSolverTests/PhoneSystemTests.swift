import BenchmarkSupport
import Testing

@testable import ConstraintSolver

@Suite struct PhoneSystemTests {
    private func key(_ system: PhoneSystem, _ name: String, board: Int = 0) -> PhoneSystem.Key? {
        system.keys.first { $0.name == "b\(board).\(name)" }
    }

    @Test func solvesAtDefaultSize() throws {
        let system = PhoneSystem(boards: 1)
        #expect(system.keys.count == 32)
        let solver = try system.makeSolver()
        #expect(solver.checkInvariants() == [])
        let q = try #require(key(system, "q"))
        let a = try #require(key(system, "a"))
        let shift = try #require(key(system, "shift"))
        let space = try #require(key(system, "space"))
        let enter = try #require(key(system, "return"))
        let row3 = try #require(key(system, "123"))
        // 10u + 9·6 + 2·3 = 390 ⇒ u = 33; 4h + 3·8 + 8 + 8 = 216 ⇒ h = 44.
        #expect(abs(solver.value(of: q.width) - 33) < 1e-9)
        #expect(abs(solver.value(of: q.height) - 44) < 1e-9)
        #expect(abs(solver.value(of: a.left) - 22.5) < 1e-9)  // 3 + (33 + 6) / 2
        #expect(abs(solver.value(of: shift.width) - 52.5) < 1e-9)  // 1.5·33 + 3
        #expect(abs(solver.value(of: enter.width) - 91.5) < 1e-9)  // 2.5·33 + 9
        #expect(abs(solver.value(of: space.width) - 189) < 1e-9)  // 390 − 6 − 3·6 − 2·42.75 − 91.5
        #expect(abs(solver.value(of: row3.top) - 164) < 1e-9)  // 8 + 3·(44 + 8)
        #expect(abs(solver.value(of: enter.left) + solver.value(of: enter.width) - 387) < 1e-9)
    }

    @Test(arguments: [
        // (W, H, unit width, row height): u = (W − 60) / 10 unless capped; h = (H − 40) / 4.
        (414.0, 240.0, 35.4, 50.0), (390, 180, 33, 35), (844, 216, 78.4, 44), (320, 300, 26, 65),
    ])
    func resizes(width: Double, height: Double, unit: Double, rowHeight: Double) throws {
        let system = PhoneSystem(boards: 1)
        let solver = try system.makeSolver()
        try solver.suggestValue(system.width, width)
        try solver.suggestValue(system.height, height)
        solver.updateVariables()
        #expect(solver.checkInvariants() == [])
        let p = try #require(key(system, "p"))
        let m = try #require(key(system, "m"))
        #expect(abs(solver.value(of: p.width) - unit) < 1e-9)
        #expect(abs(solver.value(of: m.width) - unit) < 1e-9)
        #expect(abs(solver.value(of: m.height) - rowHeight) < 1e-9)
        #expect(abs(solver.value(of: p.left) + solver.value(of: p.width) - (width - 3)) < 1e-9)
        // Back to the default size gives the default layout again.
        try solver.suggestValue(system.width, 390)
        try solver.suggestValue(system.height, 216)
        solver.updateVariables()
        #expect(abs(solver.value(of: p.width) - 33) < 1e-9)
        #expect(abs(solver.value(of: m.height) - 44) < 1e-9)
    }

    @Test func stackedBoardsShareTheHeight() throws {
        let system = PhoneSystem(boards: 4)
        let solver = try system.makeSolver()
        #expect(solver.checkInvariants() == [])
        // Σ 4·h_b = 4·216 − 16 − 4·24 − 3·16 = 704 ⇒ the row heights average 44; each ≥ 42 would
        // cost nothing extra, so only the sum and the bounds are determined.
        let heights = (0..<4).compactMap { key(system, "q", board: $0).map { solver.value(of: $0.height) } }
        #expect(abs(heights.reduce(0, +) - 176) < 1e-9)
        #expect(heights.allSatisfy { $0 >= 42 - 1e-9 })
        let last = try #require(key(system, "return", board: 3))
        #expect(abs(solver.value(of: last.top) + solver.value(of: last.height) - (4 * 216 - 8)) < 1e-9)
    }

    @Test func snapshotPredictsResizesWithoutPivots() throws {
        let system = PhoneSystem(boards: 1)
        let solver = try system.makeSolver()
        let snapshot = try solver.affineSnapshot(of: system.variables, editVariables: [system.width, system.height])
        let predicted = try #require(snapshot.evaluate([414, 240]))
        #expect(snapshot.evaluate([844, 216]) == nil)  // crosses the medium unit-width cap
        #expect(snapshot.evaluate([390, 180]) == nil)  // crosses the weak row-height preference
        #expect(snapshot.evaluate([1]) == nil)
        try solver.suggestValues([(system.width, 414), (system.height, 240)])
        solver.updateVariables()
        for (index, variable) in system.variables.enumerated() {
            #expect(abs(predicted[index] - solver.value(of: variable)) <= 1e-9)
        }
    }

    @Test func snapshotChecksOnlyTheTightestRowPerDirection() {
        // Rows 10 (bound 4 − 2·dW ≥ 0), 11 (same direction, looser: 6 − 1·dW ≥ 0 scaled up),
        // 12 (tighter than 10: 1 − 2·dW), 13 (another direction) and 14 (no factor at all).
        let terms: [Int: [(edit: Int, factor: Double)]] = [
            10: [(0, -2)], 11: [(0, -4), (1, 0)], 12: [(0, -2)], 13: [(0, -2), (1, 1)], 14: [],
        ]
        let constants: [Int: Double] = [10: 4, 11: 12, 12: 1, 13: 4, 14: 3]
        let kept = Solver.tightestChecks([10, 11, 12, 13, 14], termsOfSlot: terms, editCount: 2) {
            constants[$0] ?? 0
        }
        #expect(kept == [12, 13, 14])
        // A looser row met after the tightest one is dropped too; order stays that of the input.
        let again = Solver.tightestChecks([12, 13, 10], termsOfSlot: terms, editCount: 2) { constants[$0] ?? 0 }
        #expect(again == [12, 13])
    }

    @Test func explanationFindsTheClashingLine() throws {
        let system = PhoneSystem(boards: 1)
        let solver = try system.makeSolver()
        let q = try #require(key(system, "q"))
        let clash = (q.left == 10).with(tag: "q.left = 10")
        do {
            try solver.addConstraint(clash)
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflict) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            // The first constraint of the system is row 0's `q.left == 3`.
            #expect(conflict.count == 2)
            #expect(conflict.first === system.constraints.first)
            #expect(conflict.last === clash)
        }
        #expect(solver.checkInvariants() == [])
    }
}
