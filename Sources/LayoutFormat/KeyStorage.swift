import KeyboardModel

/// Where a key field's value goes, declared with the field in its table (``KeyField``): how the
/// decoder reads the value and where the key's draft keeps it (its ``Shape``), and how the writer
/// writes it from a model key. The decoder reads by shape and the writer writes every field in
/// table order, so neither names a field, and a field without a storage does not compile.
struct KeyStorage: Sendable {
    /// How a value is read and kept while its key is read.
    enum Shape: Sendable, Equatable {
        /// A text, any scalar but a null (not empty when the field's kind says so), within the
        /// field's length limit: kept by the field, with the place of its value, for the part of
        /// the key it is.
        case text(TextSlot)
        /// An action's argument (`to`, `accent`, …): a text kept as ``text(_:)``, which the
        /// action names (``KeyField/argument(of:)``).
        case argument
        /// A key's `text`: a text that must not be empty.
        case keyText
        /// A key's action, by name; a bad name is kept to name the key in later errors.
        case action
        /// A plain cap text (``Key/CapText``): read as a text and kept in the key's caps, with
        /// no rule of its own (the decoder, the writer and the compiled format handle it by its
        /// case alone).
        case capText(Key.CapText)
        /// A symbol's name.
        case symbol
        /// A list of alternates.
        case alternates
        /// A mapping from directions to outputs.
        case flicks
        /// A list of multitap steps.
        case multitap
        /// A key's width: units, points, a percentage or `fill`.
        case width
        /// A length (units, points or a percentage), kept by the field with its place, for the
        /// part of the key it is.
        case length(LengthSlot)
        /// A number of rows.
        case rowCount
    }

    /// The part of a key a plain text makes: the decoder asks the table which field that is
    /// (``KeyField/textSlots``), so that it names none.
    enum TextSlot: Int, Sendable, CaseIterable {
        case id, label, shifted, defaultAlternate
    }

    /// The part of a key, or of a row, a length makes: the key's least and greatest width, or
    /// the width of the gap the row's item is.
    enum LengthSlot: Int, Sendable, CaseIterable {
        case minWidth, maxWidth, gap
    }

    /// The field of each slot of one kind (``TextSlot``, ``LengthSlot``), up to eight, packed a
    /// byte each into one word: a value the decoder reads per key with no reference counted, as
    /// an array would be.
    struct SlotFields: Sendable {
        private let packed: UInt64

        /// `fields[i]` for slot `i`; a slot past the eighth has no field.
        init(_ fields: [KeyField?]) {
            var packed = UInt64.max
            for (slot, field) in fields.prefix(8).enumerated() {
                guard let field, field.rawValue < 0xFF else { continue }
                packed &= ~(0xFF << (8 * UInt64(slot)))
                packed |= UInt64(field.rawValue) << (8 * UInt64(slot))
            }
            self.packed = packed
        }

        /// The raw value of the field of slot `slot` (a slot's raw value), if it has one.
        @inline(__always) subscript(slot: Int) -> Int? {
            let raw = slot < 8 ? Int((packed >> (8 * UInt64(slot))) & 0xFF) : 0xFF
            return raw == 0xFF ? nil : raw
        }
    }

    /// How the value is read and kept.
    let shape: Shape
    /// The value as a layout file writes it for a key, or `nil` when the field is left out: its
    /// value is what the field is when left out (its default), or the field is not the key's
    /// (`to` on a text key).
    let write: @Sendable (Key, KeyWriting) -> String?

    init(_ shape: Shape, write: @escaping @Sendable (Key, KeyWriting) -> String?) {
        self.shape = shape
        self.write = write
    }

    /// A plain cap text: written when the key has one.
    static func capText(_ cap: Key.CapText) -> KeyStorage {
        KeyStorage(.capText(cap)) { key, _ in key.caps[cap].map(LayoutTextWriter.scalar) }
    }
}

/// What writing a key's fields needs besides the key: the locale's case rules (a `shifted` that
/// is the upper case of `text` is left out) and the layout's alternates for the key's id (own
/// alternates equal to them are left out).
struct KeyWriting {
    let caseRules: CaseRules
    let tableAlternates: [String]

    /// A key's fields, each as written (`label: Ą`), in table order; a key whose only field is its
    /// `text` is written as that text alone.
    func fields(of key: Key, only: FieldSet<KeyField>? = nil) -> (fields: [String], plainText: String?) {
        var fields: [String] = []
        var plainText: String?
        for field in KeyField.allCases where only?.contains(field) ?? true {
            let storage = KeyField.storage[field.rawValue]
            guard let value = storage.write(key, self) else { continue }
            if storage.shape == .keyText, case .character(let text, _) = key.action {
                plainText = LayoutTextWriter.scalar(text)
            }
            fields.append("\(field.name): \(value)")
        }
        return (fields, fields.count == 1 ? plainText : nil)
    }

    /// A gesture's output (a flick's, a multitap step's): its text alone when that is all it
    /// says, else a flow mapping of a key's output fields (``KeyField/outputFields``).
    func output(_ action: KeyAction, label: String) -> String {
        let plain = KeyWriting(caseRules: caseRules, tableAlternates: [])
        let written = plain.fields(of: Key(action: action, label: label), only: KeyField.outputFields)
        return written.plainText ?? "{\(written.fields.joined(separator: ", "))}"
    }
}
