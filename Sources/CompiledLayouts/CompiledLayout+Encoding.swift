public import KeyboardModel

extension CompiledLayout {
    /// The compiled bytes of `layout`: the same layout always gives the same bytes (texts are
    /// pooled in byte order, tables written in key order).
    ///
    /// - Parameter layout: A layout without errors (as `LayoutLoader` gives, or a layout built in
    ///   code that `LayoutLoader().validate` accepts); source marks are not kept.
    /// - Returns: The file's bytes.
    /// - Complexity: O(*n* log *n*) in the number of texts.
    public static func encode(_ layout: KeyboardLayout) -> [UInt8] {
        // The layout section is written twice with the same code: once to collect the texts,
        // once with each text's index in the sorted pool.
        var collecting = LayoutWriter(pool: StringPool())
        collecting.write(layout)
        var themeOutput = ByteWriter()
        if let theme = layout.theme {
            ThemeSection.write(theme, to: &themeOutput) { collecting.pool.index(of: $0) }
        }
        let pool = collecting.pool.sorted()
        var writing = LayoutWriter(pool: pool)
        writing.write(layout)

        var strings = ByteWriter()
        strings.count(pool.texts.count)
        for text in pool.texts {
            strings.count(text.utf8.count)
            strings.append(Array(text.utf8))
        }
        var sections = [
            (Section.strings, strings.bytes, requiredFlag), (Section.layout, writing.output.bytes, requiredFlag),
        ]
        if let theme = layout.theme {
            themeOutput = ByteWriter()
            var texts = pool
            ThemeSection.write(theme, to: &themeOutput) { texts.index(of: $0) }
            // Not required: a version 1 reader skips it.
            sections.append((ThemeSection.tag, themeOutput.bytes, 0))
        }
        // Not required: a reader before version 5 chooses forms by width alone.
        if let idioms = IdiomSection.bytes(of: layout) { sections.append((IdiomSection.tag, idioms, 0)) }

        var file = ByteWriter()
        file.append(magic)
        file.uint16(UInt16(version))
        // A key with a field of version 3 (an accessibility label) needs a reader of version 3:
        // an older one would not know where the key's other fields start.
        file.uint16(UInt16(max(writing.readableFrom, layout.theme.map(ThemeSection.needsVersion4) == true ? 4 : 1)))
        file.uint32(0)  // the length, patched below
        file.uint32(0)  // the checksum, patched below
        file.uint32(UInt32(sections.count))
        var offset = headerSize + sections.count * sectionEntrySize
        for (tag, content, flags) in sections {
            file.append(tag)
            file.uint32(UInt32(offset))
            file.uint32(UInt32(content.count))
            file.uint32(flags)
            offset += content.count
        }
        for (_, content, _) in sections { file.append(content) }
        var bytes = file
        bytes.patch(uint32: UInt32(bytes.bytes.count), at: 12)
        let checksum = bytes.bytes.withUnsafeBytes { all in
            Adler32.checksum(UnsafeRawBufferPointer(rebasing: all[checkedFrom...]))
        }
        bytes.patch(uint32: checksum, at: 16)
        return bytes.bytes
    }
}

/// The texts of a layout, each once by its bytes (`;` U+003B and U+037E are two texts): first
/// collected, then sorted by their UTF-8 bytes, so that a text's index is the same whatever order
/// the layout names them in.
struct StringPool {
    private(set) var texts: [String] = []
    private var indices: [ExactText: Int] = [:]
    private var isSorted = false

    /// The index of `text`: while collecting, it is added (and 0 returned).
    mutating func index(of text: String) -> Int {
        if isSorted { return indices[text: text] ?? 0 }
        if indices[text: text] == nil {
            indices[text: text] = texts.count
            texts.append(text)
        }
        return 0
    }

    /// The pool of the collected texts in byte order, ready to give indices.
    func sorted() -> StringPool {
        var result = StringPool()
        result.texts = texts.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for (index, text) in result.texts.enumerated() { result.indices[text: text] = index }
        result.isSorted = true
        return result
    }
}

/// Writes the layout section: the inverse of `LayoutReader`, field for field.
struct LayoutWriter {
    var pool: StringPool
    var output = ByteWriter()
    /// The oldest reader version that knows every field written so far.
    private(set) var readableFrom = CompiledLayout.readableFrom

    init(pool: StringPool) { self.pool = pool }

    private mutating func text(_ value: String) { output.count(pool.index(of: value)) }

    mutating func write(_ layout: KeyboardLayout) {
        text(layout.id)
        text(layout.name)
        text(layout.locale)
        output.byte(Codes.textDirections.code(of: layout.direction))
        output.byte(layout.composer.map { Codes.composers.code(of: $0) + 1 } ?? 0)
        write(layout.behavior)
        output.count(layout.alternates.count)
        for key in layout.alternates.keys.sorted() {
            text(key.string)
            let alternates = layout.alternates[key] ?? []
            output.count(alternates.count)
            for alternate in alternates { text(alternate) }
        }
        write(table: layout.compose.entries)
        write(table: layout.modifyTables)
        output.count(1 + layout.forms.count)
        text(layout.formName)
        write(size: layout.size, metrics: layout.metrics, layers: layout.layers, constraints: layout.constraints)
        for form in layout.forms {
            text(form.name)
            output.number(form.minWidth)
            write(size: form.size, metrics: form.metrics, layers: form.layers, constraints: form.constraints)
        }
    }

