import KeyboardModel

extension DraftReader {
    /// `layers`: a mapping from layer names to layers, in order.
    mutating func readLayers(_ node: NodeRef) -> [LayoutDraft.Layer] {
        guard node.isMapping else {
            wrongType(node, expected: "a mapping from layer names to layers")
            return []
        }
        if node.count == 0 {
            error(.emptyLayer, "'layers' is empty; a layout needs at least one layer", at: node)
        }
        var layers: [LayoutDraft.Layer] = []
        layers.reserveCapacity(node.count)
        for pair in 0..<node.count {
            let key = node.key(pair)
            guard let name = fieldName(key) else { continue }
            if !Self.isLayerName(name) {
                error(
                    .badLayerName,
                    "bad layer name '\(name)'; a layer name is a lower-case letter followed by lower-case letters, "
                        + "digits and '-'", at: key)
            }
            // A layer with problems is kept (with the rows that could be read), so that keys
            // switching to it are not reported as well.
            let rows = readLayer(node.value(pair), name: LayoutLimits.shown(name))
            layers.append(LayoutDraft.Layer(name: name, location: key.location, rows: rows))
        }
        return layers
    }

    /// Whether `name` matches `[a-z][a-z0-9-]*`.
    static func isLayerName(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        while let byte = bytes.next() {
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !isLower, !isDigit, byte != UInt8(ascii: "-") { return false }
        }
        return true
    }

    private mutating func readLayer(_ node: NodeRef, name: String) -> [LayoutDraft.Row] {
        guard mapping(node, expected: "a mapping with 'rows'") else { return [] }
        var rows: [LayoutDraft.Row] = []
        let allowed = ["rows"]
        checkFields(of: node, in: "layer '\(name)'", allowed: allowed)
        for pair in 0..<node.count where field(pair, of: node, allowed: allowed) != nil {
            let items = node.value(pair)
            guard items.isSequence else {
                wrongType(items, expected: "a list of rows")
                return []
            }
            if items.count == 0 {
                error(.emptyLayer, "layer '\(name)' has no rows", at: items)
            }
            rows = []
            rows.reserveCapacity(items.count)
            for item in 0..<items.count {
                if let row = readRow(items.item(item)) { rows.append(row) }
            }
        }
        if node.firstPair(named: "rows") == nil {
            missing("rows", in: node)
        }
        return rows
    }

    private mutating func readRow(_ node: NodeRef) -> LayoutDraft.Row? {
        var height = 1.0
        var alignment = RowAlignment.center
        let items: NodeRef
        switch node.kind {
        case .sequence:
            items = node
        case .mapping:
            var keys: NodeRef?
            let allowed = ["keys", "height", "align"]
            checkFields(of: node, in: "a row", allowed: allowed)
            for pair in 0..<node.count {
                guard let name = field(pair, of: node, allowed: allowed) else { continue }
                let value = node.value(pair)
                switch name {
                case "keys":
                    keys = value.isSequence ? value : nil
                    if keys == nil { wrongType(value, expected: "a list of keys") }
                case "height": height = positive(value, field: name) ?? height
                default: alignment = enumValue(value, field: name) ?? alignment
                }
            }
            guard let keys else {
                if node.firstPair(named: "keys") == nil { missing("keys", in: node) }
                return nil
            }
            items = keys
        case .scalar:
            wrongType(node, expected: "a row (a list of keys, or a mapping with 'keys')")
            return nil
        }
        if items.count == 0 {
            error(.emptyRow, "empty row; a row needs at least one key", at: node)
        }
        var keys: [LayoutDraft.Key] = []
        keys.reserveCapacity(items.count)
        for item in 0..<items.count {
            if let key = readKey(items.item(item)) { keys.append(key) }
        }
        return LayoutDraft.Row(keys: keys, height: height, alignment: alignment, location: node.location)
    }

    // MARK: - Keys

    private mutating func readKey(_ node: NodeRef) -> LayoutDraft.Key? {
        switch node.kind {
        case .scalar:
            // Plain scalars in key positions are text: `no`, `1` and `~` type "no", "1" and "~".
            if node.count == 0 {
                error(.emptyKeyText, "a key's text must not be empty", at: node)
                return nil
            }
            return LayoutDraft.Key(kind: .text(node.text, shifted: nil), width: .units(1), location: node.location)
        case .mapping:
            return readKeyMapping(node)
        case .sequence:
            wrongType(node, expected: "a key (text or a mapping)")
            return nil
        }
    }

