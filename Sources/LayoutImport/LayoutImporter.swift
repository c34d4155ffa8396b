public import KeyboardModel

/// What an importer reads: the file's bytes and path, the id to give the layout, a reader for
/// the files beside it (Unexpected Keyboard's `res/`, FlorisBoard's modifier and symbols layouts,
/// CLDR's implied keys), and the options the source format does not say itself.
public struct ImportSource: Sendable {
    /// The source file's bytes.
    public var bytes: [UInt8]
    /// Its path, named in every diagnostic.
    public var file: String
    /// The id of the layout made (the name of the file it is written to).
    public var id: String
    /// Reads a companion file by path (`nil` when it cannot be read): the importers compose what
    /// the source's tool composes.
    public var read: @Sendable (String) -> [UInt8]?
    /// Only this form of a source that has several (Keyman's phone and tablet, CLDR's touch
    /// forms); `nil` for all of them.
    public var form: ImportForm?
    /// The direction, for a format that does not carry it (Keyman's is in its `.kmn`).
    public var direction: TextDirection
    /// A FlorisBoard popup mapping to take long-press items from.
    public var popups: (bytes: [UInt8], file: String)?

    /// Creates a source; without `read`, no companion file is found.
    public init(
        bytes: [UInt8], file: String, id: String, read: @escaping @Sendable (String) -> [UInt8]? = { _ in nil },
        form: ImportForm? = nil, direction: TextDirection = .leftToRight,
        popups: (bytes: [UInt8], file: String)? = nil
    ) {
        self.bytes = bytes
        self.file = file
        self.id = id
        self.read = read
        self.form = form
        self.direction = direction
        self.popups = popups
    }
}

/// An importer of one format: the one shape every importer has, for the registry
/// (``ImportFormat/importer``) that `keysmith import`, `import auto`, the corpus run and the fuzz
/// targets use.
public protocol LayoutImporter {
    /// The format it reads.
    static var format: ImportFormat { get }
    /// Reads `source` into a layout, with every approximation and problem located in the source.
    static func importLayout(_ source: ImportSource) -> ImportResult
}

extension ImportFormat {
    /// The importer of this format: the one table from format to importer.
    public var importer: any LayoutImporter.Type {
        switch self {
        case .cldr: CLDRImporter.self
        case .florisboard: FlorisBoardImporter.self
        case .keyman: KeymanImporter.self
        case .squeekboard: SqueekboardImporter.self
        case .unexpected: UnexpectedKeyboardImporter.self
        }
    }

    /// Reads `source` with this format's importer.
    public func importLayout(_ source: ImportSource) -> ImportResult {
        importer.importLayout(source)
    }
}

extension CLDRImporter: LayoutImporter {
    public static var format: ImportFormat { .cldr }
}

extension FlorisBoardImporter: LayoutImporter {
    public static var format: ImportFormat { .florisboard }
}

extension KeymanImporter: LayoutImporter {
    public static var format: ImportFormat { .keyman }
}

extension SqueekboardImporter: LayoutImporter {
    public static var format: ImportFormat { .squeekboard }
}

extension UnexpectedKeyboardImporter: LayoutImporter {
    public static var format: ImportFormat { .unexpected }
}
