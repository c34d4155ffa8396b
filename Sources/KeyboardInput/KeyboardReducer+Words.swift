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
        } else if let swiped = state.word.swiped {
            // After a swipe: its other readings.
            state.word.suggestions = WordSuggestions(
                word: swiped.text,
                suggestions: swiped.alternatives.prefix(words.count).map {
                    WordSuggestion(text: $0, kind: .correction)
                })
        } else if state.fieldTraits.spellChecking == false {
            // No misspellings pointed out: completions only (and what was typed).
            var found = words.decoder.suggestions(
                for: state.word.taps, count: words.count + 2, learnt: state.word.learnt)
            found.suggestions.removeAll { $0.kind == .correction }
            found.suggestions.removeSubrange(min(words.count, found.suggestions.count)...)
            found.correction = nil
            state.word.suggestions = state.word.learnt.applied(to: found, count: words.count)
        } else {
            state.word.suggestions = state.word.learnt.applied(
                to: words.decoder.suggestions(for: state.word.taps, count: words.count, learnt: state.word.learnt),
                count: words.count)
        }
        // Before the word's first letter the bar's words are cased as shift would type them: at
        // the start of a sentence (autocapitalisation) `The`, not `the`; with caps lock `THE`.
        if state.word.taps.isEmpty, state.word.swiped == nil, state.shift.isOn {
            for index in state.word.suggestions.suggestions.indices {
                state.word.suggestions.suggestions[index].text = cased(
                    state.word.suggestions.suggestions[index].text, capital: true, locked: state.shift == .locked)
            }
        }
        effects.append(.suggestionsChanged)
    }

    /// Notes text the keyboard inserted after the scalar `before`: a piece of a word adds a
    /// keystroke (with the point of the tap that typed it, if a tap did), anything else ends the
    /// word.
    mutating func noteInserted(_ text: String, after before: Unicode.Scalar?) {
        let continues = text.unicodeScalars.allSatisfy {
            WordCharacters.isWordScalar($0) || (WordCharacters.isJoiner($0) && !state.word.taps.isEmpty)
        }
        guard continues, !text.isEmpty else {
            state.word.end()
            return
        }
        if state.word.taps.isEmpty { state.word.inAddress = WordState.isAddressMark(before) }
        state.word.taps.append(WordTap(text: text, point: state.word.tapPoint))
        state.word.version &+= 1
    }

    /// Follows the text before the caret after it was read: the keystrokes that still type the
    /// word it ends with are kept, the rest of that word becomes keystrokes without points.
    mutating func followWord(_ before: String?) {
        guard rules.words != nil else { return }
        let trailing = WordCharacters.trailingWord(of: before ?? "")
        if let before, trailing.startIndex > before.startIndex {
            state.word.inAddress = WordState.isAddressMark(
                before.unicodeScalars[before.unicodeScalars.index(before: trailing.startIndex)])
        } else {
            state.word.inAddress = false
        }
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
    /// separator, when autocorrection is on, the field allows it and the decoder is confident —
    /// not in an address, a path, a handle or a tag (the word follows `@`, `.`, `/`, `#`… or
    /// `separator` is `@` or `_`: `jon@exmaple.com`, `www.googel.com`, `jhon@`).
    ///
    /// - Returns: Whether it did (the separator is then typed too).
    mutating func correctWord(before separator: String) -> Bool {
        guard let words = rules.words, words.autocorrects, correctsWords, !state.word.taps.isEmpty,
            !state.word.inAddress, separator != "@", separator != "_",
            let correction = state.word.suggestions.correction
        else { return false }
        let typed = state.word.typed
        guard !state.word.learnt.contains(typed), !correction.utf8.elementsEqual(typed.utf8) else { return false }
        let replacement = correction + separator
        replaceBackward(scalars: typed.unicodeScalars.count, with: replacement)
        state.word.end()
        state.word.lastCorrection = WordState.Correction(typed: typed, scalars: replacement.unicodeScalars.count)
        return true
    }

    /// A backspace right after a correction: what was typed comes back (without the separator),
    /// and the keyboard learns it: it is not corrected again.
    mutating func takeBack(_ correction: WordState.Correction) {
        state.sequence = .none
        learn(correction.typed)
        replaceBackward(scalars: correction.scalars, with: correction.typed)
    }

    /// Learns `word`, kept by the user against the lexicon, and tells the host when it is new.
    private mutating func learn(_ word: String) {
        if state.word.learnt.learn(word) { effects.append(.wordLearnt(word)) }
    }

    /// Replaces the word being typed with `suggestion`, followed by the lexicon's
    /// `insertAfterWord` (a space). Right after a swipe, it replaces the swiped word and adds
    /// nothing (the next swipe brings its own space): the word replaced becomes one of the
    /// readings offered, so a second choice can go back.
    mutating func accept(_ suggestion: WordSuggestion) {
        cancelTouch()
        endComposition()
        state.sequence = .none
        state.word.lastCorrection = nil
        if let swiped = state.word.swiped {
            var alternatives = swiped.alternatives
            if let index = alternatives.firstIndex(where: { $0.utf8.elementsEqual(suggestion.text.utf8) }) {
                alternatives[index] = swiped.text
            }
            state.word.swiped = WordState.Swiped(text: suggestion.text, alternatives: alternatives)
            state.word.version &+= 1
            replaceBackward(scalars: swiped.text.unicodeScalars.count, with: suggestion.text)
            return
        }
        // What was typed, chosen from the bar when a word end would correct it or the lexicon
        // lacks it: the keyboard learns it.
        if suggestion.kind == .literal, suggestion.text.utf8.elementsEqual(state.word.typed.utf8),
            state.word.suggestions.correction != nil || rules.words?.decoder.lexicon.contains(suggestion.text) == false
        {
            learn(suggestion.text)
        }
        let after = rules.words?.decoder.lexicon.insertAfterWord ?? " "
        replaceBackward(scalars: state.word.typed.unicodeScalars.count, with: suggestion.text + after)
        state.word.end()
    }
}

