import KeyboardModel

/// Turns a merged ``LayoutDraft`` into a ``KeyboardLayout`` and checks what needs the whole
/// layout: required fields, key ids, layer targets, reachability, dead keys, `return-to` and the
/// key ids of constraints.
struct LayoutValidator {
    /// Problems found, in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    /// How many more "did you mean" searches may run: each costs O(candidates), so a hostile
    /// file with thousands of unknown names must not make them quadratic.
    private var suggestionBudget = 64
    /// The layer names, for targets.
    private var layerNameSet: Set<String> = []

    /// Builds the layout; problems go to ``diagnostics`` (the caller decides, from them, whether
    /// the layout is usable).
    ///
    /// - Parameters:
    ///   - draft: The merged layout as written.
    ///   - warnAboutGaps: Whether to warn about unreachable layers and a missing backspace or
    ///     return key. Callers turn this off when the files had errors: a row that could not be
    ///     read may hold the very key the warning would say is missing.
    mutating func build(_ draft: LayoutDraft, warnAboutGaps: Bool = true) -> KeyboardLayout {
        for field in ["name", "locale", "size", "layers"] where !draft.writtenFields.contains(field) {
            error(.missingField, "missing required field '\(field)'", at: draft.rootLocation)
        }
        let locale = draft.locale ?? "en"
        let caseRules = CaseRules(locale: locale)
        let compose = ComposeTable(draft.compose)
        let layerNames = draft.layers.map(\.name)
        layerNameSet = Set(layerNames)
        // The ids of each layer, each once: duplicates within a layer are errors, and
        // constraints may name an id of any layer.
        var idsByLayer: [LayerKeyIDs] = []
        idsByLayer.reserveCapacity(draft.layers.count)
        var layers: [Layer] = []
        layers.reserveCapacity(draft.layers.count)
        let alternates = AlternatesLookup(draft.alternates)
        for layer in draft.layers {
            let keyCount = layer.rows.reduce(0) { $0 + $1.keys.count }
            var ids = LayerKeyIDs(capacity: keyCount)
            // Where each id first appears (row and key index), for the note.
            var firstKeys: [(row: Int, key: Int)] = []
            firstKeys.reserveCapacity(keyCount)
            var rows: [Row] = []
            rows.reserveCapacity(layer.rows.count)
            for (rowIndex, row) in layer.rows.enumerated() {
                var keys: [Key] = []
                keys.reserveCapacity(row.keys.count)
                // Through pointers: passing the array's elements would copy every key.
                row.keys.withUnsafeBufferPointer { draftKeys in
                    guard let firstDraftKey = draftKeys.baseAddress else { return }
                    for keyIndex in draftKeys.indices {
                        let draftKey = firstDraftKey + keyIndex
                        let (made, print) = makeKey(draftKey, caseRules: caseRules, alternates: alternates)
                        let id = made.id
                        keys.append(made)
                        if ids.insert(id, print: print) {
                            firstKeys.append((rowIndex, keyIndex))
                        } else if let first = ids.ids.firstIndex(of: id) {
                            let firstKey = layer.rows[firstKeys[first].row].keys[firstKeys[first].key]
                            let hint = draftKey.pointee.id == nil ? "; give one of the keys an explicit 'id'" : ""
                            error(
                                .duplicateKeyID, "duplicate key id '\(id)' in layer '\(layer.name)'\(hint)",
                                at: draftKey.pointee.id?.location ?? draftKey.pointee.location,
                                notes: [
                                    .note(
                                        "'\(id)' is first used here",
                                        at: firstKey.id?.location ?? firstKey.location)
                                ])
                        }
                        check(draftKey, layerNames: layerNames, compose: compose)
                    }
                }
                rows.append(
                    Row(keys: keys, height: row.height, alignment: row.alignment, source: SourceMark(row.location)))
            }
            layers.append(Layer(name: layer.name, rows: rows, source: SourceMark(layer.location)))
            idsByLayer.append(ids)
        }
        if let returnTo = draft.behavior.returnTo, !layerNameSet.contains(returnTo.value) {
            let hint = suggestion(for: returnTo.value, in: layerNames)
            error(
                .unknownReturnLayer, "no layer named '\(returnTo.value)' for 'return-to'\(hint)", at: returnTo.location)
        }
        if warnAboutGaps {
            checkReachability(layers, names: layerNames, draft: draft)
        }
        var sortedKeyIDs: [String]?
        let referenceCount = draft.constraints.reduce(0) { $0 + $1.references.count }
        let keyIDs = KeyIDIndex(idsByLayer, referenceCount: referenceCount)
        for constraint in draft.constraints {
            var reported = Set<String>()
            for reference in constraint.references
            where !keyIDs.contains(reference.keyID) && reported.insert(reference.keyID).inserted {
                let candidates = sortedKeyIDs ?? keyIDs.sortedIDs
                sortedKeyIDs = candidates
                let hint = suggestion(for: reference.keyID, in: candidates)
                let (location, note) = constraint.place(offset: reference.offset)
                error(
                    .constraintUnknownKey, "unknown key id '\(reference.keyID)' in constraint\(hint)",
                    at: location, notes: note.map { [$0] } ?? [])
            }
        }
        let file = draft.rootLocation.file
        return KeyboardLayout(
            id: draft.id?.value ?? "", name: draft.name ?? "", locale: locale,
            direction: draft.direction ?? .leftToRight,
            size: draft.size ?? Size(width: 390, height: 216), metrics: draft.metrics.model,
            behavior: draft.behavior.model, layers: layers, alternates: draft.alternates, compose: compose,
            constraints: draft.constraints.map(\.constraint),
            source: SourceMark(draft.formatLocation ?? .start(of: file)))
    }

