import KeyboardWords
import Testing

/// The compiled lexicon: what goes in comes out, byte for byte; damaged files are refused with a
/// located error and never crash.
@Suite struct LexiconFormatTests {
    static func word(_ text: String, _ count: UInt64) -> LexiconContents.Word {
        LexiconContents.Word(form: Array(text.unicodeScalars), count: count)
    }

    /// A small lexicon: a fold for é (to e), and two look-alike semicolons that `String ==` merges.
    static let contents = LexiconContents(
        words: [
            word("the", 1000), word("they", 200), word("then", 150), word("résumé", 40), word("resume", 10),
            word("a;b", 5), word("a\u{37E}b", 3), word("don't", 90),
        ],
        fold: ["é": ["e"]], language: "en")

    static func lexicon() throws -> Lexicon { try Lexicon(bytes: Lexicon.encode(contents)) }

    @Test func everyWordComesBackByItsBytesWithItsCount() throws {
        let lexicon = try Self.lexicon()
        #expect(lexicon.wordCount == 8)
        #expect(lexicon.language == "en")
        let forms = lexicon.words.map { Array($0.form.unicodeScalars.map(\.value)) }
        for word in Self.contents.words {
            #expect(forms.contains(word.form.map(\.value)), "\(word.form)")
        }
        // U+003B and U+037E stay two words.
        #expect(lexicon.contains("a;b"))
        #expect(lexicon.contains("a\u{37E}b"))
        #expect(!lexicon.contains("a\u{3B}\u{3B}b"))
        // Levels are round(8·log2(count)): 1000 → 79.7 → 80; 3 → 12.7 → 13.
        let levels = Dictionary(lexicon.words.map { (Array($0.form.utf8), $0.level) }, uniquingKeysWith: { a, _ in a })
        #expect(levels[Array("the".utf8)] == 80)
        #expect(levels[Array("a\u{37E}b".utf8)] == 13)
    }

    @Test func encodingIsDeterministic() {
        #expect(Lexicon.encode(Self.contents) == Lexicon.encode(Self.contents))
        var shuffled = Self.contents
        shuffled.words.reverse()
        #expect(Lexicon.encode(shuffled) == Lexicon.encode(Self.contents))
    }

    @Test func everyTruncationIsRefused() throws {
        let bytes = Lexicon.encode(Self.contents)
        for length in 0..<bytes.count {
            #expect(throws: LexiconError.self) { try Lexicon(bytes: Array(bytes.prefix(length))) }
        }
    }

    @Test func everyFlippedBitIsRefusedOrHarmless() throws {
        let bytes = Lexicon.encode(Self.contents)
        for index in 0..<bytes.count {
            for bit in 0..<8 {
                var damaged = bytes
                damaged[index] ^= 1 << UInt8(bit)
                // The checksum covers everything after the magic and itself.
                #expect(throws: LexiconError.self, "byte \(index) bit \(bit)") { _ = try Lexicon(bytes: damaged) }
            }
        }
    }

    @Test func foreignBytesAreNamed() {
        #expect(throws: LexiconError.notALexicon) {
            try Lexicon(bytes: Array("KSLAYOUT and more bytes than a header holds".utf8))
        }
        var newer = Lexicon.encode(Self.contents)
        newer[8] = 9
        #expect(throws: LexiconError.unsupportedVersion(9)) { try Lexicon(bytes: newer) }
        // Version 1 kept its letter model in a hashed table, which this reader does not read:
        // its files are to be compiled again, and the message says so.
        var older = Lexicon.encode(Self.contents)
        older[8] = 1
        #expect(throws: LexiconError.unsupportedVersion(1)) { try Lexicon(bytes: older) }
        #expect(
            LexiconError.unsupportedVersion(1).description
                == "compiled lexicon version 1 is older than this reader's (version 2): compile its source again with `keysmith lexicon compile`"
        )
    }
}
