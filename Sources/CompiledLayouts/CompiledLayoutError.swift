/// Why bytes are not a compiled layout this reader can load. A compiled file is input like any
/// other: each problem is an error of its own, with what was expected and what was found.
public enum CompiledLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the compiled format's magic.
    case notCompiled
    /// The file ends before its header, its section table or a section says it does.
    case truncated(length: Int, needed: Int)
    /// The file needs a newer reader: it is of format version `file`, readable by readers from
    /// version `readableFrom` on, and this reader reads version `reader`.
    case newerVersion(file: Int, readableFrom: Int, reader: Int)
    /// The checksum of the content is not the one in the header: the file was changed or damaged
    /// after it was written.
    case checksumMismatch(stored: UInt32, computed: UInt32)
    /// A section the reader needs is absent, or a required section is one it does not know.
    case badSectionTable(reason: String)
    /// The content of a section does not follow the format: what was wrong, and at which byte.
    case malformed(section: String, offset: Int, reason: String)
    /// The layout is larger than the loader's ``LayoutLimits`` allow.
    case overLimit(reason: String)

    public var description: String {
        switch self {
        case .notCompiled:
            return "not a compiled layout (no compiled-layout magic at the start)"
        case .truncated(let length, let needed):
            return "the compiled layout is truncated: it has \(length) bytes, and its header and sections need "
                + "\(needed)"
        case .newerVersion(let file, let readableFrom, let reader):
            return "the compiled layout is of format version \(file) and needs a reader of version \(readableFrom) "
                + "or later; this reader reads version \(reader): compile it again with this version of keysmith"
        case .checksumMismatch(let stored, let computed):
            return "the compiled layout is damaged: its checksum is \(Self.hex(computed)), and its header says "
                + "\(Self.hex(stored))"
        case .badSectionTable(let reason):
            return "the compiled layout's section table is invalid: \(reason)"
        case .malformed(let section, let offset, let reason):
            return "the compiled layout is invalid at byte \(offset) (section '\(section)'): \(reason)"
        case .overLimit(let reason):
            return "the compiled layout exceeds a limit: \(reason)"
        }
    }

    /// The stable diagnostic code of the error (KS26xx).
    public var code: String {
        switch self {
        case .notCompiled, .truncated: "KS2601"
        case .newerVersion: "KS2602"
        case .checksumMismatch: "KS2603"
        case .badSectionTable, .malformed: "KS2604"
        case .overLimit: "KS2605"
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}
