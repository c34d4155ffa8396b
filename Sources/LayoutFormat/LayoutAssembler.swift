import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// Turns a merged ``LayoutDraft`` into a ``KeyboardLayout`` and checks what needs the whole
/// layout: required fields, key ids, layer targets, reachability, dead keys, `return-to` and the
/// key ids of constraints.
struct LayoutAssembler {
    /// Problems found, in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    /// How many more "did you mean" searches may run: each costs O(candidates), so a hostile
    /// file with thousands of unknown names must not make them quadratic.
    var suggestionBudget = 64
    /// The layer names, for targets.
    private var layerNameSet: Set<ExactText> = []
    /// The names of the modify tables, sorted.
    private var modifyTableNames: [String] = []
    /// How messages about a form's layers name it (` in form 'tablet'`); empty for the first form.
    private var formWords = ""
    /// The layer targets of the form being checked that name no layer, with the layer each
    /// most likely means (`nil` when none is close): reachability counts a broken `to:` as
    /// reaching its suggestion, so one typo gives one error, not warnings about the layers
    /// behind it too.
    private var brokenTargets: [String: String?] = [:]

    /// Checks a merged draft and builds its layout: the one semantic layer after the decoder.
    ///
    /// - Parameters:
    ///   - draft: The merged layout as written.
    ///   - limits: The size limits, for the totals of a layout and its parents.
    ///   - isOverLimits: Whether a file crossed a size limit: then nothing else is checked, so
    ///     that validation stays bounded by the limits.
    ///   - earlier: The problems the files had: the layout's gaps are not warned about when one is
    ///     an error (a row that could not be read may hold the very key the warning would miss).
    /// - Returns: The layout (whether it is usable, the caller decides from the problems) and the
    ///   problems found.
    static func validate(
        _ draft: consuming LayoutDraft, limits: LayoutLimits, isOverLimits: Bool, after earlier: [Diagnostic]
    ) -> (layout: KeyboardLayout?, diagnostics: [Diagnostic]) {
        guard !isOverLimits else { return (nil, []) }
        let overTotals = limits.checkTotals(of: draft)
        guard overTotals.isEmpty else { return (nil, overTotals) }
        var validator = LayoutAssembler()
        var draft = draft
        let layout = validator.build(&draft, warnAboutGaps: !earlier.contains { $0.severity == .error })
        return (layout, validator.diagnostics)
    }

    /// Builds the layout; problems go to ``diagnostics`` (the caller decides, from them, whether
    /// the layout is usable).
    ///
    /// The draft's keys are model keys already: this sets the defaults that depend on the merged
    /// layout (shifted texts from the locale, alternates from the table) in place.
    ///
    /// - Parameters:
    ///   - draft: The merged layout as written.
    ///   - warnAboutGaps: Whether to warn about unreachable layers and a missing backspace or
    ///     return key. Callers turn this off when the files had errors: a row that could not be
    ///     read may hold the very key the warning would say is missing.
    mutating func build(_ draft: inout LayoutDraft, warnAboutGaps: Bool = true) -> KeyboardLayout {
        for field in LayoutField.allCases
        where LayoutField.table.requirement(field) == .requiredUnlessExtends && !draft.writtenFields.contains(field) {
            error(.missingField, "missing required field '\(field.name)'", at: draft.rootLocation)
        }
        let locale = draft.locale?.value ?? "en"
        var shared = Shared(
            caseRules: CaseRules(locale: locale), compose: ComposeTable(draft.compose),
            alternates: AlternatesLookup(draft.alternates))
        modifyTableNames = draft.modifyTables.keys.sorted().map(\.string)
        checkFlickDistances(draft.behavior)
        let first = buildLayers(of: &draft, shared: &shared, warnAboutGaps: warnAboutGaps)
        var forms: [LayoutForm] = []
        // Every form's layers, for the checks of what the whole layout leaves unused.
        var allLayers = first.layers
        var unlimitedLayers = draft.metrics.maxUnitWidth == nil ? first.layers : []
        if !draft.forms.isEmpty {
            checkForms(of: draft)
            forms.reserveCapacity(draft.forms.count)
            // Taken out of the draft, so that each form's keys are changed in place, not copied.
            var drafts = draft.forms
            draft.forms = []
            for index in drafts.indices {
                var form = drafts[index]
                drafts[index].layers = []
                let firstForm = draft.show(&form)
                formWords = " in form '\(LayoutLimits.shown(form.name.value))'"
                let parts = buildLayers(of: &draft, shared: &shared, warnAboutGaps: warnAboutGaps)
                formWords = ""
                draft.restore(firstForm)
                let metrics = form.metrics.merged(over: draft.metrics)
                allLayers += parts.layers
                if metrics.maxUnitWidth == nil { unlimitedLayers += parts.layers }
                forms.append(
                    LayoutForm(
                        name: form.name.value, minWidth: form.minWidth?.value ?? 0, idiom: form.idiom,
                        size: form.size ?? draft.size ?? KeyboardSize.phonePortrait, metrics: metrics.model,
                        layers: parts.layers, constraints: form.constraints.map { $0.constraint },
                        source: SourceMark(form.location)))
            }
            forms.sort { $0.minWidth < $1.minWidth }
        }
        checkName(of: draft)
        let autocapitalization =
            draft.behavior.autocapitalize?.value ?? Autocapitalization.default(for: first.layers)
        // After an error of its own, what looks unused may be what the error left out.
        if warnAboutGaps && !diagnostics.contains(where: { $0.severity == .error }) {
            let noOps = NoEffectWarnings(
                draft: draft, layers: allLayers, unlimitedLayers: unlimitedLayers, idsByLayer: first.idsByLayer,
                keyIDs: first.keyIDs, alternates: shared.alternates, uses: shared.uses, ownShifted: shared.ownShifted,
                autocapitalization: autocapitalization, caseRules: shared.caseRules)
            diagnostics += noOps.diagnostics(suggesting: &suggestionBudget)
        }
        let file = draft.rootLocation.file
        return KeyboardLayout(
            id: draft.id?.value ?? "", name: draft.name ?? "", locale: locale,
            direction: draft.direction ?? .standard,
            size: draft.size ?? KeyboardSize.phonePortrait, metrics: draft.metrics.model,
            behavior: draft.behavior.model(autocapitalization: autocapitalization), layers: first.layers,
            alternates: draft.alternates, compose: shared.compose, modifyTables: draft.modifyTables,
            composer: draft.composer, constraints: draft.constraints.map { $0.constraint },
            source: SourceMark(draft.formatLocation ?? .start(of: file)),
            formName: draft.formName?.value ?? KeyboardLayout.defaultFormName, forms: forms)
    }

