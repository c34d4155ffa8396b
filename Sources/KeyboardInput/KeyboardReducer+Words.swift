import KeyboardGeometry
import KeyboardModel
import KeyboardWords

// Words: the keystrokes of the word being typed, its suggestions after every step that changes
// it, autocorrection at a word end, a backspace that takes a correction back, and accepting a
// suggestion. Only with a lexicon (`rules.words`); without one, none of this runs.

extension KeyboardReducer {
    /// Recomputes the suggestions for the word's keystrokes, after a step that changed them.
    mutating func updateSuggestions() {
        guard let words = rules.words else { return }
        if state.fieldTraits.content == .password {
            state.word.suggestions = WordSuggestions()
        } else {
            state.word.suggestions = words.decoder.suggestions(for: state.word.taps, count: words.count)
        }
        effects.append(.suggestionsChanged)
    }

    /// Notes text the keyboard inserted: a piece of a word adds a keystroke (with the point of the
    /// tap that typed it, if a tap did), anything else ends the word.
    mutating func noteInserted(_ text: String) {
        let continues = text.unicodeScalars.allSatisfy {
            WordCharacters.isWordScalar($0) || (WordCharacters.isJoiner($0) && !state.word.taps.isEmpty)
        }
        guard continues, !text.isEmpty else {
            state.word.end()
            return
        }
        state.word.taps.append(WordTap(text: text, point: state.word.tapPoint))
        state.word.version &+= 1
    }

    /// Follows the text before the caret after it was read: the keystrokes that still type the
    /// word it ends with are kept, the rest of that word becomes keystrokes without points.
    mutating func followWord(_ before: String?) {
        guard rules.words != nil else { return }
        let trailing = WordCharacters.trailingWord(of: before ?? "")
        var joined = ""
        var kept = 0
        for tap in state.word.taps {
            let next = joined + tap.text
            guard trailing.utf8.starts(with: next.utf8) else { break }
            joined = next
            kept += 1
        }
        if kept == state.word.taps.count, joined.utf8.count == trailing.utf8.count { return }
        state.word.taps.removeSubrange(kept...)
        let rest = trailing.utf8.dropFirst(joined.utf8.count)
        for character in String(decoding: rest, as: UTF8.self) {
            state.word.taps.append(WordTap(text: String(character)))
        }
        state.word.version &+= 1
    }

    /// Whether typing `text` ends a word for autocorrection: punctuation and white space, not
    /// letters, digits, apostrophes or hyphens.
    func endsWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return !WordCharacters.isWordScalar(first) && !WordCharacters.isJoiner(first)
    }

    /// Whether the field lets the keyboard correct words.
    var correctsWords: Bool {
        state.fieldTraits.autocorrection != false && state.fieldTraits.content == .text
    }

    /// At a word end typed as `separator`: replaces the word with its correction followed by the
    /// separator, when autocorrection is on, the field allows it and the decoder is confident.
    ///
    /// - Returns: Whether it did (the separator is then typed too).
    mutating func correctWord(before separator: String) -> Bool {
        guard let words = rules.words, words.autocorrects, correctsWords, !state.word.taps.isEmpty,
            let correction = state.word.suggestions.correction
        else { return false }
        let typed = state.word.typed
        let bytes = Array(typed.utf8)
        guard !state.word.rejected.contains(bytes), !correction.utf8.elementsEqual(typed.utf8) else { return false }
        let replacement = correction + separator
        replaceBackward(scalars: typed.unicodeScalars.count, with: replacement)
        state.word.end()
        state.word.lastCorrection = WordState.Correction(typed: typed, scalars: replacement.unicodeScalars.count)
        return true
    }

    /// A backspace right after a correction: what was typed comes back (without the separator),
    /// and that word is not corrected again in this field.
    mutating func takeBack(_ correction: WordState.Correction) {
        state.sequence = .none
        state.word.rejected.append(Array(correction.typed.utf8))
        replaceBackward(scalars: correction.scalars, with: correction.typed)
    }

    /// Replaces the word being typed with `suggestion`, followed by the lexicon's
    /// `insertAfterWord` (a space).
    mutating func accept(_ suggestion: WordSuggestion) {
        cancelTouch()
        endComposition()
        state.sequence = .none
        state.word.lastCorrection = nil
        let after = rules.words?.decoder.lexicon.insertAfterWord ?? " "
        replaceBackward(scalars: state.word.typed.unicodeScalars.count, with: suggestion.text + after)
        state.word.end()
    }
}
