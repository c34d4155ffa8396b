import KeyboardModel

/// Which characters a layout can produce at all, worked out from its keys alone.
///
/// An output counts when a reachable layer (from the first, through layer keys and flicks) has a
/// key, long-press alternate, flick or multitap step that types it — its shifted form when the
/// layout has a shift or caps-lock key, or autocapitalises — or a dead key composes it with such
/// an output, or a modify-previous key turns one into it, or it is a space or line break and the
/// layout has those keys. A character of a text can be typed when each of its scalars comes from
/// such outputs (so `मैं` from म, ै and ं), or, on a layout with a composer, when the keystrokes
/// the composer needs for it can. Whether the taps can be found in order is for the planner.
package enum TypableCharacters {
    /// The characters of `text` that `layout` cannot produce, each once, in text order.
    ///
    /// - Parameters:
    ///   - text: The text to type.
    ///   - layout: The layout.
    /// - Returns: The missing characters; empty when everything can be typed.
    package static func missing(in text: String, layout: KeyboardLayout) -> [Character] {
        Checker(layout).missing(in: text)
    }

    /// What a layout can produce, worked out once, for checking many texts against it.
    package struct Checker: Sendable {
        /// Every scalar the layout's outputs hold.
        let scalars: Set<Unicode.Scalar>
        let composer: ComposerKind?

        /// The checker of `layout`.
        package init(_ layout: KeyboardLayout) {
            var scalars: Set<Unicode.Scalar> = []
            for output in TypableCharacters.outputs(of: layout) { scalars.formUnion(output.string.unicodeScalars) }
            self.scalars = scalars
            composer = layout.composer
        }

        /// The characters of `text` the layout cannot produce, each once (by its bytes: `;` U+003B
        /// and U+037E are two), in text order.
        package func missing(in text: String) -> [Character] {
            let composer = self.composer?.composer
            var seen: Set<ExactText> = []
            var missing: [Character] = []
            for character in text where seen.insert(ExactText(String(character))).inserted {
                let needed = composer?.keystrokes(for: String(character)).joined() ?? String(character)
                if !needed.unicodeScalars.allSatisfy(scalars.contains) { missing.append(character) }
            }
            return missing
        }
    }

    /// Every character `layout` produces with one output (a key, an alternate, a flick, a
    /// multitap step, a dead key's composition, a modify-previous result), by its bytes.
    package static func characters(of layout: KeyboardLayout) -> Set<ExactText> {
        outputs(of: layout).filter { $0.string.count == 1 }
    }

    /// Every text `layout` types with one gesture, or with a dead key and a character, or with
    /// modify-previous taps after one.
    static func outputs(of layout: KeyboardLayout) -> Set<ExactText> {
        let layers = reachableLayers(of: layout)
        // Shift by a key, or by a flick (the planner flicks to shift as to a layer).
        let hasShift = layers.contains { layer in
            layer.hasShiftKey
                || layer.rows.contains { row in
                    row.keys.contains { key in key.flicks.contains { $0.action == .shift || $0.action == .capsLock } }
                }
        }
        let autocapitalize = layout.autocapitalization
        let caseRules = CaseRules(locale: layout.locale)
        let plainForms = hasShift || autocapitalize != .all
        let shiftedForms = hasShift || autocapitalize != .none
        var outputs: [String] = []
        var accents: [String] = []
        var tables: [String] = []
        var result: Set<ExactText> = []
        /// `onFace`: the key is on a shifted face, or on a layer that has one (no shifted form).
        func add(_ action: KeyAction, alternates: [String] = [], onFace: Bool = false) {
            switch action {
            case .character(let text, let shifted):
                if plainForms { outputs += [text] + alternates }
                // A shifted face's alternates are as written (shift is what shows the face).
                if shiftedForms && !onFace {
                    outputs += [shifted] + alternates.map(caseRules.uppercase)
                }
            case .space: result.insert(" ")
            case .return: result.insert("\n")
            case .tab: result.insert("\t")
            case .dead(let accent): accents.append(accent)
            case .modifyPrevious(let table): tables.append(table)
            default: break
            }
        }
        // A layer with a shifted face shows the face when shift is on: its own keys type only
        // their plain texts, the face's keys theirs.
        let faced = Set(layers.compactMap(\.shiftOf))
        for layer in layers {
            let onFace = layer.shiftOf != nil || faced.contains(layer.name)
            for key in layer.keys {
                add(
                    key.action,
                    alternates: key.alternates.isEmpty ? layout.alternates[text: key.id] ?? [] : key.alternates,
                    onFace: onFace)
                for flick in key.flicks { add(flick.action, onFace: onFace) }
                for step in key.multitap { add(step, onFace: onFace) }
            }
        }
        result.formUnion(outputs.map { ExactText($0) })
        // A dead key then space (when a key types one), or then a dead key.
        let typesSpace = result.contains(" ")
        for accent in accents {
            if typesSpace { result.insert(ExactText(layout.compose.compose(accent: accent, base: " ") ?? accent)) }
            for other in accents {
                result.insert(
                    ExactText(KeyboardController.deadKey(other, after: accent, compose: layout.compose).typed))
            }
            for output in outputs {
                result.insert(ExactText(KeyboardController.resolve(accent, output, compose: layout.compose)))
            }
        }
        // What modify-previous taps make of what is typed, as often as the tables lead on.
        var frontier = Array(result)
        while let text = frontier.popLast() {
            for name in tables {
                guard let next = layout.modifyTables[text: name]?[text], result.insert(ExactText(next)).inserted else {
                    continue
                }
                frontier.append(ExactText(next))
            }
        }
        return result
    }

    /// The layers reachable from the first through layer keys and flicks, in layout order.
    static func reachableLayers(of layout: KeyboardLayout) -> [Layer] {
        let reached = Layer.reachability(of: layout.layers, names: layout.layers.map(\.name)).reached
        return zip(layout.layers, reached).compactMap { $1 ? $0 : nil }
    }
}