    /// What the layers of every form share while they are checked.
    struct Shared {
        /// The locale's case, for shifted texts.
        let caseRules: CaseRules
        let compose: ComposeTable
        /// The `alternates` table, noting the entries keys take.
        var alternates: AlternatesLookup
        /// Letter keys with a `shifted` of their own, for autocapitalisation's check (the
        /// others are shifted to their capitals).
        var ownShifted: [NoEffectWarnings.ShiftedLetter] = []
        /// What keys use of the tables, for entries no key uses.
        var uses = Uses()
    }

    /// One form's layers, built, with their key ids.
    struct FormLayers {
        var layers: [Layer]
        /// The ids of each layer, each once.
        var idsByLayer: [LayerKeyIDs]
        var keyIDs: KeyIDIndex
    }

    /// Builds and checks the layers of `draft` (the first form's, or those of a form shown in
    /// their place by ``LayoutDraft/show(_:)``): keys, ids, targets, shifted faces, one-shot
    /// layers, reachability and the key ids of the constraints.
    private mutating func buildLayers(
        of draft: inout LayoutDraft, shared: inout Shared, warnAboutGaps: Bool
    ) -> FormLayers {
        let layerNames = draft.layers.map { $0.name }
        layerNameSet = Set(layerNames.map { ExactText($0) })
        brokenTargets = [:]
        // The ids of each layer, each once: duplicates within a layer are errors, and
        // constraints may name an id of any layer.
        var idsByLayer: [LayerKeyIDs] = []
        idsByLayer.reserveCapacity(draft.layers.count)
        // Taken out of the draft, so that the keys are changed in place, not copied.
        var draftLayers = draft.layers
        draft.layers = []
        var layers: [Layer] = []
        layers.reserveCapacity(draftLayers.count)
        for layerIndex in draftLayers.indices {
            let name = draftLayers[layerIndex].name
            let isShiftFace = draftLayers[layerIndex].shiftOf != nil
            // The places spanning keys take in the rows below theirs: (row, index) → key id.
            var spans: [SpanRule.Slot: String] = [:]
            // Counted only in a layer with a tall key (a key path over the rows costs a lot here).
            var keysPerRow: [Int] = []
            for row in draftLayers[layerIndex].rows.indices
            where draftLayers[layerIndex].rows[row].keys.contains(where: { $0.span != 1 }) {
                keysPerRow = draftLayers[layerIndex].rows.indices.map { draftLayers[layerIndex].rows[$0].keys.count }
                break
            }
            let keyCount = draftLayers[layerIndex].rows.reduce(0) { $0 + $1.keys.count }
            var ids = LayerKeyIDs(capacity: keyCount)
            // Where each id first appears (row and key index), for the note.
            var firstKeys: [(row: Int, key: Int)] = []
            firstKeys.reserveCapacity(keyCount)
            // Repeated ids, reported once the layer is read (their first uses may be in other rows).
            var repeats: [(row: Int, key: Int, first: Int)] = []
            for rowIndex in draftLayers[layerIndex].rows.indices {
                let file = draftLayers[layerIndex].rows[rowIndex].location.sourceFile
                var details = draftLayers[layerIndex].rows[rowIndex].details[...]
                // Through pointers: the keys are changed in place, and reading them copies nothing.
                draftLayers[layerIndex].rows[rowIndex].keys.withUnsafeMutableBufferPointer { keys in
                    guard let firstKey = keys.baseAddress else { return }
                    for keyIndex in keys.indices {
                        let key = firstKey + keyIndex
                        var keyDetails = LayoutDraft.KeyDetails()
                        if let next = details.first, next.key == keyIndex {
                            keyDetails = next.details
                            details.removeFirst()
                        }
                        let print = Self.fillDefaults(
                            of: &key.pointee, keyDetails, caseRules: shared.caseRules, shiftFace: isShiftFace,
                            alternates: &shared.alternates)
                        if keyDetails.hasShifted, case .character(let text, let shifted) = key.pointee.action,
                            text.unicodeScalars.first?.properties.isAlphabetic == true
                        {
                            shared.ownShifted.append(
                                .init(text: text, shifted: shifted, location: key.pointee.source.location))
                        }
                        if ids.insert(key.pointee.id, print: print) {
                            firstKeys.append((rowIndex, keyIndex))
                        } else if let first = ids.ids.firstIndex(of: key.pointee.id) {
                            repeats.append((rowIndex, keyIndex, first))
                        }
                        check(
                            key, keyDetails, file: file, layer: name, layerNames: layerNames, compose: shared.compose,
                            uses: &shared.uses)
                        if let choice = key.pointee.defaultAlternate,
                            !key.pointee.alternates.contains(where: { $0.isExactly(choice) })
                        {
                            reportDefaultAlternate(choice, of: key.pointee, at: keyDetails, file: file)
                        }
                        if key.pointee.span > 1 {
                            checkSpan(
                                of: key.pointee, row: rowIndex, index: keyIndex, details: keyDetails, file: file,
                                keysPerRow: keysPerRow, layer: name, spans: &spans)
                        }
                    }
                }
            }
            // The first few of a layer one by one, then one error for the rest: a row of 64 keys
            // all `k` is one mistake, not 63 (and thousands of them would be slow to report).
            let draftRows = draftLayers[layerIndex].rows
            func idPlace(row: Int, key: Int) -> SourceLocation {
                let place = draftRows[row].details.first { $0.key == key }?.details.idPlace
                return place?.location(in: draftRows[row].location.sourceFile) ?? draftRows[row].keys[key].source
                    .location
                    ?? draftRows[row].location
            }
            if repeats.count > Self.duplicateIDsListed {
                let rest = repeats[Self.duplicateIDsListed]
                let count = repeats.count - Self.duplicateIDsListed
                error(
                    .duplicateKeyID,
                    "\(count) more duplicate key id\(count == 1 ? "" : "s") in layer '\(name)', not listed one by one",
                    at: idPlace(row: rest.row, key: rest.key))
            }
            for repeated in repeats.prefix(Self.duplicateIDsListed) {
                let (firstRow, firstIndex) = firstKeys[repeated.first]
                let id = draftRows[repeated.row].keys[repeated.key].id
                let explicit = draftRows[repeated.row].details.contains {
                    $0.key == repeated.key && $0.details.idPlace != nil
                }
                let hint = explicit ? "" : "; give one of the keys an explicit 'id'"
                error(
                    .duplicateKeyID, "duplicate key id \(Lookalikes.quoted(id)) in layer '\(name)'\(hint)",
                    at: idPlace(row: repeated.row, key: repeated.key),
                    notes: [.note("'\(id)' is first used here", at: idPlace(row: firstRow, key: firstIndex))])
            }
            let rows = draftLayers[layerIndex].rows.map { row in
                Row(
                    keys: row.keys, height: row.height, alignment: row.alignment, gaps: row.gaps,
                    source: SourceMark(row.location))
            }
            layers.append(
                Layer(
                    name: name, rows: rows, shiftOf: draftLayers[layerIndex].shiftOf?.value,
                    isOneShot: draftLayers[layerIndex].oneShot, source: SourceMark(draftLayers[layerIndex].location)))
            idsByLayer.append(ids)
        }
        if let returnTo = draft.behavior.returnTo, !layerNameSet.contains(text: returnTo.value) {
            let hint = suggestion(for: returnTo.value, in: layerNames)
            error(
                .unknownReturnLayer, "no layer named '\(returnTo.value)' for 'return-to'\(formWords)\(hint)",
                at: returnTo.location)
        }
        if draftLayers.contains(where: { $0.shiftOf != nil }) {
            checkShiftFaces(layers, draftLayers: draftLayers, names: layerNames, draft: draft)
        }
        for (index, layer) in draftLayers.enumerated() where layer.oneShot && (index == 0 || layer.shiftOf != nil) {
            let why =
                layer.shiftOf != nil
                ? "a shifted face follows its layer; make '\(layer.shiftOf?.value ?? "")' one-shot instead"
                : "the first layer is not reached from another one"
            warning(.oneShotDoesNothing, "'one-shot' on layer '\(layer.name)' does nothing: \(why)", at: layer.location)
        }
        if warnAboutGaps {
            checkReachability(layers, draftLayers: draftLayers, names: layerNames, draft: draft)
        }
        var sortedKeyIDs: [String]?
        let referenceCount = draft.constraints.reduce(0) { $0 + $1.references.count }
        let keyIDs = KeyIDIndex(idsByLayer, referenceCount: referenceCount)
        for constraint in draft.constraints {
            var reported = Set<String>()
            for reference in constraint.references
            where !keyIDs.contains(reference.keyID) && reported.insert(reference.keyID).inserted
                // A key left out for its own error is not reported again here.
                && !draft.droppedKeyIDs.contains(reference.keyID)
            {
                let candidates = sortedKeyIDs ?? keyIDs.sortedIDs
                sortedKeyIDs = candidates
                let hint = suggestion(for: reference.keyID, in: candidates)
                let (location, note) = constraint.place(offset: reference.offset)
                error(
                    .constraintUnknownKey, "unknown key id '\(reference.keyID)' in constraint\(hint)",
                    at: location, notes: note.map { [$0] } ?? [])
            }
        }
        return FormLayers(layers: layers, idsByLayer: idsByLayer, keyIDs: keyIDs)
    }

