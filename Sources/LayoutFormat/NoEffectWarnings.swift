import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// What a layout says that does nothing, found once it is built: `alternates` and `compose`
/// entries no key uses, constraints that apply to no layer, a `locale` that is no language tag,
/// layers whose `fill` keys get nothing, and autocapitalisation that cannot work. Each is a
/// warning (an error with `--strict`), at the line to change.
///
/// Only what the layout's own file writes is reported: an entry of a parent it extends is the
/// parent's to fix.
struct NoEffectWarnings {
    let draft: LayoutDraft
    /// The layers of every form.
    let layers: [Layer]
    /// The layers of the forms without `max-unit-width`.
    let unlimitedLayers: [Layer]
    /// The ids of each key of the first form's layers (the top-level constraints are theirs).
    let idsByLayer: [LayerKeyIDs]
    let keyIDs: KeyIDIndex
    /// The `alternates` table, after every key has taken its entry.
    let alternates: AlternatesLookup
    /// What the layout's keys use of its tables.
    let uses: LayoutAssembler.Uses
    /// The letter keys whose `shifted` is written.
    let ownShifted: [ShiftedLetter]
    /// The `autocapitalize` in force, written or by default.
    let autocapitalization: Autocapitalization
    let caseRules: CaseRules

    private var file: SourceFile { draft.rootLocation.sourceFile }

    /// A letter key and the `shifted` it writes.
    struct ShiftedLetter {
        var text: String
        var shifted: String
        var location: SourceLocation?
    }

    /// The warnings, in the order of the checks; "did you mean" hints while `budget` lasts.
    @inline(never)
    func diagnostics(suggesting budget: inout Int) -> [Diagnostic] {
        var found: [Diagnostic] = []
        unusedAlternates(into: &found, budget: &budget)
        unusedCompose(into: &found)
        unusedModifyTables(into: &found)
        constraintsApplyingNowhere(into: &found)
        locale(into: &found)
        layersWhoseFillsGetNothing(into: &found)
        autocapitalisation(into: &found)
        return found
    }