    private mutating func write(table: [ExactText: [ExactText: String]]) {
        output.count(table.count)
        for name in table.keys.sorted() {
            text(name.string)
            let entries = table[name] ?? [:]
            output.count(entries.count)
            for from in entries.keys.sorted() {
                text(from.string)
                text(entries[from] ?? "")
            }
        }
    }

    private mutating func write(_ behavior: Behavior) {
        output.byte(Codes.autocapitalizations.code(of: behavior.autocapitalize))
        var flags: UInt8 = 0
        if behavior.doubleSpacePeriod { flags |= 1 }
        if behavior.capsLockDoubleTap { flags |= 2 }
        if behavior.returnTo != nil { flags |= 4 }
        // Set for "off", so that files written before these two existed read as on; a file with
        // either needs a reader of version 4.
        if !behavior.swipeTyping { flags |= 8 }
        if !behavior.caretDrag { flags |= 16 }
        if !behavior.deleteDrag { flags |= 32 }
        if flags >= 8 { readableFrom = max(readableFrom, 4) }
        output.byte(flags)
        if let returnTo = behavior.returnTo { text(returnTo) }
        output.byte(Codes.backspaceUnits.code(of: behavior.backspace))
        output.number(behavior.gestures.flickStart)
        output.number(behavior.gestures.flickLock)
        output.number(behavior.gestures.flickTrigger)
        output.number(behavior.gestures.multitapInterval)
    }

    private mutating func write(size: KeyboardSize, metrics: Metrics, layers: [Layer], constraints: [LayoutConstraint])
    {
        output.number(size.width)
        output.number(size.height)
        for value in [
            metrics.insets.top, metrics.insets.left, metrics.insets.bottom, metrics.insets.right, metrics.keyGap,
            metrics.rowGap, metrics.minKeyWidth, metrics.minRowHeight,
        ] {
            output.number(value)
        }
        output.byte((metrics.maxUnitWidth == nil ? 0 : 1) | (metrics.preferredRowHeight == nil ? 0 : 2))
        if let value = metrics.maxUnitWidth { output.number(value) }
        if let value = metrics.preferredRowHeight { output.number(value) }
        output.count(layers.count)
        for layer in layers { write(layer) }
        output.count(constraints.count)
        for constraint in constraints { write(constraint) }
    }

    private mutating func write(_ layer: Layer) {
        text(layer.name)
        output.byte((layer.shiftOf == nil ? 0 : 1) | (layer.isOneShot ? 2 : 0))
        if let shiftOf = layer.shiftOf { text(shiftOf) }
        output.count(layer.rows.count)
        for row in layer.rows {
            output.number(row.height)
            output.byte(Codes.alignments.code(of: row.alignment))
            output.count(row.gaps.count)
            for gap in row.gaps {
                output.count(gap.index)
                write(length: gap.width)
            }
            output.count(row.keys.count)
            for key in row.keys { write(key) }
        }
    }

    private mutating func write(_ key: Key) {
        var fields = KeyFields()
        // By bytes: an id or label `;` U+037E on a key typing `;` U+003B is written.
        if !key.id.isExactly(key.action.defaultID) { fields.insert(.id) }
        if !key.label.isExactly(key.action.defaultLabel) { fields.insert(.label) }
        if !key.alternates.isEmpty { fields.insert(.alternates) }
        if !key.flicks.isEmpty { fields.insert(.flicks) }
        if !key.multitap.isEmpty { fields.insert(.multitap) }
        for cap in Key.CapText.allCases where key.caps[cap] != nil {
            fields.insert(.capText(cap))
            readableFrom = max(readableFrom, CompiledLayout.version(adding: cap))
        }
        if key.symbol != nil { fields.insert(.symbol) }
        if key.defaultAlternate != nil { fields.insert(.defaultAlternate) }
        if key.width != Key.standardWidth { fields.insert(.width) }
        if key.minWidth != nil { fields.insert(.minWidth) }
        if key.maxWidth != nil { fields.insert(.maxWidth) }
        if key.span != Key.standardSpan { fields.insert(.span) }
        output.varint(UInt64(fields.rawValue))
        write(key.action)
        if fields.contains(.id) { text(key.id) }
        if fields.contains(.label) { text(key.label) }
        if fields.contains(.alternates) {
            output.count(key.alternates.count)
            for alternate in key.alternates { text(alternate) }
        }
        if fields.contains(.flicks) {
            output.count(key.flicks.count)
            for flick in key.flicks {
                output.byte(Codes.directions.code(of: flick.direction))
                write(flick.action)
                text(flick.label)
            }
        }
        if fields.contains(.multitap) {
            output.count(key.multitap.count)
            for action in key.multitap { write(action) }
        }
        for cap in Key.CapText.allCases { if let capText = key.caps[cap] { text(capText) } }
        if let symbol = key.symbol { output.byte(Codes.symbols.code(of: symbol)) }
        if let defaultAlternate = key.defaultAlternate { text(defaultAlternate) }
        if fields.contains(.width) {
            switch key.width {
            case .units(let value): write(length: .units(value))
            case .points(let value): write(length: .points(value))
            case .percent(let value): write(length: .percent(value))
            case .fill: output.byte(3)
            }
        }
        if let minWidth = key.minWidth { write(length: minWidth) }
        if let maxWidth = key.maxWidth { write(length: maxWidth) }
        if fields.contains(.span) { output.count(key.span) }
    }