    // MARK: - Forms

    /// Form names are names, each once; the forms' widths follow each other without overlaps
    /// or widths left to no form; each form's preferred width is one it is shown at.
    @inline(never)
    private mutating func checkForms(of draft: LayoutDraft) {
        let firstName = draft.formName?.value ?? KeyboardLayout.defaultFormName
        var seen: [(name: String, location: SourceLocation?)] = [(firstName, draft.formName?.location)]
        if let written = draft.formName, !LayoutDraft.isLayerName(written.value) {
            badFormName(written)
        }
        for form in draft.forms {
            guard LayoutDraft.isLayerName(form.name.value) else {
                badFormName(form.name)
                continue
            }
            if let first = seen.first(where: { $0.name == form.name.value }) {
                let notes = first.location.map { [Diagnostic.note("'\(form.name.value)' is first named here", at: $0)] }
                error(
                    .badFormName, "a form named '\(LayoutLimits.shown(form.name.value))' comes twice; name each once",
                    at: form.name.location, notes: notes ?? [])
            }
            seen.append((form.name.value, form.name.location))
        }
        // Narrowest first, each with where its widths start.
        let forms = draft.forms.compactMap { form in form.minWidth.map { (form, $0) } }.sorted {
            $0.1.value < $1.1.value
        }
        guard let narrowest = forms.first else { return }
        if let size = draft.size, size.width >= narrowest.1.value {
            error(
                .formSizeOutsideWidths,
                "'size' prefers a width of \(KeyboardSize.format(size.width)), but the top-level layers are shown only below "
                    + "\(KeyboardSize.format(narrowest.1.value)), where form '\(LayoutLimits.shown(narrowest.0.name.value))' "
                    + "starts; make 'size' narrower or that form's 'min-width' wider",
                at: draft.sizeLocation ?? draft.rootLocation,
                notes: [.note("form '\(narrowest.0.name.value)' starts here", at: narrowest.1.location)])
        }
        for (index, (form, start)) in forms.enumerated() {
            let next = index + 1 < forms.count ? forms[index + 1] : nil
            let name = LayoutLimits.shown(form.name.value)
            if let (other, otherStart) = next, otherStart.value == start.value {
                error(
                    .formWidths,
                    "forms '\(name)' and '\(LayoutLimits.shown(other.name.value))' both start at width "
                        + "\(KeyboardSize.format(start.value)); each width shows one form", at: otherStart.location,
                    notes: [.note("'\(form.name.value)' starts here", at: start.location)])
            }
            if let end = form.maxWidth {
                if end.value <= start.value {
                    error(
                        .minGreaterThanMax,
                        "'max-width' \(KeyboardSize.format(end.value)) of form '\(name)' is not wider than its 'min-width' "
                            + "\(KeyboardSize.format(start.value))", at: end.location)
                } else if let (other, otherStart) = next, end.value < otherStart.value {
                    error(
                        .formWidths,
                        "widths from \(KeyboardSize.format(end.value)) to \(KeyboardSize.format(otherStart.value)) show no form: "
                            + "'\(name)' ends at \(KeyboardSize.format(end.value)) and "
                            + "'\(LayoutLimits.shown(other.name.value))' starts at \(KeyboardSize.format(otherStart.value))",
                        at: end.location, notes: [.note("'\(other.name.value)' starts here", at: otherStart.location)])
                } else if let (other, otherStart) = next, end.value > otherStart.value {
                    error(
                        .formWidths,
                        "form '\(name)' (widths \(KeyboardSize.format(start.value)) to \(KeyboardSize.format(end.value))) overlaps "
                            + "'\(LayoutLimits.shown(other.name.value))', which starts at "
                            + "\(KeyboardSize.format(otherStart.value))",
                        at: end.location, notes: [.note("'\(other.name.value)' starts here", at: otherStart.location)])
                } else if next == nil {
                    error(
                        .formWidths,
                        "widths above \(KeyboardSize.format(end.value)) show no form: the widest form, '\(name)', is shown at "
                            + "every width from its 'min-width'; leave 'max-width' out", at: end.location)
                }
            }
            // Where the next form starts (one starting at the same width is an error above).
            guard let size = form.size, next?.1.value != start.value else { continue }
            let ends = next.map { $0.1.value }
            if size.width < start.value || ends.map({ size.width >= $0 }) == true {
                let widths =
                    ends.map { "from \(KeyboardSize.format(start.value)) up to \(KeyboardSize.format($0))" }
                    ?? "from \(KeyboardSize.format(start.value)) up"
                error(
                    .formSizeOutsideWidths,
                    "form '\(name)' prefers a width of \(KeyboardSize.format(size.width)), but it is shown at widths "
                        + "\(widths)", at: form.sizeLocation ?? form.location)
            }
        }
    }

