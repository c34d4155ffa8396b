import Foundation
import KeyboardModel
public import KeyboardWords
public import LayoutDiagnostics

/// Reads word lists — Keyman lexical-model sources (`*.model.ts` and the word lists they name),
/// folders holding one, TSV word lists and plain lists — into the contents of a compiled
/// lexicon, with the default search-key fold computed here (NFKD, U+0300–U+036F dropped, lower
/// case, NFC), so that the device needs no normalisation data.
///
/// Problems are diagnostics at `file:line:column`; the same sources give the same contents.
public enum LexiconCompiler {
    /// The largest source file read (64 MiB).
    static let maxFileSize = 64 << 20

    /// The result of reading sources.
    public struct Result: Sendable {
        /// The contents, when there was no error.
        public var contents: LexiconContents?
        public var diagnostics: [Diagnostic]
        /// The texts read, for showing the diagnostics' lines.
        public var sources: [SourceText]
    }

    /// Reads `paths` into one lexicon's contents.
    ///
    /// - Parameters:
    ///   - paths: Model sources, folders, TSV or plain word lists.
    ///   - language: The language tag; by default the model's (the middle of its id,
    ///     `dotland.ru.russian` → `ru`), else empty.
    /// - Returns: The contents (with no error), and every diagnostic.
    public static func read(_ paths: [String], language: String? = nil) -> Result {
        read(paths, language: language, maxWords: SourceReader.mostWords)
    }

    /// ``read(_:language:)`` with a smaller limit on distinct words, for tests of it.
    package static func read(_ paths: [String], language: String? = nil, maxWords: Int) -> Result {
        var reader = SourceReader()
        reader.maxWords = maxWords
        for path in paths { reader.read(path) }
        return reader.finish(language: language)
    }

    /// The search key of one scalar under Keyman's default `searchTermToKey`: NFKD, the combining
    /// diacritics U+0300–U+036F dropped, each scalar lower-cased, NFC.
    public static func defaultFold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let decomposed = String(scalar).decomposedStringWithCompatibilityMapping
        var kept = String.UnicodeScalarView()
        for part in decomposed.unicodeScalars where !(0x300...0x36F).contains(part.value) {
            kept.append(contentsOf: part.properties.lowercaseMapping.unicodeScalars)
        }
        return Array(String(kept).precomposedStringWithCanonicalMapping.unicodeScalars)
    }
}

/// The diagnostic codes of lexicon sources (`KS29xx`).
enum LexiconCode: String {
    /// A count that is not a whole number.
    case badCount = "KS2901"
    /// Bytes that are not UTF-8.
    case invalidUTF8 = "KS2902"
    /// No words at all.
    case emptyList = "KS2903"
    /// A model source this compiler cannot use (a format other than `trie-1.0`, no sources).
    case unsupportedModel = "KS2904"
    /// A custom word breaker or search-key function: the default is used.
    case customFunction = "KS2905"
    /// A file that cannot be read.
    case unreadable = "KS2906"
    /// A word too long, or too many words.
    case tooLarge = "KS2907"
    /// A line of a word list with a count or more columns but no word: skipped.
    case noWord = "KS2908"
}
