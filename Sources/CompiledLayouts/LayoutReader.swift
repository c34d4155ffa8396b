import KeyboardModel
import LayoutDiagnostics

/// Reads the layout section: the inverse of `LayoutWriter`, field for field, checking as it goes
/// what the model promises its readers (the loader's limits, names that exist, ids unique in a
/// layer, sizes and widths in range), so that a layout read from any bytes is one the geometry
/// and the controller can take.
struct LayoutReader {
    var bytes: ByteReader
    let pool: TextPool
    let limits: LayoutLimits
    /// One bit per pool text: the ids seen in the layer being read.
    private var seenIDs: [UInt64]
    /// The pool indices of the ids seen in the layer being read, to clear their bits after it
    /// (one buffer for every layer: its capacity is kept).
    private var layerIDs: [Int] = []
    /// The layout's alternates table: each list, and where its bytes are. A key whose own list
    /// has the same bytes (as the keys that took the table's list do) shares the table's array
    /// instead of making one.
    private var tableAlternates: [(list: [String], bytes: Range<Int>)] = []
    /// For each pool text, the place in ``tableAlternates`` of the list the table gives that key
    /// id, or -1 (an array indexed by the id's pool index: no hashing).
    private var tableAlternatesByID: [Int32]
    /// The pool indices of the layers that the keys of the form being read switch to.
    private var layerTargets: [Int] = []
    /// The keys of the form being read, over its layers.
    private var formKeyCount = 0
    /// Whether a key of the layer being read spans rows (then ``SpanRule`` is checked).
    private var layerSpans = false
    /// For each action kind's code, the pool index of its name (a special key's default id):
    /// -1 when the pool lacks it, `nil` before it is looked up.
    private var kindNameIndices: [Int?] = Array(repeating: nil, count: Codes.actionKinds.values.count)
    /// The action kinds' table, read for every key and action: held here, so that reading a code
    /// does not go through the global's lazy initialisation check each time.
    private let actionKinds = Codes.actionKinds
    /// Every key field this reader knows, held here for the same reason.
    private let knownFields = KeyFields.known.rawValue

    init(bytes: ByteReader, pool: TextPool, limits: LayoutLimits) {
        self.bytes = bytes
        self.pool = pool
        self.limits = limits
        self.seenIDs = Array(repeating: 0, count: (pool.texts.count + 63) / 64)
        // A layer's ids are pool texts, at most one per key: room for them all, made once.
        layerIDs.reserveCapacity(min(pool.texts.count, limits.maxKeysPerLayer))
        self.tableAlternatesByID = Array(repeating: -1, count: pool.texts.count)
    }

    // MARK: - Values

    /// The index of a text of the pool.
    @inline(__always) private mutating func textIndex(_ use: TextPool.Use) throws(CompiledLayoutError) -> Int {
        try pool.index(from: &bytes, as: use)
    }

    @inline(__always) private mutating func text(_ use: TextPool.Use = .text) throws(CompiledLayoutError) -> String {
        pool.texts[try textIndex(use)]
    }

    private mutating func number(_ what: @autoclosure () -> String, atLeast minimum: Double, orEqual: Bool = true)
        throws(CompiledLayoutError) -> Double
    {
        let start = bytes.offset
        let value = try bytes.number()
        guard value > minimum || (orEqual && value == minimum) else {
            throw .malformed(
                section: bytes.section, offset: start,
                reason:
                    "\(what()) is \(KeyboardSize.format(value)); it must be \(orEqual ? "≥" : ">") \(KeyboardSize.format(minimum))"
            )
        }
        return value
    }

    // MARK: - Layout

