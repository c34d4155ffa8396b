import KeyboardModel

/// Which characters a layout can produce at all, worked out from its keys alone.
///
/// A character counts when a reachable layer (from the first, through layer keys) has a key or
/// long-press alternate that types it — its shifted form when the layout has a shift or
/// caps-lock key, or autocapitalises — or a dead key composes it with such a character, or it is
/// a space or line break and the layout has those keys.
package enum TypableCharacters {
    /// The characters of `text` that `layout` cannot produce, each once, in text order.
    ///
    /// - Parameters:
    ///   - text: The text to type.
    ///   - layout: The layout.
    /// - Returns: The missing characters; empty when everything can be typed.
    package static func missing(in text: String, layout: KeyboardLayout) -> [Character] {
        let typable = characters(of: layout)
        var seen: Set<Character> = []
        var missing: [Character] = []
        for character in text where !typable.contains(character) && seen.insert(character).inserted {
            missing.append(character)
        }
        return missing
    }

    /// Every character `layout` can produce.
    package static func characters(of layout: KeyboardLayout) -> Set<Character> {
        let layers = reachableLayers(of: layout)
        let keys = layers.flatMap(\.keys)
        let hasShift = layers.contains(where: \.hasShiftKey)
        let autocapitalize = layout.autocapitalization
        let plainForms = hasShift || autocapitalize != .all
        let shiftedForms = hasShift || autocapitalize != .none
        var outputs: [String] = []
        var accents: [String] = []
        var result: Set<Character> = []
        for key in keys {
            switch key.action {
            case .character(let text, let shifted):
                let alternates = key.alternates.isEmpty ? layout.alternates[key.id] ?? [] : key.alternates
                if plainForms { outputs += [text] + alternates }
                if shiftedForms {
                    outputs += [shifted] + alternates.map { CaseMapping.uppercase($0, locale: layout.locale) }
                }
            case .space: result.insert(" ")
            case .return: result.insert("\n")
            case .dead(let accent): accents.append(accent)
            default: break
            }
        }
        for output in outputs { insertSingle(output, into: &result) }
        for accent in accents {
            insertSingle(layout.compose.compose(accent: accent, base: " ") ?? accent, into: &result)
            for output in outputs {
                insertSingle(KeyboardController.resolve(accent, output, compose: layout.compose), into: &result)
            }
        }
        return result
    }

    /// The layers reachable from the first through layer keys, in layout order.
    static func reachableLayers(of layout: KeyboardLayout) -> [Layer] {
        guard !layout.layers.isEmpty else { return [] }
        var reached: Set<String> = [layout.layers[0].name]
        var queue = [layout.layers[0]]
        while let layer = queue.popLast() {
            for key in layer.keys {
                guard case .layer(let target) = key.action, !reached.contains(target),
                    let next = layout.layer(named: target)
                else { continue }
                reached.insert(target)
                queue.append(next)
            }
        }
        return layout.layers.filter { reached.contains($0.name) }
    }

    private static func insertSingle(_ text: String, into set: inout Set<Character>) {
        if text.count == 1, let character = text.first { set.insert(character) }
    }
}