    private mutating func readKeyMapping(_ node: NodeRef) -> LayoutDraft.Key? {
        guard node.isMapping else { return nil }
        var text: String?
        var shifted: String?
        var label: String?
        var id: Located<String>?
        var action: String?
        var actionIsBad = false
        // The fields that go with one action (`to`, `accent`, `name`) and the text fields, each
        // with where its key is: plain variables, as keys have few fields and are many.
        var details: (to: Detail?, accent: Detail?, name: Detail?) = (nil, nil, nil)
        var textKey: SourceLocation?
        var shiftedKey: SourceLocation?
        var alternates: [String]?
        var width: KeyWidth? = .units(1)
        var minWidth: Located<KeyLength>?
        var maxWidth: Located<KeyLength>?
        for pair in 0..<node.count {
            let key = node.key(pair)
            guard key.isScalar else {
                wrongType(key, expected: "a name")
                continue
            }
            guard let field = key.withText({ KeyField.named($0) }) else {
                unknownField(key.text, at: key, in: "a key", allowed: LayoutDraft.Key.fieldNames)
                continue
            }
            let value = node.value(pair)
            switch field {
            case .text:
                textKey = key.location
                text = string(value)
                if text?.isEmpty == true {
                    error(.emptyKeyText, "a key's text must not be empty", at: value)
                    text = nil
                }
            case .shifted:
                shiftedKey = key.location
                shifted = string(value)
            case .label: label = string(value)
            case .id: id = nonEmptyString(value, field: "id").map { Located($0, at: value.location) }
            case .action:
                action = choice(value, field: "action", allowed: KeyAction.fileNames)
                actionIsBad = action == nil
            case .to: details.to = Detail(value: nonEmptyString(value, field: "to"), key: key, node: value)
            case .accent: details.accent = Detail(value: nonEmptyString(value, field: "accent"), key: key, node: value)
            case .name: details.name = Detail(value: nonEmptyString(value, field: "name"), key: key, node: value)
            case .alternates: alternates = readAlternates(value)
            case .width: width = readWidth(value, field: "width", allowsFill: true)
            case .minWidth, .maxWidth:
                let name = field == .minWidth ? "min-width" : "max-width"
                guard let length = readWidth(value, field: name, allowsFill: false)?.length else { continue }
                let located = Located(length, at: value.location)
                if field == .minWidth { minWidth = located } else { maxWidth = located }
            }
        }
        if let minWidth, let maxWidth, let conflict = Self.conflict(min: minWidth.value, max: maxWidth.value) {
            error(.minGreaterThanMax, conflict, at: minWidth.location)
        }

        // Which fields go with which action, in the order the checks report them.
        let detailField: String? =
            switch action {
            case "layer": "to"
            case "dead": "accent"
            case "custom": "name"
            default: nil
            }
        var written: [(name: String, owner: String, detail: Detail)] = []
        if let to = details.to { written.append(("to", "layer", to)) }
        if let accent = details.accent { written.append(("accent", "dead", accent)) }
        if let name = details.name { written.append(("name", "custom", name)) }
        if !written.isEmpty {
            // Reported in the order written.
            written.sort { $0.detail.key.index < $1.detail.key.index }
            for field in written where field.name != detailField {
                error(
                    .fieldNotAllowed, "'\(field.name)' is only allowed with 'action: \(field.owner)'",
                    at: field.detail.key.location)
            }
        }
        if action != nil || actionIsBad {
            var textFields: [(name: String, key: SourceLocation)] = []
            if let textKey { textFields.append(("text", textKey)) }
            if let shiftedKey { textFields.append(("shifted", shiftedKey)) }
            if let textKey, let shiftedKey, shiftedKey < textKey { textFields.reverse() }
            for field in textFields {
                error(.fieldNotAllowed, "'\(field.name)' is only allowed on text keys, without 'action'", at: field.key)
            }
        }
        let matchingDetail: Detail? =
            switch detailField {
            case "to": details.to
            case "accent": details.accent
            case "name": details.name
            default: nil
            }
        if let detailField, matchingDetail == nil {
            missing(detailField, in: node, hint: " for 'action: \(action ?? "")'")
        }
        if action == nil, !actionIsBad, textKey == nil {
            missing("text", in: node, hint: "; a key needs 'text' or 'action'")
        }
        guard !actionIsBad, let width else { return nil }

        let kind: LayoutDraft.Key.Kind
        var detailLocation: SourceLocation?
        if let detailField {
            guard let matchingDetail, let value = matchingDetail.value else { return nil }
            detailLocation = matchingDetail.node.location
            switch detailField {
            case "to": kind = .action(.layer(value))
            case "accent": kind = .action(.dead(accent: value))
            default: kind = .action(.custom(value))
            }
        } else if let action {
            guard let simple = Self.simpleAction(action) else { return nil }
            kind = .action(simple)
        } else {
            guard let text else { return nil }
            kind = .text(text, shifted: shifted)
        }
        return LayoutDraft.Key(
            kind: kind, id: id, label: label, alternates: alternates, width: width, minWidth: minWidth?.value,
            maxWidth: maxWidth?.value, location: node.location, detailLocation: detailLocation)
    }

    /// A `to`, `accent` or `name` field of a key: its value (if usable), its key and its value's node.
    private struct Detail {
        var value: String?
        var key: NodeRef
        var node: NodeRef
    }

    static func simpleAction(_ name: String) -> KeyAction? {
        switch name {
        case "shift": .shift
        case "caps-lock": .capsLock
        case "backspace": .backspace
        case "space": .space
        case "return": .return
        case "next-keyboard": .nextKeyboard
        case "dismiss": .dismiss
        default: nil
        }
    }
}
