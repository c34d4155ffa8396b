import BenchmarkSupport
import ConstraintSolver

// MARK: - Solver benchmarks on the phone system of shared/bench/PHONE-SYSTEM.md

@MainActor
extension Benchmarks {
    /// `solver.phone.*`: cold builds at 1×, 4×, 16× boards and four resizes at 1×.
    static var solver: [Benchmark] {
        [1, 4, 16].map { boards in
            Benchmark(name: "solver.phone.cold.\(boards)x") {
                {
                    do {
                        let solver = try PhoneSystem(boards: boards).makeSolver()
                        blackHole(solver)
                    } catch {
                        print("solver.phone.cold.\(boards)x: \(error)")
                    }
                }
            }
        } + [
            resize("resize-height", height: true, 216, 240),
            resize("resize-width", height: false, 390, 414),
            resize("resize-height-pivot", height: true, 216, 180),
            resize("resize-width-pivot", height: false, 390, 844),
        ]
    }

    /// Alternates one edit variable between two values: suggest, update, read every value.
    private static func resize(_ name: String, height: Bool, _ from: Double, _ to: Double) -> Benchmark {
        Benchmark(name: "solver.phone.\(name).1x") {
            let system = PhoneSystem(boards: 1)
            let solver = try system.makeSolver()
            let edit = height ? system.height : system.width
            // Values are read through a prepared reader: one tight loop, no hashing and no
            // reference counting per variable (as `solver.value(of:)` has).
            let reader = solver.makeValueReader(for: system.variables)
            // Raw state: captured `var`s would add exclusivity checks to the timing.
            let state = UnsafeMutablePointer<(forth: Bool, values: [Double])>.allocate(capacity: 1)
            state.initialize(to: (false, []))
            return {
                state.pointee.forth.toggle()
                do {
                    try solver.suggestValue(edit, state.pointee.forth ? to : from)
                } catch {
                    print("solver.phone.\(name).1x: \(error)")
                }
                solver.updateVariables()
                solver.readValues(reader, into: &state.pointee.values)
                blackHole(state.pointee.values)
            }
        }
    }
}
