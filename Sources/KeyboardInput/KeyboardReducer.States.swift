import KeyboardGeometry
import KeyboardModel

// The controller's states, one type each: what the finger is doing (``TouchState``), what the
// last commit leaves for the next (``TapSequence``), and what waits to combine with the next
// character (``Composition``). Every transition replaces a whole value; none is copied, called
// out with, and written back.

extension KeyboardReducer {
    /// A finger that went down and is followed.
    package struct Press: Equatable, Sendable {
        /// The touch's id.
        let id: Int
        /// When it went down.
        let beganAt: Double
        /// Where it went down: flick distances are measured from here.
        let origin: KeyboardPoint
        /// Where it is now.
        var location: KeyboardPoint
        /// The index of the key under `location` in the frames of `layer`, `nil` outside (kept
        /// up to date while the touch is over keys, so a release where it last was needs no hit
        /// test).
        var keyIndex: Int?
        /// The layer `keyIndex` belongs to.
        var layer: Int
        /// When the finger reached the key it is on (the long-press clock).
        var enteredAt: Double
    }

    /// What the followed finger is doing: one case per gesture in progress.
    package enum TouchState: Equatable, Sendable {
        /// Down, no gesture yet: a release taps the key under it; resting on a key with
        /// alternates opens them; moving past the flick start on a key with flicks flicks it.
        case pressing(Press)
        /// A long press opened the alternates of key `key` of the press's layer: moving selects
        /// a cell, a release types it. `selected` is the selected cell; `shifted`, whether shift
        /// was on when they opened (they show in upper case). The popup's cells follow from the
        /// key's frame (``KeyboardReducer/popup(layer:key:selected:shifted:)``), so the state
        /// holds no arrays and a touch state is copied as plain bytes.
        case choosing(Press, key: Int, selected: Int, shifted: Bool)
        /// Moved past the flick start on a key with flicks. `direction` is the one a release
        /// past the trigger distance types (`nil`: none defined that way); it stops changing
        /// once `locked`.
        case flicking(Press, key: Int, direction: FlickDirection?, locked: Bool)
        /// Backspace held: it deleted on touch-down (a backspace with flicks: it was held still
        /// until its first repeat) and has repeated `repeats` times.
        case repeating(Press, repeats: Int)
        /// Went down on a letter and travelled across other keys, with a lexicon set: a swipe,
        /// whose points are the word state's trail (``WordState/trail``); a release types the
        /// word the swipe decoder reads from them.
        case swiping(Press)
        /// Went down on the space bar and moved sideways ``KeyboardRules/caretStep`` or more:
        /// the caret follows the finger, one character per step; `steps` is how far it has been
        /// moved (negative: left). A release types nothing; back at the start, the caret is
        /// back where it was.
        case draggingCaret(Press, steps: Int)
        /// Backspace deleted on touch-down, then the finger moved left ``KeyboardRules/wordDeleteStep``
        /// or more before its first repeat: `words` words before the caret are marked, one per
        /// step; a release deletes them, and back at the start none are.
        case deletingWords(Press, words: Int)
        /// Held on the next-keyboard key past the long-press delay: the host was asked to show
        /// the list of keyboards (``KeyboardEffect/inputModeList(anchor:)``), which the finger now
        /// drives; a release does nothing more.
        case listingInputModes(Press)

        /// The finger.
        var press: Press {
            switch self {
            case .pressing(let press), .choosing(let press, _, _, _), .flicking(let press, _, _, _),
                .repeating(let press, _), .swiping(let press), .draggingCaret(let press, _),
                .deletingWords(let press, _), .listingInputModes(let press):
                press
            }
        }
    }

    /// What the last commit leaves for the next one to build on; any other commit replaces it.
    package enum TapSequence: Equatable, Sendable {
        case none
        /// A shift tap released at this time: a second one soon after locks capitals.
        case shift(releasedAt: Double)
        /// A space typed at this time: another soon after a word and a space types ". ".
        case space(at: Double)
        /// A tap on a multitap key: another tap on it soon after steps the cycle.
        case multitap(Multitap)
    }

    /// A multitap cycle in progress.
    package struct Multitap: Equatable, Sendable {
        /// The key, by layer and index.
        let layer: Int
        let key: Int
        /// The step typed last (0: the key's own output).
        let step: Int
        /// When that tap was released.
        package let at: Double
        /// What it typed, to be replaced by the next step.
        let typed: String
        /// Whether the cycle types shifted outputs (shift was on at its first tap).
        let shifted: Bool
    }

    /// What waits to combine with what is typed next.
    package enum Composition: Equatable, Sendable {
        case none
        /// A dead key's accent, not yet inserted.
        case accent(String)
        /// A syllable being assembled by the layout's composer from these keystrokes; its text
        /// is in the document, before the caret, and is replaced as keystrokes join it.
        case syllable(keystrokes: [String], text: String)
    }
}
