/// Why a compiled lexicon could not be opened: nothing in the file is trusted, so every count,
/// offset and table is checked once when it opens, and the first problem is reported with the
/// byte offset where it was found.
public enum LexiconError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the lexicon magic `KSLX`.
    case notALexicon
    /// The file was written in another version of the format: an older one (compile its source
    /// again) or a newer one.
    case unsupportedVersion(Int)
    /// The file ends before what its header promises.
    case truncated(section: String, offset: Int)
    /// The checksum over the file does not match: the file was damaged after it was written.
    case checksumMismatch(expected: UInt32, found: UInt32)
    /// A section holds a value that breaks the format's rules.
    case malformed(section: String, offset: Int, reason: String)

    public var description: String {
        switch self {
        case .notALexicon:
            "not a compiled lexicon (no KSLX magic)"
        case .unsupportedVersion(let version) where version < Lexicon.formatVersion:
            "compiled lexicon version \(version) is older than this reader's (version \(Lexicon.formatVersion)): compile its source again with `keysmith lexicon compile`"
        case .unsupportedVersion(let version):
            "compiled lexicon version \(version) is not supported (this reader knows version \(Lexicon.formatVersion))"
        case .truncated(let section, let offset):
            "the compiled lexicon ends at byte \(offset), inside its \(section) section"
        case .checksumMismatch(let expected, let found):
            "the compiled lexicon is damaged: checksum \(found) where the header says \(expected)"
        case .malformed(let section, let offset, let reason):
            "the compiled lexicon's \(section) section is malformed at byte \(offset): \(reason)"
        }
    }
}
