import KeyboardModel

/// The fast path of ``LayoutLoader``: reads a layout without problems straight from libyaml's
/// events into a ``KeyboardLayout``, with no node tree and no ``LayoutDraft`` in between.
///
/// It takes the format as layouts are usually written — every field, every scalar style, fields
/// in any order — and gives up (`nil`) on anything that the full path (``YAMLReader``,
/// ``DraftReader``, ``LayoutLimits``, ``LayoutValidator``) would report or that needs the tree:
/// anchors, aliases, tags, merge keys, `extends`, unknown or duplicate keys, a value of the wrong
/// type or out of range, a text that may be over a limit, and every check of the validator,
/// warnings included. The full path then reads the file again and reports. So whenever the fast
/// path answers, its answer is the full path's: the same layout, source marks included, and no
/// diagnostic (tests compare the two on every bundled layout, every fixture and random edits).
struct LayoutStreamReader {
    /// The fast path stops; the full path takes over.
    struct GiveUp: Error {}

    private typealias Event = LibYAMLParser.Event

    private let parser: LibYAMLParser
    private var positions: EventPositions
    private let file: String
    private let maxNodes: Int
    private let limits: LayoutLimits
    private var nodeCount = 0
    /// Scratch space for the fingerprints of one list of alternates.
    private var prints: [UInt64] = []

    // What the layers need from other fields, which may come after them.
    private var caseRules: CaseRules?
    private var alternatesTable: [String: [String]]?
    private var alternatesLookup: AlternatesLookup?
    /// Keys read before `locale` or `alternates` whose shifted text or alternates are defaults.
    private var fixups: [Fixup] = []
    // What is checked once every layer is read.
    private var keyIDs: [LayerKeyIDs] = []
    private var layerTargets: [String] = []
    private var deadAccents: [String] = []
    private var referencedIDs: [String] = []

    /// A key whose default shifted text (`shifted`) or alternates (`alternates`) is filled in at the end.
    private struct Fixup {
        var layer: Int
        var row: Int
        var key: Int
        var shifted: Bool
        var alternates: Bool
    }

    private init(parser: LibYAMLParser, source: SourceText, maxNodes: Int, limits: LayoutLimits) {
        self.parser = parser
        positions = EventPositions(source: source)
        file = source.file
        self.maxNodes = maxNodes
        self.limits = limits
    }

    /// The layout in `bytes` and its source, when the file reads and validates without a single
    /// diagnostic; `nil` when the full path must read it.
    static func load(
        bytes: [UInt8], path: String, limits: YAMLLimits, layoutLimits: LayoutLimits
    ) -> LayoutLoadResult? {
        // The deepest nesting a layout has is 8 (root, layers, layer, rows, row, keys, key,
        // alternates); a lower limit, like a larger file, is for the full path to report.
        guard bytes.count <= limits.maxFileSize, limits.maxDepth >= 8,
            case .success(let bodyOffset) = EncodingCheck.check(bytes, file: path)
        else { return nil }
        let source = SourceText(file: path, validUTF8: bodyOffset == 0 ? bytes : Array(bytes[bodyOffset...]))
        guard source.hasContent else { return nil }
        let layout = bytes.withUnsafeBufferPointer { buffer -> KeyboardLayout? in
            guard let base = buffer.baseAddress, buffer.count > bodyOffset,
                let parser = LibYAMLParser(bytes: base + bodyOffset, count: buffer.count - bodyOffset)
            else { return nil }
            var reader = LayoutStreamReader(
                parser: parser, source: source, maxNodes: limits.maxNodes, limits: layoutLimits)
            return try? reader.readDocument()
        }
        guard let layout else { return nil }
        return LayoutLoadResult(layout: layout, diagnostics: [], sources: [source])
    }

    // MARK: - Events

