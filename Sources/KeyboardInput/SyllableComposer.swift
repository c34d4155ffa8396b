public import KeyboardModel

/// An input method that assembles what keys type into syllables, one keystroke at a time.
///
/// A composer is a set of pure functions over the keystrokes of the syllable being composed;
/// the controller keeps the keystrokes (``KeyboardController/composingText``) and replaces the
/// syllable's text in the document as they change. Adding a composer is one file with a type
/// conforming to this protocol and a case of ``ComposerKind`` that names it in ``KeyboardLayout/composer``.
public protocol SyllableComposer {
    /// `key` typed while `keystrokes` make the syllable being composed (none: nothing is being
    /// composed): the syllables it finishes (each as its keystrokes, usually none or one) and the
    /// keystrokes of the syllable composed now; `nil` when `key` takes no part (the composition
    /// then ends and `key` is typed as it is).
    static func feed(_ keystrokes: [String], _ key: String) -> (committed: [[String]], composing: [String])?

    /// The text of the syllable that `keystrokes` make.
    static func render(_ keystrokes: [String]) -> String

    /// The keystrokes that type `text`, for planning (`keysmith type`); `nil` when `text` has
    /// something the composer cannot make from keystrokes it knows.
    static func keystrokes(for text: String) -> [String]
}

extension ComposerKind {
    /// The composer of this kind.
    public var composer: any SyllableComposer.Type {
        switch self {
        case .hangul: HangulComposer.self
        }
    }
}
