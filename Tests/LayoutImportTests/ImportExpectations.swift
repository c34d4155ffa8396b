import LayoutImport
import Testing

/// What the importers' tests ask of every importer: a refusal located where it belongs, and
/// damaged input that never crashes.
enum ImportExpectations {
    /// Expects that nothing was imported and that an error at `place` — "line:column", or
    /// "line:" for any column of the line — says `message` (in its text).
    static func expectRefused(
        _ result: ImportResult, at place: String, _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(result.layout == nil, sourceLocation: sourceLocation)
        let anyColumn = place.hasSuffix(":")
        #expect(
            result.diagnostics.contains {
                let at = "\($0.location.line):\($0.location.column)"
                return $0.severity == .error && (anyColumn ? at.hasPrefix(place) : at == place)
                    && $0.message.contains(message)
            }, "\(result.diagnostics)", sourceLocation: sourceLocation)
    }

    /// `rounds` copies of `bytes` (not empty), copy `n` with `1 + n % 8` bytes overwritten at
    /// places and with values drawn from a linear congruential generator started at `seed`, so a
    /// failure repeats.
    static func mutations(of bytes: [UInt8], seed: UInt64, rounds: Int = 300) -> [[UInt8]] {
        var state = seed
        return (0..<rounds).map { round in
            var input = bytes
            for _ in 0..<(1 + round % 8) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                input[Int(state >> 33) % input.count] = UInt8(truncatingIfNeeded: state >> 17)
            }
            return input
        }
    }

    /// Expects that every mutation of `bytes` (see ``mutations(of:seed:rounds:)``) either imports
    /// or is refused with an error — never a crash, never nothing said.
    static func expectMutationsSurvive(
        _ bytes: [UInt8], seed: UInt64, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ importLayout: ([UInt8]) -> ImportResult
    ) {
        for input in mutations(of: bytes, seed: seed) {
            let result = importLayout(input)
            #expect(result.layout != nil || result.hasErrors, sourceLocation: sourceLocation)
        }
    }
}