    // MARK: - Keys

    /// The model key: id (explicit, else text, else action name), default label, default shifted
    /// text (the locale's uppercase), alternates (the key's own, else the table's for its id);
    /// and the ``KeyFingerprint/fingerprint(_:)`` of its id.
    private func makeKey(
        _ key: UnsafePointer<LayoutDraft.Key>, caseRules: CaseRules, alternates: AlternatesLookup
    ) -> (Key, print: UInt64) {
        let action: KeyAction
        switch key.pointee.kind {
        case .text(let text, let shifted):
            action = .character(text, shifted: shifted ?? caseRules.uppercase(text))
        case .action(let special):
            action = special
        }
        let id = key.pointee.id?.value ?? action.defaultID
        let print = KeyFingerprint.fingerprint(id)
        let made = Key(
            id: id, action: action, label: key.pointee.label,
            alternates: key.pointee.alternates ?? alternates.alternates(for: id, print: print) ?? [],
            width: key.pointee.width, minWidth: key.pointee.minWidth, maxWidth: key.pointee.maxWidth,
            source: SourceMark(key.pointee.location))
        return (made, print)
    }

    /// Checks a layer key's target and a dead key's compositions.
    private mutating func check(_ key: UnsafePointer<LayoutDraft.Key>, layerNames: [String], compose: ComposeTable) {
        guard case .action(let action) = key.pointee.kind else { return }
        switch action {
        case .layer(let target) where !layerNameSet.contains(target):
            let hint = suggestion(for: target, in: layerNames)
            error(
                .unknownLayerTarget, "no layer named '\(target)'\(hint)",
                at: key.pointee.detailLocation ?? key.pointee.location)
        case .dead(let accent) where !Self.composes(accent, in: compose):
            error(
                .deadKeyWithoutCompositions,
                "dead key accent '\(accent)' composes nothing; add it to 'compose' or use an accent with a "
                    + "combining mark", at: key.pointee.detailLocation ?? key.pointee.location)
        default:
            break
        }
    }

    // MARK: - Reachability

    /// Warns about layers that no key leads to from the first layer, and about a keyboard whose
    /// reachable layers have no backspace or no return key.
    private mutating func checkReachability(_ layers: [Layer], names: [String], draft: LayoutDraft) {
        guard let first = layers.first else { return }
        let reach = Self.reachability(of: layers, names: names)
        for (index, draftLayer) in draft.layers.enumerated() where !reach.reached[index] {
            warning(
                .unreachableLayer,
                "layer '\(draftLayer.name)' cannot be reached: no key leads to it from '\(first.name)'",
                at: draftLayer.location)
        }
        let place = draft.layersLocation ?? draft.rootLocation
        if !reach.hasBackspace {
            warning(.noBackspace, "no backspace key in any layer reachable from '\(first.name)'", at: place)
        }
        if !reach.hasReturn {
            warning(.noReturn, "no return key in any layer reachable from '\(first.name)'", at: place)
        }
    }

    /// Which layers keys lead to from the first (a layer is reached when a layer of its name
    /// is: keys switch to the first layer with a name), and whether the reachable layers have a
    /// backspace and a return key.
    static func reachability(
        of layers: [Layer], names: [String]
    ) -> (reached: [Bool], hasBackspace: Bool, hasReturn: Bool) {
        guard !layers.isEmpty else { return ([], false, false) }
        // Layers are found by name in a list while there are few, else in a dictionary.
        var indexByName: [String: Int]?
        if layers.count > 16 {
            var index: [String: Int] = [:]
            for (offset, name) in names.enumerated() where index[name] == nil {
                index[name] = offset
            }
            indexByName = index
        }
        func firstIndex(of name: String) -> Int? {
            if let indexByName { return indexByName[name] }
            return names.firstIndex(of: name)
        }
        // Whether each layer's name is reached, by the first layer with that name.
        var reached = [Bool](repeating: false, count: layers.count)
        reached[0] = true
        var queue = [0]
        var hasBackspace = false
        var hasReturn = false
        while let current = queue.popLast() {
            for row in layers[current].rows {
                // By index: iterating would copy every key.
                for index in row.keys.indices {
                    switch row.keys[index].action {
                    case .backspace: hasBackspace = true
                    case .return: hasReturn = true
                    case .layer(let target):
                        if let next = firstIndex(of: target), !reached[next] {
                            reached[next] = true
                            queue.append(next)
                        }
                    default: break
                    }
                }
            }
        }
        let byLayer = names.map { reached[firstIndex(of: $0) ?? 0] }
        return (byLayer, hasBackspace, hasReturn)
    }

    /// Whether a dead key with `accent` composes something: entries in `compose`, or a
    /// combining mark to put after the next character.
    static func composes(_ accent: String, in compose: ComposeTable) -> Bool {
        compose.hasEntries(for: accent) || ComposeTable.combiningMark(for: accent) != nil
    }

    // MARK: - Reporting

    /// `"; did you mean 'x'?"` while the budget lasts, then the empty string.
    private mutating func suggestion(for name: String, in candidates: [String]) -> String {
        guard suggestionBudget > 0 else { return "" }
        suggestionBudget -= 1
        return NameSuggestion.hint(for: name, in: candidates)
    }

    private mutating func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []
    ) {
        diagnostics.append(Diagnostic(.error, code: code.rawValue, message, at: location, notes: notes))
    }

    private mutating func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, code: code.rawValue, message, at: location))
    }
}
