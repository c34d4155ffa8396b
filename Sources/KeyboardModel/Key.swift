/// One key: what it does, what it shows, how wide it is.
public struct Key: Sendable, Hashable, Codable {
    /// The key's id, unique within its layer: an explicit id, else the text of a text key, else
    /// the name of its action (`shift`, `backspace`, …). Constraints refer to keys by id.
    public var id: String
    /// What a tap does.
    public var action: KeyAction
    /// What the key shows.
    public var label: String
    /// Long-press alternates, in display order.
    public var alternates: [String]
    /// What flicking the key does, by direction (each direction once).
    public var flicks: [Flick]
    /// The rest of the key's multitap cycle: a second tap soon after the first replaces what
    /// the first typed with `multitap[0]`, a third with `multitap[1]`, and so on round to the
    /// key's own output.
    public var multitap: [KeyAction]

    /// Whether the key has flicks or multitap steps.
    @inlinable public var hasGestures: Bool { !flicks.isEmpty || !multitap.isEmpty }
    /// What the cap shows besides the label (hint, shifted label, symbol, default alternate).
    public var caps: KeyCaps

    /// The plain texts a cap shows besides its label: fields with no rule but being text, which
    /// the format, the writer and the compiled form each handle by this list (the layout file's
    /// names are the format's `KeyField` table). Append only: the compiled form numbers them.
    public enum CapText: Int, Sendable, CaseIterable {
        /// ``Key/hint``.
        case hint
        /// ``Key/shiftedLabel``.
        case shiftedLabel
        /// ``Key/accessibilityLabel``.
        case accessibilityLabel
        /// ``Key/sound``, by its name.
        case sound

        /// The name in the model's `Codable` form: the case's own.
        public var codingName: String { String(describing: self) }
    }

    /// A secondary legend drawn small in a corner (the long-press default, a flick, a digit).
    @inlinable public var hint: String? {
        get { caps[.hint] }
        set { caps[.hint] = newValue }
    }
    /// What the key shows while shift is on (default: ``label``).
    @inlinable public var shiftedLabel: String? {
        get { caps[.shiftedLabel] }
        set { caps[.shiftedLabel] = newValue }
    }
    /// What assistive technology says for the key (VoiceOver, a screen reader), when not what it
    /// shows: `"emoji"` for a key that shows ☺.
    @inlinable public var accessibilityLabel: String? {
        get { caps[.accessibilityLabel] }
        set { caps[.accessibilityLabel] = newValue }
    }
    /// The click or haptic class of a touch going down on the key, when not the one its action
    /// implies (a custom key that acts as a modifier, a key that switches layers by a text).
    @inlinable public var sound: KeySound? {
        get { caps[.sound].flatMap(KeySound.init(rawValue:)) }
        set { caps[.sound] = newValue?.rawValue }
    }
    /// A named symbol for the cap instead of its label (default: the action's, see
    /// ``shownSymbol``).
    @inlinable public var symbol: KeySymbol? {
        get { caps.symbol }
        set { caps.symbol = newValue }
    }
    /// The alternate selected when the long-press popup opens (one of ``alternates``).
    @inlinable public var defaultAlternate: String? {
        get { caps.defaultAlternate }
        set { caps.defaultAlternate = newValue }
    }

    /// What the key shows, with shift on or off: with shift, its `shifted-label`, else — for a
    /// text key that shows its own text — its shifted text (`q` shows `Q`); otherwise its label.
    ///
    /// - Parameter shifted: Whether shift is on.
    /// - Returns: The label to draw.
    public func shownLabel(shifted: Bool) -> String {
        guard shifted else { return label }
        if let shiftedLabel { return shiftedLabel }
        if case .character(let text, let shiftedText) = action, label.isExactly(text), !shiftedText.isEmpty {
            return shiftedText
        }
        return label
    }

    /// The symbol the cap shows: ``symbol``, else the action's default while the label is the
    /// action's default label; `nil` when the label is shown.
    public var shownSymbol: KeySymbol? {
        if let symbol { return symbol }
        return label.isExactly(action.defaultLabel) ? action.defaultSymbol : nil
    }