    private mutating func badFormName(_ name: Located<String>) {
        let lowered = name.value.lowercased()
        let hint = LayoutDraft.isLayerName(lowered) ? "; did you mean '\(LayoutLimits.shown(lowered))'?" : ""
        error(
            .badFormName,
            "bad form name '\(LayoutLimits.shown(name.value))'; a form name is a lower-case letter followed by "
                + "lower-case letters, digits and '-'\(hint)", at: name.location)
    }

    // MARK: - Keys

    /// Sets the defaults a key takes from the merged layout — the shifted text (the locale's
    /// upper case) and the alternates (the table's for its id) — where it has none of its own,
    /// and returns the ``KeyFingerprint/fingerprint(_:)`` of its id.
    @inline(__always)
    private static func fillDefaults(
        of key: inout Key, _ details: LayoutDraft.KeyDetails, caseRules: CaseRules, shiftFace: Bool,
        alternates: inout AlternatesLookup
    ) -> UInt64 {
        // On a shifted face, shift is already on: a key types its text as it is.
        if !details.hasShifted {
            key.action.setShifted { text in shiftFace ? text : caseRules.uppercase(text) }
        }
        // Flicks and multitap steps without a `shifted` of their own take the locale's upper case too.
        if key.hasGestures {
            for index in key.flicks.indices where index >= 8 || details.shiftedFlicks & (1 << UInt8(index)) == 0 {
                key.flicks[index].action.setShifted { text in shiftFace ? text : caseRules.uppercase(text) }
            }
            for index in key.multitap.indices where index >= 64 || details.shiftedSteps & (1 << UInt64(index)) == 0 {
                key.multitap[index].setShifted { text in shiftFace ? text : caseRules.uppercase(text) }
            }
        }
        let print = KeyFingerprint.fingerprint(key.id)
        if !details.hasAlternates, let list = alternates.alternates(for: key.id, print: print) {
            key.alternates = list
        }
        return print
    }

