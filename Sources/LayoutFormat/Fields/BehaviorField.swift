import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of `behavior`.
package enum BehaviorField: Int, FormatField {
    case autocapitalize, doubleSpacePeriod, capsLockDoubleTap, returnTo, backspace, flickStart, flickLock
    case flickTrigger, multitapInterval

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
                "Layer to go back to after a space or an apostrophe typed on a layer reached from it, as iOS returns from "
                    + "\"123\" to the letters (default: the first layer).")
        case .backspace:
            FieldSpec(
                "backspace", .choice(BackspaceUnit.allCases.map(\.rawValue)),
                synonyms: ["character": "grapheme", "codepoint": "scalar", "code-point": "scalar"],
                "What backspace removes: a `grapheme` (default) or one Unicode `scalar`, as Indic keyboards do.")
        case .flickStart:
            FieldSpec(
                "flick-start", .positiveNumber,
                "Moving this fraction of the key's height makes a touch a flick (default 0.30).")
        case .flickLock:
            FieldSpec(
                "flick-lock", .positiveNumber,
                "Past this fraction of the key's height the flick's direction stays (default 0.35).")
        case .flickTrigger:
            FieldSpec(
                "flick-trigger", .positiveNumber,
                "A release this fraction of the key's height away types the flick (default 0.75).")
        case .multitapInterval:
            FieldSpec(
                "multitap-interval", .positiveNumber,
                "Seconds within which another tap on a multitap key steps its cycle (default 0.8).")
        }
    }
}