    /// The key's width.
    public var width: KeyWidth
    /// The narrowest the key may be, if limited.
    public var minWidth: KeyLength?
    /// The widest the key may be, if limited.
    public var maxWidth: KeyLength?
    /// How many rows the key is tall, from its own down (1 for most keys): it takes its place in
    /// each row it covers, as a number pad's tall `+` or return does. Kept in 0…255 (a layer has
    /// far fewer rows), in a byte that fits the padding of the key's storage.
    @inlinable public var span: Int {
        get { Int(spanRows) }
        set { spanRows = UInt8(clamping: newValue) }
    }
    /// ``span`` as stored.
    @usableFromInline var spanRows: UInt8
    /// Where the key was written.
    public var source: SourceMark

    /// Creates a key.
    ///
    /// - Parameters:
    ///   - id: The id; `nil` takes the default (the text, or the action's name).
    ///   - action: What a tap does.
    ///   - label: What the key shows; `nil` takes the default (the text, or the action's label).
    ///   - alternates: Long-press alternates.
    ///   - flicks: Outputs by flick direction.
    ///   - multitap: The rest of the multitap cycle after the key's own output.
    ///   - hint: A secondary legend.
    ///   - shiftedLabel: What the key shows while shift is on.
    ///   - symbol: A named symbol for the cap.
    ///   - defaultAlternate: The alternate selected when the popup opens.
    ///   - width: The key's width.
    ///   - minWidth: The narrowest the key may be.
    ///   - maxWidth: The widest the key may be.
    ///   - span: How many rows the key is tall.
    ///   - source: Where the key was written.
    @inlinable @inline(__always) public init(
        id: String? = nil, action: KeyAction, label: String? = nil, alternates: [String] = [],
        flicks: [Flick] = [], multitap: [KeyAction] = [], hint: String? = nil, shiftedLabel: String? = nil,
        symbol: KeySymbol? = nil, defaultAlternate: String? = nil, width: KeyWidth = Key.standardWidth,
        minWidth: KeyLength? = nil, maxWidth: KeyLength? = nil, span: Int = Key.standardSpan,
        source: SourceMark = .none
    ) {
        self.id = id ?? action.defaultID
        self.action = action
        self.label = label ?? action.defaultLabel
        self.alternates = alternates
        self.flicks = flicks
        self.multitap = multitap
        self.caps =
            hint == nil && shiftedLabel == nil && symbol == nil && defaultAlternate == nil
            ? KeyCaps()
            // By `CapText` raw value.
            : KeyCaps(texts: [hint, shiftedLabel], symbol: symbol, defaultAlternate: defaultAlternate)
        self.width = width
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.spanRows = UInt8(clamping: span)
        self.source = source
    }
}

// MARK: - Convenience

extension Key {
    /// A key's width when none is given: one unit (the format's default for `width`).
    @inlinable public static var standardWidth: KeyWidth { .units(1) }

    /// How many rows a key is tall when none is given (the format's default for `span`).
    @inlinable public static var standardSpan: Int { 1 }

    /// A key that types `text`, shifted to `shifted` (by default the uppercase of `text` in `locale`).
    ///
    /// - Parameters:
    ///   - text: The text a tap inserts.
    ///   - shifted: The text with shift; `nil` takes the uppercase of `text` in `locale`.
    ///   - locale: The BCP 47 tag whose case rules give the default shifted text; `nil` takes the
    ///     locale of the layout being built (`en` outside a layout's builder).
    ///   - width: The key's width.
    ///   - alternates: Long-press alternates.
    /// - Returns: The key.
    public static func character(
        _ text: String, shifted: String? = nil, locale: String? = nil, width: KeyWidth = Key.standardWidth,
        alternates: [String] = []
    ) -> Key {
        let shiftedText = shifted ?? CaseMapping.uppercase(text, locale: locale ?? LayoutBuilding.locale)
        return Key(action: .character(text, shifted: shiftedText), alternates: alternates, width: width)
    }

    /// The key's text if it types text.
    @inlinable public var text: String? {
        if case .character(let text, _) = action { return text }
        return nil
    }
}

/// The click or haptic class of a touch on a key (a layout's `sound:`): the feedback a host plays
/// when it goes down.
public enum KeySound: String, Sendable, Hashable, CaseIterable {
    /// A key that types.
    case key
    /// A key that deletes.
    case delete
    /// Shift, or another modifier or function key.
    case modifier
    /// A key that switches the layer.
    case layerSwitch = "layer-switch"
}