    /// Reports a `default-alternate` that is not among the key's alternates (its own, or the
    /// table's for its id).
    @inline(never)
    private mutating func reportDefaultAlternate(
        _ choice: String, of key: Key, at details: LayoutDraft.KeyDetails, file: SourceFile
    ) {
        let place = details.defaultAlternatePlace?.location(in: file) ?? key.source.location ?? .start(of: file)
        let listed =
            key.alternates.isEmpty
            ? "it has none" : "they are " + key.alternates.map { "'\($0)'" }.joined(separator: ", ")
        error(
            .defaultAlternateNotListed,
            "'default-alternate' '\(LayoutLimits.shown(choice))' is not one of the key's alternates; \(listed)",
            at: place)
    }

    /// What keys use that tables supply: for tables no key uses.
    struct Uses {
        /// The accents of the dead keys.
        var deadAccents: [String] = []
        /// The tables of modify-previous keys.
        var modifyTables: [String] = []
    }

    /// Checks what a key and its flicks do: layer targets, dead keys' compositions, modify
    /// tables; notes what they use in `uses`.
    private mutating func check(
        _ key: UnsafePointer<Key>, _ details: LayoutDraft.KeyDetails, file: SourceFile, layer: String,
        layerNames: [String], compose: ComposeTable, uses: inout Uses
    ) {
        var place: SourceLocation {
            details.argumentPlace?.location(in: file) ?? key.pointee.source.location ?? .start(of: file)
        }
        // Most keys type text: nothing to check, and no copy of the action.
        if case .character = key.pointee.action {
        } else {
            check(key.pointee.action, at: place, layer: layer, layerNames: layerNames, compose: compose, uses: &uses)
        }
        guard key.pointee.hasGestures else { return }
        for flick in key.pointee.flicks where flick.action.kind != .character {
            check(
                flick.action, at: key.pointee.source.location ?? .start(of: file), layer: layer, layerNames: layerNames,
                compose: compose, uses: &uses, gesture: "the flick '\(flick.direction.rawValue)' of this key: ")
        }
    }