    mutating func readLayout() throws(CompiledLayoutError) -> KeyboardLayout {
        let id = try text(.name)
        let name = try text(.text)
        let locale = try text(.name)
        let direction = try bytes.code(Codes.textDirections, "direction")
        let composerCode = try bytes.byte()
        var composer: ComposerKind?
        if composerCode > 0 {
            guard let kind = Codes.composers.value(composerCode - 1) else {
                throw bytes.malformed("unknown composer code \(composerCode)")
            }
            composer = kind
        }
        let behavior = try readBehavior()
        var alternates: [ExactText: [String]] = [:]
        let alternateCount = try bytes.count(of: "alternates table")
        if alternateCount > 0 {
            alternates.reserveCapacity(alternateCount)
            tableAlternates.reserveCapacity(alternateCount)
        }
        for _ in 0..<alternateCount {
            let index = try textIndex(.text)
            let start = bytes.offset
            let list = try readTexts(limit: limits.maxAlternatesPerKey, of: "alternates")
            alternates[text: pool.texts[index]] = list
            tableAlternatesByID[index] = Int32(tableAlternates.count)
            tableAlternates.append((list, start..<bytes.offset))
        }
        let compose = try readTable(of: "compose table")
        let modifyTables = try readTable(of: "modify table")
        let formCount = try bytes.count(limit: limits.maxForms + 1, of: "form")
        guard formCount >= 1 else { throw bytes.malformed("the layout has no form") }
        let formName = try text(.name)
        let base = try readForm(name: formName, minWidth: 0, returnTo: behavior.returnTo)
        var forms: [LayoutForm] = []
        var formNames = [formName]
        for _ in 1..<formCount {
            let name = try text(.name)
            guard !formNames.contains(name) else { throw bytes.malformed("form '\(name)' appears twice") }
            let minWidth = try number("a form's min-width", atLeast: 0, orEqual: false)
            if let previous = forms.last, minWidth <= previous.minWidth {
                throw bytes.malformed("form '\(name)' does not start wider than form '\(previous.name)'")
            }
            formNames.append(name)
            forms.append(try readForm(name: name, minWidth: minWidth, returnTo: behavior.returnTo))
        }
        return KeyboardLayout(
            id: id, name: name, locale: locale, direction: direction, size: base.size, metrics: base.metrics,
            behavior: behavior, layers: base.layers, alternates: alternates, compose: ComposeTable(compose),
            modifyTables: modifyTables, composer: composer, constraints: base.constraints, formName: formName,
            forms: forms)
    }

    private mutating func readBehavior() throws(CompiledLayoutError) -> Behavior {
        let autocapitalize = try bytes.code(Codes.autocapitalizations, "autocapitalisation")
        let flags = try bytes.byte()
        guard flags < 64 else { throw bytes.malformed("unknown behaviour flags \(flags)") }
        let returnTo = flags & 4 != 0 ? try text(.name) : nil
        let backspace = try bytes.code(Codes.backspaceUnits, "backspace unit")
        let start = try number("flick-start", atLeast: 0, orEqual: false)
        let lock = try number("flick-lock", atLeast: start)
        let trigger = try number("flick-trigger", atLeast: lock)
        let interval = try number("multitap-interval", atLeast: 0, orEqual: false)
        return Behavior(
            autocapitalize: autocapitalize, doubleSpacePeriod: flags & 1 != 0, capsLockDoubleTap: flags & 2 != 0,
            returnTo: returnTo, backspace: backspace,
            gestures: GestureSettings(
                flickStart: start, flickLock: lock, flickTrigger: trigger, multitapInterval: interval),
            swipeTyping: flags & 8 == 0, caretDrag: flags & 16 == 0, deleteDrag: flags & 32 == 0)
    }