    private mutating func write(length: KeyLength) {
        switch length {
        case .units(let value):
            output.byte(0)
            output.number(value)
        case .points(let value):
            output.byte(1)
            output.number(value)
        case .percent(let value):
            output.byte(2)
            output.number(value)
        }
    }

    private mutating func write(_ action: KeyAction) {
        output.byte(Codes.actionKinds.code(of: action.kind))
        switch action {
        case .character(let text, let shifted):
            self.text(text)
            self.text(shifted)
        case .layer(let argument), .dead(let argument), .custom(let argument), .modifyPrevious(let argument):
            text(argument)
        case .shift, .capsLock, .backspace, .space, .return, .nextKeyboard, .dismiss, .caret, .deleteForward, .tab,
            .host:
            break
        }
    }

    private mutating func write(_ constraint: LayoutConstraint) {
        write(constraint.lhs)
        output.byte(Codes.relations.code(of: constraint.relation))
        write(constraint.rhs)
        output.byte(Codes.strengths.code(of: constraint.strength))
        text(constraint.text)
    }

    private mutating func write(_ expression: LinearExpression) {
        output.count(expression.terms.count)
        for term in expression.terms {
            output.number(term.coefficient)
            text(term.anchor.keyID)
            output.byte(Codes.attributes.code(of: term.anchor.attribute))
        }
        output.number(expression.constant)
    }
}

/// Which of a key's fields a compiled key has (the others take their defaults), in the order
/// they follow the key's action.
struct KeyFields: OptionSet {
    let rawValue: UInt64

    /// Whether `field` is set (a bit test the optimiser always inlines).
    @inline(__always) func contains(_ field: KeyFields) -> Bool { rawValue & field.rawValue != 0 }

    static let id = KeyFields(rawValue: 1 << 0)
    static let label = KeyFields(rawValue: 1 << 1)
    static let alternates = KeyFields(rawValue: 1 << 2)
    static let flicks = KeyFields(rawValue: 1 << 3)
    static let multitap = KeyFields(rawValue: 1 << 4)
    /// A key's plain cap text (``Key/CapText``), by its raw value: the hint and the shifted label
    /// (bits 5 and 6), the accessibility label (13), the sound (14), and every later one the next
    /// bit from 15 on. A new cap text takes its bit from its place in the model's enumeration;
    /// the version that added it is ``CompiledLayout/version(adding:)``'s.
    @inline(__always) static func capText(_ cap: Key.CapText) -> KeyFields {
        switch cap.rawValue {
        case 0: KeyFields(rawValue: 1 << 5)
        case 1: KeyFields(rawValue: 1 << 6)
        case 2: KeyFields(rawValue: 1 << 13)
        case let later: KeyFields(rawValue: 1 << UInt64(11 + later))
        }
    }
    /// Any cap text's bit, the later ones' included: a constant, which the reader's hot path reads
    /// with no lazy initialisation.
    static let anyCapText = KeyFields(rawValue: 1 << 5 | 1 << 6 | ~((1 << 13) - 1))
    static let symbol = KeyFields(rawValue: 1 << 7)
    static let defaultAlternate = KeyFields(rawValue: 1 << 8)
    static let width = KeyFields(rawValue: 1 << 9)
    static let minWidth = KeyFields(rawValue: 1 << 10)
    static let maxWidth = KeyFields(rawValue: 1 << 11)
    static let span = KeyFields(rawValue: 1 << 12)
    /// Every field this reader knows: the bits below 13 and those of the model's cap texts.
    static let known = KeyFields(rawValue: (1 << UInt64(11 + Key.CapText.allCases.count)) - 1)
}

extension CompiledLayout {
    /// `bytes` with the header's length and checksum made to match the content (bytes shorter
    /// than a header are returned as they are): for fuzzing the sections past the checksum, and
    /// for tests that change a section on purpose.
    package static func sealed(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= headerSize else { return bytes }
        var writer = ByteWriter()
        writer.append(bytes)
        writer.patch(uint32: UInt32(truncatingIfNeeded: bytes.count), at: 12)
        let checksum = writer.bytes.withUnsafeBytes { all in
            Adler32.checksum(UnsafeRawBufferPointer(rebasing: all[checkedFrom...]))
        }
        writer.patch(uint32: checksum, at: 16)
        return writer.bytes
    }
}
