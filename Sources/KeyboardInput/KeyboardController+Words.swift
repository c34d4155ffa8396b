public import KeyboardGeometry
public import KeyboardWords

// Words in the controller: a lexicon makes the keyboard publish suggestions for the word being
// typed after every keystroke (``KeyboardDelegate/keyboardController(_:didUpdateSuggestions:)``),
// accept one, and — with ``KeyboardController/autocorrects`` — correct a word at its end.

extension KeyboardController {
    /// The lexicon the keyboard suggests and corrects words from; `nil` (the default) for none.
    /// Setting it reads the taps against the frames of the form's first layer at the current
    /// size (the decoder is made again after a resize).
    public var lexicon: Lexicon? {
        get { reducer.rules.words?.decoder.lexicon }
        set {
            guard let newValue else {
                reducer.rules.words = nil
                reducer.state.word = WordState(learnt: reducer.state.word.learnt)
                return
            }
            let autocorrects = reducer.rules.words?.autocorrects ?? false
            reducer.rules.words = WordRules(
                decoder: WordDecoder(lexicon: newValue, frames: layers.first?.frames),
                swipe: reducer.rules.typesSwipes ? swipeDecoder(newValue) : nil, autocorrects: autocorrects)
            send(.contextRead(input?.documentContextBeforeInput))
        }
    }

    /// Whether a word end (a space, punctuation, return) replaces a mistyped word with the
    /// lexicon's confident correction, where the field allows it (``FieldTraits/autocorrection``,
    /// ``FieldTraits/content``). A backspace right after a correction takes it back. Off by
    /// default; needs a ``lexicon``.
    public var autocorrects: Bool {
        get { reducer.rules.words?.autocorrects ?? false }
        set { reducer.rules.words?.autocorrects = newValue }
    }

    /// Whether a touch that goes down on a letter and travels across other keys is a swipe that
    /// types a word (gesture typing, docs/WORDS.md), where the layout has it (its
    /// `behavior.swipe-typing`, on by default): on by default; needs a ``lexicon``. Off, such a
    /// touch types the key it is released on, as without a lexicon.
    ///
    /// Turning it on builds the lexicon's swipe paths over the first layer's keys (a pass over
    /// the lexicon's words; again after each resize).
    public var swipeTyping: Bool {
        get { reducer.rules.swipeSetting }
        set {
            guard newValue != reducer.rules.swipeSetting else { return }
            send(.cancelTouch)
            reducer.rules.swipeSetting = newValue
            refreshSwipeDecoder()
        }
    }

    /// Whether a finger that goes down on the space bar and moves sideways moves the caret, one
    /// character per 12 pt, instead of typing a space (as on iOS and Gboard). Moving back to
    /// where it went down puts the caret back. By default as the layout says (its
    /// `behavior.caret-drag`, on by default) with a ``lexicon`` (with swipe typing, the gestures
    /// of a keyboard with words), and off without one, where a slide on the space bar types a
    /// space as it always did. Setting it overrides both.
    public var spaceDragMovesCaret: Bool {
        get { reducer.rules.spaceDragMovesCaret }
        set {
            send(.cancelTouch)
            reducer.rules.spaceDragSetting = newValue
        }
    }

    /// Whether a finger that goes down on backspace and moves left before its first repeat marks
    /// words before the caret for deletion, one per 24 pt (the delegate hears how many), which
    /// its release deletes; moving back to where it went down marks none (the character the
    /// touch-down deleted stays deleted, as after a tap). By default as the layout says (its
    /// `behavior.delete-drag`, on by default) with a ``lexicon``, off without one; setting it
    /// overrides both.
    public var backspaceDragDeletesWords: Bool {
        get { reducer.rules.deleteDragDeletesWords }
        set {
            send(.cancelTouch)
            reducer.rules.deleteDragSetting = newValue
        }
    }

    /// How many words before the caret a drag from backspace has marked for deletion (0 when
    /// none is in progress).
    public var wordsMarkedForDeletion: Int {
        if case .deletingWords(_, let words)? = state.touch { return words }
        return 0
    }

    /// The points of the swipe in progress, oldest first, in the keyboard's coordinates (empty
    /// when none is): what a host draws as the swipe's trail.
    public var swipeTrail: [KeyboardPoint] { state.word.trail }

    /// The words the keyboard learnt, oldest first: words the user kept against the lexicon —
    /// a correction taken back by the backspace right after it, or what was typed chosen from
    /// the bar when a word end would have corrected it or the lexicon lacks it. A learnt word is
    /// never corrected (in any case: `Tge` as `tge`), and typing two letters or more of one
    /// offers it in the bar's second place. They stay when the lexicon or the field changes; the
    /// keyboard starts with none, so a host restores them when it starts and saves them when
    /// ``KeyboardDelegate/keyboardController(_:didLearnWord:)`` says a word was learnt. Kept by
    /// their bytes, at most 2 000 (`LearntWords.limit`; the oldest go first).
    public var learntWords: [String] {
        get { state.word.learnt.words }
        set { reducer.state.word.learnt = LearntWords(newValue) }
    }

    /// Forgets a learnt word (by its bytes): it is corrected again like any other.
    public func forget(learntWord word: String) {
        reducer.state.word.learnt.forget(word)
    }

    /// How many suggestions are published (3 by default, at most 50).
    public var suggestionCount: Int {
        get { reducer.rules.words?.count ?? 3 }
        set { reducer.rules.words?.count = min(50, max(1, newValue)) }
    }

    /// The word being typed and its suggestions, best first (empty without a lexicon).
    public var suggestions: WordSuggestions { state.word.suggestions }

    /// Replaces the word being typed with `suggestion` and a space (the lexicon's
    /// `insertAfterWord`), through ``TextInput``'s deletions and one insertion.
    public func accept(_ suggestion: WordSuggestion) {
        send(.accept(suggestion))
    }

    /// Makes the decoder again for the frames now shown (after a resize or another form).
    func refreshWordDecoder() {
        guard let words = reducer.rules.words else { return }
        reducer.rules.words?.decoder = WordDecoder(
            lexicon: words.decoder.lexicon, frames: layers.first?.frames, parameters: words.decoder.parameters)
        refreshSwipeDecoder()
    }

    /// Makes the swipe decoder again for the frames now shown, or drops it where swipes are not
    /// typed (the host or the shown form turned them off).
    func refreshSwipeDecoder() {
        guard let lexicon = reducer.rules.words?.decoder.lexicon else { return }
        reducer.rules.words?.swipe = reducer.rules.typesSwipes ? swipeDecoder(lexicon) : nil
    }

    /// A swipe decoder of `lexicon` over the first layer's keys (`nil` without layers).
    private func swipeDecoder(_ lexicon: Lexicon) -> SwipeDecoder? {
        guard let frames = layers.first?.frames else { return nil }
        return SwipeDecoder(lexicon: lexicon, frames: frames)
    }
}
