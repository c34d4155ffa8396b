import TestSupport
import Testing

@testable import LocatedYAML

/// Numbers read from plain scalars, against the standard library's `Double(_:)` as reference.
@Suite struct ScalarValueTests {
    /// A random numeral of the YAML float form: sign, digits, point, fraction, exponent.
    private func numeral(_ random: inout SplitMix64) -> String {
        let digits = "0123456789".map { $0 }
        func run(_ count: Int) -> String {
            String((0..<count).map { _ in digits.randomElement(using: &random) ?? "0" })
        }
        var text = ["", "-", "+"].randomElement(using: &random) ?? ""
        let whole = Int.random(in: 0...18, using: &random)
        let fraction = Int.random(in: 0...18, using: &random)
        text += run(whole)
        if fraction > 0 || Bool.random(using: &random) { text += "." + run(fraction) }
        if Int.random(in: 0..<5, using: &random) == 0 {
            text += (Bool.random(using: &random) ? "e" : "E") + (["", "-", "+"].randomElement(using: &random) ?? "")
            text += run(Int.random(in: 1...3, using: &random))
        }
        return text
    }

    @Test func numeralsReadExactlyAsTheStandardLibraryReadsThem() {
        var random = SplitMix64(seed: 42)
        var checked = 0
        for _ in 0..<20_000 {
            let text = numeral(&random)
            let hasDigits = text.contains { $0.isNumber }
            let result = ScalarValue.number(text)
            guard hasDigits, let reference = Double(text) else {
                #expect(result == .notANumber, "\(text)")
                continue
            }
            checked += 1
            if reference.isFinite {
                guard case .finite(let value) = result else {
                    Issue.record("\(text) read as \(result), expected \(reference)")
                    continue
                }
                #expect(value.bitPattern == reference.bitPattern, "\(text): \(value) vs \(reference)")
            } else {
                #expect(result == .nonFinite, "\(text)")
            }
        }
        #expect(checked > 15_000)
    }

    @Test(arguments: [
        ("1.25", 1.25), ("-0", -0.0), ("+3", 3.0), ("1.", 1.0), (".5", 0.5), ("0.1", 0.1), ("2.5E-2", 0.025),
        ("123456789012345", 123_456_789_012_345.0), ("0.000000000000001", 1e-15),
    ])
    func simpleForms(text: String, expected: Double) {
        #expect(ScalarValue.number(text) == .finite(expected))
        if case .finite(let value) = ScalarValue.number(text) {
            #expect(value.sign == expected.sign)
        }
    }

    @Test(arguments: [".inf", ".Inf", ".INF", "+.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN", "1e999"])
    func nonFiniteForms(text: String) {
        #expect(ScalarValue.number(text) == .nonFinite)
    }

    @Test(arguments: ["", ".", "-", "+.nan", "inf", ".infinity", "1e", "1.2.3", "0x10", "1_000", " 1", "e5", "--1"])
    func notNumbers(text: String) {
        #expect(ScalarValue.number(text) == .notANumber)
    }
}