    /// Checks one action, at `place`; `gesture` starts the messages about a flick's.
    @inline(never)
    private mutating func check(
        _ action: KeyAction, at place: SourceLocation, layer: String, layerNames: [String], compose: ComposeTable,
        uses: inout Uses, gesture: String = ""
    ) {
        switch action {
        case .layer(let target) where !layerNameSet.contains(text: target):
            // A layer whose name is itself an error (`Numbers`) is reported there, once.
            if layerNames.contains(where: { !LayoutDraft.isLayerName($0) && $0.lowercased() == target.lowercased() }) {
                return
            }
            var intended: String?
            if suggestionBudget > 0 {
                suggestionBudget -= 1
                intended = NameSuggestion.closest(to: target, in: layerNames.filter(LayoutDraft.isLayerName))
            }
            if brokenTargets[target] == nil { brokenTargets[target] = .some(intended) }
            let hint = intended.map { "; did you mean '\($0)'?" } ?? ""
            error(.unknownLayerTarget, "\(gesture)no layer named '\(target)'\(hint)", at: place)
        case .layer(let target) where target == layer && gesture.isEmpty:
            warning(
                .layerKeyToOwnLayer,
                "this key switches to layer '\(LayoutLimits.shown(target))', the layer it is on, so it does nothing",
                at: place)
        case .dead(let accent):
            if !uses.deadAccents.contains(accent) { uses.deadAccents.append(accent) }
            let canCompose = Self.composes(accent, in: compose)
            if let lookalike = Self.lookalikeAccent(of: accent, in: compose) {
                // `´` typed through canonical composition while `compose` is keyed `΄`: it works,
                // but not as written.
                let hint = "; did you mean its look-alike \(Lookalikes.quoted(lookalike))?"
                let quoted = Lookalikes.quoted(accent)
                if canCompose {
                    warning(
                        .deadKeyLookalikeAccent,
                        "\(gesture)dead key accent \(quoted) has no entry in 'compose'\(hint)", at: place)
                } else {
                    error(
                        .deadKeyWithoutCompositions, "\(gesture)dead key accent \(quoted) composes nothing\(hint)",
                        at: place)
                }
                return
            }
            guard !canCompose else { return }
            error(
                .deadKeyWithoutCompositions,
                "\(gesture)dead key accent \(Lookalikes.quoted(accent)) composes nothing; add it to 'compose' or use an "
                    + "accent with a combining mark", at: place)
        case .modifyPrevious(let table):
            if !uses.modifyTables.contains(table) { uses.modifyTables.append(table) }
            guard !modifyTableNames.contains(where: { $0.utf8.elementsEqual(table.utf8) }) else { return }
            let hint = suggestion(for: table, in: modifyTableNames)
            error(
                .unknownModifyTable, "\(gesture)no modify table named '\(LayoutLimits.shown(table))'\(hint)", at: place)
        default:
            break
        }
    }

    /// How many duplicate key ids of one layer are reported one by one.
    static let duplicateIDsListed = 16

    // MARK: - Reachability

