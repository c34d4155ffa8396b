import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension FormatDecoder {
    // MARK: - Top level

    /// The top-level mapping, whose start is `root`.
    mutating func readLayout(_ root: YAMLEvent) throws(YAMLStop) -> LayoutDraft {
        let rootLocation = events.location(root)
        var draft = LayoutDraft(rootLocation: rootLocation)
        draft.source = source
        while let (field, key) = try nextField(LayoutField.self) {
            draft.writtenFields.insert(field)
            let value = try events.next()
            switch field {
            case .format:
                draft.formatLocation = events.location(of: key)
                try readFormat(value)
            case .id: draft.id = try string(value, field).map { Located($0, at: events.location(value)) }
            case .name: draft.name = try string(value, field)
            case .locale: draft.locale = try string(value, field).map { Located($0, at: events.location(value)) }
            case .direction: draft.direction = try choice(value, field)
            case .extends: draft.extends = try string(value, field).map { Located($0, at: events.location(value)) }
            case .size:
                draft.sizeLocation = events.location(value)
                draft.size = try readSize(value)
            case .metrics: draft.metrics = try readMetrics(value)
            case .behavior: draft.behavior = try readBehavior(value)
            case .alternates: draft.alternates = try readAlternatesTable(value, places: &draft.alternatePlaces)
            case .compose:
                draft.compose = try readTables(value, field: field.name, places: &draft.composePlaces, words: .compose)
            case .modifyTables:
                draft.modifyTables = try readTables(
                    value, field: field.name, places: &draft.modifyPlaces, words: .modifyTables)
            case .composer: draft.composer = try choice(value, field)
            case .layers:
                draft.layersLocation = events.location(of: key)
                draft.layers = try readLayers(value)
            case .constraints: draft.constraints = try readConstraints(value)
            case .form: draft.formName = try string(value, field).map { Located($0, at: events.location(value)) }
            case .forms: draft.forms = try readForms(value)
            case .theme: draft.theme = try string(value, field).map { Located($0, at: events.location(value)) }
            }
        }
        reportMissing(draft.writtenFields, at: rootLocation)
        draft.droppedKeyIDs = droppedKeyIDs
        return draft
    }

    private mutating func readFormat(_ value: YAMLEvent) throws(YAMLStop) {
        try readFormatVersion(value)
    }

    private mutating func readSize(_ value: YAMLEvent) throws(YAMLStop) -> KeyboardSize? {
        guard try isMapping(value, expected: "a mapping") else { return nil }
        var width: Double?
        var height: Double?
        var written = FieldSet<SizeField>()
        while let (field, _) = try nextField(SizeField.self) {
            written.insert(field)
            let number = try number(try events.next(), field)
            switch field {
            case .width: width = number
            case .height: height = number
            }
        }
        reportMissing(written, at: events.location(value))
        guard let width, let height else { return nil }
        return KeyboardSize(width: width, height: height)
    }

    private mutating func readMetrics(_ value: YAMLEvent) throws(YAMLStop) -> LayoutDraft.Metrics {
        var metrics = LayoutDraft.Metrics(location: events.location(value))
        guard try isMapping(value, expected: "a mapping") else { return metrics }
        while let (field, _) = try nextField(MetricsField.self) {
            let value = try events.next()
            if field == .insets {
                try readInsets(value, into: &metrics)
                continue
            }
            let number = try number(value, field)
            switch field {
            case .insets: break
            case .keyGap: metrics.keyGap = number
            case .rowGap: metrics.rowGap = number
            case .minKeyWidth: metrics.minKeyWidth = number
            case .minRowHeight: metrics.minRowHeight = number
            case .maxUnitWidth: metrics.maxUnitWidth = number
            case .preferredRowHeight: metrics.preferredRowHeight = number
            }
        }
        return metrics
    }

    private mutating func readInsets(_ value: YAMLEvent, into metrics: inout LayoutDraft.Metrics) throws(YAMLStop) {
        try readFields(value) { decoder, side, _, value throws(YAMLStop) in
            let number = try decoder.number(value, side as InsetsField)
            switch side {
            case .top: metrics.top = number
            case .left: metrics.left = number
            case .bottom: metrics.bottom = number
            case .right: metrics.right = number
            }
        }
    }

    private mutating func readBehavior(_ value: YAMLEvent) throws(YAMLStop) -> LayoutDraft.Behavior {
        var behavior = LayoutDraft.Behavior()
        guard try isMapping(value, expected: "a mapping") else { return behavior }
        while let (field, _) = try nextField(BehaviorField.self) {
            let value = try events.next()
            switch field {
            case .autocapitalize:
                behavior.autocapitalize = try choice(value, field).map { Located($0, at: events.location(value)) }
            case .doubleSpacePeriod: behavior.doubleSpacePeriod = try bool(value, field)
            case .capsLockDoubleTap: behavior.capsLockDoubleTap = try bool(value, field)
            case .returnTo: behavior.returnTo = try string(value, field).map { Located($0, at: events.location(value)) }
            case .backspace: behavior.backspace = try choice(value, field)
            case .swipeTyping: behavior.swipeTyping = try bool(value, field)
            case .caretDrag: behavior.caretDrag = try bool(value, field)
            case .deleteDrag: behavior.deleteDrag = try bool(value, field)
            case .flickStart, .flickLock, .flickTrigger, .multitapInterval:
                let number = try number(value, field)
                if field != .multitapInterval, behavior.flickLocation == nil {
                    behavior.flickLocation = events.location(value)
                }
                switch field {
                case .flickStart: behavior.flickStart = number
                case .flickLock: behavior.flickLock = number
                case .flickTrigger: behavior.flickTrigger = number
                default: behavior.multitapInterval = number
                }
            }
        }
        return behavior
    }

    // MARK: - Forms

    /// `forms`: a list of forms, at most ``LayoutLimits/maxForms``. A form without a name is
    /// reported and left out (nothing could refer to it).
    private mutating func readForms(_ value: YAMLEvent) throws(YAMLStop) -> [LayoutDraft.Form] {
        guard try isSequence(value, expected: "a list of forms") else { return [] }
        var forms: [LayoutDraft.Form] = []
        _ = try readItems(limit: limits.maxForms, .tooManyForms, owner: "the layout", noun: "forms") {
            decoder, item throws(YAMLStop) in
            if let form = try decoder.readForm(item) { forms.append(form) }
        }
        return forms
    }

    private mutating func readForm(_ value: YAMLEvent) throws(YAMLStop) -> LayoutDraft.Form? {
        guard try isMapping(value, expected: "a form (a mapping with 'name', 'min-width', 'size' and 'layers')") else {
            return nil
        }
        let location = events.location(value)
        var name: Located<String>?
        var form = LayoutDraft.Form(
            name: Located("", at: location), location: location, metrics: LayoutDraft.Metrics(location: nil))
        var written = FieldSet<FormField>()
        while let (field, key) = try nextField(FormField.self) {
            written.insert(field)
            let value = try events.next()
            switch field {
            case .name: name = try string(value, field).map { Located($0, at: events.location(value)) }
            case .minWidth: form.minWidth = try number(value, field).map { Located($0, at: events.location(value)) }
            case .maxWidth: form.maxWidth = try number(value, field).map { Located($0, at: events.location(value)) }
            case .idiom: form.idiom = try choice(value, field)
            case .size:
                form.sizeLocation = events.location(value)
                form.size = try readSize(value)
            case .metrics: form.metrics = try readMetrics(value)
            case .layers:
                form.layersLocation = events.location(of: key)
                form.layers = try readLayers(value)
            case .constraints: form.constraints = try readConstraints(value)
            }
        }
        reportMissing(written, at: location)
        guard let name else { return nil }
        form.name = name
        return form
    }

    // MARK: - Tables

    private mutating func readAlternatesTable(
        _ value: YAMLEvent, places: inout [(id: String, mark: YAMLEvent.Mark)]
    ) throws(YAMLStop) -> [ExactText: [String]] {
        guard try isMapping(value, expected: "a mapping from key ids to lists of alternates") else { return [:] }
        var table: [ExactText: [String]] = [:]
        // Tables of real layouts have a few dozen ids: growing would rehash them.
        table.reserveCapacity(32)
        places.reserveCapacity(32)
        while let key = try nextEntry() {
            let id = key.string
            if let list = try readAlternates(try events.next()) {
                table[text: id] = list
                places.append((id, key.mark))
            }
        }
        return table
    }

    /// A list of alternates, at most ``LayoutLimits/maxAlternatesPerKey``; repeats are warned
    /// about (and kept, so the list is as written).
    mutating func readAlternates(_ value: YAMLEvent) throws(YAMLStop) -> [String]? {
        guard try isSequence(value, expected: "a list of strings") else { return nil }
        var list: [String] = []
        list.reserveCapacity(8)
        // Repeats are the same text, code point for code point (`é` and `e` + U+0301 type
        // different text, so they are not repeats): found by a fingerprint of the bytes. Lists
        // are bounded by the limit, so a linear search stays small.
        alternatePrints.removeAll(keepingCapacity: true)
        _ = try readItems(limit: limits.maxAlternatesPerKey, .tooManyAlternates, owner: "key", noun: "alternates") {
            decoder, item throws(YAMLStop) in try decoder.readAlternate(item, into: &list)
        }
        return list
    }

    /// One item of `alternates`, added to `list`; a repeat of an earlier item is warned about.
    private mutating func readAlternate(_ item: YAMLEvent, into list: inout [String]) throws(YAMLStop) {
        guard let text = try string(item, field: "alternates", nonEmpty: true, limit: .text("alternate")) else {
            return
        }
        let print = KeyFingerprint.fingerprint(text)
        if let first = alternatePrints.indices.first(where: {
            alternatePrints[$0].print == print && list[$0].utf8.elementsEqual(text.utf8)
        }) {
            let firstMark = alternatePrints[first].mark
            warning(
                .duplicateAlternate, "duplicate alternate \(Lookalikes.quoted(text))", at: events.location(item),
                notes: [.note("first listed here", at: events.location(of: firstMark))])
        }
        alternatePrints.append((print, item.mark))
        list.append(text)
    }

    /// A mapping of named mappings from texts to non-empty texts (`compose`, `modify-tables`),
    /// with each name's place; lengths checked as read.
    private mutating func readTables(
        _ value: YAMLEvent, field: String, places: inout [(name: String, mark: YAMLEvent.Mark)], words: TableWords
    ) throws(YAMLStop) -> [ExactText: [ExactText: String]] {
        guard try isMapping(value, expected: words.tables) else { return [:] }
        var tables: [ExactText: [ExactText: String]] = [:]
        while let nameKey = try nextEntry() {
            let name = nameKey.string
            checkLength(name, words.name, what: words.nameWhat, at: nameKey.mark)
            places.append((name, nameKey.mark))
            let entries = try events.next()
            guard try isMapping(entries, expected: words.entries) else { continue }
            var table: [ExactText: String] = [:]
            while let fromKey = try nextEntry() {
                let from = fromKey.string
                checkLength(from, .text, what: words.text, at: fromKey.mark)
                if let to = try string(try events.next(), field: field, nonEmpty: true, limit: .text(words.text)) {
                    table[text: from] = to
                }
            }
            tables[text: name] = table
        }
        return tables
    }

    // MARK: - Constraints

    /// `constraints`: a list of strings, each parsed now; key ids are checked on the merged layout.
    private mutating func readConstraints(_ value: YAMLEvent) throws(YAMLStop) -> [LayoutDraft.Constraint] {
        guard try isSequence(value, expected: "a list of constraints") else { return [] }
        var constraints: [LayoutDraft.Constraint] = []
        _ = try readItems(
            limit: limits.maxConstraints, .tooManyConstraints, owner: "the layout", noun: "constraints"
        ) { decoder, item throws(YAMLStop) in
            if let constraint = try decoder.readConstraint(item) { constraints.append(constraint) }
        }
        return constraints
    }

    /// One item of `constraints`: parsed, its problems reported at their characters.
    private mutating func readConstraint(_ item: YAMLEvent) throws(YAMLStop) -> LayoutDraft.Constraint? {
        guard item.kind == .scalar, !item.isNull else {
            try reject(item, expected: "a constraint (a string)")
            return nil
        }
        let scalar = YAMLScalar(item.string, style: item.style)
        let location = events.location(item)
        let parse = ConstraintParser.parseDetailed(scalar.value)
        for issue in parse.issues {
            let (at, note) = LayoutDraft.Constraint.place(
                offset: issue.offset, from: location, scalar: scalar, source: source)
            var notes = issue.notes.map { extra in
                Diagnostic.note(
                    extra.message,
                    at: LayoutDraft.Constraint.place(
                        offset: extra.offset, from: location, scalar: scalar, source: source
                    ).location)
            }
            notes += note.map { [$0] } ?? []
            diagnostics.append(Diagnostic(.error, code: issue.code, issue.message, at: at, notes: notes))
        }
        guard var constraint = parse.constraint else { return nil }
        constraint.source = SourceMark(location)
        return LayoutDraft.Constraint(
            constraint: constraint, references: parse.references, location: location, scalar: scalar,
            source: source)
    }
}

/// How a two-level table of texts is described in its messages and limited.
struct TableWords {
    /// What the outer mapping must be.
    let tables: String
    /// What each inner mapping must be.
    let entries: String
    /// The length limit of a table's name, and how to call it.
    let name: LengthLimit.Limit
    let nameWhat: String
    /// How to call the texts inside.
    let text: String

    /// `compose`: for each accent, what it makes with each character.
    static let compose = TableWords(
        tables: "a mapping from accents to compositions", entries: "a mapping from characters to results",
        name: .text, nameWhat: "compose accent", text: "compose text")
    /// `modify-tables`: named mappings from texts to what they become.
    static let modifyTables = TableWords(
        tables: "a mapping from table names to tables", entries: "a mapping from texts to what they become",
        name: .name, nameWhat: "modify table name", text: "modify table text")
}
