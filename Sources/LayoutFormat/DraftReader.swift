import KeyboardModel

/// Reads one layout document's node tree into a ``LayoutDraft``, reporting every structural
/// problem (unknown fields, wrong types, bad values) at the node where it is.
struct DraftReader {
    /// The file's text, used to check that a constraint's characters sit where its node says.
    let source: SourceText?
    /// Problems found so far, in document order.
    var diagnostics: [Diagnostic] = []

    init(source: SourceText?) {
        self.source = source
    }

    // MARK: - Top level

    /// Reads the top-level mapping.
    ///
    /// - Returns: The draft, or `nil` when the root is not a mapping.
    mutating func readLayout(_ root: YAMLNode) -> LayoutDraft? {
        // The nodes are read through unretained handles while `root` holds the tree.
        withExtendedLifetime(root) { readLayout(NodeRef(root)) }
    }

    private mutating func readLayout(_ root: NodeRef) -> LayoutDraft? {
        guard root.isMapping else {
            wrongType(root, expected: "a mapping of layout fields")
            return nil
        }
        var draft = LayoutDraft(rootLocation: root.location)
        checkFields(of: root, in: "the layout", allowed: LayoutDraft.fieldNames)
        for pair in 0..<root.count {
            guard let name = field(pair, of: root, allowed: LayoutDraft.fieldNames) else { continue }
            draft.writtenFields.append(name)
            let value = root.value(pair)
            switch name {
            case "format":
                draft.formatLocation = root.key(pair).location
                readFormat(value)
            case "id": draft.id = nonEmptyString(value, field: "id").map { Located($0, at: value.location) }
            case "name": draft.name = string(value)
            case "locale": draft.locale = nonEmptyString(value, field: "locale")
            case "direction": draft.direction = enumValue(value, field: "direction")
            case "extends":
                draft.extends = nonEmptyString(value, field: "extends").map { Located($0, at: value.location) }
            case "size": draft.size = readSize(value)
            case "metrics": draft.metrics = readMetrics(value)
            case "behavior": draft.behavior = readBehavior(value)
            case "alternates": draft.alternates = readAlternatesTable(value)
            case "compose": draft.compose = readCompose(value)
            case "layers":
                draft.layersLocation = root.key(pair).location
                draft.layers = readLayers(value)
            case "constraints": draft.constraints = readConstraints(value)
            default: break
            }
        }
        for required in ["format", "id"] where !draft.writtenFields.contains(required) {
            missing(required, in: root)
        }
        return draft
    }

    private mutating func readFormat(_ node: NodeRef) {
        guard node.isScalar, node.style == .plain, ScalarValue.isInteger(node.text) else {
            wrongType(node, expected: "an integer")
            return
        }
        let value = node.text
        if Int(value) != 1 {
            error(.unsupportedFormat, "unsupported format \(value); this version reads format 1", at: node)
        }
    }