// MARK: - Swipes

extension KeyboardReducer {
    /// Types the word the swipe decoder reads from the trail (a word of the lexicon or a learnt
    /// one): cased as shift and autocapitalisation say (shift on: a capital; caps lock: all
    /// capitals), after a space when the text before the caret needs one
    /// (``TextContext/wantsSpaceBeforeWord``). Its other readings go to the bar. A swipe nothing
    /// is near types nothing.
    mutating func typeSwipe() {
        let trail = state.word.trail
        state.word.trail.removeAll()
        effects.append(.trailChanged)
        guard let words = rules.words, let decoder = words.swipe else { return }
        let candidates = decoder.candidates(for: trail, count: words.count + 1, learnt: state.word.learnt)
        guard !candidates.isEmpty else { return }
        endComposition()
        state.sequence = .none
        let lone = loneLetterReading()
        state.word.end()
        let space = state.context.wantsSpaceBeforeWord
        var after = state.context
        if space { after.append(" " as Unicode.Scalar) }
        let locked = state.shift == .locked
        // Shift says what the caret's context wants (or what the user set); a space typed first
        // makes a new context, which autocapitalisation decides.
        let capital = locked || state.shift.isOn || (space && after.wantsCapital(autocapitalization))
        let cased = candidates.map { self.cased($0.text, capital: capital, locked: locked) }
        if let lone {
            // One edit, after which the context is read again.
            replaceBackward(scalars: lone.scalars, with: lone.word + (space ? " " : "") + cased[0])
        } else {
            if space { insert(" ", scalar: " ") }
            insert(cased[0])
        }
        state.word.swiped = WordState.Swiped(text: cased[0], alternatives: Array(cased.dropFirst()))
        state.word.version &+= 1
        leaveOneShot()
    }

    /// Shows in the bar what the swipe in progress reads as so far (as completions: the word
    /// is not finished).
    mutating func showSwipeReadings() {
        guard let words = rules.words, let decoder = words.swipe, state.fieldTraits.content != .password else { return }
        let candidates = decoder.candidates(for: state.word.trail, count: words.count, learnt: state.word.learnt)
        state.word.suggestions = WordSuggestions(
            word: "", suggestions: candidates.map { WordSuggestion(text: $0.text, kind: .completion, cost: $0.cost) })
        effects.append(.suggestionsChanged)
    }

    /// Before a swipe: a word of one tapped letter (`м` tapped between swiped words, or after a
    /// space) was meant as a word of one key, and becomes the one the swipe decoder reads from
    /// where it was tapped (``SwipeDecoder/candidates(at:count:)``: `и`, 700 times as frequent,
    /// a third of a key away; `ее` on `е`). A frequent one-letter word tapped on its key stays, as
    /// does one that differs only in case (`i` for `I`).
    ///
    /// - Returns: The word it becomes and the scalars of the letter it replaces, or `nil` to keep
    ///   it.
    private func loneLetterReading() -> (word: String, scalars: Int)? {
        // The word is complete: it reads as the word of one key likeliest where it was tapped.
        guard let decoder = rules.words?.swipe, state.word.taps.count == 1, let point = state.word.taps[0].point,
            correctsWords, let best = decoder.candidates(at: point, count: 1).first
        else { return nil }
        let typed = state.word.typed
        guard typed.count == 1, !best.text.utf8.elementsEqual(typed.utf8),
            !best.text.utf8.elementsEqual(rules.caseRules.uppercase(typed).utf8),
            !best.text.lowercased().utf8.elementsEqual(typed.utf8)
        else { return nil }
        return (best.text, typed.unicodeScalars.count)
    }

    /// `word` as shift types a word: all in the locale's upper case with caps `locked`, its first
    /// character with a `capital`, else as it is.
    private func cased(_ word: String, capital: Bool, locked: Bool) -> String {
        if locked { return rules.caseRules.uppercase(word) }
        guard capital, let first = word.first else { return word }
        return rules.caseRules.uppercase(String(first)) + word.dropFirst()
    }

    /// Whether a tap on key `key` of `layer` starts a new word, after a space:
    ///
    /// - right after a swipe, when it types a letter (or digit). People swipe whole words, so a
    ///   letter tapped next is a word of its own — a one-letter word (`a`, `I`, `в`) between
    ///   swiped words comes out as a word, as Gboard's spacing does; to lengthen a swiped word,
    ///   swipe it again or tap its letters;
    /// - right after such a letter (`afterLetter`), when the two are likelier two one-letter
    ///   words than the start of one (``WordDecoder/readsAsTwoWords(_:_:)``: `и` then `и` is
    ///   `и и`; `в` then `с` starts `все`, and stays `вс`).
    func startsWordAfterSwipe(key: Int, layer: Int, afterLetter: Bool) -> Bool {
        guard rules.layers[layer].outputs[key].kind == .character else { return false }
        let output = rules.layers[layer].outputs[key]
        let text = state.shift.isOn ? output.shifted : output.text
        guard let scalar = text.unicodeScalars.first, WordCharacters.isWordScalar(scalar) else { return false }
        guard afterLetter else { return true }
        let previous = state.word.typed
        return previous.count == 1 && rules.words?.decoder.readsAsTwoWords(previous, text) == true
    }

    /// A backspace right after a swipe: the swiped word goes, whole (its space stays).
    mutating func deleteSwiped(_ swiped: WordState.Swiped) {
        state.sequence = .none
        replaceBackward(scalars: swiped.text.unicodeScalars.count, with: "")
    }
}
