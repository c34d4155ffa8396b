public import KeyboardModel
public import LayoutFormat

/// What an import gives: the layout (`nil` when the file cannot be read as its format), the
/// problems and approximations found (located in the source file), and the source's text.
public struct ImportResult: Sendable {
    /// The layout, in Keysmith's model.
    public var layout: KeyboardLayout?
    /// Errors and warnings at the source's lines and columns: what could not be carried over,
    /// and what was approximated.
    public var diagnostics: [Diagnostic]
    /// The source file's text.
    public var source: SourceText
    /// The texts of every file read: the source first, then the files it was composed with.
    public var sources: [SourceText]

    /// Creates a result; `sources` defaults to the source alone.
    public init(layout: KeyboardLayout?, diagnostics: [Diagnostic], source: SourceText, sources: [SourceText]? = nil) {
        self.layout = layout
        self.diagnostics = diagnostics
        self.source = source
        self.sources = sources ?? [source]
    }

    /// Whether the import failed.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The metrics of every imported layout: the sources size keys to fit any width (a row of 14 keys
/// on a phone, a terminal layout's 15), so the minimum key width is small; gaps as phone keyboards
/// have them.
enum ImportMetrics {
    static let standard = Metrics(keyGap: 4, rowGap: 8, minKeyWidth: 8, minRowHeight: 24)
}

/// The form factors importers bring in, as the sources name them: each becomes a form of the
/// layout (`phone` below 960 pt, `tablet` from 960 pt), or `--form` picks one.
public enum ImportForm: String, CaseIterable, Sendable {
    case phone, tablet
}

/// The formats the importers read, and which a file is in, told from its content.
public enum ImportFormat: String, CaseIterable, Sendable {
    case cldr, florisboard, keyman, squeekboard, unexpected

    /// The format of a file from its first characters and its top-level names: XML with a
    /// `<keyboard3>` root is CLDR's, with a `<keyboard>` root Unexpected Keyboard's, a JSON
    /// list FlorisBoard's, a JSON object with `phone`, `tablet` or `desktop` Keyman's, YAML with
    /// `views` squeekboard's; `nil` for anything else.
    public static func detect(_ bytes: [UInt8]) -> ImportFormat? {
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.endIndex else { return nil }
        // Enough of the file to find the top-level names in, without reading a large one whole.
        let head = String(decoding: bytes[start..<min(bytes.endIndex, start + 65_536)], as: UTF8.self)
        switch bytes[start] {
        case UInt8(ascii: "<"):
            if head.contains("<keyboard3") { return .cldr }
            return head.contains("<keyboard") ? .unexpected : nil
        case UInt8(ascii: "["):
            return .florisboard
        case UInt8(ascii: "{"):
            let names = ["\"phone\"", "\"tablet\"", "\"desktop\""]
            return names.contains { head.contains($0) } ? .keyman : nil
        default:
            let lines = head.split(separator: "\n")
            return lines.contains { $0.hasPrefix("views:") || $0.hasPrefix("outlines:") } ? .squeekboard : nil
        }
    }
}