    private func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, code: code.rawValue, message, at: location)
    }

    /// Where the mark of an entry of this file is.
    private func location(of mark: YAMLEvent.Mark) -> SourceLocation {
        guard let source = draft.source else { return draft.rootLocation }
        var positions = EventPositions(source: source)
        let place = positions.position(line: mark.line, column: mark.column)
        return SourceLocation(in: file, line: place.line, column: place.column)
    }

    private func unusedAlternates(into found: inout [Diagnostic], budget: inout Int) {
        // Most tables have every entry taken (the file's keys are unique in its mapping).
        guard alternates.takenCount < alternates.count else { return }
        var sortedIDs: [String]?
        for (id, mark) in draft.alternatePlaces where !alternates.wasTaken(id) {
            let location = location(of: mark)
            if keyIDs.contains(id) {
                found.append(
                    warning(
                        .unusedAlternates,
                        "every key with the id \(Lookalikes.quoted(id, shown: LayoutLimits.shown(id))) has 'alternates' of its own, so these are "
                            + "never shown", at: location))
                continue
            }
            var hint = ""
            if budget > 0 {
                budget -= 1
                let candidates = sortedIDs ?? keyIDs.sortedIDs
                sortedIDs = candidates
                hint = NameSuggestion.hint(for: id, in: candidates)
                if hint.isEmpty, let alike = candidates.first(where: { Lookalikes.lookAlike(id, $0) }) {
                    hint = "; did you mean its look-alike \(Lookalikes.quoted(alike))?"
                }
            }
            found.append(
                warning(
                    .unusedAlternates,
                    "no key has the id \(Lookalikes.quoted(id, shown: LayoutLimits.shown(id))), so these alternates are never shown\(hint)",
                    at: location))
        }
    }

    private func unusedCompose(into found: inout [Diagnostic]) {
        for (accent, mark) in draft.composePlaces where !uses.deadAccents.contains(accent) {
            // A dead key with a look-alike accent is told about these entries already.
            if uses.deadAccents.contains(where: {
                LayoutAssembler.lookalikeAccent(of: $0, in: ComposeTable(draft.compose)) == accent
            }) {
                continue
            }
            let location = location(of: mark)
            found.append(
                warning(
                    .unusedCompose,
                    "no dead key has the accent \(Lookalikes.quoted(accent, shown: LayoutLimits.shown(accent))), so "
                        + "these compositions are never used", at: location))
        }
    }

    private func unusedModifyTables(into found: inout [Diagnostic]) {
        for (name, mark) in draft.modifyPlaces where !uses.modifyTables.contains(name) {
            found.append(
                warning(
                    .unusedModifyTable, "no modify-previous key uses the table '\(LayoutLimits.shown(name))'",
                    at: location(of: mark)))
        }
    }

    /// A constraint applies to the layers that have every key it names (see
    /// `LayoutConstraint.applies(where:)`); one whose keys are all known but never together
    /// applies nowhere. (Unknown ids are errors already.)
    private func constraintsApplyingNowhere(into found: inout [Diagnostic]) {
        for constraint in draft.constraints where constraint.location.sourceFile == file {
            // Closures, not `layer.contains` as a value, which would allocate.
            let applies = idsByLayer.contains { layer in constraint.constraint.applies { layer.contains($0) } }
            guard !applies else { continue }
            var names: [String] = []
            for reference in constraint.references where !names.contains(reference.keyID) {
                names.append(reference.keyID)
            }
            guard names.count > 1, names.allSatisfy(keyIDs.contains) else { continue }
            let quoted = names.map { "'\(LayoutLimits.shown($0))'" }
            let list = quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
            found.append(
                warning(
                    .constraintAppliesNowhere,
                    "this constraint applies to no layer: no layer has \(names.count == 2 ? "both" : "all of") \(list)",
                    at: constraint.location))
        }
    }

    private func locale(into found: inout [Diagnostic]) {
        guard let locale = draft.locale, locale.location.sourceFile == file, !LanguageTag.isWellFormed(locale.value)
        else { return }
        let hint =
            LanguageTag.suggestion(for: locale.value).map { "; did you mean '\($0)'?" }
            ?? "; a tag is a language, then optionally a script, a region and variants, joined by '-': "
            + "'en-US', 'sr-Latn', 'hi'"
        found.append(
            warning(
                .localeNotWellFormed,
                "locale '\(LayoutLimits.shown(locale.value))' is not a well-formed BCP 47 language tag\(hint)",
                at: locale.location))
    }

    /// With a `fill` key in every row, keys sized in units and no `max-unit-width`, the unit
    /// grows (the solver makes it as large as the rows allow) until `fill` keys are at their
    /// minimum: `fill` then gives no room.
    private func layersWhoseFillsGetNothing(into found: inout [Diagnostic]) {
        for layer in unlimitedLayers {
            guard !layer.rows.isEmpty,
                layer.rows.allSatisfy({ row in row.keys.contains { $0.width == .fill } }),
                layer.rows.contains(where: { row in
                    row.keys.contains { if case .units = $0.width { true } else { false } }
                }),
                let location = layer.source.location, location.sourceFile == file
            else { continue }
            found.append(
                warning(
                    .everyRowFills,
                    "every row of layer '\(LayoutLimits.shown(layer.name))' has a 'fill' key and 'max-unit-width' is "
                        + "not set, so the keys sized in units grow until 'fill' keys shrink to their minimum width; "
                        + "set 'max-unit-width' or size one row without 'fill'", at: location))
        }
    }

    private func autocapitalisation(into found: inout [Diagnostic]) {
        guard autocapitalization != .none else { return }
        let written = draft.behavior.autocapitalize
        var said: String {
            written == nil
                ? "the letters have case and there is a shift key, so 'autocapitalize' is "
                    + "'\(autocapitalization.rawValue)' by default"
                : "'autocapitalize' is '\(autocapitalization.rawValue)'"
        }
        guard layers.contains(where: { $0.hasShiftKey }) else {
            // Only when written: without a shift key the default is `none`.
            guard let written, written.location.sourceFile == file else { return }
            found.append(
                warning(
                    .autocapitalizeWithoutShift,
                    "\(said), but no layer has a shift key, so nothing is capitalised; add a shift key or set "
                        + "'autocapitalize: none'", at: written.location))
            return
        }
        let when =
            switch autocapitalization {
            case .sentences: "at the start of each sentence"
            case .words: "at the start of each word"
            case .all, .none: "for every letter"
            }
        // A letter whose shifted text is not its capital: shift is a second set of letters.
        for key in ownShifted {
            let (text, shifted) = (key.text, key.shifted)
            guard !shifted.isExactly(caseRules.uppercase(text)), shifted.lowercased() != text.lowercased() else {
                continue
            }
            // At the `autocapitalize` to change, else at the key.
            guard let keyPlace = key.location else { continue }
            let place = written?.location ?? keyPlace
            guard place.sourceFile == file else { return }
            var diagnostic = warning(
                .shiftedNotUppercase,
                "\(said), but shift types other characters, not capitals ('\(LayoutLimits.shown(shifted))' "
                    + "on the '\(LayoutLimits.shown(text))' key), which would be typed \(when); set "
                    + "'autocapitalize: none'", at: place)
            if keyPlace != place {
                diagnostic.notes.append(
                    .note(
                        "the '\(LayoutLimits.shown(text))' key, shifted to '\(LayoutLimits.shown(shifted))'",
                        at: keyPlace))
            }
            found.append(diagnostic)
            return
        }
    }
}
