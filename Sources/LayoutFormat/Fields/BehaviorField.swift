import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of `behavior`.
package enum BehaviorField: Int, FormatField {
    case autocapitalize, doubleSpacePeriod, capsLockDoubleTap, returnTo, backspace, flickStart, flickLock
    case flickTrigger, multitapInterval, swipeTyping, caretDrag, deleteDrag

    package static let table = FieldTable<BehaviorField>(context: "'behavior'") { field in
        let standard = Behavior()
        return switch field {
        case .autocapitalize:
            FieldSpec(
                "autocapitalize", .choice(Autocapitalization.allCases.map(\.rawValue)),
                synonyms: [
                    "sentence": "sentences", "word": "words", "off": "none", "never": "none", "always": "all",
                    "characters": "all",
                ],
                default: .derived("`sentences` when the letters have case and a layer has a shift key, else `none`"),
                "When shift engages by itself: `none`, `words`, `sentences` or `all`.")
        case .doubleSpacePeriod:
            FieldSpec(
                "double-space-period", .boolean, default: .value(.boolean(standard.doubleSpacePeriod)),
                "Two spaces after a word type \". \".")
        case .capsLockDoubleTap:
            FieldSpec(
                "caps-lock-double-tap", .boolean, default: .value(.boolean(standard.capsLockDoubleTap)),
                "A double tap on shift locks capitals.")
        case .returnTo:
            FieldSpec(
                "return-to", .layerName, limit: .name("layer name"), default: .derived("the first layer"),
                "Layer to go back to after a space or an apostrophe typed on a layer reached from it, as iOS returns from "
                    + "\"123\" to the letters.")
        case .backspace:
            FieldSpec(
                "backspace", .choice(BackspaceUnit.allCases.map(\.rawValue)),
                synonyms: ["character": "grapheme", "codepoint": "scalar", "code-point": "scalar"],
                default: .value(.text(standard.backspace.rawValue)),
                "What backspace removes: a `grapheme` or one Unicode `scalar`, as Indic keyboards do.")
        case .flickStart:
            FieldSpec(
                "flick-start", .positiveNumber, default: .value(.number(standard.gestures.flickStart)),
                "Moving this fraction of the key's height makes a touch a flick.")
        case .flickLock:
            FieldSpec(
                "flick-lock", .positiveNumber, default: .value(.number(standard.gestures.flickLock)),
                "Past this fraction of the key's height the flick's direction stays.")
        case .flickTrigger:
            FieldSpec(
                "flick-trigger", .positiveNumber, default: .value(.number(standard.gestures.flickTrigger)),
                "A release this fraction of the key's height away types the flick.")
        case .multitapInterval:
            FieldSpec(
                "multitap-interval", .positiveNumber, default: .value(.number(standard.gestures.multitapInterval)),
                "Seconds within which another tap on a multitap key steps its cycle.")
        case .swipeTyping:
            FieldSpec(
                "swipe-typing", .boolean, default: .value(.boolean(standard.swipeTyping)),
                "With a lexicon, a touch that goes down on a letter and travels across other keys types a word.")
        case .caretDrag:
            FieldSpec(
                "caret-drag", .boolean, default: .value(.boolean(standard.caretDrag)),
                "With a lexicon, a drag on the space bar moves the caret, a character per 12 pt.")
        case .deleteDrag:
            FieldSpec(
                "delete-drag", .boolean, default: .value(.boolean(standard.deleteDrag)),
                "With a lexicon, a leftward drag from backspace marks words to delete, one per 24 pt; the release "
                    + "deletes them, and back at the start nothing.")
        }
    }
}