    /// Warns about layers that no key leads to from the first layer, and about a keyboard whose
    /// reachable layers have no backspace or no return key.
    private mutating func checkReachability(
        _ layers: [Layer], draftLayers: [LayoutDraft.Layer], names: [String], draft: LayoutDraft
    ) {
        guard let first = layers.first else { return }
        // A broken target that suggests nothing might have led anywhere: nothing is said then.
        var redirects: [String: String] = [:]
        for (target, intended) in brokenTargets {
            guard let intended else { return }
            redirects[target] = intended
        }
        let reach = Layer.reachability(of: layers, names: names, redirecting: redirects)
        // A face is reached with its layer: when it is not, its layer (or its `shift-of`) is reported.
        for (index, draftLayer) in draftLayers.enumerated() where !reach.reached[index] && draftLayer.shiftOf == nil {
            warning(
                .unreachableLayer,
                "layer '\(draftLayer.name)' cannot be reached: no key leads to it from '\(first.name)'\(formWords)",
                at: draftLayer.location)
        }
        let place = draft.layersLocation ?? draft.rootLocation
        if !reach.hasBackspace {
            warning(.noBackspace, "no backspace key in any layer reachable from '\(first.name)'\(formWords)", at: place)
        }
        if !reach.hasReturn {
            warning(.noReturn, "no return key in any layer reachable from '\(first.name)'\(formWords)", at: place)
        }
    }

    /// A `span` reaches no further than the last row, ends all its rows or none, and two
    /// spanning keys do not take the same place of a row (``SpanRule``, said at the `span`).
    @inline(never)
    private mutating func checkSpan(
        of key: Key, row: Int, index: Int, details: LayoutDraft.KeyDetails, file: SourceFile, keysPerRow: [Int],
        layer: String, spans: inout [SpanRule.Slot: String]
    ) {
        let location = details.spanPlace?.location(in: file) ?? key.source.location ?? .start(of: file)
        let placed = SpanRule.places(
            of: key.id, row: row, index: index, span: key.span, layer: layer, keysPerRow: keysPerRow, taken: &spans)
        guard case .failure(let problem) = placed else { return }
        let code: DiagnosticCode
        switch problem {
        case .pastLastRow: code = .spanPastLastRow
        case .endsDiffer: code = .spanEndsDiffer
        case .meet: code = .spansMeet
        }
        error(code, problem.message, at: location)
    }

    /// `shift-of`: each names another layer that is no face itself and has no other face; no
    /// layer key or `return-to` names a face (shift shows it); a face whose layer has no shift
    /// key and no autocapitalisation to turn shift on is never shown.
    @inline(never)
    private mutating func checkShiftFaces(
        _ layers: [Layer], draftLayers: [LayoutDraft.Layer], names: [String], draft: LayoutDraft
    ) {
        var faceOf: [String: String] = [:]
        for layer in draftLayers {
            guard let base = layer.shiftOf else { continue }
            if base.value == layer.name {
                error(
                    .unknownShiftLayer, "layer '\(layer.name)' cannot be the shifted face of itself", at: base.location)
            } else if !layerNameSet.contains(text: base.value) {
                let hint = suggestion(for: base.value, in: names.filter { $0 != layer.name })
                error(.unknownShiftLayer, "no layer named '\(base.value)' for 'shift-of'\(hint)", at: base.location)
            } else if let baseOfBase = draftLayers.first(where: { $0.name == base.value })?.shiftOf {
                error(
                    .badShiftLayer,
                    "layer '\(base.value)' is itself the shifted face of '\(baseOfBase.value)'; "
                        + "a face belongs to a layer without one", at: base.location)
            } else if let other = faceOf[base.value] {
                let first = draftLayers.first { $0.name == other }?.shiftOf?.location ?? base.location
                error(
                    .badShiftLayer, "layer '\(base.value)' already has a shifted face, '\(other)'", at: base.location,
                    notes: [.note("'\(other)' is its face here", at: first)])
            } else {
                faceOf[base.value] = layer.name
            }
        }
        let faces = Set(draftLayers.filter { $0.shiftOf != nil }.map(\.name))
        func shownBy(_ face: String) -> String {
            draftLayers.first { $0.name == face }?.shiftOf?.value ?? face
        }
        for layer in layers {
            for row in layer.rows {
                for index in row.keys.indices {
                    guard case .layer(let target) = row.keys[index].action, faces.contains(target) else { continue }
                    error(
                        .targetIsShiftFace,
                        "layer '\(target)' is the shifted face of '\(shownBy(target))'; switch to "
                            + "'\(shownBy(target))', and shift shows '\(target)'",
                        at: row.keys[index].source.location ?? layer.source.location ?? draft.rootLocation)
                }
            }
        }
        if let returnTo = draft.behavior.returnTo, faces.contains(returnTo.value) {
            error(
                .targetIsShiftFace,
                "'return-to' names '\(returnTo.value)', the shifted face of '\(shownBy(returnTo.value))'; "
                    + "name '\(shownBy(returnTo.value))'", at: returnTo.location)
        }
        let autocapitalizes =
            (draft.behavior.autocapitalize?.value ?? Autocapitalization.default(for: layers)) != .none
        for (base, face) in faceOf.sorted(by: { $0.key < $1.key }) {
            guard let baseLayer = layers.first(where: { $0.name == base }), !baseLayer.hasShiftKey, !autocapitalizes,
                let location = draftLayers.first(where: { $0.name == face })?.shiftOf?.location
            else { continue }
            warning(
                .shiftFaceNeverShown,
                "layer '\(face)' is never shown: '\(base)' has no shift or caps-lock key and nothing turns shift on",
                at: location)
        }
    }

