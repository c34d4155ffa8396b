import TestSupport
import Testing

@testable import KeysmithCLI

@Suite struct SuggestionTests {
    /// The optimal-string-alignment distance by its recursive definition, memoised: a reference
    /// written independently of the rolling-row implementation.
    private func referenceDistance(_ a: [Character], _ b: [Character]) -> Int {
        var memo: [Int: Int] = [:]
        func d(_ i: Int, _ j: Int) -> Int {
            if i == 0 { return j }
            if j == 0 { return i }
            let key = i * 1000 + j
            if let known = memo[key] { return known }
            var best = min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = min(best, d(i - 2, j - 2) + 1)
            }
            memo[key] = best
            return best
        }
        return d(a.count, b.count)
    }

    @Test func distanceMatchesTheReferenceOnRandomWords() {
        var random = SplitMix64(seed: 0x5EED)
        let alphabet: [Character] = ["a", "b", "c", "é", "-"]
        for _ in 0..<2000 {
            let a = (0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let distance = Suggestion.editDistance(String(a), String(b))
            #expect(distance == referenceDistance(a, b), "\(String(a)) / \(String(b))")
            #expect(distance == Suggestion.editDistance(String(b), String(a)))
            #expect(distance <= max(a.count, b.count))
            #expect(distance >= abs(a.count - b.count))
            #expect((distance == 0) == (a == b))
        }
    }

    @Test(arguments: [
        ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("strict", "strict", 0),
        ("strcit", "strict", 1),  // one transposition
        ("valdate", "validate", 1),  // one deletion
        ("fromat", "format", 1), ("layr", "layer", 1), ("kitten", "sitting", 3),
        ("ca", "abc", 3),  // OSA (not unrestricted Damerau): no edit of a transposed pair
    ])
    func knownDistances(_ a: String, _ b: String, _ expected: Int) {
        #expect(Suggestion.editDistance(a, b) == expected)
    }

    static let commands = ["validate", "schema", "help"]
    static let options = ["--format", "--strict", "--help"]

    @Test(
        arguments: [
            ("valdate", commands, "validate"),
            ("validtae", commands, "validate"),
            ("VALIDATE", commands, "validate"),  // case is ignored
            ("shema", commands, "schema"),
            ("hepl", commands, "help"),
            ("val", commands, "validate"),  // a unique prefix
            ("render", commands, nil),
            ("he", commands, nil),  // too short to be a prefix hint, two edits from "help"
            ("x", commands, nil),
            ("--strcit", options, "--strict"),
            ("--fromat", options, "--format"),
            ("--formats", options, "--format"),
            ("-strict", options, "--strict"),  // dashes do not count
            ("--hlep", options, "--help"),
            ("-x", options, nil),  // replacing the whole name is not a near miss
            ("--verbose", options, nil),
            ("--st", options, nil),
        ] as [(String, [String], String?)])
    func suggestions(_ input: String, _ candidates: [String], _ expected: String?) {
        #expect(Suggestion.nearest(to: input, in: candidates) == expected)
    }

    @Test func tiesGoToTheFirstCandidate() {
        // "bat" is one substitution from both.
        #expect(Suggestion.nearest(to: "bat", in: ["cat", "hat"]) == "cat")
        #expect(Suggestion.nearest(to: "bat", in: ["hat", "cat"]) == "hat")
    }
}
