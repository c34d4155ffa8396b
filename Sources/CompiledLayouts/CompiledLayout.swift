import KeyboardModel
public import LayoutDiagnostics

/// The compiled form of a layout: what devices load instead of YAML (docs/COMPILED-FORMAT.md).
///
/// A compiled file holds one validated layout with `extends` resolved and every form and table,
/// in a versioned, checksummed binary with a section table. Reading one needs neither libyaml
/// nor Foundation, and re-checks every limit and invariant: the bytes are input, never trusted.
///
///     let bytes = CompiledLayout.encode(layout)        // deterministic: same layout, same bytes
///     let again = try CompiledLayout.decode(bytes)     // == layout (source marks aside)
public enum CompiledLayout {
    /// The first eight bytes of every compiled layout: a byte above ASCII, "KSL", and the line
    /// ends and end-of-file byte that text-mode transfers change (the shape of PNG's signature).
    public static let magic: [UInt8] = [0x89, 0x4B, 0x53, 0x4C, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The format version this reader reads and this writer writes.
    public static let version = 6
    /// The oldest reader version that can read what this writer writes, unless the layout uses
    /// what a later version added inside a section (version 3: a key's accessibility label,
    /// which makes a file readable from 3; version 4: swipe typing, the caret drag or the
    /// delete drag turned off, from 4; version 6: a key's sound, from 6): a later version that only
    /// adds sections older readers may skip keeps it.
    static let readableFrom = 1
    /// The format version that added the plain cap text `cap` (``Key/CapText``): a file holding
    /// one is readable from that version on. A new cap text is a case here, with the version
    /// this writer then writes (the switch does not compile until it is).
    static func version(adding cap: Key.CapText) -> Int {
        switch cap {
        case .hint, .shiftedLabel: 1
        case .accessibilityLabel: 3
        case .sound: 6
        }
    }
    /// The usual file name extension (readers go by the magic, not the name).
    public static let fileExtension = "kslayout"
    /// The largest compiled file a loader reads (far above the largest real layout, ~200 KiB).
    public static let maxFileSize = 16 << 20

    /// Header: magic (8), version (u16), readable-from (u16), file length (u32), Adler-32 of
    /// everything after the checksum field (u32), section count (u32).
    static let headerSize = 24
    /// Where the checked bytes start: after the checksum field.
    static let checkedFrom = 20
    /// A section table entry: tag (4 ASCII bytes), offset (u32), length (u32), flags (u32).
    static let sectionEntrySize = 16
    /// Flag bit 0: a reader that does not know the section must refuse the file.
    static let requiredFlag: UInt32 = 1

    /// The sections of version 1.
    enum Section {
        /// The string pool: every text of the layout once, sorted by bytes.
        static let strings: [UInt8] = Array("STR ".utf8)
        /// The layout: identity, behaviour, tables and forms, texts as pool indices.
        static let layout: [UInt8] = Array("LYT ".utf8)
        // Version 2 adds `THM ` (``ThemeSection``), version 5 `IDM ` (``IdiomSection``); neither is
        // required.
    }

    /// Whether `bytes` start with the compiled format's magic (how every command tells a
    /// compiled file from YAML, whatever its name).
    public static func isCompiled(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: magic)
    }
}

// MARK: - Loading

extension CompiledLayout {
    /// Loads a compiled layout as a loader's result: the layout, or one error at the file's
    /// start saying what is wrong with the bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - file: The path, for the diagnostic and the layout's source mark.
    ///   - limits: The limits the layout must keep.
    /// - Returns: The result, with no source texts (a binary file has no lines to show).
    public static func load(bytes: [UInt8], file: String, limits: LayoutLimits = LayoutLimits()) -> LayoutLoadResult {
        do throws(CompiledLayoutError) {
            var layout = try decode(bytes, limits: limits)
            layout.source = SourceMark(.start(of: file))
            return LayoutLoadResult(layout: layout, diagnostics: [], sources: [])
        } catch {
            let diagnostic = Diagnostic(.error, code: error.code, error.description, at: .start(of: file))
            return LayoutLoadResult(layout: nil, diagnostics: [diagnostic], sources: [])
        }
    }
}