    private mutating func readTexts(limit: Int = .max, of what: String) throws(CompiledLayoutError) -> [String] {
        let count = try bytes.count(limit: limit, of: what)
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(try text()) }
        return texts
    }

    private mutating func readTable(of what: String) throws(CompiledLayoutError) -> [ExactText: [ExactText: String]] {
        let count = try bytes.count(of: what)
        var table: [ExactText: [ExactText: String]] = [:]
        if count > 0 { table.reserveCapacity(count) }
        for _ in 0..<count {
            let name = try text()
            let entryCount = try bytes.count(of: "\(what) entry")
            var entries: [ExactText: String] = [:]
            if entryCount > 0 { entries.reserveCapacity(entryCount) }
            for _ in 0..<entryCount {
                let from = try text()
                entries[text: from] = try text()
            }
            table[text: name] = entries
        }
        return table
    }

    // MARK: - Forms and layers

    private mutating func readForm(
        name: String, minWidth: Double, returnTo: String?
    ) throws(CompiledLayoutError) -> LayoutForm {
        let width = try number("the width", atLeast: 0, orEqual: false)
        let height = try number("the height", atLeast: 0, orEqual: false)
        let top = try number("an inset", atLeast: 0)
        let left = try number("an inset", atLeast: 0)
        let bottom = try number("an inset", atLeast: 0)
        let right = try number("an inset", atLeast: 0)
        let keyGap = try number("key-gap", atLeast: 0)
        let rowGap = try number("row-gap", atLeast: 0)
        let minKeyWidth = try number("min-key-width", atLeast: 0)
        let minRowHeight = try number("min-row-height", atLeast: 0)
        let metricFlags = try bytes.byte()
        guard metricFlags < 4 else { throw bytes.malformed("unknown metrics flags \(metricFlags)") }
        let maxUnitWidth = metricFlags & 1 != 0 ? try number("max-unit-width", atLeast: 0, orEqual: false) : nil
        let preferredRowHeight =
            metricFlags & 2 != 0 ? try number("row-height", atLeast: 0, orEqual: false) : nil
        let metrics = Metrics(
            insets: KeyboardInsets(top: top, left: left, bottom: bottom, right: right),
            keyGap: keyGap, rowGap: rowGap, minKeyWidth: minKeyWidth, minRowHeight: minRowHeight,
            maxUnitWidth: maxUnitWidth, preferredRowHeight: preferredRowHeight)

        formKeyCount = 0
        let layerCount = try bytes.count(limit: limits.maxLayers, of: "layer")
        guard layerCount >= 1 else { throw bytes.malformed("form '\(name)' has no layers") }
        var layers: [Layer] = []
        layers.reserveCapacity(layerCount)
        var layerNames: [Int] = []
        layerNames.reserveCapacity(layerCount)
        for _ in 0..<layerCount {
            let nameIndex = try textIndex(.name)
            guard !layerNames.contains(nameIndex) else {
                throw bytes.malformed("layer '\(pool.texts[nameIndex])' appears twice in form '\(name)'")
            }
            layerNames.append(nameIndex)
            layers.append(try readLayer(named: pool.texts[nameIndex]))
        }
        // Every layer a key, a shifted face or the return layer names is one of the form's (pool
        // indices: equal texts, equal indices).
        for target in layerTargets where !layerNames.contains(target) {
            throw bytes.malformed("a key switches to layer '\(pool.texts[target])', which form '\(name)' lacks")
        }
        layerTargets.removeAll(keepingCapacity: true)
        for layer in layers {
            if let shiftOf = layer.shiftOf, !layers.contains(where: { $0.name == shiftOf }) {
                throw bytes.malformed(
                    "layer '\(layer.name)' is the shifted face of '\(shiftOf)', which form '\(name)' lacks")
            }
        }
        if let returnTo, !layers.contains(where: { $0.name == returnTo }) {
            throw bytes.malformed("the return layer '\(returnTo)' is not a layer of form '\(name)'")
        }
        let constraintCount = try bytes.count(limit: limits.maxConstraints, of: "constraint")
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(constraintCount)
        for _ in 0..<constraintCount { constraints.append(try readConstraint()) }
        return LayoutForm(
            name: name, minWidth: minWidth, size: KeyboardSize(width: width, height: height), metrics: metrics,
            layers: consume layers, constraints: consume constraints)
    }

    private mutating func readLayer(named name: String) throws(CompiledLayoutError) -> Layer {
        let flags = try bytes.byte()
        guard flags < 4 else { throw bytes.malformed("unknown layer flags \(flags)") }
        let shiftOf = flags & 1 != 0 ? try text(.name) : nil
        let rowCount = try bytes.count(limit: limits.maxRowsPerLayer, of: "row")
        guard rowCount >= 1 else { throw bytes.malformed("layer '\(name)' has no rows") }
        var rows: [Row] = []
        rows.reserveCapacity(rowCount)
        var keyCount = 0
        // The action kinds whose name is a key's id and no text of the pool, by code (fewer
        // than 64): such an id equals no explicit id, which are all pool texts.
        var otherIDs: UInt64 = 0
        for rowIndex in 0..<rowCount {
            let height = try number("a row's height", atLeast: 0, orEqual: false)
            let alignment = try bytes.code(Codes.alignments, "alignment")
            let gapCount = try bytes.count(of: "gap")
            var gaps: [RowGap] = []
            // Most rows have none, and reserving room for none still calls into the runtime.
            if gapCount > 0 { gaps.reserveCapacity(gapCount) }
            for _ in 0..<gapCount {
                let index = try bytes.count(of: "gap position")
                if let last = gaps.last, index < last.index { throw bytes.malformed("the gaps are out of order") }
                gaps.append(RowGap(before: index, width: try readLength()))
            }
            let count = try bytes.count(limit: limits.maxKeysPerRow, of: "key")
            guard count >= 1 else { throw bytes.malformed("row \(rowIndex + 1) of layer '\(name)' has no keys") }
            keyCount += count
            guard keyCount <= limits.maxKeysPerLayer else {
                throw .overLimit(reason: "layer '\(name)' has more than \(limits.maxKeysPerLayer) keys")
            }
            formKeyCount += count
            guard formKeyCount <= limits.maxKeysPerForm else {
                throw .overLimit(reason: "a form has more than \(limits.maxKeysPerForm) keys")
            }
            if let last = gaps.last, last.index > count {
                throw bytes.malformed("a gap of row \(rowIndex + 1) stands after key \(last.index) of \(count)")
            }
            // Each key is made in its place in the row's array (a key is a large value: no copy
            // into the array, no check of its capacity per key); the first error stops the row.
            var failure: CompiledLayoutError?
            let keys = [Key](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                do throws(CompiledLayoutError) {
                    while initialized < count {
                        let key = base + initialized
                        let (idIndex, kindCode) = try readKey(into: key)
                        initialized += 1
                        // Equal texts have equal indices: one bit per id of the pool; an action's
                        // name that is no text of the pool is kept apart.
                        if let index = idIndex ?? poolIndex(ofNameOf: kindCode) {
                            let (word, bit) = (index >> 6, UInt64(1) << UInt64(index & 63))
                            guard seenIDs[word] & bit == 0 else {
                                throw bytes.malformed("layer '\(name)' has two keys with id '\(key.pointee.id)'")
                            }
                            seenIDs[word] |= bit
                            layerIDs.append(index)
                        } else {
                            let bit = UInt64(1) << UInt64(kindCode & 63)
                            guard otherIDs & bit == 0 else {
                                throw bytes.malformed("layer '\(name)' has two keys with id '\(key.pointee.id)'")
                            }
                            otherIDs |= bit
                        }
                    }
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            rows.append(Row(keys: consume keys, height: height, alignment: alignment, gaps: consume gaps))
        }
        for index in layerIDs { seenIDs[index >> 6] = 0 }
        layerIDs.removeAll(keepingCapacity: true)
        if layerSpans {
            layerSpans = false
            try checkSpans(of: rows, layer: name)
        }
        return Layer(name: name, rows: consume rows, shiftOf: shiftOf, isOneShot: flags & 2 != 0)
    }

    /// Checks the keys that span rows against ``SpanRule``, the rule the validator and the
    /// geometry apply (past the last row, ending rows alike, two in one place).
    private func checkSpans(of rows: [Row], layer: String) throws(CompiledLayoutError) {
        var keysPerRow: [Int]?
        var taken: [SpanRule.Slot: String] = [:]
        for (rowIndex, row) in rows.enumerated() {
            for (index, key) in row.keys.enumerated() where key.span > 1 {
                let counts = keysPerRow ?? rows.map(\.keys.count)
                keysPerRow = counts
                let placed = SpanRule.places(
                    of: key.id, row: rowIndex, index: index, span: key.span, layer: layer, keysPerRow: counts,
                    taken: &taken)
                if case .failure(let problem) = placed { throw bytes.malformed(problem.message) }
            }
        }
    }

    // MARK: - Keys

    /// The pool index of the name of the action kind of `code` (a special key's default id),
    /// looked up once.
    private mutating func poolIndex(ofNameOf code: UInt8) -> Int? {
        if let known = kindNameIndices[Int(code)] { return known < 0 ? nil : known }
        let index = Codes.actionKinds.value(code).flatMap { pool.index(of: $0.rawValue) }
        kindNameIndices[Int(code)] = index ?? -1
        return index
    }

    /// Reads a key into `slot`, uninitialised memory that holds the key once this returns (and
    /// nothing if it throws); returns the pool index of its id when its id is a text of the pool
    /// (an explicit id, a text key's text or a custom key's name), `nil` for an action's name;
    /// and its action's code.
    private mutating func readKey(
        into slot: UnsafeMutablePointer<Key>
    ) throws(CompiledLayoutError) -> (Int?, UInt8) {
        let raw = try bytes.varint()
        guard raw <= knownFields else { throw bytes.malformed("unknown key fields \(raw)") }
        let fields = KeyFields(rawValue: raw)
        let kindCode = bytes.peek()
        let (action, textIndex) = try readAction()
        var idIndex = textIndex
        var id: String?
        if fields.contains(.id) {
            let index = try self.textIndex(.text)
            idIndex = index
            id = pool.texts[index]
        }
        let label = fields.contains(.label) ? try text(.label) : nil
        var alternates: [String] = []
        if fields.contains(.alternates) {
            if let index = idIndex, case let place = Int(tableAlternatesByID[index]), place >= 0,
                bytes.skip(repeating: tableAlternates[place].bytes)
            {
                alternates = tableAlternates[place].list
            } else {
                alternates = try readTexts(limit: limits.maxAlternatesPerKey, of: "alternate")
            }
        }
        var flicks: [Flick] = []
        if fields.contains(.flicks) {
            let count = try bytes.count(limit: 8, of: "flick")
            var directions: UInt8 = 0
            for _ in 0..<count {
                let direction = try bytes.code(Codes.directions, "flick direction")
                let bit = UInt8(1) << Codes.directions.code(of: direction)
                guard directions & bit == 0 else { throw bytes.malformed("a key flicks \(direction.rawValue) twice") }
                directions |= bit
                let (action, _) = try readAction()
                flicks.append(Flick(direction, action, label: try text(.label)))
            }
        }
        var multitap: [KeyAction] = []
        if fields.contains(.multitap) {
            let count = try bytes.count(limit: limits.maxAlternatesPerKey, of: "multitap step")
            for _ in 0..<count { multitap.append(try readAction().0) }
        }
        let capTexts = fields.contains(KeyFields.anyCapText) ? try readCapTexts(fields) : nil
        let symbol = fields.contains(.symbol) ? try bytes.code(Codes.symbols, "symbol") : nil
        let defaultAlternate = fields.contains(.defaultAlternate) ? try text() : nil
        if let defaultAlternate, !alternates.contains(where: { $0.isExactly(defaultAlternate) }) {
            throw bytes.malformed("the default alternate '\(defaultAlternate)' is not one of the key's alternates")
        }
        var width = Key.standardWidth
        if fields.contains(.width) {
            let tag = try bytes.byte()
            if tag == 3 {
                width = .fill
            } else {
                switch try readLength(tag: tag) {
                case .units(let value): width = .units(value)
                case .points(let value): width = .points(value)
                case .percent(let value): width = .percent(value)
                }
            }
        }
        let minWidth = fields.contains(.minWidth) ? try readLength() : nil
        let maxWidth = fields.contains(.maxWidth) ? try readLength() : nil
        var span = Key.standardSpan
        if fields.contains(.span) {
            span = try bytes.count(of: "span")
            layerSpans = true
            guard (1...255).contains(span) else { throw bytes.malformed("a key spans \(span) rows") }
        }
        // A text key's id and label default to its text (a custom key's to its name), which the
        // pool already holds.
        let text = textIndex.map { pool.texts[$0] }
        slot.initialize(
            to: Key(
                id: (consume id) ?? text, action: consume action, label: (consume label) ?? text,
                alternates: consume alternates,
                flicks: consume flicks, multitap: consume multitap, symbol: symbol,
                defaultAlternate: defaultAlternate, width: width,
                minWidth: minWidth, maxWidth: maxWidth, span: span))
        if let capTexts {
            slot.pointee.caps = KeyCaps(texts: capTexts, symbol: symbol, defaultAlternate: defaultAlternate)
        }
        return (idIndex, kindCode)
    }

    /// A key's plain cap texts that `fields` says follow, by `Key.CapText` raw value.
    @inline(never)
    private mutating func readCapTexts(_ fields: KeyFields) throws(CompiledLayoutError) -> [String?] {
        var texts: [String?] = []
        for cap in Key.CapText.allCases { texts.append(fields.contains(.capText(cap)) ? try text(.label) : nil) }
        return texts
    }

    /// A length: units or points (> 0), or a percentage (0 < p ≤ 100).
    private mutating func readLength() throws(CompiledLayoutError) -> KeyLength {
        try readLength(tag: bytes.byte())
    }

    private mutating func readLength(tag: UInt8) throws(CompiledLayoutError) -> KeyLength {
        switch tag {
        case 0: return .units(try number("a width", atLeast: 0, orEqual: false))
        case 1: return .points(try number("a width", atLeast: 0, orEqual: false))
        case 2:
            let value = try number("a percentage", atLeast: 0, orEqual: false)
            guard value <= 100 else { throw bytes.malformed("a percentage is \(value), over 100") }
            return .percent(value)
        default: throw bytes.malformed("unknown width form \(tag)")
        }
    }

    /// An action, and the pool index of a character action's text (its default id).
    private mutating func readAction() throws(CompiledLayoutError) -> (KeyAction, Int?) {
        let kind = try bytes.code(actionKinds, "action")
        switch kind {
        case .character:
            let index = try textIndex(.text)
            let shifted = try text(.text)
            guard !pool.texts[index].isEmpty else { throw bytes.malformed("a key's text is empty") }
            return (.character(pool.texts[index], shifted: shifted), index)
        case .layer:
            let target = try textIndex(.name)
            layerTargets.append(target)
            return (.layer(pool.texts[target]), nil)
        case .dead: return (.dead(accent: try text()), nil)
        case .custom:
            // A custom key's name is its default id and label, as a text key's text is.
            let index = try textIndex(.text)
            return (.custom(pool.texts[index]), index)
        case .modifyPrevious: return (.modifyPrevious(table: try text()), nil)
        default:
            guard let action = KeyAction(kind) else {
                throw bytes.malformed("action '\(kind.rawValue)' cannot be made")
            }
            return (action, nil)
        }
    }

    // MARK: - Constraints

    private mutating func readConstraint() throws(CompiledLayoutError) -> LayoutConstraint {
        let lhs = try readExpression()
        let relation = try bytes.code(Codes.relations, "relation")
        let rhs = try readExpression()
        let strength = try bytes.code(Codes.strengths, "strength")
        return LayoutConstraint(lhs: lhs, relation: relation, rhs: rhs, strength: strength, text: try text())
    }

    private mutating func readExpression() throws(CompiledLayoutError) -> LinearExpression {
        let count = try bytes.count(limit: limits.maxKeysPerLayer, of: "term")
        var terms: [LinearExpression.Term] = []
        terms.reserveCapacity(count)
        for _ in 0..<count {
            let coefficient = try bytes.number()
            let keyID = try text()
            let attribute = try bytes.code(Codes.attributes, "attribute")
            terms.append(.init(coefficient: coefficient, anchor: KeyAnchor(keyID: keyID, attribute: attribute)))
        }
        return LinearExpression(terms: terms, constant: try bytes.number())
    }
}