    private mutating func readSize(_ node: NodeRef) -> Size? {
        guard mapping(node, expected: "a mapping") else { return nil }
        var width: Double?
        var height: Double?
        let allowed = ["width", "height"]
        checkFields(of: node, in: "'size'", allowed: allowed)
        for pair in 0..<node.count {
            guard let name = field(pair, of: node, allowed: allowed) else { continue }
            let value = positive(node.value(pair), field: name)
            if name == "width" { width = value } else { height = value }
        }
        for required in allowed where node.firstPair(named: required) == nil {
            missing(required, in: node)
        }
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    private mutating func readMetrics(_ node: NodeRef) -> LayoutDraft.Metrics {
        var metrics = LayoutDraft.Metrics(location: node.location)
        guard mapping(node, expected: "a mapping") else { return metrics }
        let allowed = [
            "insets", "key-gap", "row-gap", "min-key-width", "min-row-height", "max-unit-width",
            "preferred-row-height",
        ]
        checkFields(of: node, in: "'metrics'", allowed: allowed)
        for pair in 0..<node.count {
            guard let name = field(pair, of: node, allowed: allowed) else { continue }
            let value = node.value(pair)
            switch name {
            case "insets":
                guard mapping(value, expected: "a mapping") else { continue }
                let sides = ["top", "left", "bottom", "right"]
                checkFields(of: value, in: "'insets'", allowed: sides)
                for inset in 0..<value.count {
                    guard let side = field(inset, of: value, allowed: sides) else { continue }
                    let number = nonNegative(value.value(inset), field: side)
                    switch side {
                    case "top": metrics.top = number
                    case "left": metrics.left = number
                    case "bottom": metrics.bottom = number
                    default: metrics.right = number
                    }
                }
            case "key-gap": metrics.keyGap = nonNegative(value, field: name)
            case "row-gap": metrics.rowGap = nonNegative(value, field: name)
            case "min-key-width": metrics.minKeyWidth = nonNegative(value, field: name)
            case "min-row-height": metrics.minRowHeight = nonNegative(value, field: name)
            case "max-unit-width": metrics.maxUnitWidth = nonNegative(value, field: name)
            default: metrics.preferredRowHeight = nonNegative(value, field: name)
            }
        }
        return metrics
    }

    private mutating func readBehavior(_ node: NodeRef) -> LayoutDraft.Behavior {
        var behavior = LayoutDraft.Behavior()
        guard mapping(node, expected: "a mapping") else { return behavior }
        let allowed = ["autocapitalize", "double-space-period", "caps-lock-double-tap", "return-to"]
        checkFields(of: node, in: "'behavior'", allowed: allowed)
        for pair in 0..<node.count {
            guard let name = field(pair, of: node, allowed: allowed) else { continue }
            let value = node.value(pair)
            switch name {
            case "autocapitalize": behavior.autocapitalize = enumValue(value, field: name)
            case "double-space-period": behavior.doubleSpacePeriod = bool(value, field: name)
            case "caps-lock-double-tap": behavior.capsLockDoubleTap = bool(value, field: name)
            default: behavior.returnTo = nonEmptyString(value, field: name).map { Located($0, at: value.location) }
            }
        }
        return behavior
    }

    private mutating func readAlternatesTable(_ node: NodeRef) -> [String: [String]] {
        guard node.isMapping else {
            wrongType(node, expected: "a mapping from key ids to lists of alternates")
            return [:]
        }
        var table: [String: [String]] = [:]
        table.reserveCapacity(node.count)
        for pair in 0..<node.count {
            guard let id = fieldName(node.key(pair)) else { continue }
            if let list = readAlternates(node.value(pair)) { table[id] = list }
        }
        return table
    }

    /// A list of alternates; duplicates are warned about (and kept, so the list is as written).
    mutating func readAlternates(_ node: NodeRef) -> [String]? {
        guard node.isSequence else {
            wrongType(node, expected: "a list of strings")
            return nil
        }
        let count = node.count
        // Duplicates are the same text, code point for code point (`é` and `e` + U+0301 type
        // different text, so they are not duplicates). Lists are short: a linear search over
        // fingerprints of the bytes beats hashing, up to a bound that keeps long (hostile) lists
        // linear overall.
        if count > 32 { return readLongAlternates(node) }
        return withUnsafeTemporaryAllocation(of: (print: UInt64, item: Int).self, capacity: count) { seen in
            var list: [String] = []
            list.reserveCapacity(count)
            for itemIndex in 0..<count {
                let item = node.item(itemIndex)
                guard let text = nonEmptyString(item, field: "alternates") else { continue }
                let print = KeyFingerprint.byteFingerprint(text)
                var first: Int?
                for index in 0..<list.count
                where seen[index].print == print && list[index].utf8.elementsEqual(text.utf8) {
                    first = index
                    break
                }
                if let first {
                    duplicateAlternate(text, at: item, first: node.item(seen[first].item))
                }
                seen[list.count] = (print, itemIndex)
                list.append(text)
            }
            return list
        }
    }

    /// ``readAlternates(_:)`` for long lists, with an index by bytes.
    private mutating func readLongAlternates(_ node: NodeRef) -> [String] {
        var list: [String] = []
        list.reserveCapacity(node.count)
        var places: [NodeRef] = []
        places.reserveCapacity(node.count)
        var index: [[UInt8]: Int] = [:]
        for offset in 0..<node.count {
            let item = node.item(offset)
            guard let text = nonEmptyString(item, field: "alternates") else { continue }
            if let first = index[Array(text.utf8)] {
                duplicateAlternate(text, at: item, first: places[first])
            } else {
                index[Array(text.utf8)] = list.count
            }
            list.append(text)
            places.append(item)
        }
        return list
    }

    private mutating func duplicateAlternate(_ text: String, at item: NodeRef, first: NodeRef) {
        diagnostics.append(
            Diagnostic(
                .warning, code: DiagnosticCode.duplicateAlternate.rawValue, "duplicate alternate '\(text)'",
                at: item.location, notes: [.note("first listed here", at: first.location)]))
    }

    private mutating func readCompose(_ node: NodeRef) -> [String: [String: String]] {
        guard node.isMapping else {
            wrongType(node, expected: "a mapping from accents to compositions")
            return [:]
        }
        var table: [String: [String: String]] = [:]
        for pair in 0..<node.count {
            guard let accent = fieldName(node.key(pair)) else { continue }
            let entries = node.value(pair)
            guard entries.isMapping else {
                wrongType(entries, expected: "a mapping from characters to results")
                continue
            }
            var compositions: [String: String] = [:]
            for entry in 0..<entries.count {
                guard let base = fieldName(entries.key(entry)),
                    let result = nonEmptyString(entries.value(entry), field: "compose")
                else { continue }
                compositions[base] = result
            }
            table[accent] = compositions
        }
        return table
    }
}