    /// Whether a dead key with `accent` composes something: entries in `compose`, or a
    /// combining mark to put after the next character.
    static func composes(_ accent: String, in compose: ComposeTable) -> Bool {
        compose.hasEntries(for: accent) || ComposeTable.combiningMark(for: accent) != nil
    }

    /// The accent of `compose` that looks like `accent`, when `accent` has no entries of its own
    /// (the first in code point order when several do); else, when `accent` composes nothing at
    /// all, a look-alike that composes through its combining mark (`°` DEGREE SIGN for `˚` RING
    /// ABOVE, which makes `å`).
    static func lookalikeAccent(of accent: String, in compose: ComposeTable) -> String? {
        guard !compose.hasEntries(for: accent) else { return nil }
        let inTable = compose.entries.keys.filter {
            Lookalikes.lookAlike(accent, $0.string) && compose.hasEntries(for: $0.string)
        }.min()
        if let inTable { return inTable.string }
        guard ComposeTable.combiningMark(for: accent) == nil else { return nil }
        return Lookalikes.alikes(of: accent).first { ComposeTable.combiningMark(for: $0) != nil }
    }

    // MARK: - Reporting

    /// Warns when the layout's `id` is not its file's name (`en-US` in `en-US.yaml`), by which
    /// tools and the bundled layouts find it.
    /// `flick-start` ≤ `flick-lock` ≤ `flick-trigger`, as written or by default.
    private mutating func checkFlickDistances(_ behavior: LayoutDraft.Behavior) {
        guard let place = behavior.flickLocation else { return }
        let gestures = behavior.gestures
        guard gestures.flickStart > gestures.flickLock || gestures.flickLock > gestures.flickTrigger else { return }
        error(
            .flickDistancesOutOfOrder,
            "the flick distances must grow: 'flick-start' (\(KeyboardSize.format(gestures.flickStart))) ≤ 'flick-lock' "
                + "(\(KeyboardSize.format(gestures.flickLock))) ≤ 'flick-trigger' (\(KeyboardSize.format(gestures.flickTrigger)))",
            at: place)
    }

    @inline(never)
    private mutating func checkName(of draft: LayoutDraft) {
        guard let id = draft.id else { return }
        let file = draft.rootLocation.file
        // By bytes first: this runs for every layout, and most are named by their id.
        if Self.isNamed(file, by: id.value) { return }
        let name = LayoutLoader.lastComponent(file)
        var stem: Substring?
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            stem = name.dropLast(suffix.count)
        }
        guard let stem, !stem.isEmpty, id.value != stem else { return }
        if id.location.sourceFile == draft.rootLocation.sourceFile {
            warning(
                .idNotFileName,
                "id '\(LayoutLimits.shown(id.value))' differs from the file's name, '\(name)'; a layout's id is its "
                    + "file's name without '.yaml'", at: id.location)
        } else {
            diagnostics.append(
                Diagnostic(
                    .warning, code: DiagnosticCode.idNotFileName.rawValue,
                    "this layout takes the id '\(LayoutLimits.shown(id.value))' from the layout it extends; give it its "
                        + "own, 'id: \(stem)'", at: draft.rootLocation,
                    notes: [.note("the id comes from here", at: id.location)]))
        }
    }

    /// Whether the last component of `path` is `id` followed by `.yaml`.
    static func isNamed(_ path: String, by id: String) -> Bool {
        let suffix = ".yaml".utf8
        let path = path.utf8
        let idBytes = id.utf8
        let count = idBytes.count + suffix.count
        guard path.count >= count else { return false }
        let start = path.index(path.endIndex, offsetBy: -count)
        let middle = path.index(start, offsetBy: idBytes.count)
        guard path[start..<middle].elementsEqual(idBytes), path[middle...].elementsEqual(suffix) else { return false }
        return start == path.startIndex || path[path.index(before: start)] == UInt8(ascii: "/")
    }

    /// `"; did you mean 'x'?"` while the budget lasts, then the empty string.
    private mutating func suggestion(for name: String, in candidates: [String]) -> String {
        guard suggestionBudget > 0 else { return "" }
        suggestionBudget -= 1
        return NameSuggestion.hint(for: name, in: candidates)
    }

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []
    ) {
        diagnostics.append(Diagnostic(.error, code: code.rawValue, message, at: location, notes: notes))
    }

    mutating func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, code: code.rawValue, message, at: location))
    }
}
