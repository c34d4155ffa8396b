import LayoutDiagnostics

/// The codes of the diagnostics the YAML reader gives (KS1xxx).
public enum YAMLDiagnosticCode {
    /// libyaml could not scan or parse the text.
    public static let syntax = "KS1001"
    /// A mapping has the same key twice.
    public static let duplicateKey = "KS1002"
    /// The file is larger than the limit.
    public static let fileTooLarge = "KS1003"
    /// Sequences and mappings nest deeper than the limit.
    public static let tooDeep = "KS1004"
    /// Aliases expand the document past the node limit.
    public static let tooManyNodes = "KS1005"
    /// The bytes are not UTF-8.
    public static let invalidUTF8 = "KS1006"
    /// The text holds a NUL byte.
    public static let nulByte = "KS1007"
    /// The file is UTF-16 or UTF-32.
    public static let wideEncoding = "KS1008"
    /// The file holds no document.
    public static let empty = "KS1009"
    /// The top level is not a mapping.
    public static let topLevelNotMapping = "KS1010"
    /// The file holds more than one document.
    public static let multipleDocuments = "KS1011"
    /// An alias names no anchor.
    public static let unknownAnchor = "KS1012"
    /// A `<<` merge key's value is not a mapping or a list of mappings.
    public static let badMerge = "KS1013"
    /// The text holds NEL (U+0085), LINE SEPARATOR (U+2028) or PARAGRAPH SEPARATOR (U+2029),
    /// which libyaml counts as line breaks and editors do not.
    public static let lineSeparator = "KS1014"
    /// Warning: a comment that looks like a mapping entry (`#: [♯]`), which YAML drops silently.
    public static let commentLikeEntry = "KS1015"
    /// A YAML indicator written bare where text was meant (`!` as a key reads as a tag).
    public static let bareIndicator = "KS1016"
    /// A file of another tool that should be JSON is not (``JSONReader``).
    public static let jsonSyntax = "KS1017"
}
