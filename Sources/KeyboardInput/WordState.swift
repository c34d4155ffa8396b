import KeyboardGeometry
import KeyboardWords

/// What the keyboard knows of the word being typed, as part of ``KeyboardState``: its
/// keystrokes with where the taps landed, the suggestions for them, and what a backspace right
/// after an autocorrection takes back.
package struct WordState: Equatable, Sendable {
    /// A correction made at a word end, which a backspace right after it takes back.
    package struct Correction: Equatable, Sendable {
        /// What was typed.
        var typed: String
        /// The Unicode scalars the correction and its separator put before the caret.
        var scalars: Int
    }

    /// The word's keystrokes, in order; they type the word the text before the caret ends with.
    var taps: [WordTap] = []
    /// Whether the word follows a mark of an address, a path, a handle or a tag with no space
    /// between (``isAddressMark(_:)``: `jon@exmaple`, `www.googel`, `#tbt`): a word end leaves it
    /// as typed.
    var inAddress = false
    /// The suggestions for ``taps`` (empty without a lexicon).
    var suggestions = WordSuggestions()
    /// Bumped by every change of ``taps``: the step that changes them recomputes the suggestions.
    var version = 0
    /// Where the tap being performed landed, while a step performs a tap.
    var tapPoint: KeyboardPoint?
    /// The correction a backspace would take back, until another key acts.
    var lastCorrection: Correction?
    /// The words the user kept against the lexicon: a correction taken back, what was typed
    /// chosen from the bar. Kept across fields and lexicons (the host keeps them between runs).
    var learnt = LearntWords()
    /// The points of the swipe in progress, in order, while the touch is swiping (empty
    /// otherwise).
    var trail: [KeyboardPoint] = []
    /// How many points the trail had when the bar last showed its readings so far.
    var trailShown = 0
    /// The word a swipe typed last, until another key acts: a backspace deletes it whole, and
    /// the bar offers the swipe's other readings.
    var swiped: Swiped?
    /// Whether the last tap started a word of its own after a swipe (see
    /// `KeyboardReducer.startsWordAfterSwipe(key:layer:)`), until another key acts.
    var spacedTap = false

    /// A word typed by a swipe.
    package struct Swiped: Equatable, Sendable {
        /// The word as typed (cased as shift and autocapitalisation made it).
        var text: String
        /// The swipe's other readings, best first, cased the same way.
        var alternatives: [String]

        package static func == (lhs: Swiped, rhs: Swiped) -> Bool {
            lhs.text.utf8.elementsEqual(rhs.text.utf8)
                && lhs.alternatives.count == rhs.alternatives.count
                && zip(lhs.alternatives, rhs.alternatives).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
        }
    }

    /// The word as typed.
    var typed: String {
        var text = ""
        for tap in taps { text += tap.text }
        return text
    }

    /// Forgets the word (a separator was typed, or the field changed).
    mutating func end() {
        inAddress = false
        guard !taps.isEmpty else { return }
        taps.removeAll(keepingCapacity: true)
        version &+= 1
    }

    /// Whether `scalar` joins the parts of an e-mail address, a web address, a path, a handle or
    /// a tag (`@ . / \ _ # :`), so that a word right after it is part of one.
    static func isAddressMark(_ scalar: Unicode.Scalar?) -> Bool {
        switch scalar {
        case "@", ".", "/", "\\", "_", "#", ":": true
        default: false
        }
    }
}

/// What words do in the controller: the decoder of the layer's taps, the decoder of its swipes
/// (`nil` with swipe typing off) and whether a word end corrects the word.
struct WordRules {
    var decoder: WordDecoder
    var swipe: SwipeDecoder?
    var autocorrects: Bool
    /// Suggestions published after each keystroke.
    var count = 3
}
