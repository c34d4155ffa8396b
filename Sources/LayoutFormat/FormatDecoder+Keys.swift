import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension FormatDecoder {
    /// The text of the field of raw value `field` of the key being read, if it was written (see
    /// ``keyTexts``), taken out of the scratch space (so that the key holds the only reference).
    @inline(__always)
    private mutating func keyText(raw field: Int?, _ written: FieldSet<KeyField>) -> String? {
        guard let field, written.contains(rawValue: field) else { return nil }
        return keyTexts[field].value.take()
    }

    /// The text of the field that makes `slot` of the key being read, if it was written.
    @inline(__always)
    private mutating func keyText(_ slot: KeyStorage.TextSlot, _ written: FieldSet<KeyField>) -> String? {
        keyText(raw: keyTextSlots[slot.rawValue], written)
    }

    /// Where the text of the field of raw value `field` of the key being read was written, if
    /// it was (and read).
    @inline(__always)
    private mutating func keyTextPlace(raw field: Int?, _ written: FieldSet<KeyField>) -> SourceLocation? {
        guard let field, written.contains(rawValue: field), keyTexts[field].value != nil else { return nil }
        return events.location(of: keyTexts[field].mark)
    }

    /// Where the text of the field that makes `slot` of the key being read was written, if it
    /// was (and read).
    @inline(__always)
    private mutating func keyTextPlace(_ slot: KeyStorage.TextSlot, _ written: FieldSet<KeyField>) -> SourceLocation? {
        keyTextPlace(raw: keyTextSlots[slot.rawValue], written)
    }

    /// The length written for the field that makes `slot` of the key being read, if it was
    /// written (and read), with the place of its value.
    @inline(__always)
    private func keyLength(
        _ slot: KeyStorage.LengthSlot, _ written: FieldSet<KeyField>
    ) -> (length: KeyLength, mark: YAMLEvent.Mark)? {
        guard let field = keyLengthSlots[slot.rawValue], written.contains(rawValue: field),
            let length = keyLengths[field].value
        else { return nil }
        return (length, keyLengths[field].mark)
    }

    /// A key's rules, once its fields are read: a gap stands alone, `min-width` is at most
    /// `max-width`, an action's argument is written with that action alone, a text key has its
    /// text; then the key itself, appended to `keys` (or the gap to `gaps`). `nil` for a gap,
    /// and for a key left out for its errors.
    @inline(__always)
    mutating func makeKey(
        _ read: inout LayoutDraft.KeyFields, at location: SourceLocation, into keys: inout [Key], gaps: inout [RowGap]
    ) throws(YAMLStop) -> LayoutDraft.KeyDetails? {
        let written = read.written
        if let gap = keyLengthSlots[KeyStorage.LengthSlot.gap.rawValue], written.contains(rawValue: gap),
            let gapField = KeyField(rawValue: gap)
        {
            for field in written.subtracting(FieldSet([gapField])) {
                notAllowed(field, hint: "not allowed in a gap, which has no key; write the gap on its own")
            }
            if let width = keyLength(.gap, written)?.length { gaps.append(RowGap(before: keys.count, width: width)) }
            return nil
        }
        let minWidth = keyLength(.minWidth, written)
        let maxWidth = keyLength(.maxWidth, written)
        if let minWidth, let maxWidth, let conflict = Widths.conflict(min: minWidth.length, max: maxWidth.length) {
            error(.minGreaterThanMax, conflict, at: events.location(of: minWidth.mark))
        }
        let action = read.action
        let needed = action.flatMap(KeyField.argument(of:))
        for field in written.intersection(KeyField.restricted) {
            switch KeyField.restriction(of: field) {
            case .action(let owner) where owner != action:
                notAllowed(field, hint: "only allowed with 'action: \(owner.rawValue)'")
            case .textKeysOnly where action != nil || read.actionIsBad:
                notAllowed(field, hint: "only allowed on text keys, without 'action'")
            default:
                break
            }
        }
        if let needed, let action, !written.contains(needed) {
            missing(needed.name, at: location, hint: " for 'action: \(action.rawValue)'")
        }
        if action == nil, !read.actionIsBad {
            for field in KeyField.requiredOnTextKeys.subtracting(written) {
                missing(field.name, at: location, hint: "; a key needs 'text' or 'action'")
            }
        }
        // Places first: a text taken out of the scratch space leaves no value there.
        let idPlace = keyTextPlace(.id, written)
        let defaultAlternatePlace = keyTextPlace(.defaultAlternate, written)
        let argumentPlace = keyTextPlace(raw: needed?.rawValue, written)
        let id = keyText(.id, written)
        let text = keyText(raw: KeyField.shortForm.rawValue, written)
        guard !read.actionIsBad, let width = read.width else {
            if id == nil, text == nil, let badAction = read.badAction { return dropped(action: badAction) }
            return dropped(id ?? text)
        }
        let shifted = keyText(.shifted, written)
        let defaultAlternate = keyText(.defaultAlternate, written)
        var details = LayoutDraft.KeyDetails(
            hasShifted: shifted != nil, hasAlternates: read.alternates != nil,
            idPlace: idPlace.map(LineColumn.init), defaultAlternatePlace: defaultAlternatePlace.map(LineColumn.init),
            spanPlace: read.rows.map { LineColumn($0.location) }, shiftedFlicks: read.shiftedFlicks,
            shiftedSteps: read.shiftedSteps)
        let keyAction: KeyAction
        if let action {
            var argument: String?
            if let needed {
                guard let value = keyText(raw: needed.rawValue, written) else { return dropped(id ?? action.rawValue) }
                argument = value
                details.argumentPlace = argumentPlace.map(LineColumn.init)
            }
            guard let made = KeyAction(action, argument: argument) else { return dropped(id ?? action.rawValue) }
            keyAction = made
        } else {
            guard let text else { return dropped(id) }
            // Without `shifted`, the locale's upper case, set once the locale is known (the text
            // stands in until then).
            keyAction = .character(text, shifted: shifted ?? text)
        }
        // The lists move out of the draft (swapped, so that no reference is counted).
        var flicks: [Flick] = []
        var multitap: [KeyAction] = []
        var capTexts: [String?] = []
        swap(&flicks, &read.flicks)
        swap(&multitap, &read.multitap)
        swap(&capTexts, &read.capTexts)
        keys.append(
            Key(
                id: id, action: consume keyAction, label: keyText(.label, written),
                alternates: read.alternates.take() ?? [], flicks: consume flicks, multitap: consume multitap,
                symbol: read.symbol, defaultAlternate: defaultAlternate, width: width,
                minWidth: minWidth?.length, maxWidth: maxWidth?.length, span: read.rows?.value ?? Key.standardSpan,
                source: SourceMark(location)))
        if !capTexts.isEmpty {
            keys[keys.count - 1].caps = KeyCaps(
                texts: consume capTexts, symbol: read.symbol, defaultAlternate: defaultAlternate)
        }
        return details
    }
}
