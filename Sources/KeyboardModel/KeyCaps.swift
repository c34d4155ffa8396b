/// What a key cap shows besides its label: its plain texts (``Key/CapText``: a hint, a shifted
/// label), a symbol, and the default long-press alternate. Most keys have none of them, so they
/// are kept behind one reference and a key without them carries a single `nil` — keys stay
/// small to copy. (Stored optionals in ``Key`` itself were measured slower to load:
/// docs/benchmarks/compiled-load.md.)
///
/// The box names no text of its own: each is stored by its ``Key/CapText`` case, so a new plain
/// text is a case and a property of ``Key``, and nothing here.
public struct KeyCaps: Sendable, Hashable, Codable {
    /// The fields, when any is set; immutable, replaced as a whole on change.
    @usableFromInline final class Storage: Sendable {
        /// By ``Key/CapText`` raw value.
        @usableFromInline let texts: [String?]
        @usableFromInline let symbol: KeySymbol?
        @usableFromInline let defaultAlternate: String?

        @usableFromInline init(texts: [String?], symbol: KeySymbol?, defaultAlternate: String?) {
            self.texts = texts
            self.symbol = symbol
            self.defaultAlternate = defaultAlternate
        }
    }

    @usableFromInline var storage: Storage?

    /// No caps.
    public init() {}

    /// Caps with these fields (all `nil`: none).
    ///
    /// - Parameters:
    ///   - texts: The plain texts, by ``Key/CapText`` raw value (missing ones are `nil`).
    ///   - symbol: A named symbol for the cap.
    ///   - defaultAlternate: The alternate selected when the long-press popup opens.
    @inlinable public init(texts: [String?] = [], symbol: KeySymbol? = nil, defaultAlternate: String? = nil) {
        if symbol != nil || defaultAlternate != nil || texts.contains(where: { $0 != nil }) {
            var all = texts
            if all.count < Key.CapText.allCases.count {
                all += Array(repeating: nil, count: Key.CapText.allCases.count - all.count)
            }
            storage = Storage(texts: all, symbol: symbol, defaultAlternate: defaultAlternate)
        }
    }

    /// The plain text `cap`.
    @inlinable public subscript(cap: Key.CapText) -> String? {
        get {
            guard let texts = storage?.texts, cap.rawValue < texts.count else { return nil }
            return texts[cap.rawValue]
        }
        set {
            var texts = storage?.texts ?? []
            if texts.count <= cap.rawValue { texts += Array(repeating: nil, count: cap.rawValue + 1 - texts.count) }
            texts[cap.rawValue] = newValue
            self = KeyCaps(texts: texts, symbol: symbol, defaultAlternate: defaultAlternate)
        }
    }

    /// A named symbol for the cap.
    @inlinable public var symbol: KeySymbol? {
        get { storage?.symbol }
        set { self = KeyCaps(texts: storage?.texts ?? [], symbol: newValue, defaultAlternate: defaultAlternate) }
    }

    /// The alternate selected when the long-press popup opens.
    @inlinable public var defaultAlternate: String? {
        get { storage?.defaultAlternate }
        set { self = KeyCaps(texts: storage?.texts ?? [], symbol: symbol, defaultAlternate: newValue) }
    }

    /// Whether no field is set.
    @inlinable public var isEmpty: Bool { storage == nil }

    public static func == (lhs: KeyCaps, rhs: KeyCaps) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return Key.CapText.allCases.allSatisfy { lhs[$0] == rhs[$0] } && lhs.symbol == rhs.symbol
            && lhs.defaultAlternate == rhs.defaultAlternate
    }

    public func hash(into hasher: inout Hasher) {
        for cap in Key.CapText.allCases { hasher.combine(self[cap]) }
        hasher.combine(symbol)
        hasher.combine(defaultAlternate)
    }

    /// Coding keys: each text's case name, `symbol` and `defaultAlternate`.
    private struct CodingKeys: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let symbol = CodingKeys(stringValue: "symbol")
        static let defaultAlternate = CodingKeys(stringValue: "defaultAlternate")
        static func text(_ cap: Key.CapText) -> CodingKeys { CodingKeys(stringValue: cap.codingName) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            texts: try Key.CapText.allCases.map { try container.decodeIfPresent(String.self, forKey: .text($0)) },
            symbol: try container.decodeIfPresent(KeySymbol.self, forKey: .symbol),
            defaultAlternate: try container.decodeIfPresent(String.self, forKey: .defaultAlternate))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for cap in Key.CapText.allCases { try container.encodeIfPresent(self[cap], forKey: .text(cap)) }
        try container.encodeIfPresent(symbol, forKey: .symbol)
        try container.encodeIfPresent(defaultAlternate, forKey: .defaultAlternate)
    }
}
