import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// Decodes one layout document from YAML events into a ``LayoutDraft``: the one reader of the
/// format.
///
/// It reads libyaml's events as they come (``YAMLEventReader``) or a node tree replayed as events
/// (``TreeEvents``, for documents with anchors, aliases or merge keys), and reports every problem
/// where it is as it goes: unknown fields with the closest known name, values of the wrong type
/// (skipped), missing required fields at the end of their mapping, and the size limits of
/// ``LayoutLimits``. Fields are looked up in, and their values read by, the field tables
/// (``LayoutField``, ``KeyField``, …). What needs the whole layout — `extends`, ids, layer
/// targets, reachability — is for the merge and ``LayoutAssembler``, after it.
struct FormatDecoder<Events: YAMLEventSource> {
    var events: Events
    let limits: LayoutLimits
    /// The file's text, to check that a constraint's characters sit where its scalar says.
    let source: SourceText?
    /// Problems found so far, in document order.
    var diagnostics: [Diagnostic] = []
    /// Where keys begin whose duplicates the decoder explains itself (the fields after a layer
    /// name indented too far repeat the layer's): the YAML reader's duplicate-key errors at that
    /// column after that line are left out (``keeping(_:)``).
    private(set) var explainedDuplicates: [(line: Int, column: Int)] = []
    /// Whether a size limit was crossed: the layout is then not validated further.
    private(set) var isOverLimits = false
    private var reportedLimits: [DiagnosticCode] = []
    /// Scratch space reused from key to key (so that reading a key allocates nothing for it):
    /// where each field of the key being read was written, and the value and place of its text
    /// and length fields, by the field's raw value (valid for the fields the key wrote).
    var keyMarks: [YAMLEvent.Mark]
    var keyTexts: [(value: String?, mark: YAMLEvent.Mark)]
    var keyLengths: [(value: KeyLength?, mark: YAMLEvent.Mark)]
    /// ``KeyField/shapes``, read once per decoder rather than once per field.
    let keyShapes = KeyField.shapes
    /// ``KeyField/textSlots`` and ``KeyField/lengthSlots``, read once per decoder rather than
    /// once per key: the fields that make a key's parts.
    let keyTextSlots = KeyStorage.SlotFields(KeyField.textSlots)
    let keyLengthSlots = KeyStorage.SlotFields(KeyField.lengthSlots)
    /// The ids that keys left out for their errors would have had (see
    /// ``LayoutDraft/droppedKeyIDs``).
    var droppedKeyIDs: [String] = []
    /// Scratch space for one list of alternates: each item's fingerprint and place.
    var alternatePrints: [(print: UInt64, mark: YAMLEvent.Mark)] = []

    /// The YAML reader's `diagnostics` without the duplicate-key errors this decoder explains.
    func keeping(_ yaml: [Diagnostic]) -> [Diagnostic] {
        guard !explainedDuplicates.isEmpty else { return yaml }
        return yaml.filter { $0.code != YAMLDiagnosticCode.duplicateKey || !isExplained($0.location) }
    }

    /// Whether a duplicate key at `location` is one the decoder explains (and reads).
    private func isExplained(_ location: SourceLocation) -> Bool {
        explainedDuplicates.contains { location.line > $0.line && location.column == $0.column }
    }

    /// Leaves out the duplicate-key errors at `column` after `line` (see ``explainedDuplicates``).
    mutating func explainDuplicates(after line: Int, atColumn column: Int) {
        explainedDuplicates.append((line, column))
    }

    init(events: Events, limits: LayoutLimits, source: SourceText?) {
        self.events = events
        self.limits = limits
        self.source = source
        let start = YAMLEvent.Mark(line: 0, column: 0)
        keyMarks = Array(repeating: start, count: KeyField.allCases.count)
        keyTexts = Array(repeating: (nil, start), count: KeyField.allCases.count)
        keyLengths = Array(repeating: (nil, start), count: KeyField.allCases.count)
        alternatePrints.reserveCapacity(16)
    }

