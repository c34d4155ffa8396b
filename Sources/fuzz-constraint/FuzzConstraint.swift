// libFuzzer target: the constraint-expression parser on arbitrary text. Build and run with
// scripts/fuzz.sh.
import FuzzSupport
import LayoutFormat

/// One input: parse it as constraint text; a result or a located error are both fine.
func fuzzOne(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let constraint = try ConstraintParser.parse(text)
        _ = constraint.keyIDs
    } catch {
        _ = error.description
    }
}

@main enum FuzzConstraint: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
