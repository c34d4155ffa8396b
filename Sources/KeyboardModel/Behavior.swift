/// How a keyboard behaves while typing, beyond what its keys say.
public struct Behavior: Sendable, Hashable, Codable {
    /// When shift engages by itself.
    public var autocapitalize: Autocapitalization
    /// Two spaces after a word become ". ".
    public var doubleSpacePeriod: Bool
    /// A double tap on shift locks capitals.
    public var capsLockDoubleTap: Bool
    /// The layer to return to after a space or an apostrophe typed on another layer; `nil` means
    /// the first layer.
    public var returnTo: String?
    /// What backspace removes.
    public var backspace: BackspaceUnit
    /// Flick distances and the multitap interval.
    public var gestures: GestureSettings
    /// With a lexicon, a touch that goes down on a letter and travels across other keys types
    /// a word (gesture typing).
    public var swipeTyping: Bool
    /// With a lexicon, a drag on the space bar moves the caret.
    public var caretDrag: Bool
    /// With a lexicon, a leftward drag from backspace deletes words.
    public var deleteDrag: Bool

    /// Creates a behaviour; the defaults are iOS's (and Gboard's, for swipes).
    public init(
        autocapitalize: Autocapitalization = .sentences, doubleSpacePeriod: Bool = true,
        capsLockDoubleTap: Bool = true, returnTo: String? = nil, backspace: BackspaceUnit = .grapheme,
        gestures: GestureSettings = GestureSettings(), swipeTyping: Bool = true, caretDrag: Bool = true,
        deleteDrag: Bool = true
    ) {
        self.autocapitalize = autocapitalize
        self.doubleSpacePeriod = doubleSpacePeriod
        self.capsLockDoubleTap = capsLockDoubleTap
        self.returnTo = returnTo
        self.backspace = backspace
        self.gestures = gestures
        self.swipeTyping = swipeTyping
        self.caretDrag = caretDrag
        self.deleteDrag = deleteDrag
    }
}

/// When shift engages by itself.
public enum Autocapitalization: String, Sendable, Hashable, Codable, CaseIterable {
    /// Never.
    case none
    /// At the start of every word.
    case words
    /// At the start of every sentence.
    case sentences
    /// Always: every letter is a capital.
    case all
}

extension Autocapitalization {
    /// The `autocapitalize` of a layout that does not say, in a file or in code: `sentences` when
    /// the letters of its first layer with letters have upper and lower case (Latin, Cyrillic,
    /// Greek, Armenian, …) and a layer has a shift key; `none` for scripts without case
    /// (Devanagari, Arabic, Hebrew, Thai, Han, Hangul, …), for layouts without letters and for
    /// layouts without a shift key. Decided from the letters' Unicode properties, not from a
    /// list of languages.
    ///
    /// - Parameter layers: The layout's layers (of its first form).
    /// - Returns: The default.
    public static func `default`(for layers: [Layer]) -> Autocapitalization {
        guard layers.contains(where: \.hasShiftKey) else { return .none }
        for layer in layers {
            var hasLetters = false
            for row in layer.rows {
                for index in row.keys.indices {
                    guard case .character(let text, _) = row.keys[index].action else { continue }
                    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                        if scalar.properties.changesWhenCaseMapped { return .sentences }
                        hasLetters = true
                    }
                }
            }
            if hasLetters { return .none }
        }
        return .none
    }
}
