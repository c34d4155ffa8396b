import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension FormatDecoder {
    // MARK: - Layers

    /// `layers`: a mapping from layer names to layers, in order.
    mutating func readLayers(_ value: YAMLEvent) throws(YAMLStop) -> [LayoutDraft.Layer] {
        guard try isMapping(value, expected: "a mapping from layer names to layers") else { return [] }
        var layers: [LayoutDraft.Layer] = []
        layers.reserveCapacity(4)
        var count = 0
        var pastLimit: SourceLocation?
        while let key = try nextEntry() {
            count += 1
            let location = events.location(key)
            guard count <= limits.maxLayers else {
                if pastLimit == nil { pastLimit = location }
                try events.skip(try events.next())
                continue
            }
            let name = key.string
            if !LayoutDraft.isLayerName(name) {
                let lowered = name.lowercased()
                let hint = LayoutDraft.isLayerName(lowered) ? "; did you mean '\(LayoutLimits.shown(lowered))'?" : ""
                error(
                    .badLayerName,
                    "bad layer name '\(LayoutLimits.shown(name))'; a layer name is a lower-case letter followed by "
                        + "lower-case letters, digits and '-'\(hint)", at: location)
            }
            checkLength(name, .name, what: "layer name", at: key.mark)
            // A layer with problems is kept (with the rows that could be read), so that keys
            // switching to it are not reported as well.
            try readLayer(try events.next(), name: name, at: location, into: &layers)
        }
        if count == 0 {
            error(.emptyLayer, "'layers' is empty; a layout needs at least one layer", at: value)
        }
        if let pastLimit {
            limitExceeded(
                .tooManyLayers, "the layout has \(count) layers; the limit is \(limits.maxLayers)", at: pastLimit)
        }
        return layers
    }

    /// One layer, and after it the layers indented under it by mistake (each reported once).
    private mutating func readLayer(
        _ value: YAMLEvent, name: String, at location: SourceLocation, into layers: inout [LayoutDraft.Layer]
    ) throws(YAMLStop) {
        let shown = LayoutLimits.shown(name)
        var layer = LayoutDraft.Layer(name: name, location: location, rows: [], shiftOf: nil, oneShot: false)
        guard try isMapping(value, expected: "a mapping with 'rows'") else {
            layers.append(layer)
            return
        }
        var misplaced: [LayoutDraft.Layer] = []
        var written = FieldSet<LayerField>()
        // Layers whose name alone went one level too far in: the fields after it are theirs.
        var finished: [LayoutDraft.Layer] = []
        while let entry = try nextFieldEntry(LayerField.self) {
            guard case .field(let field, _) = entry else {
                if case .unknown(let key) = entry,
                    let begun = try readMisplacedLayer(key, under: shown, at: location, into: &misplaced)
                {
                    reportMissing(written, at: events.location(value))
                    finished.append(layer)
                    layer = begun
                    written = FieldSet()
                }
                continue
            }
            written.insert(field)
            switch field {
            case .rows: layer.rows = try readRows(try events.next(), layer: shown)
            case .shiftOf:
                let value = try events.next()
                layer.shiftOf = try string(value, field).map { Located($0, at: events.location(value)) }
            case .oneShot: layer.oneShot = try bool(try events.next(), field) ?? false
            }
        }
        reportMissing(written, at: events.location(value))
        layers += finished
        layers.append(layer)
        layers += misplaced
    }

    /// An unknown field of layer `parent` that is a layer indented under it (a layer name whose
    /// value has `rows`): said as one indentation error at its name, and read as the layer it
    /// was meant to be, so that keys switching to it are not reported too. A layer name with no
    /// value, as far in as the fields (only its line indented): said once, and returned as the
    /// layer that the fields after it begin (their repeated names are not said again). Anything
    /// else is an unknown field.
    private mutating func readMisplacedLayer(
        _ key: YAMLEvent, under parent: String, at parentLocation: SourceLocation,
        into layers: inout [LayoutDraft.Layer]
    ) throws(YAMLStop) -> LayoutDraft.Layer? {
        let name = key.string
        let value = try events.next()
        let location = events.location(key)
        if LayoutDraft.isLayerName(name), value.kind == .scalar, value.isNull, location.column > parentLocation.column {
            misplacedLayerError(name, at: location, under: parent, at: parentLocation)
            explainDuplicates(after: location.line, atColumn: location.column)
            return LayoutDraft.Layer(name: name, location: location, rows: [], shiftOf: nil, oneShot: false)
        }
        guard LayoutDraft.isLayerName(name), value.kind == .mappingStart else {
            try reportUnknown(key, LayerField.self, context: "layer '\(parent)'", name: name, value: value)
            return nil
        }
        let reported = diagnostics.count
        var read: [LayoutDraft.Layer] = []
        try readLayer(value, name: name, at: location, into: &read)
        guard let layer = read.first, !layer.rows.isEmpty else {
            // Not a layer after all: what reading it as one found is not said.
            diagnostics.removeSubrange(reported...)
            error(.unknownField, "unknown field '\(LayoutLimits.shown(name))' in layer '\(parent)'", at: location)
            return nil
        }
        misplacedLayerError(name, at: location, under: parent, at: parentLocation, inserting: reported)
        layers += read
        return nil
    }

    /// The one error for layer `name` indented further than layer `parent`, which it then
    /// reads as a field of (at `index` among the diagnostics, else after them).
    private mutating func misplacedLayerError(
        _ name: String, at location: SourceLocation, under parent: String, at parentLocation: SourceLocation,
        inserting index: Int? = nil
    ) {
        let more = location.column - parentLocation.column
        let spaces = parentLocation.column - 1
        diagnostics.insert(
            Diagnostic(
                .error, code: DiagnosticCode.misplacedLayer.rawValue,
                "layer '\(LayoutLimits.shown(name))' is indented \(more) more than layer '\(parent)' on line "
                    + "\(parentLocation.line), so it reads as a field of '\(parent)'; indent it "
                    + "\(spaces == 1 ? "1 space" : "\(spaces) spaces"), as '\(parent)' is",
                at: location, notes: [.note("layer '\(parent)' is here", at: parentLocation)]),
            at: index ?? diagnostics.count)
    }

    private mutating func readRows(_ value: YAMLEvent, layer name: String) throws(YAMLStop) -> [LayoutDraft.Row] {
        guard try isSequence(value, expected: "a list of rows") else { return [] }
        var rows: [LayoutDraft.Row] = []
        rows.reserveCapacity(5)
        var keys = LayerKeyCount(name: name)
        let count = try readItems(
            limit: limits.maxRowsPerLayer, .tooManyRows, owner: "layer '\(name)'", noun: "rows"
        ) { decoder, item throws(YAMLStop) in
            if let row = try decoder.readRow(item, keys: &keys) { rows.append(row) }
        }
        if count == 0 {
            error(.emptyLayer, "layer '\(name)' has no rows", at: value)
        }
        if let first = keys.pastLimit {
            limitExceeded(
                .tooManyKeysInLayer, "layer '\(name)' has \(keys.count) keys; the limit is \(limits.maxKeysPerLayer)",
                at: first)
        }
        return rows
    }

    /// The keys of one layer, counted against ``LayoutLimits/maxKeysPerLayer``.
    private struct LayerKeyCount {
        var name: String
        var count = 0
        /// The first key past the limit.
        var pastLimit: SourceLocation?
    }

    // MARK: - Rows

    /// A row: a list of keys, or a mapping with `keys`, `height` and `align`.
    private mutating func readRow(_ item: YAMLEvent, keys layerKeys: inout LayerKeyCount) throws(YAMLStop)
        -> LayoutDraft.Row?
    {
        let location = events.location(item)
        var height = 1.0
        var alignment = RowAlignment.center
        var keys: (keys: [Key], details: [(key: Int, details: LayoutDraft.KeyDetails)], gaps: [RowGap], written: Int)?
        switch item.kind {
        case .sequenceStart:
            keys = try readKeys(layerKeys: &layerKeys)
        case .mappingStart:
            var written = FieldSet<RowField>()
            while let (field, _) = try nextField(RowField.self) {
                written.insert(field)
                let value = try events.next()
                switch field {
                case .keys:
                    if try isSequence(value, expected: "a list of keys") {
                        keys = try readKeys(layerKeys: &layerKeys)
                    }
                case .height: height = try number(value, field) ?? height
                case .align: alignment = try choice(value, field) ?? alignment
                }
            }
            reportMissing(written, at: location)
        default:
            try reject(item, expected: "a row (a list of keys, or a mapping with 'keys')")
        }
        guard let keys else { return nil }
        if keys.written == 0 {
            error(.emptyRow, "empty row; a row needs at least one key", at: location)
        }
        return LayoutDraft.Row(
            keys: keys.keys, details: keys.details, height: height, alignment: alignment, gaps: keys.gaps,
            location: location)
    }

    /// The keys of a row, after the start of their list, the details of those that are not
    /// plain text keys, its gaps, and how many keys (not gaps) were written.
    private mutating func readKeys(layerKeys: inout LayerKeyCount) throws(YAMLStop) -> (
        keys: [Key], details: [(key: Int, details: LayoutDraft.KeyDetails)], gaps: [RowGap], written: Int
    ) {
        var keys: [Key] = []
        var details: [(key: Int, details: LayoutDraft.KeyDetails)] = []
        var gaps: [RowGap] = []
        // Rows of real keyboards have up to a dozen keys or so: one allocation for most.
        keys.reserveCapacity(12)
        var count = 0
        var pastLimit: SourceLocation?
        while true {
            let item = try events.next()
            if item.kind == .sequenceEnd { break }
            count += 1
            layerKeys.count += 1
            guard count <= limits.maxKeysPerRow, layerKeys.count <= limits.maxKeysPerLayer else {
                let location = events.location(item)
                if count > limits.maxKeysPerRow, pastLimit == nil { pastLimit = location }
                if layerKeys.count > limits.maxKeysPerLayer, layerKeys.pastLimit == nil {
                    layerKeys.pastLimit = location
                }
                try events.skip(item)
                continue
            }
            try readKey(item, into: &keys, details: &details, gaps: &gaps)
        }
        if let pastLimit {
            limitExceeded(
                .tooManyKeysInRow, "row has \(count) keys; the limit is \(limits.maxKeysPerRow)", at: pastLimit)
        }
        return (keys, details, gaps, count - gaps.count)
    }

    // MARK: - Keys

    /// Reads a key and appends it to `keys` (and its details to `details` unless it is a plain
    /// text key); a key that cannot be read is reported and left out.
    private mutating func readKey(
        _ item: YAMLEvent, into keys: inout [Key], details: inout [(key: Int, details: LayoutDraft.KeyDetails)],
        gaps: inout [RowGap]
    ) throws(YAMLStop) {
        switch item.kind {
        case .scalar:
            // Plain scalars in key positions are text: `no`, `1` and `~` type "no", "1" and "~".
            if item.text.isEmpty, reportedBareIndicator(item) { return }
            let location = events.location(item)
            if item.text.isEmpty {
                error(.emptyKeyText, "a key's text must not be empty", at: location)
                return
            }
            let text = item.string
            checkLength(text, of: KeyField.shortForm, at: item.mark)
            // The shifted text is the locale's upper case, set once the locale is known.
            keys.append(Key(action: .character(text, shifted: text), source: SourceMark(location)))
        case .mappingStart:
            guard let keyDetails = try readKeyMapping(item, into: &keys, gaps: &gaps) else { return }
            if !keyDetails.isPlain { details.append((keys.count - 1, keyDetails)) }
        default:
            try reject(item, expected: "a key (text or a mapping)")
        }
    }

    /// A key written as a mapping. Which fields go with which action comes from the key table:
    /// a field required with `action: X` is allowed only there, and the text fields only
    /// without an action.
    /// - Returns: The key's details, once the key is appended to `keys`; `nil` when it cannot be read.
    ///
    /// - Parameter output: For a flick or a multitap step, what to call it in messages: then only
    ///   a key's output fields (``KeyField/outputFields``) may be written.
    private mutating func readKeyMapping(
        _ start: YAMLEvent, into keys: inout [Key], gaps: inout [RowGap], output: String? = nil
    ) throws(YAMLStop) -> LayoutDraft.KeyDetails? {
        let location = events.location(start)
        var read = LayoutDraft.KeyFields()
        while let (field, key) = try nextField(KeyField.self) {
            read.written.insert(field)
            keyMarks[field.rawValue] = key
            let value = try events.next()
            if let output, !KeyField.outputFields.contains(field) {
                try notAnOutputField(field, in: output, key: key, value: value)
                continue
            }
            // Every field has a storage (its table entry): read by its shape, with no field named.
            switch keyShapes[field.rawValue] {
            case .text, .argument: keyTexts[field.rawValue] = (try string(value, field), value.mark)
            case .keyText:
                var text = try string(value, field)
                if text?.isEmpty == true {
                    error(.emptyKeyText, "a key's text must not be empty", at: value)
                    text = nil
                }
                keyTexts[field.rawValue] = (text, value.mark)
            case .action:
                read.action = try choice(value, field)
                read.actionIsBad = read.action == nil
                // A scalar's text stays valid until the next event.
                if read.actionIsBad, value.kind == .scalar { read.badAction = value.string }
            case .capText(let cap):
                if read.capTexts.isEmpty { read.capTexts = Array(repeating: nil, count: Key.CapText.allCases.count) }
                // A text, or for a choice (a sound's class) one of its names.
                read.capTexts[cap.rawValue] =
                    KeyField.table.kind(field) == .choice ? try choiceName(value, field) : try string(value, field)
            case .symbol: read.symbol = try choice(value, field)
            case .alternates: read.alternates = try readAlternates(value)
            case .flicks: (read.flicks, read.shiftedFlicks) = try readFlicks(value)
            case .multitap: (read.multitap, read.shiftedSteps) = try readMultitap(value)
            case .width: read.width = try self.width(value, field)
            case .length: keyLengths[field.rawValue] = (try self.width(value, field)?.length, value.mark)
            case .rowCount: read.rows = try rowCount(value, field).map { Located($0, at: events.location(value)) }
            }
        }
        return try makeKey(&read, at: location, into: &keys, gaps: &gaps)
    }

    /// Reports `field`, written in `output` (a flick or a multitap step), where only what a key
    /// types and shows may be, and skips its value.
    @inline(never)
    private mutating func notAnOutputField(
        _ field: KeyField, in output: String, key: YAMLEvent.Mark, value: YAMLEvent
    ) throws(YAMLStop) {
        error(
            .fieldNotAllowed, "'\(field.name)' is not allowed in \(output); it takes what a key types and shows",
            at: events.location(of: key))
        try events.skip(value)
    }

    /// Reports a key's `field` as not allowed where it is: "'to' is \(hint)".
    @inline(never)
    mutating func notAllowed(_ field: KeyField, hint: @autoclosure () -> String) {
        error(.fieldNotAllowed, "'\(field.name)' is \(hint())", at: events.location(of: keyMarks[field.rawValue]))
    }

    // MARK: - Gestures

    /// A key's `flicks`: an output for each direction written.
    @inline(never)
    private mutating func readFlicks(_ value: YAMLEvent) throws(YAMLStop) -> (flicks: [Flick], shifted: UInt8) {
        guard try isMapping(value, expected: "a mapping from directions to outputs") else { return ([], 0) }
        var flicks: [Flick] = []
        var shifted: UInt8 = 0
        while let (field, _) = try nextField(FlickField.self) {
            guard let output = try readOutput(try events.next(), name: "flick '\(field.name)'") else { continue }
            // One flick a direction: at most eight, a bit each.
            if output.hasShifted, flicks.count < 8 { shifted |= 1 << UInt8(flicks.count) }
            flicks.append(Flick(field.direction, output.action, label: output.label))
        }
        return (flicks, shifted)
    }

    /// A key's `multitap`: the texts of the rest of its cycle.
    @inline(never)
    private mutating func readMultitap(_ value: YAMLEvent) throws(YAMLStop) -> (steps: [KeyAction], shifted: UInt64) {
        guard try isSequence(value, expected: "a list of texts") else { return ([], 0) }
        var steps: [KeyAction] = []
        var shifted: UInt64 = 0
        // As many steps as a key may have alternates (64): each step's written `shifted` a bit.
        _ = try readItems(
            limit: min(limits.maxAlternatesPerKey, 64), .tooManyAlternates, owner: "key", noun: "multitap steps"
        ) { decoder, item throws(YAMLStop) in
            let location = decoder.events.location(item)
            guard let output = try decoder.readOutput(item, name: "a multitap step") else { return }
            guard case .character = output.action else {
                decoder.error(
                    .multitapNotText, "a multitap step types text; '\(output.action.name)' is an action",
                    at: location)
                return
            }
            if output.hasShifted { shifted |= 1 << UInt64(steps.count) }
            steps.append(output.action)
        }
        return (steps, shifted)
    }

    /// One output of a gesture: a text, or a mapping of a key's output fields; with its label
    /// when one is written, and whether its `shifted` is (else the text's shifted form waits for
    /// the locale's upper case, ``LayoutAssembler``). `name` says what it is in messages.
    @inline(never)
    private mutating func readOutput(
        _ value: YAMLEvent, name: String
    ) throws(YAMLStop) -> (action: KeyAction, label: String?, hasShifted: Bool)? {
        switch value.kind {
        case .scalar:
            if value.text.isEmpty, reportedBareIndicator(value) { return nil }
            guard !value.isNull, !value.text.isEmpty else {
                error(.emptyKeyText, "the text of \(name) must not be empty", at: value)
                return nil
            }
            let text = value.string
            checkLength(text, of: KeyField.shortForm, at: value.mark)
            return (.character(text, shifted: text), nil, false)
        case .mappingStart:
            // The key's own fields are read into scratch space that the output's would overwrite.
            let marks = keyMarks
            let texts = keyTexts
            let lengths = keyLengths
            defer {
                keyMarks = marks
                keyTexts = texts
                keyLengths = lengths
            }
            var scratch: [Key] = []
            var noGaps: [RowGap] = []
            guard let details = try readKeyMapping(value, into: &scratch, gaps: &noGaps, output: name),
                let key = scratch.first
            else {
                return nil
            }
            return (key.action, key.label, details.hasShifted)
        default:
            try reject(value, expected: "a text or a mapping with 'text' or 'action'")
            return nil
        }
    }

    /// Notes the id a key left out for its errors would have had, so that constraints naming it
    /// are not reported too; `nil`.
    @inline(never)
    mutating func dropped(_ id: String?) -> LayoutDraft.KeyDetails? {
        if let id { droppedKeyIDs.append(id) }
        return nil
    }

    /// Like ``dropped(_:)`` for a key whose id would be its action's name, written `badAction`:
    /// the name meant and the name written.
    @inline(never)
    mutating func dropped(action badAction: String) -> LayoutDraft.KeyDetails? {
        let meant = NameSuggestion.suggestion(
            for: badAction, in: KeyAction.fileNames, synonyms: KeyAction.fileNameSynonyms)
        if let meant { droppedKeyIDs.append(meant) }
        droppedKeyIDs.append(badAction)
        return nil
    }

}
