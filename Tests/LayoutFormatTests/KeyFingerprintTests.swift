import TestSupport
import Testing

@testable import LayoutFormat
@testable import LocatedYAML

@Suite struct KeyFingerprintTests {
    /// Names are equal when their bytes are: texts with the same bytes share fingerprints, and
    /// the look-alike pairs (equal as `String`s) have different ones.
    @Test func textsWithTheSameBytesShareFingerprints() {
        let pieces = [
            "K", "\u{212A}", "e", "é", "e\u{301}", "€", "£", "•", "а", "й", "и\u{306}", "ا", "أ", "ا\u{654}", "ש",
            "Ω", "\u{2126}", "ß", "😀", "x", "-", "Å", "A\u{30A}", "\u{212B}", ";", "\u{37E}",
        ]
        var random = SplitMix64(seed: 42)
        var texts: [String] = []
        for _ in 0..<400 {
            let length = Int.random(in: 1...3, using: &random)
            texts.append((0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined())
        }
        var printsByBytes: [[UInt8]: UInt64] = [:]
        for text in texts {
            let print = KeyFingerprint.fingerprint(text)
            #expect(print & 1 == 1)
            #expect(printsByBytes[Array(text.utf8), default: print] == print, "\(text)")
            printsByBytes[Array(text.utf8)] = print
        }
        for (a, b) in [(";", "\u{37E}"), ("\u{C5}", "\u{212B}"), ("K", "\u{212A}"), ("é", "e\u{301}"), ("€", "£")] {
            #expect(KeyFingerprint.fingerprint(a) != KeyFingerprint.fingerprint(b), "\(a) and \(b)")
        }
    }
}
