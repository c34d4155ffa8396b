public import KeyboardModel
public import LayoutDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CompiledLayout {
    /// Reads a compiled layout: the header and version first, then the checksum, the section
    /// table, the texts and the layout, with every limit and invariant checked on the way.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - limits: The limits the layout must keep (those of the YAML loader by default).
    /// - Returns: The layout (without source marks).
    /// - Throws: ``CompiledLayoutError`` naming the first problem.
    /// - Complexity: O(*n*) in the file's size.
    public static func decode(
        _ bytes: [UInt8], limits: LayoutLimits = LayoutLimits()
    ) throws(CompiledLayoutError) -> KeyboardLayout {
        let result = bytes.withUnsafeBytes { buffer -> Result<KeyboardLayout, CompiledLayoutError> in
            do throws(CompiledLayoutError) {
                return .success(try decode(buffer, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    static func decode(
        _ bytes: UnsafeRawBufferPointer, limits: LayoutLimits
    ) throws(CompiledLayoutError) -> KeyboardLayout {
        guard bytes.count >= magic.count, bytes.starts(with: magic) else { throw .notCompiled }
        guard bytes.count >= headerSize else { throw .truncated(length: bytes.count, needed: headerSize) }
        let fileVersion = Int(bytes.uint16(at: 8))
        let readable = Int(bytes.uint16(at: 10))
        guard readable <= version else {
            throw .newerVersion(file: fileVersion, readableFrom: readable, reader: version)
        }
        let length = Int(bytes.uint32(at: 12))
        guard bytes.count >= length else { throw .truncated(length: bytes.count, needed: length) }
        guard length == bytes.count else {
            throw .malformed(
                section: "header", offset: 12,
                reason: "the header gives a length of \(length) bytes, and the file has \(bytes.count)")
        }
        let stored = bytes.uint32(at: 16)
        let computed = Adler32.checksum(UnsafeRawBufferPointer(rebasing: bytes[checkedFrom...]))
        guard stored == computed else { throw .checksumMismatch(stored: stored, computed: computed) }

        let sectionCount = Int(bytes.uint32(at: 20))
        let tableEnd = headerSize + sectionCount * sectionEntrySize
        guard sectionCount <= (bytes.count - headerSize) / sectionEntrySize else {
            throw .truncated(length: bytes.count, needed: tableEnd)
        }
        var strings: Range<Int>?
        var layout: Range<Int>?
        var theme: Range<Int>?
        var idioms: Range<Int>?
        var previousEnd = tableEnd
        for index in 0..<sectionCount {
            let entry = headerSize + index * sectionEntrySize
            let tag = UnsafeRawBufferPointer(rebasing: bytes[entry..<entry + 4])
            let start = Int(bytes.uint32(at: entry + 4))
            let count = Int(bytes.uint32(at: entry + 8))
            let flags = bytes.uint32(at: entry + 12)
            // The tag as text, made only for a message.
            func name() -> String { Self.tagName(Array(tag)) }
            guard start >= previousEnd, count <= bytes.count - start else {
                throw .badSectionTable(
                    reason: "section '\(name())' at bytes \(start)..<\(start + count) overlaps another or leaves "
                        + "the file (\(bytes.count) bytes)")
            }
            previousEnd = start + count
            let range = start..<start + count
            if tag.elementsEqual(Section.strings) {
                guard strings == nil else { throw .badSectionTable(reason: "section '\(name())' appears twice") }
                strings = range
            } else if tag.elementsEqual(Section.layout) {
                guard layout == nil else { throw .badSectionTable(reason: "section '\(name())' appears twice") }
                layout = range
            } else if tag.elementsEqual(ThemeSection.tag) {
                guard theme == nil else { throw .badSectionTable(reason: "section '\(name())' appears twice") }
                theme = range
            } else if tag.elementsEqual(IdiomSection.tag) {
                guard idioms == nil else { throw .badSectionTable(reason: "section '\(name())' appears twice") }
                idioms = range
            } else if flags & requiredFlag != 0 {
                // A later version's section: skipped, unless the writer said it is needed.
                throw .badSectionTable(
                    reason: "it needs section '\(name())', which this reader (version \(version)) does not know")
            }
        }
        guard let strings else { throw .badSectionTable(reason: "section 'STR ' is missing") }
        guard let layout else { throw .badSectionTable(reason: "section 'LYT ' is missing") }
        let pool = try TextPool(bytes: bytes, range: strings, limits: limits)
        var reader = LayoutReader(
            bytes: ByteReader(bytes: bytes, from: layout.lowerBound, to: layout.upperBound, section: "LYT "),
            pool: pool, limits: limits)
        var result = try reader.readLayout()
        guard reader.bytes.isAtEnd else { throw reader.bytes.malformed("bytes follow the layout") }
        if let theme {
            var themeReader = ByteReader(bytes: bytes, from: theme.lowerBound, to: theme.upperBound, section: "THM ")
            result.theme = try ThemeSection.read(&themeReader, pool: pool)
            guard themeReader.isAtEnd else { throw themeReader.malformed("bytes follow the theme") }
        }
        if let idioms {
            var idiomReader = ByteReader(bytes: bytes, from: idioms.lowerBound, to: idioms.upperBound, section: "IDM ")
            try IdiomSection.read(&idiomReader, into: &result)
            guard idiomReader.isAtEnd else { throw idiomReader.malformed("bytes follow the form idioms") }
        }
        return result
    }

    /// Checks a layout made in code as a compiled file is checked when it is loaded (the limits,
    /// names that exist, ids unique in a layer, sizes and widths in range): the check a device
    /// can make without the YAML validator, whose located diagnostics need the `KeysmithYAML`
    /// product (`LayoutLoader().validate(_:)`).
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - limits: The limits it must keep.
    /// - Throws: ``CompiledLayoutError`` naming the first problem.
    public static func verify(_ layout: KeyboardLayout, limits: LayoutLimits = LayoutLimits())
        throws(CompiledLayoutError)
    {
        _ = try decode(encode(layout), limits: limits)
    }

    /// A section tag as text, for messages.
    static func tagName(_ tag: [UInt8]) -> String {
        String(decoding: tag.map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}

/// The texts of the string section, decoded once: strictly ascending by bytes (so each text is
/// there once, and equal indices mean equal texts), each well-formed UTF-8.
struct TextPool {
    let texts: [String]
    /// The length in characters of the texts longer in bytes than the shortest length limit;
    /// the others are within every limit.
    private let longTexts: [Int: Int]
    private let limits: LayoutLimits

    init(bytes: UnsafeRawBufferPointer, range: Range<Int>, limits: LayoutLimits) throws(CompiledLayoutError) {
        var reader = ByteReader(bytes: bytes, from: range.lowerBound, to: range.upperBound, section: "STR ")
        let count = try reader.count(of: "text")
        var longTexts: [Int: Int] = [:]
        let shortest = min(limits.maxLabelLength, limits.maxTextLength, limits.maxNameLength)
        // Each text made in its place in the array (no capacity check per text, as the keys of
        // a row); the first error stops the reading.
        var failure: CompiledLayoutError?
        let texts = [String](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var previous: UnsafeRawBufferPointer?
            do throws(CompiledLayoutError) {
                while initialized < count {
                    let index = initialized
                    let length = try reader.count(of: "byte")
                    let start = reader.offset
                    let text = UnsafeRawBufferPointer(rebasing: bytes[start..<start + length])
                    // An ASCII text (most are) is well-formed: the full check only for the others.
                    var bits: UInt8 = 0
                    for byte in text { bits |= byte }
                    guard bits < 0x80 || UTF8Check.isWellFormed(text) else {
                        throw reader.malformed("text \(index) is not well-formed UTF-8")
                    }
                    if let previous, !Self.precedes(previous, text) {
                        throw reader.malformed("text \(index) is not after text \(index - 1) in byte order")
                    }
                    previous = text
                    let string = UTF8Text.string(text.assumingMemoryBound(to: UInt8.self))
                    if length > shortest { longTexts[index] = string.count }
                    (base + index).initialize(to: string)
                    initialized += 1
                    reader.skip(length)
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard reader.isAtEnd else { throw reader.malformed("bytes follow the last text") }
        self.texts = texts
        self.longTexts = longTexts
        self.limits = limits
    }

    /// Whether `lhs` comes before `rhs` in byte order.
    private static func precedes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        // Texts are short and neighbours in the pool differ within their first few bytes: a
        // loop to the first difference, no call.
        for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
            return lhs[index] < rhs[index]
        }
        return lhs.count < rhs.count
    }

    /// The index of `text`, if the pool has it.
    ///
    /// - Complexity: O(log *n*).
    func index(of text: String) -> Int? {
        var text = text
        return text.withUTF8 { wanted in
            let wanted = UnsafeRawBufferPointer(wanted)
            var low = 0
            var high = texts.count
            while low < high {
                let middle = (low + high) / 2
                var candidate = texts[middle]
                if candidate.withUTF8({ Self.precedes(UnsafeRawBufferPointer($0), wanted) }) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low < texts.count && texts[low].utf8.elementsEqual(wanted) ? low : nil
        }
    }

    /// Which length limit a text is held to.
    enum Use {
        case label, name, text

        var what: String {
            switch self {
            case .label: "a label"
            case .name: "a name"
            case .text: "a text"
            }
        }
    }

    /// The index of the text that `reader` reads next, within the pool and its length checked
    /// for `use`: how every section reads a text.
    @inline(__always) func index(from reader: inout ByteReader, as use: Use) throws(CompiledLayoutError) -> Int {
        let value = try reader.varint()
        guard value < UInt64(texts.count) else {
            throw reader.malformed("text index \(value) is past the \(texts.count) texts")
        }
        let index = Int(value)
        try check(index, as: use)
        return index
    }

    /// Checks the length of text `index` for `use`.
    @inline(__always) func check(_ index: Int, as use: Use) throws(CompiledLayoutError) {
        guard !longTexts.isEmpty, let length = longTexts[index] else { return }
        let limit =
            switch use {
            case .label: limits.maxLabelLength
            case .name: limits.maxNameLength
            case .text: limits.maxTextLength
            }
        guard length <= limit else {
            throw .overLimit(reason: "\(use.what) has \(length) characters; the limit is \(limit)")
        }
    }
}

extension ByteReader {
    /// Whether the next bytes of the section are those of `range` (bytes read before); if so,
    /// moves past them.
    mutating func skip(repeating range: Range<Int>) -> Bool {
        guard range.count <= remaining, let base = bytes.baseAddress,
            memcmp(base + offset, base + range.lowerBound, range.count) == 0
        else { return false }
        skip(range.count)
        return true
    }
}
