import Foundation
import TestSupport
import Testing

@testable import LayoutFormat
@testable import LocatedYAML

@Suite struct KeyFingerprintTests {
    @Test func plainScalarsAreTheirOwnCanonicalDecompositionWithCombiningClassZero() throws {
        var count = 0
        for range in KeyFingerprint.plainRanges {
            for value in range {
                let scalar = try #require(Unicode.Scalar(value))
                #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(value, radix: 16))")
                let decomposed = String(String.UnicodeScalarView([scalar])).decomposedStringWithCanonicalMapping
                #expect(decomposed.unicodeScalars.elementsEqual([scalar]), "U+\(String(value, radix: 16))")
                #expect(KeyFingerprint.isPlain(value))
                count += 1
            }
        }
        #expect(count > 1_000)
        // The edges: scalars just outside the ranges are not plain.
        for value: UInt32 in [0x9F, 0xC0, 0xE9, 0x3AC, 0x419, 0x439, 0x622, 0x626, 0x2000, 0x219A] {
            #expect(!KeyFingerprint.isPlain(value), "U+\(String(value, radix: 16))")
        }
    }

    /// Texts equal as `String`s may be equal by fingerprint; texts of ASCII and plain scalars
    /// have sure fingerprints.
    @Test func equalTextsShareFingerprints() {
        let pieces = [
            "K", "\u{212A}", "e", "é", "e\u{301}", "€", "£", "•", "а", "й", "и\u{306}", "ا", "أ", "ا\u{654}", "ש",
            "Ω", "\u{2126}", "ß", "😀", "x", "-", "Å", "A\u{30A}", "\u{212B}",
        ]
        var random = SplitMix64(seed: 42)
        var texts: [String] = []
        for _ in 0..<400 {
            let length = Int.random(in: 1...3, using: &random)
            texts.append((0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined())
        }
        let prints = texts.map { KeyFingerprint.fingerprint($0) }
        for a in texts.indices {
            for b in texts.indices where texts[a] == texts[b] {
                #expect(KeyFingerprint.mayBeEqual(prints[a], prints[b]), "\(texts[a]) and \(texts[b])")
            }
        }
        #expect(KeyFingerprint.fingerprint("€£•шא") != KeyFingerprint.unsure)
        #expect(KeyFingerprint.fingerprint("é") == KeyFingerprint.unsure)
        #expect(KeyFingerprint.fingerprint("\u{212A}") == KeyFingerprint.unsure)
        #expect(KeyFingerprint.fingerprint("€") != KeyFingerprint.fingerprint("£"))
    }
}
