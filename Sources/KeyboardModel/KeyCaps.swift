/// What a key cap shows besides its label: a hint, a shifted label, a symbol, and the default
/// long-press alternate. Most keys have none of them, so they are kept behind one reference and
/// a key without them carries a single `nil` — keys stay small to copy.
public struct KeyCaps: Sendable, Hashable, Codable {
    /// The fields, when any is set; immutable, replaced as a whole on change.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let hint: String?
        @usableFromInline let shiftedLabel: String?
        @usableFromInline let symbol: KeySymbol?
        @usableFromInline let defaultAlternate: String?

        @usableFromInline init(hint: String?, shiftedLabel: String?, symbol: KeySymbol?, defaultAlternate: String?) {
            self.hint = hint
            self.shiftedLabel = shiftedLabel
            self.symbol = symbol
            self.defaultAlternate = defaultAlternate
        }
    }

    @usableFromInline var storage: Storage?

    /// No caps.
    public init() {}

    /// Caps with these fields (all `nil`: none).
    @inlinable public init(
        hint: String? = nil, shiftedLabel: String? = nil, symbol: KeySymbol? = nil, defaultAlternate: String? = nil
    ) {
        if hint != nil || shiftedLabel != nil || symbol != nil || defaultAlternate != nil {
            storage = Storage(
                hint: hint, shiftedLabel: shiftedLabel, symbol: symbol, defaultAlternate: defaultAlternate)
        }
    }

    /// A secondary legend drawn small in a corner.
    @inlinable public var hint: String? {
        get { storage?.hint }
        set {
            self = KeyCaps(
                hint: newValue, shiftedLabel: shiftedLabel, symbol: symbol, defaultAlternate: defaultAlternate)
        }
    }

    /// What the key shows while shift is on.
    @inlinable public var shiftedLabel: String? {
        get { storage?.shiftedLabel }
        set { self = KeyCaps(hint: hint, shiftedLabel: newValue, symbol: symbol, defaultAlternate: defaultAlternate) }
    }

    /// A named symbol for the cap.
    @inlinable public var symbol: KeySymbol? {
        get { storage?.symbol }
        set {
            self = KeyCaps(hint: hint, shiftedLabel: shiftedLabel, symbol: newValue, defaultAlternate: defaultAlternate)
        }
    }

    /// The alternate selected when the long-press popup opens.
    @inlinable public var defaultAlternate: String? {
        get { storage?.defaultAlternate }
        set { self = KeyCaps(hint: hint, shiftedLabel: shiftedLabel, symbol: symbol, defaultAlternate: newValue) }
    }

    /// Whether no field is set.
    @inlinable public var isEmpty: Bool { storage == nil }

    public static func == (lhs: KeyCaps, rhs: KeyCaps) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.hint == rhs.hint && lhs.shiftedLabel == rhs.shiftedLabel && lhs.symbol == rhs.symbol
            && lhs.defaultAlternate == rhs.defaultAlternate
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hint)
        hasher.combine(shiftedLabel)
        hasher.combine(symbol)
        hasher.combine(defaultAlternate)
    }

    private enum CodingKeys: String, CodingKey {
        case hint, shiftedLabel, symbol, defaultAlternate
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            hint: try container.decodeIfPresent(String.self, forKey: .hint),
            shiftedLabel: try container.decodeIfPresent(String.self, forKey: .shiftedLabel),
            symbol: try container.decodeIfPresent(KeySymbol.self, forKey: .symbol),
            defaultAlternate: try container.decodeIfPresent(String.self, forKey: .defaultAlternate))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(shiftedLabel, forKey: .shiftedLabel)
        try container.encodeIfPresent(symbol, forKey: .symbol)
        try container.encodeIfPresent(defaultAlternate, forKey: .defaultAlternate)
    }
}
