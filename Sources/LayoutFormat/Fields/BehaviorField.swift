import KeyboardModel

/// The fields of `behavior`.
package enum BehaviorField: Int, FormatField {
    case autocapitalize, doubleSpacePeriod, capsLockDoubleTap, returnTo

    package static let table = FieldTable<BehaviorField>(context: "'behavior'") { field in
        switch field {
        case .autocapitalize:
            FieldSpec(
                "autocapitalize", .choice(Autocapitalization.allCases.map(\.rawValue)),
                synonyms: [
                    "sentence": "sentences", "word": "words", "off": "none", "never": "none", "always": "all",
                    "characters": "all",
                ],
                "When shift engages by itself: `none`, `words`, `sentences` or `all` (default: `sentences` when the letters have case and a layer has a shift key, else `none`)."
            )
        case .doubleSpacePeriod:
            FieldSpec("double-space-period", .boolean, "Two spaces after a word type \". \" (default true).")
        case .capsLockDoubleTap:
            FieldSpec("caps-lock-double-tap", .boolean, "A double tap on shift locks capitals (default true).")
        case .returnTo:
            FieldSpec(
                "return-to", .layerName, limit: .name("layer name"),
                "Layer to go back to after a space or an apostrophe typed on a layer reached from it.")
        }
    }
}