    /// Reads the document.
    ///
    /// - Returns: The draft, or `nil` when the top level is not a mapping.
    /// - Throws: ``YAMLStop`` when the events stop: a YAML problem the source has reported, or a
    ///   document that must be read into a tree first.
    mutating func decode() throws(YAMLStop) -> LayoutDraft? {
        guard let root = try startDocument(expected: "a mapping of layout fields") else { return nil }
        let draft = try readLayout(root)
        try events.finish()
        return draft
    }

    /// The start of the document's top-level mapping; `nil` when the top level is something
    /// else, which is reported (as not `expected`) and read to the end.
    mutating func startDocument(expected: String) throws(YAMLStop) -> YAMLEvent? {
        let root = try events.start()
        guard root.kind == .mappingStart else {
            wrongType(root, expected: expected)
            try events.skip(root)
            try events.finish()
            return nil
        }
        return root
    }

    // MARK: - Reporting

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []
    ) {
        diagnostics.append(Diagnostic(.error, code: code.rawValue, message, at: location, notes: notes))
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, at event: YAMLEvent) {
        error(code, message, at: events.location(event))
    }

    mutating func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []
    ) {
        diagnostics.append(Diagnostic(.warning, code: code.rawValue, message, at: location, notes: notes))
    }

    /// Reports a plain scalar without text but with a tag or an anchor — a bare `!` or `&`,
    /// which YAML reads as the start of one — as that trap, at the character; whether it did.
    @inline(never)
    mutating func reportedBareIndicator(_ event: YAMLEvent) -> Bool {
        guard event.kind == .scalar, event.style == .plain, event.text.isEmpty,
            event.tagBytes != nil || event.anchorBytes != nil
        else { return false }
        let location = events.location(event)
        let written = source?.line(location.line)?.dropFirst(max(0, location.column - 1)).first
        let character: Character = written == "&" || written == "!" ? written ?? "!" : event.tagBytes != nil ? "!" : "&"
        diagnostics.append(
            Diagnostic(
                .error, code: YAMLDiagnosticCode.bareIndicator, YAMLTraps.message(for: character), at: location,
                notes: [YAMLTraps.quoteNote(for: character, at: location)]))
        return true
    }

    /// "expected a number, found a mapping" at `event`.
    mutating func wrongType(_ event: YAMLEvent, expected: String) {
        error(.wrongType, "expected \(expected), found \(event.kindDescription)", at: event)
    }

    /// Reports `event` as "expected …" and reads past the node it starts. A value left empty
    /// because a bare `#` after it started a comment (`background: #DCE8F0`) is reported at the
    /// `#`, with the quoted text as the fix.
    mutating func reject(_ event: YAMLEvent, expected: String) throws(YAMLStop) {
        if !reportedCommentedValue(event, expected: expected) { wrongType(event, expected: expected) }
        try events.skip(event)
    }

    /// Whether `event` is an empty plain scalar followed on its line by a comment, which was then
    /// reported: "expected …, found a comment", at the `#`, with the note `quote it: "#DCE8F0"`.
    private mutating func reportedCommentedValue(_ event: YAMLEvent, expected: String) -> Bool {
        guard event.kind == .scalar, event.isNull, event.style == .plain, event.text.isEmpty,
            event.tagBytes == nil, event.anchorBytes == nil
        else { return false }
        let location = events.location(event)
        guard let line = source?.line(location.line) else { return false }
        let rest = line.dropFirst(max(0, location.column - 1))
        guard let hash = rest.firstIndex(where: { $0 != " " && $0 != "\t" }), rest[hash] == "#" else { return false }
        let place = SourceLocation(
            in: location.sourceFile, line: location.line,
            column: location.column + rest.distance(from: rest.startIndex, to: hash))
        let written = String(rest[hash...].prefix { !$0.isWhitespace })
        diagnostics.append(
            Diagnostic(
                .error, code: YAMLDiagnosticCode.bareIndicator,
                "expected \(expected), found a comment: \(YAMLTraps.message(for: "#"))", at: place,
                notes: [.note("quote it: \"\(written)\"", at: place)]))
        return true
    }

    /// "missing required field 'x'" at the mapping that lacks it.
    mutating func missing(_ field: String, at location: SourceLocation, hint: String = "") {
        error(.missingField, "missing required field '\(field)'\(hint)", at: location)
    }

    /// Reports every field of `Field`'s table that must be written and is not in `written`.
    mutating func reportMissing<Field: FormatField>(_ written: FieldSet<Field>, at location: SourceLocation) {
        for field in Field.table.required where !written.contains(field) {
            missing(field.name, at: location)
        }
    }

    /// Reports a crossed size limit (once per limit, at the first item past it); the layout is
    /// not validated further.
    mutating func limitExceeded(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        isOverLimits = true
        guard !reportedLimits.contains(code) else { return }
        reportedLimits.append(code)
        error(code, message, at: location)
    }

    /// Checks the length of a text against a limit; `what` names the text ("key text").
    @inline(__always)
    mutating func checkLength(
        _ text: String, _ limit: LengthLimit.Limit?, what: @autoclosure () -> String, at mark: YAMLEvent.Mark
    ) {
        guard let limit else { return }
        let maximum = limits.maxLength(limit)
        // A Character is at least one byte: short texts need no counting.
        guard text.utf8.count > maximum else { return }
        let count = text.count
        if count > maximum {
            limitExceeded(
                LayoutLimits.code(limit), "\(what()) has \(count) characters; the limit is \(maximum)",
                at: events.location(of: mark))
        }
    }

    /// Checks the length of a field's text against the field's limit.
    @inline(__always)
    mutating func checkLength<Field: FormatField>(_ text: String, of field: Field, at mark: YAMLEvent.Mark) {
        // Shorter than every limit, as most texts are: no need to look up the field's limit.
        guard text.utf8.count > limits.shortestMaxLength else { return }
        checkLength(text, Field.table.limit(field), what: field.spec.limit?.what ?? field.name, at: mark)
    }

    // MARK: - Mappings

    /// The next field of a mapping of `Field`'s fields, with where its key is; unknown fields (with the
    /// closest known name), keys that are not names and duplicate keys (which the reader has
    /// reported) are skipped with their values. `nil` at the end of the mapping.
    ///
    /// - Parameter context: How to name the mapping in "unknown field" messages, when not as
    ///   its table does ("layer 'letters'").
    mutating func nextField<Field: FormatField>(
        _: Field.Type, context: @autoclosure () -> String? = nil
    ) throws(YAMLStop) -> (field: Field, key: YAMLEvent.Mark)? {
        while let entry = try nextFieldEntry(Field.self) {
            switch entry {
            case .field(let field, let mark): return (field, mark)
            case .unknown(let key): try reportUnknown(key, Field.self, context: context())
            }
        }
        return nil
    }

    /// Reads a mapping of `Field`'s fields whose start is `value` (reported and skipped when it
    /// is not a mapping): `read` gets each field, its key's place and its value's first event,
    /// and reads the value.
    ///
    /// - Returns: Whether `value` was a mapping.
    @discardableResult
    mutating func readFields<Field: FormatField>(
        _ value: YAMLEvent, _ read: (inout Self, Field, YAMLEvent.Mark, YAMLEvent) throws(YAMLStop) -> Void
    ) throws(YAMLStop) -> Bool {
        guard try isMapping(value, expected: "a mapping") else { return false }
        while let (field, key) = try nextField(Field.self) {
            try read(&self, field, key, try events.next())
        }
        return true
    }

    /// A key of a mapping of fields: a field of the table, or a name that is none (its value
    /// not read yet).
    enum FieldEntry<Field: FormatField> {
        case field(Field, YAMLEvent.Mark)
        case unknown(YAMLEvent)
    }

    /// The next key of a mapping of fields, for readers that look at unknown names before
    /// reporting them; keys that are not scalars are reported and skipped with their values,
    /// duplicates skipped. `nil` at the end of the mapping.
    mutating func nextFieldEntry<Field: FormatField>(_: Field.Type) throws(YAMLStop) -> FieldEntry<Field>? {
        while true {
            let key = try events.next()
            switch key.kind {
            case .mappingEnd:
                return nil
            case .scalar:
                if key.isDuplicateKey, !isExplained(events.location(key)) {
                    try events.skip(try events.next())
                    continue
                }
                if let field = Field.table.field(named: key.text) { return .field(field, key.mark) }
                return .unknown(key)
            default:
                try reject(key, expected: "a name")
                try events.skip(try events.next())
            }
        }
    }

    /// Reports an unknown field with a did-you-mean, and skips its value: the one message for
    /// an unknown name in every mapping of fields. A caller that has read the value already
    /// passes it and the key's `name`, read before: a key's text lives only until the next event.
    mutating func reportUnknown<Field: FormatField>(
        _ key: YAMLEvent, _: Field.Type, context: String?, name known: String? = nil, value: YAMLEvent? = nil
    ) throws(YAMLStop) {
        let name = known ?? key.string
        let location = events.location(key)
        var hint =
            decimalComma(endingWith: name, at: location)
            ?? NameSuggestion.hint(for: name, in: Field.table.names, synonyms: Field.table.synonyms)
        if hint.isEmpty, !name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) || name.isEmpty {
            hint = flowComma(before: location)
        }
        let valueEvent: YAMLEvent
        if let value { valueEvent = value } else { valueEvent = try events.next() }
        if hint.isEmpty, Field.self == LayerField.self, valueEvent.kind == .scalar, valueEvent.isNull {
            // `numbers:` with nothing after it, one level too far in: a layer's name read as a
            // field of the layer above it (whose `rows` then come twice).
            hint =
                "; a layer indented one level too far? Write '\(name):' under 'layers:', as far in as the "
                + "other layers' names"
        }
        error(.unknownField, "unknown field '\(name)' in \(context ?? Field.table.context)\(hint)", at: location)
        try events.skip(valueEvent)
    }

    /// The hint for an unknown field `name` of digits that follows a number and a comma in the
    /// source (`{width: 1,5}` reads as `width: 1` and a field `5`), or `nil`.
    @inline(never)
    private func decimalComma(endingWith name: String, at location: SourceLocation) -> String? {
        guard !name.isEmpty, name.allSatisfy(\.isASCIIDigit), let line = source?.line(location.line) else {
            return nil
        }
        let before = Array(line.prefix(max(0, location.column - 1)))
        guard before.last == ",", before.count >= 2, before[before.count - 2].isASCIIDigit else { return nil }
        let whole = String(before.dropLast().reversed().prefix { $0.isASCIIDigit }.reversed())
        return "; '\(whole),\(name)' reads as \(whole) and a field '\(name)': write a decimal point, \(whole).\(name)"
    }

    /// The hint for an unknown field right after a `,` in a flow mapping, which an unquoted
    /// value ended too early (`{label: 1 .,?!}` is `label: 1 .` and a field `?!`), or `""`.
    @inline(never)
    private func flowComma(before location: SourceLocation) -> String {
        guard let line = source?.line(location.line) else { return "" }
        // Spaces, and the `?` and `!` indicators YAML may have read the rest as.
        let before = line.prefix(max(0, location.column - 1)).reversed().drop { $0 == " " || $0 == "?" || $0 == "!" }
        guard before.first == "," else { return "" }
        return "; a ',' in an unquoted value ends it: quote the value before it"
    }

    /// The next key of a mapping whose keys are names the layout chooses (layer names, key ids,
    /// accents); keys that are not scalars are reported and skipped with their values, and
    /// duplicates skipped. `nil` at the end of the mapping.
    mutating func nextEntry() throws(YAMLStop) -> YAMLEvent? {
        while true {
            let key = try events.next()
            switch key.kind {
            case .mappingEnd:
                return nil
            case .scalar where !key.isDuplicateKey:
                return key
            case .scalar:
                try events.skip(try events.next())
            default:
                try reject(key, expected: "a name")
                try events.skip(try events.next())
            }
        }
    }

    /// Whether `event` starts a mapping; reports and skips it if not.
    mutating func isMapping(_ event: YAMLEvent, expected: String) throws(YAMLStop) -> Bool {
        if event.kind == .mappingStart { return true }
        try reject(event, expected: expected)
        return false
    }

    /// Whether `event` starts a sequence; reports and skips it if not.
    mutating func isSequence(_ event: YAMLEvent, expected: String) throws(YAMLStop) -> Bool {
        if event.kind == .sequenceStart { return true }
        try reject(event, expected: expected)
        return false
    }

    /// Reads the items of a sequence whose start was just read, at most `limit` of them: each is given to
    /// `item`; the rest are skipped, and the first of them is where `code` is reported, as
    /// "\(owner) has \(count) \(noun); the limit is \(limit)". Returns how many items there were.
    mutating func readItems(
        limit: Int, _ code: DiagnosticCode, owner: @autoclosure () -> String, noun: String,
        _ item: (inout Self, YAMLEvent) throws(YAMLStop) -> Void
    ) throws(YAMLStop) -> Int {
        var count = 0
        var pastLimit: SourceLocation?
        while true {
            let event = try events.next()
            if event.kind == .sequenceEnd { break }
            count += 1
            guard count <= limit else {
                if pastLimit == nil { pastLimit = events.location(event) }
                try events.skip(event)
                continue
            }
            try item(&self, event)
        }
        if let pastLimit {
            limitExceeded(code, "\(owner()) has \(count) \(noun); the limit is \(limit)", at: pastLimit)
        }
        return count
    }

    // MARK: - Scalars, by kind

    /// A string field's text: any scalar but a null, not empty for ``FieldKind/nonEmptyString``
    /// and ``FieldKind/layerName``, within the field's length limit.
    mutating func string<Field: FormatField>(_ event: YAMLEvent, _ field: Field) throws(YAMLStop) -> String? {
        guard event.kind == .scalar, !event.isNull else {
            // A bare `!` or `&` reads as an empty (null) scalar with a tag or an anchor.
            if reportedBareIndicator(event) { return nil }
            try reject(event, expected: "a string")
            return nil
        }
        if event.text.isEmpty, Field.table.kind(field) != .string {
            error(.wrongType, "expected a non-empty string for '\(field.name)'", at: event)
            return nil
        }
        let text = event.string
        checkLength(text, of: field, at: event.mark)
        return text
    }

    /// A scalar's text, any but a null; not empty when `nonEmpty` (reported with `field`'s name).
    mutating func string(
        _ event: YAMLEvent, field: @autoclosure () -> String, nonEmpty: Bool, limit: LengthLimit? = nil
    ) throws(YAMLStop) -> String? {
        guard event.kind == .scalar, !event.isNull else {
            // A bare `!` or `&` reads as an empty (null) scalar with a tag or an anchor.
            if reportedBareIndicator(event) { return nil }
            try reject(event, expected: "a string")
            return nil
        }
        if nonEmpty, event.text.isEmpty {
            error(.wrongType, "expected a non-empty string for '\(field())'", at: event)
            return nil
        }
        let text = event.string
        if let limit { checkLength(text, limit.limit, what: limit.what, at: event.mark) }
        return text
    }

    /// A number field's value: a finite plain number, greater than 0 or not negative by its kind.
    mutating func number<Field: FormatField>(_ event: YAMLEvent, _ field: Field) throws(YAMLStop) -> Double? {
        guard event.kind == .scalar, event.style == .plain else {
            try reject(event, expected: "a number")
            return nil
        }
        switch ScalarValue.number(bytes: event.text) {
        case .finite(let value):
            let kind = Field.table.kind(field)
            if kind == .positiveNumber, value <= 0 {
                error(.numberOutOfRange, "'\(field.name)' must be greater than 0, found \(event.string)", at: event)
                return nil
            }
            if kind == .nonNegativeNumber, value < 0 {
                error(.numberOutOfRange, "'\(field.name)' must not be negative, found \(event.string)", at: event)
                return nil
            }
            return value
        case .nonFinite:
            error(.nonFiniteNumber, "'\(field.name)' must be a finite number, found '\(event.string)'", at: event)
            return nil
        case .notANumber:
            let comma = ScalarValue.decimalCommaHint(for: event.string)
            if comma.isEmpty {
                wrongType(event, expected: "a number")
            } else {
                error(.wrongType, "expected a number for '\(field.name)', found '\(event.string)'\(comma)", at: event)
            }
            return nil
        }
    }

    /// A whole number of rows (`span`): at least 1 and at most the rows a layer may have.
    mutating func rowCount<Field: FormatField>(_ event: YAMLEvent, _ field: Field) throws(YAMLStop) -> Int? {
        guard let value = try number(event, field) else { return nil }
        guard value == value.rounded(), value >= 1, value <= Double(limits.maxRowsPerLayer) else {
            error(
                .numberOutOfRange,
                "'\(field.name)' must be a whole number of rows from 1 to \(limits.maxRowsPerLayer), found \(event.string)",
                at: event)
            return nil
        }
        return Int(value)
    }

    /// A boolean field's value: `true` or `false` (also `True`, `TRUE`, `False`, `FALSE`).
    mutating func bool<Field: FormatField>(_ event: YAMLEvent, _ field: Field) throws(YAMLStop) -> Bool? {
        if event.kind == .scalar, event.style == .plain, let value = ScalarValue.bool(bytes: event.text) {
            return value
        }
        if event.kind == .scalar, event.kindDescription == "a string" {
            error(.wrongType, "expected true or false for '\(field.name)', found '\(event.string)'", at: event)
        } else {
            try reject(event, expected: "true or false")
        }
        return nil
    }

    /// A choice field's value as the case of an enumeration whose raw value it is (among the
    /// names its kind lists); a bad value is reported with them.
    mutating func choice<Field: FormatField, Value: FormatChoice>(
        _ event: YAMLEvent, _ field: Field
    ) throws(YAMLStop) -> Value? {
        guard event.kind == .scalar, !event.isNull else {
            try reject(event, expected: "a string")
            return nil
        }
        // Found by its bytes (no string made); `field` may allow fewer names than `Value` has.
        if Field.table.allows(field, named: event.text), let value = Value.names.value(named: event.text) {
            return value
        }
        try badChoice(event, field)
        return nil
    }

    /// A choice field's value kept as its name (a key's plain texts, which the model keeps as
    /// text): one of the names its kind lists, else reported with them.
    mutating func choiceName<Field: FormatField>(_ event: YAMLEvent, _ field: Field) throws(YAMLStop) -> String? {
        guard event.kind == .scalar, !event.isNull else {
            try reject(event, expected: "a string")
            return nil
        }
        if Field.table.allows(field, named: event.text) { return event.string }
        try badChoice(event, field)
        return nil
    }

    /// Reports a choice field's bad value, with the names it allows (and the one meant).
    private mutating func badChoice<Field: FormatField>(_ event: YAMLEvent, _ field: Field) throws(YAMLStop) {
        let allowed = Field.table.choices(field)
        let text = event.string
        let hint = NameSuggestion.hint(for: text, in: allowed, synonyms: field.spec.synonyms)
        if hint.isEmpty {
            error(
                .badEnumValue,
                "bad value '\(text)' for '\(field.name)'; expected one of \(NameSuggestion.quotedList(allowed))",
                at: event)
        } else {
            let place = events.location(event)
            error(
                .badEnumValue, "bad value '\(text)' for '\(field.name)'\(hint)", at: place,
                notes: [.note("'\(field.name)' is one of \(NameSuggestion.quotedList(allowed))", at: place)])
        }
    }
}