    /// The next event; anything the fast path does not take gives up.
    private mutating func next() throws(GiveUp) -> Event {
        guard let event = parser.next(), !event.hasAnchorOrTag else { throw GiveUp() }
        switch event.kind {
        case .alias:
            throw GiveUp()
        case .scalar, .sequenceStart, .mappingStart:
            nodeCount += 1
            if nodeCount > maxNodes { throw GiveUp() }
        default:
            break
        }
        return event
    }

    /// The next event, which must be of `kind`.
    private mutating func expect(_ kind: Event.Kind) throws(GiveUp) -> Event {
        let event = try next()
        guard event.kind == kind else { throw GiveUp() }
        return event
    }

    private mutating func location(_ event: Event) -> SourceLocation {
        let place = positions.position(line: event.line, column: event.column)
        return SourceLocation(file: file, line: place.line, column: place.column)
    }

    /// The next key of a mapping of fields: its index in `names` (each at most once, as `seen`
    /// records), or `nil` at the end of the mapping. Non-ASCII keys give up: the full path
    /// decides whether one equals a field name.
    private mutating func nextField(_ names: [String], seen: inout UInt32) throws(GiveUp) -> (Int, Event)? {
        let key = try next()
        if key.kind == .mappingEnd { return nil }
        guard key.kind == .scalar, let index = Self.index(of: key.value, in: names), seen & (1 << index) == 0 else {
            throw GiveUp()
        }
        seen |= 1 << index
        return (index, key)
    }

    private static func index(of bytes: UnsafeBufferPointer<UInt8>, in names: [String]) -> Int? {
        names.indices.first { names[$0].utf8.count == bytes.count && DraftReader.equal(bytes, names[$0]) }
    }

    /// The next key of a table (`alternates`, `compose`): any scalar but a merge key, or `nil`
    /// at the end of the mapping.
    private mutating func nextTableKey() throws(GiveUp) -> (String, Event)? {
        let key = try next()
        if key.kind == .mappingEnd { return nil }
        guard key.kind == .scalar,
            !(key.style == .plain && key.value.count == 2 && key.value.elementsEqual("<<".utf8))
        else { throw GiveUp() }
        return (String(decoding: key.value, as: UTF8.self), key)
    }

    // MARK: - Scalars

    /// Any scalar but a null, as ``DraftReader/string(_:)`` reads it.
    private static func string(_ event: Event) throws(GiveUp) -> String {
        guard event.kind == .scalar, event.style != .plain || !DraftReader.isNull(plain: event.value) else {
            throw GiveUp()
        }
        return String(decoding: event.value, as: UTF8.self)
    }

    private static func nonEmptyString(_ event: Event) throws(GiveUp) -> String {
        guard !event.value.isEmpty else { throw GiveUp() }
        return try string(event)
    }

    private static func number(_ event: Event) throws(GiveUp) -> Double {
        guard event.kind == .scalar, event.style == .plain,
            case .finite(let value) = ScalarValue.number(bytes: event.value)
        else { throw GiveUp() }
        return value
    }

    private static func positive(_ event: Event) throws(GiveUp) -> Double {
        let value = try number(event)
        guard value > 0 else { throw GiveUp() }
        return value
    }

    private static func nonNegative(_ event: Event) throws(GiveUp) -> Double {
        let value = try number(event)
        guard value >= 0 else { throw GiveUp() }
        return value
    }

    private static func bool(_ event: Event) throws(GiveUp) -> Bool {
        guard event.kind == .scalar, event.style == .plain, let value = ScalarValue.bool(bytes: event.value) else {
            throw GiveUp()
        }
        return value
    }

