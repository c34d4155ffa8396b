import KeyboardModel

extension LayoutLimits {
    /// Checks a merged layout against the limits, in one pass.
    ///
    /// - Parameters:
    ///   - draft: The merged layout as written.
    ///   - documents: The top-level nodes of the files read (the input first, then its parents):
    ///     the `alternates` and `compose` tables keep no places in the draft, so they are checked
    ///     on the nodes, where each entry has its line and column.
    /// - Returns: At most one error per limit, at the first item past it.
    /// - Complexity: O(*n*) in the number of keys, texts and table entries, plus the length of
    ///   the texts counted.
    func check(_ draft: LayoutDraft, documents: [YAMLNode]) -> [Diagnostic] {
        var found: [DiagnosticCode: Diagnostic] = [:]
        func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
            Self.report(code, message, at: location, in: &found)
        }
        func length(
            _ text: String, limit: Int, code: DiagnosticCode, _ what: String, at location: SourceLocation
        ) {
            Self.length(text, limit: limit, code: code, what, at: location, in: &found)
        }

        if draft.layers.count > maxLayers {
            report(
                .tooManyLayers, "the layout has \(draft.layers.count) layers; the limit is \(maxLayers)",
                at: draft.layers[maxLayers].location)
        }
        for layer in draft.layers {
            length(layer.name, limit: maxNameLength, code: .nameTooLong, "layer name", at: layer.location)
            let name = Self.shown(layer.name)
            if layer.rows.count > maxRowsPerLayer {
                report(
                    .tooManyRows, "layer '\(name)' has \(layer.rows.count) rows; the limit is \(maxRowsPerLayer)",
                    at: layer.rows[maxRowsPerLayer].location)
            }
            let keyCount = layer.rows.reduce(0) { $0 + $1.keys.count }
            var keysBefore = 0
            for row in layer.rows {
                if row.keys.count > maxKeysPerRow {
                    report(
                        .tooManyKeysInRow, "row has \(row.keys.count) keys; the limit is \(maxKeysPerRow)",
                        at: row.keys[maxKeysPerRow].location)
                }
                // Only the row that holds the first key over the limit (later rows, empty ones
                // included, have no such key).
                if keyCount > maxKeysPerLayer, keysBefore <= maxKeysPerLayer,
                    keysBefore + row.keys.count > maxKeysPerLayer
                {
                    report(
                        .tooManyKeysInLayer,
                        "layer '\(name)' has \(keyCount) keys; the limit is \(maxKeysPerLayer)",
                        at: row.keys[maxKeysPerLayer - keysBefore].location)
                }
                keysBefore += row.keys.count
                // Through pointers: passing the array's elements would copy every key.
                row.keys.withUnsafeBufferPointer { keys in
                    guard let first = keys.baseAddress else { return }
                    for index in keys.indices {
                        check(first + index, in: &found)
                    }
                }
            }
        }
        if draft.constraints.count > maxConstraints {
            report(
                .tooManyConstraints,
                "the layout has \(draft.constraints.count) constraints; the limit is \(maxConstraints)",
                at: draft.constraints[maxConstraints].location)
        }
        for document in documents {
            // Walked through unretained handles while `document` holds its tree.
            withExtendedLifetime(document) { checkTables(NodeRef(document), length: length, report: report) }
        }
        return found.values.sorted {
            ($0.location.line, $0.location.column, $0.code) < ($1.location.line, $1.location.column, $1.code)
        }
    }

    /// Records the first error of each kind.
    private static func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        in found: inout [DiagnosticCode: Diagnostic]
    ) {
        guard found[code] == nil else { return }
        found[code] = Diagnostic(.error, code: code.rawValue, message, at: location)
    }

    /// Reports `text` when it has more than `limit` Characters; `what` names it in the message.
    private static func length(
        _ text: String, limit: Int, code: DiagnosticCode, _ what: String, at location: SourceLocation,
        in found: inout [DiagnosticCode: Diagnostic]
    ) {
        // A Character is at least one byte: short texts need no counting (nor a look-up).
        guard text.utf8.count > limit, found[code] == nil else { return }
        let count = text.count
        if count > limit {
            report(code, "\(what) has \(count) characters; the limit is \(limit)", at: location, in: &found)
        }
    }

    /// The lengths of one key's texts and the number of its alternates.
    private func check(_ key: UnsafePointer<LayoutDraft.Key>, in found: inout [DiagnosticCode: Diagnostic]) {
        func length(_ text: String, _ limit: Int, _ code: DiagnosticCode, _ what: String, _ location: SourceLocation) {
            Self.length(text, limit: limit, code: code, what, at: location, in: &found)
        }
        let place = key.pointee.location
        switch key.pointee.kind {
        case .text(let text, let shifted):
            length(text, maxTextLength, .textTooLong, "key text", place)
            if let shifted { length(shifted, maxTextLength, .textTooLong, "'shifted' text", place) }
        case .action(.dead(let accent)):
            length(accent, maxTextLength, .textTooLong, "dead-key accent", key.pointee.detailLocation ?? place)
        case .action(.custom(let name)):
            length(name, maxTextLength, .textTooLong, "custom action name", key.pointee.detailLocation ?? place)
        case .action(.layer(let target)):
            length(target, maxNameLength, .nameTooLong, "layer name", key.pointee.detailLocation ?? place)
        case .action:
            break
        }
        if let label = key.pointee.label { length(label, maxLabelLength, .labelTooLong, "label", place) }
        if let id = key.pointee.id { length(id.value, maxNameLength, .nameTooLong, "key id", id.location) }
        if let alternates = key.pointee.alternates {
            if alternates.count > maxAlternatesPerKey {
                Self.report(
                    .tooManyAlternates, "key has \(alternates.count) alternates; the limit is \(maxAlternatesPerKey)",
                    at: place, in: &found)
            }
            for alternate in alternates {
                length(alternate, maxTextLength, .textTooLong, "alternate", place)
            }
        }
    }

    /// The top-level `alternates` and `compose` tables of one file, on its nodes.
    private func checkTables(
        _ document: NodeRef,
        length: (String, Int, DiagnosticCode, String, SourceLocation) -> Void,
        report: (DiagnosticCode, String, SourceLocation) -> Void
    ) {
        guard document.isMapping else { return }
        for pair in 0..<document.count {
            let key = document.key(pair)
            let table = document.value(pair)
            if key.hasText("alternates"), table.isMapping {
                for entry in 0..<table.count {
                    let items = table.value(entry)
                    guard items.isSequence else { continue }
                    if items.count > maxAlternatesPerKey {
                        report(
                            .tooManyAlternates,
                            "key has \(items.count) alternates; the limit is \(maxAlternatesPerKey)",
                            items.item(maxAlternatesPerKey).location)
                    }
                    for offset in 0..<items.count {
                        checkLength(of: items.item(offset), "alternate", length: length)
                    }
                }
            } else if key.hasText("compose"), table.isMapping {
                for accent in 0..<table.count {
                    checkLength(of: table.key(accent), "compose accent", length: length)
                    let entries = table.value(accent)
                    guard entries.isMapping else { continue }
                    for entry in 0..<entries.count {
                        checkLength(of: entries.key(entry), "compose text", length: length)
                        checkLength(of: entries.value(entry), "compose text", length: length)
                    }
                }
            }
        }
    }

    /// Checks the length of a scalar table entry (`length` needs its text only when it is long).
    private func checkLength(
        of node: NodeRef, _ what: String, length: (String, Int, DiagnosticCode, String, SourceLocation) -> Void
    ) {
        guard node.isScalar, node.count > maxTextLength else { return }
        length(node.text, maxTextLength, .textTooLong, what, node.location)
    }

    /// A name for a message, cut to 32 Characters: the whole of an over-long one is not repeated.
    static func shown(_ name: String) -> String {
        name.utf8.count <= 32 || name.count <= 32 ? name : name.prefix(32) + "…"
    }
}