    private static func enumValue<Value: RawRepresentable>(_ event: Event) throws(GiveUp) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: try string(event)) else { throw GiveUp() }
        return value
    }

    private static func width(_ event: Event, allowsFill: Bool) throws(GiveUp) -> KeyWidth {
        guard event.kind == .scalar,
            case .success(let width) = DraftReader.width(of: event.value, allowsFill: allowsFill)
        else { throw GiveUp() }
        return width
    }

    private static func length(_ event: Event) throws(GiveUp) -> KeyLength {
        guard let length = try width(event, allowsFill: false).length else { throw GiveUp() }
        return length
    }

    // MARK: - Top level

    private mutating func readDocument() throws(GiveUp) -> KeyboardLayout {
        _ = try expect(.streamStart)
        _ = try expect(.documentStart)
        let root = try expect(.mappingStart)
        let layout = try readLayout(at: location(root))
        _ = try expect(.documentEnd)
        _ = try expect(.streamEnd)
        return layout
    }

    private mutating func readLayout(at rootLocation: SourceLocation) throws(GiveUp) -> KeyboardLayout {
        var layout = KeyboardLayout(
            id: "", name: "", locale: "", size: Size(width: 1, height: 1), layers: [],
            source: SourceMark(rootLocation))
        var metrics = LayoutDraft.Metrics()
        var behavior = LayoutDraft.Behavior()
        var compose: [String: [String: String]] = [:]
        var seen: UInt32 = 0
        while let (field, key) = try nextField(LayoutDraft.fieldNames, seen: &seen) {
            let value = try next()
            switch LayoutDraft.fieldNames[field] {
            case "format":
                layout.source = SourceMark(location(key))
                guard value.kind == .scalar, value.style == .plain else { throw GiveUp() }
                let text = String(decoding: value.value, as: UTF8.self)
                guard ScalarValue.isInteger(text), Int(text) == 1 else { throw GiveUp() }
            case "id": layout.id = try Self.nonEmptyString(value)
            case "name": layout.name = try Self.string(value)
            case "locale":
                layout.locale = try Self.nonEmptyString(value)
                caseRules = CaseRules(locale: layout.locale)
            case "direction": layout.direction = try Self.enumValue(value)
            case "size": layout.size = try readSize(value)
            case "metrics": metrics = try readMetrics(value)
            case "behavior": behavior = try readBehavior(value)
            case "alternates":
                let table = try readAlternatesTable(value)
                alternatesTable = table
                alternatesLookup = AlternatesLookup(table)
            case "compose": compose = try readCompose(value)
            case "layers": layout.layers = try readLayers(value)
            case "constraints": layout.constraints = try readConstraints(value)
            default: throw GiveUp()  // `extends`: the loader follows the chain on the full path.
            }
        }
        // Required: format, id, name, locale, size and layers.
        let required: UInt32 = 1 << 0 | 1 << 1 | 1 << 2 | 1 << 3 | 1 << 6 | 1 << 11
        guard seen & required == required else { throw GiveUp() }
        layout.metrics = metrics.model
        layout.behavior = behavior.model
        layout.alternates = alternatesTable ?? [:]
        layout.compose = ComposeTable(compose)
        try fillDefaults(of: &layout.layers)
        try check(layout)
        return layout
    }

    /// Fills in the shifted texts and alternates of keys read before `locale` or `alternates`.
    private mutating func fillDefaults(of layers: inout [Layer]) throws(GiveUp) {
        guard !fixups.isEmpty else { return }
        guard let caseRules else { throw GiveUp() }
        let lookup = alternatesLookup ?? AlternatesLookup([:])
        for fixup in fixups {
            if fixup.shifted,
                case .character(let text, _) = layers[fixup.layer].rows[fixup.row].keys[fixup.key].action
            {
                layers[fixup.layer].rows[fixup.row].keys[fixup.key].action =
                    .character(text, shifted: caseRules.uppercase(text))
            }
            if fixup.alternates {
                let id = layers[fixup.layer].rows[fixup.row].keys[fixup.key].id
                layers[fixup.layer].rows[fixup.row].keys[fixup.key].alternates =
                    lookup.alternates(for: id, print: KeyFingerprint.fingerprint(id)) ?? []
            }
        }
    }

    /// What ``LayoutValidator`` checks on the whole layout, without the messages: any problem,
    /// warnings included, gives up.
    private func check(_ layout: KeyboardLayout) throws(GiveUp) {
        let names = layout.layers.map(\.name)
        guard layerTargets.allSatisfy({ names.contains($0) }),
            layout.behavior.returnTo.map({ names.contains($0) }) ?? true,
            deadAccents.allSatisfy({ LayoutValidator.composes($0, in: layout.compose) })
        else { throw GiveUp() }
        let reach = LayoutValidator.reachability(of: layout.layers, names: names)
        guard reach.hasBackspace, reach.hasReturn, !reach.reached.contains(false) else { throw GiveUp() }
        let index = KeyIDIndex(keyIDs, referenceCount: referencedIDs.count)
        guard referencedIDs.allSatisfy({ index.contains($0) }) else { throw GiveUp() }
    }

    private static let sizeFields = ["width", "height"]

    private mutating func readSize(_ start: Event) throws(GiveUp) -> Size {
        guard start.kind == .mappingStart else { throw GiveUp() }
        var width = 0.0
        var height = 0.0
        var seen: UInt32 = 0
        while let (field, _) = try nextField(Self.sizeFields, seen: &seen) {
            let value = try Self.positive(try next())
            if field == 0 { width = value } else { height = value }
        }
        guard seen == 0b11 else { throw GiveUp() }
        return Size(width: width, height: height)
    }

    private static let metricsFields = [
        "insets", "key-gap", "row-gap", "min-key-width", "min-row-height", "max-unit-width", "preferred-row-height",
    ]
    private static let insetFields = ["top", "left", "bottom", "right"]

    private mutating func readMetrics(_ start: Event) throws(GiveUp) -> LayoutDraft.Metrics {
        guard start.kind == .mappingStart else { throw GiveUp() }
        var metrics = LayoutDraft.Metrics(location: location(start))
        var seen: UInt32 = 0
        while let (field, _) = try nextField(Self.metricsFields, seen: &seen) {
            let value = try next()
            if field == 0 {
                guard value.kind == .mappingStart else { throw GiveUp() }
                var sides: UInt32 = 0
                while let (side, _) = try nextField(Self.insetFields, seen: &sides) {
                    let number = try Self.nonNegative(try next())
                    switch side {
                    case 0: metrics.top = number
                    case 1: metrics.left = number
                    case 2: metrics.bottom = number
                    default: metrics.right = number
                    }
                }
                continue
            }
            let number = try Self.nonNegative(value)
            switch field {
            case 1: metrics.keyGap = number
            case 2: metrics.rowGap = number
            case 3: metrics.minKeyWidth = number
            case 4: metrics.minRowHeight = number
            case 5: metrics.maxUnitWidth = number
            default: metrics.preferredRowHeight = number
            }
        }
        return metrics
    }

    private static let behaviorFields = ["autocapitalize", "double-space-period", "caps-lock-double-tap", "return-to"]

    private mutating func readBehavior(_ start: Event) throws(GiveUp) -> LayoutDraft.Behavior {
        guard start.kind == .mappingStart else { throw GiveUp() }
        var behavior = LayoutDraft.Behavior()
        var seen: UInt32 = 0
        while let (field, _) = try nextField(Self.behaviorFields, seen: &seen) {
            let value = try next()
            switch field {
            case 0: behavior.autocapitalize = try Self.enumValue(value) as Autocapitalization
            case 1: behavior.doubleSpacePeriod = try Self.bool(value)
            case 2: behavior.capsLockDoubleTap = try Self.bool(value)
            default: behavior.returnTo = Located(try Self.nonEmptyString(value), at: location(value))
            }
        }
        return behavior
    }

    // MARK: - Tables

    private mutating func readAlternatesTable(_ start: Event) throws(GiveUp) -> [String: [String]] {
        guard start.kind == .mappingStart else { throw GiveUp() }
        var table: [String: [String]] = [:]
        // Tables of real layouts have a few dozen ids: growing would rehash them.
        table.reserveCapacity(32)
        while let (id, _) = try nextTableKey() {
            let list = try readAlternates(try next())
            // A repeated id is a duplicate key (the reader compares keys as `String`s, too).
            guard table.updateValue(list, forKey: id) == nil else { throw GiveUp() }
        }
        return table
    }

    /// A list of alternates without repeats (a repeat is a warning, for the full path).
    private mutating func readAlternates(_ start: Event) throws(GiveUp) -> [String] {
        guard start.kind == .sequenceStart else { throw GiveUp() }
        var list: [String] = []
        list.reserveCapacity(8)
        // The byte fingerprint of each item: repeats (the same bytes) share one.
        prints.removeAll(keepingCapacity: true)
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { break }
            let text = try Self.nonEmptyString(item)
            let print = KeyFingerprint.byteFingerprint(text)
            // Past the limits of a key's alternates, the full path reports.
            guard list.count < limits.maxAlternatesPerKey, text.utf8.count <= limits.maxTextLength,
                !prints.indices.contains(where: { prints[$0] == print && Self.sameBytes(list[$0], text) })
            else { throw GiveUp() }
            list.append(text)
            prints.append(print)
        }
        return list
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { a in b.withUTF8 { b in YAMLNode.equal(a, b) } }
    }

    private mutating func readCompose(_ start: Event) throws(GiveUp) -> [String: [String: String]] {
        guard start.kind == .mappingStart else { throw GiveUp() }
        let maxLength = limits.maxTextLength
        var table: [String: [String: String]] = [:]
        while let (accent, _) = try nextTableKey() {
            guard table[accent] == nil, accent.utf8.count <= maxLength else { throw GiveUp() }
            _ = try expect(.mappingStart)
            var compositions: [String: String] = [:]
            while let (base, _) = try nextTableKey() {
                let result = try Self.nonEmptyString(try next())
                guard compositions[base] == nil, base.utf8.count <= maxLength, result.utf8.count <= maxLength else {
                    throw GiveUp()
                }
                compositions[base] = result
            }
            table[accent] = compositions
        }
        return table
    }

    // MARK: - Layers

    private mutating func readLayers(_ start: Event) throws(GiveUp) -> [Layer] {
        guard start.kind == .mappingStart else { throw GiveUp() }
        var layers: [Layer] = []
        layers.reserveCapacity(4)
        while let (name, key) = try nextTableKey() {
            // Past the limit of layers the full path reports (and the search for repeats stays short).
            guard layers.count < limits.maxLayers, DraftReader.isLayerName(name),
                name.utf8.count <= limits.maxNameLength, !layers.contains(where: { $0.name == name })
            else { throw GiveUp() }
            let location = location(key)
            // Layers of real keyboards have a few dozen keys.
            keyIDs.append(LayerKeyIDs(capacity: 48))
            let rows = try readLayer(layers.count)
            layers.append(Layer(name: name, rows: rows, source: SourceMark(location)))
        }
        guard !layers.isEmpty else { throw GiveUp() }
        return layers
    }

    private static let layerFields = ["rows"]

    /// Layer number `layer`: a mapping with `rows`, a list of at least one row.
    private mutating func readLayer(_ layer: Int) throws(GiveUp) -> [Row] {
        _ = try expect(.mappingStart)
        var seen: UInt32 = 0
        var rows: [Row] = []
        rows.reserveCapacity(5)
        var keyCount = 0
        while try nextField(Self.layerFields, seen: &seen) != nil {
            _ = try expect(.sequenceStart)
            while true {
                let item = try next()
                if item.kind == .sequenceEnd { break }
                guard rows.count < limits.maxRowsPerLayer else { throw GiveUp() }
                let row = try readRow(item, at: (layer, rows.count))
                keyCount += row.keys.count
                guard keyCount <= limits.maxKeysPerLayer else { throw GiveUp() }
                rows.append(row)
            }
        }
        guard !rows.isEmpty else { throw GiveUp() }
        return rows
    }

    private static let rowFields = ["keys", "height", "align"]

    /// A row: a list of keys, or a mapping with `keys`, `height` and `align`.
    private mutating func readRow(_ start: Event, at place: (layer: Int, row: Int)) throws(GiveUp) -> Row {
        let location = location(start)
        var height = 1.0
        var alignment = RowAlignment.center
        var keys: [Key] = []
        switch start.kind {
        case .sequenceStart:
            keys = try readKeys(at: place)
        case .mappingStart:
            var seen: UInt32 = 0
            while let (field, _) = try nextField(Self.rowFields, seen: &seen) {
                switch field {
                case 0:
                    _ = try expect(.sequenceStart)
                    keys = try readKeys(at: place)
                case 1: height = try Self.positive(try next())
                default: alignment = try Self.enumValue(try next())
                }
            }
        default:
            throw GiveUp()
        }
        guard !keys.isEmpty else { throw GiveUp() }
        return Row(keys: keys, height: height, alignment: alignment, source: SourceMark(location))
    }

    /// The keys of a row, after the start of their list.
    private mutating func readKeys(at place: (layer: Int, row: Int)) throws(GiveUp) -> [Key] {
        var keys: [Key] = []
        // Rows of real keyboards have up to a dozen keys or so: one allocation for most.
        keys.reserveCapacity(12)
        while true {
            let item = try next()
            let key: Key
            switch item.kind {
            case .sequenceEnd:
                return keys
            case .scalar:
                // Any scalar is the text it types (`no`, `1` and `~` type "no", "1" and "~").
                guard !item.value.isEmpty, item.value.count <= limits.maxTextLength else { throw GiveUp() }
                let text = String(decoding: item.value, as: UTF8.self)
                key = try make(
                    text: text, shifted: nil, id: nil, label: nil, alternates: nil, at: location(item),
                    place: (place.layer, place.row, keys.count))
            case .mappingStart:
                key = try readKeyMapping(at: location(item), place: (place.layer, place.row, keys.count))
            default:
                throw GiveUp()
            }
            guard keys.count < limits.maxKeysPerRow else { throw GiveUp() }
            keys.append(key)
        }
    }

    /// A text key, with the defaults filled in now if the fields they need are read, else later.
    private mutating func make(
        text: String, shifted: String?, id: String?, label: String?, alternates: [String]?, at location: SourceLocation,
        place: (layer: Int, row: Int, key: Int), width: KeyWidth = .units(1), minWidth: KeyLength? = nil,
        maxWidth: KeyLength? = nil
    ) throws(GiveUp) -> Key {
        let shiftedText = shifted ?? caseRules?.uppercase(text)
        return try make(
            action: .character(text, shifted: shiftedText ?? ""), id: id, label: label, alternates: alternates,
            at: location, place: place, width: width, minWidth: minWidth, maxWidth: maxWidth,
            needsShifted: shiftedText == nil)
    }

    /// A key: its id is checked against the layer's others, and its default alternates are filled
    /// in now if the table is read, else later.
    private mutating func make(
        action: KeyAction, id: String?, label: String?, alternates: [String]?, at location: SourceLocation,
        place: (layer: Int, row: Int, key: Int), width: KeyWidth, minWidth: KeyLength?, maxWidth: KeyLength?,
        needsShifted: Bool = false
    ) throws(GiveUp) -> Key {
        let id = id ?? action.defaultID
        let print = KeyFingerprint.fingerprint(id)
        guard keyIDs[place.layer].insert(id, print: print) else { throw GiveUp() }
        var list = alternates
        if list == nil, let alternatesLookup {
            list = alternatesLookup.alternates(for: id, print: print) ?? []
        }
        if needsShifted || list == nil {
            fixups.append(
                Fixup(
                    layer: place.layer, row: place.row, key: place.key, shifted: needsShifted,
                    alternates: list == nil))
        }
        return Key(
            id: id, action: action, label: label, alternates: list ?? [], width: width, minWidth: minWidth,
            maxWidth: maxWidth, source: SourceMark(location))
    }

    /// A key written as a mapping, with what ``DraftReader`` accepts without a diagnostic.
    private mutating func readKeyMapping(
        at keyLocation: SourceLocation, place: (layer: Int, row: Int, key: Int)
    ) throws(GiveUp) -> Key {
        var text: String?
        var shifted: String?
        var label: String?
        var id: String?
        var action: String?
        // `to`, `accent` or `name`: a key may have the one its action needs, and no other.
        var detail: (field: DraftReader.KeyField, value: String)?
        var alternates: [String]?
        var width = KeyWidth.units(1)
        var minWidth: KeyLength?
        var maxWidth: KeyLength?
        var seen: UInt32 = 0
        while true {
            let key = try next()
            if key.kind == .mappingEnd { break }
            guard key.kind == .scalar, let field = DraftReader.KeyField.named(key.value) else { throw GiveUp() }
            let bit: UInt32 = 1 << field.rawValue
            guard seen & bit == 0 else { throw GiveUp() }
            seen |= bit
            let value = try next()
            // Texts that may be over a limit (counted in bytes, which bound characters) give up.
            let limit =
                switch field {
                case .label: limits.maxLabelLength
                case .id, .to: limits.maxNameLength
                default: limits.maxTextLength
                }
            guard value.value.count <= limit else { throw GiveUp() }
            switch field {
            case .text: text = try Self.nonEmptyString(value)
            case .shifted: shifted = try Self.string(value)
            case .label: label = try Self.string(value)
            case .id: id = try Self.nonEmptyString(value)
            case .action:
                let name = try Self.string(value)
                guard KeyAction.fileNames.contains(name) else { throw GiveUp() }
                action = name
            case .to, .accent, .name:
                guard detail == nil else { throw GiveUp() }
                detail = (field, try Self.nonEmptyString(value))
            case .alternates: alternates = try readAlternates(value)
            case .width: width = try Self.width(value, allowsFill: true)
            case .minWidth: minWidth = try Self.length(value)
            case .maxWidth: maxWidth = try Self.length(value)
            }
        }
        if let minWidth, let maxWidth, DraftReader.conflict(min: minWidth, max: maxWidth) != nil { throw GiveUp() }
        guard let action else {
            guard detail == nil, let text else { throw GiveUp() }
            return try make(
                text: text, shifted: shifted, id: id, label: label, alternates: alternates, at: keyLocation,
                place: place, width: width, minWidth: minWidth, maxWidth: maxWidth)
        }
        guard text == nil, shifted == nil else { throw GiveUp() }
        let needed: DraftReader.KeyField? =
            switch action {
            case "layer": .to
            case "dead": .accent
            case "custom": .name
            default: nil
            }
        let keyAction: KeyAction
        if let needed {
            guard let detail, detail.field == needed else { throw GiveUp() }
            switch needed {
            case .to:
                keyAction = .layer(detail.value)
                layerTargets.append(detail.value)
            case .accent:
                keyAction = .dead(accent: detail.value)
                deadAccents.append(detail.value)
            default:
                keyAction = .custom(detail.value)
            }
        } else {
            guard detail == nil, let simple = DraftReader.simpleAction(action) else { throw GiveUp() }
            keyAction = simple
        }
        return try make(
            action: keyAction, id: id, label: label, alternates: alternates, at: keyLocation, place: place,
            width: width, minWidth: minWidth, maxWidth: maxWidth)
    }

    // MARK: - Constraints

    private mutating func readConstraints(_ start: Event) throws(GiveUp) -> [LayoutConstraint] {
        guard start.kind == .sequenceStart else { throw GiveUp() }
        var constraints: [LayoutConstraint] = []
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { break }
            guard constraints.count < limits.maxConstraints else { throw GiveUp() }
            let parse = ConstraintParser.parseDetailed(try Self.string(item))
            guard parse.issues.isEmpty, var constraint = parse.constraint else { throw GiveUp() }
            constraint.source = SourceMark(location(item))
            referencedIDs += parse.references.map(\.keyID)
            constraints.append(constraint)
        }
        return constraints
    }
}
