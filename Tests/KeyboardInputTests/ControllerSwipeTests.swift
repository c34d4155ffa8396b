import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import KeyboardWords
import TestSupport
import Testing

/// Gesture typing in the controller: a touch that goes down on a letter and travels across
/// other keys types the word its path reads as, after a space where one is needed, cased by
/// shift; the bar offers the other readings; one backspace deletes the swiped word; taps, slides
/// without a lexicon and robustness cases stay as they were.
@MainActor @Suite struct ControllerSwipeTests {
    static let lexicon: Lexicon? = {
        let words: [(String, UInt64)] = [
            ("the", 1000), ("they", 200), ("then", 150), ("hello", 80), ("help", 60), ("toe", 40), ("tie", 30),
            ("to", 900), ("top", 50), ("I", 500),
        ]
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) }, fold: [:],
            language: "en")
        return try? Lexicon(bytes: Lexicon.encode(contents))
    }()

    func harness(text: String = "so ") throws -> ControllerHarness {
        let harness = try ControllerHarness(text: text)
        harness.controller.lexicon = Self.lexicon
        return harness
    }

    /// Swipes through the centres of `keys`, a point every 4 pt, from `time` (0.01 s a point);
    /// returns the time after it.
    @discardableResult
    func swipe(_ harness: ControllerHarness, _ keys: [String], from time: Double) throws -> Double {
        let corners = try keys.map { try harness.center($0) }
        var now = time
        harness.event(.began, corners[0], at: now)
        for (a, b) in zip(corners, corners.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let steps = max(1, Int(length / 4))
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                now += 0.01
                harness.event(.moved, KeyboardPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), at: now)
            }
        }
        now += 0.01
        harness.event(.ended, corners[corners.count - 1], at: now)
        return now + 0.2
    }

    @Test func aSwipeTypesItsWordAndTheNextOneASpaceFirst() throws {
        let harness = try harness()
        var time = try swipe(harness, ["h", "e", "l", "p"], from: 0)
        #expect(harness.text == "so help")
        time = try swipe(harness, ["t", "h", "e"], from: time)
        #expect(harness.text == "so help the")
        // After a tapped space, no second space.
        time = try harness.tap(["space"], from: time)
        try swipe(harness, ["t", "o"], from: time)
        #expect(harness.text == "so help the to")
    }

    /// A swipe right after a word and an apostrophe or hyphen continues the word, with no space:
    /// `you'` then `re` is `you're`, `well-` then `known` is `well-known` (before, `you' re`: the
    /// apostrophe counted as a mark after a word, as a comma does). After a comma, a space.
    @Test func aSwipeAfterAnApostropheOrHyphenContinuesTheWord() throws {
        let words: [(String, UInt64)] = [("re", 100), ("known", 80), ("then", 150)]
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) }, fold: [:],
            language: "en")
        let lexicon = try Lexicon(bytes: Lexicon.encode(contents))
        for (before, keys, after) in [
            ("so you'", ["r", "e"], "so you're"), ("so you’", ["r", "e"], "so you’re"),
            ("so well-", ["k", "n", "o", "w", "n"], "so well-known"),
            ("so hello,", ["t", "h", "e", "n"], "so hello, then"),
            ("so '", ["t", "h", "e", "n"], "so 'then"),
        ] {
            let harness = try ControllerHarness(text: before)
            harness.controller.lexicon = lexicon
            try swipe(harness, keys, from: 0)
            #expect(harness.text == after)
        }
    }

    @Test func oneBackspaceDeletesTheSwipedWord() throws {
        let harness = try harness()
        var time = try swipe(harness, ["h", "e", "l", "l", "o"], from: 0)
        time = try swipe(harness, ["t", "h", "e", "n"], from: time)
        #expect(harness.text == "so hello then")
        time = try harness.tap(["backspace"], from: time)
        #expect(harness.text == "so hello ")
        // The next backspace deletes a character again.
        try harness.tap(["backspace"], from: time)
        #expect(harness.text == "so hello")
    }

    /// `t → o → e` reads as `toe`; `tie` (i is o's neighbour) is offered, and choosing it
    /// replaces the word, with `toe` offered back.
    @Test func theBarOffersTheOtherReadingsAndChoosingOneReplacesTheWord() throws {
        let harness = try harness()
        try swipe(harness, ["t", "o", "e"], from: 0)
        #expect(harness.text == "so toe")
        let offered = harness.controller.suggestions.suggestions.map(\.text)
        #expect(offered.contains("tie"))
        let tie = try #require(harness.controller.suggestions.suggestions.first { $0.text == "tie" })
        harness.controller.accept(tie)
        #expect(harness.text == "so tie")
        #expect(harness.controller.suggestions.suggestions.map(\.text).contains("toe"))
        // Still the swiped word: one backspace takes it whole.
        try harness.tap(["backspace"], from: 5)
        #expect(harness.text == "so ")
    }

    @Test func caseFollowsAutocapitalisationAndShift() throws {
        // An empty document starts a sentence: a capital.
        let harness = try harness(text: "")
        var time = try swipe(harness, ["h", "e", "l", "l", "o"], from: 0)
        #expect(harness.text == "Hello")
        // Caps lock: all capitals.
        harness.controller.setShiftState(.locked)
        time = try swipe(harness, ["t", "h", "e"], from: time)
        #expect(harness.text == "Hello THE")
        harness.controller.setShiftState(.off)
        try swipe(harness, ["t", "o", "p"], from: time)
        #expect(harness.text == "Hello THE top")
    }

    /// A word the keyboard learnt is swiped as the lexicon's are: before it is learnt, a swipe
    /// through k e y s m i t h reads as nothing and types nothing; after, it types `Keysmith` as
    /// it was learnt, and `tye` (learnt) beats the lexicon's `tie` on its own path, with `tie`
    /// offered in the bar.
    @Test func aLearntWordIsSwiped() throws {
        let harness = try harness()
        var time = try swipe(harness, ["k", "e", "y", "s", "m", "i", "t", "h"], from: 0)
        #expect(harness.text == "so ")
        harness.controller.learntWords = ["Keysmith", "tye"]
        time = try swipe(harness, ["k", "e", "y", "s", "m", "i", "t", "h"], from: time)
        #expect(harness.text == "so Keysmith")
        try swipe(harness, ["t", "y", "e"], from: time)
        #expect(harness.text == "so Keysmith tye")
        #expect(harness.controller.suggestions.suggestions.map(\.text).contains("tie"))
    }

    @Test func theTrailIsPublishedWhileTheSwipeMovesAndClearedAtItsEnd() throws {
        let harness = try harness()
        let h = try harness.center("h")
        let e = try harness.center("e")
        harness.event(.began, h, at: 0)
        harness.event(.moved, KeyboardPoint(x: (h.x + e.x) / 2, y: (h.y + e.y) / 2), at: 0.05)
        harness.event(.moved, e, at: 0.1)
        #expect(harness.controller.swipeTrail.count >= 2)
        #expect(harness.controller.swipeTrail.first == h)
        #expect(harness.controller.pressedKeyID == nil)
        harness.event(.ended, e, at: 0.15)
        #expect(harness.controller.swipeTrail.isEmpty)
    }

    /// A tap that rolls 4 pt over the edge of its key onto the next stays a tap of the key it is
    /// released on, as without a lexicon.
    @Test func aTapThatSlidesALittleIsStillATap() throws {
        let harness = try harness()
        let plain = try ControllerHarness(text: "so ")
        let g = try harness.frame("g")
        let h = try harness.frame("h")
        for run in [harness, plain] {
            run.event(.began, KeyboardPoint(x: g.maxX - 1, y: g.midY), at: 0)
            run.event(.moved, KeyboardPoint(x: h.minX + 1, y: g.midY), at: 0.03)
            run.event(.ended, KeyboardPoint(x: h.minX + 3, y: g.midY), at: 0.06)
        }
        #expect(plain.text == "so h")
        #expect(harness.text == "so h")
    }

    /// A letter tapped right after a swipe starts a new word after a space (`I`, `a` between
    /// swiped words); the letters tapped after it continue that word, and so does a letter
    /// tapped after a backspace.
    @Test func aLetterTappedAfterASwipeStartsAWord() throws {
        let harness = try harness()
        var time = try swipe(harness, ["t", "h", "e"], from: 0)
        time = try harness.tap(["i"], from: time)
        #expect(harness.text == "so the i")
        time = try swipe(harness, ["t", "h", "e", "n"], from: time)
        #expect(harness.text == "so the i then")
        time = try harness.tap(["s", "o"], from: time)
        #expect(harness.text == "so the i then so")
        time = try swipe(harness, ["t", "o"], from: time)
        time = try harness.tap(["backspace", "t", "o", "o"], from: time)
        #expect(harness.text == "so the i then so too")
        // A one-letter word after one: `I` then `I` (no word starts `ii`) are two words; `t`,
        // no word by itself, continues the second.
        time = try swipe(harness, ["t", "h", "e"], from: time)
        time = try harness.tap(["i", "i", "t"], from: time)
        #expect(harness.text == "so the i then so too the i it")
    }

    @Test func withSwipeTypingOffOrNoLexiconASlideTypesWhereItEnds() throws {
        let off = try harness()
        off.controller.swipeTyping = false
        #expect(!off.controller.swipeTyping)
        try swipe(off, ["h", "e", "l", "p"], from: 0)
        #expect(off.text == "so p")
        let plain = try ControllerHarness(text: "so ")
        try swipe(plain, ["h", "e", "l", "p"], from: 0)
        #expect(plain.text == "so p")
    }

    /// A layout with `swipe-typing: false` and `caret-drag: false`: with a lexicon, a slide types
    /// the key it ends on and a drag on the space bar types a space; the host's switches cannot
    /// turn swipes back on.
    @Test func theLayoutCanTurnSwipesAndTheCaretDragOff() throws {
        let layout = ControllerLayouts.phone(behavior: Behavior(swipeTyping: false, caretDrag: false))
        let harness = try ControllerHarness(layout, text: "so ")
        harness.controller.lexicon = Self.lexicon
        #expect(!harness.controller.spaceDragMovesCaret)
        let time = try swipe(harness, ["h", "e", "l", "p"], from: 0)
        #expect(harness.text == "so p")
        let space = try harness.center("space")
        harness.event(.began, space, at: time)
        harness.event(.moved, KeyboardPoint(x: space.x - 30, y: space.y), at: time + 0.05)
        harness.event(.ended, KeyboardPoint(x: space.x - 30, y: space.y), at: time + 0.1)
        #expect(harness.text == "so p ")
        harness.controller.swipeTyping = true
        try swipe(harness, ["h", "e", "l", "p"], from: time + 1)
        #expect(harness.text == "so p p")
    }

    /// Points far outside the keyboard, a path back to where it started, 10 000 points, and a
    /// swipe that a resize interrupts: each ends cleanly, typing a word or nothing.
    @Test func oddSwipesEndCleanly() throws {
        let harness = try harness()
        let h = try harness.center("h")
        harness.event(.began, h, at: 0)
        harness.event(.moved, KeyboardPoint(x: -5_000, y: 1e9), at: 0.05)
        harness.event(.moved, KeyboardPoint(x: .greatestFiniteMagnitude, y: -1), at: 0.06)
        harness.event(.ended, KeyboardPoint(x: 4_000, y: 4_000), at: 0.1)
        #expect(harness.controller.swipeTrail.isEmpty)

        let before = harness.text
        let p = try harness.center("p")
        harness.event(.began, h, at: 1)
        for index in 0..<10_000 {
            let t = Double(index % 100) / 100
            harness.event(
                .moved, KeyboardPoint(x: h.x + (p.x - h.x) * t, y: h.y + (p.y - h.y) * t), at: 1 + Double(index) * 1e-4)
        }
        harness.event(.ended, h, at: 3)
        #expect(harness.controller.swipeTrail.isEmpty)
        #expect(harness.text.count <= before.count + 6)

        harness.event(.began, h, at: 4)
        harness.event(.moved, p, at: 4.1)
        try harness.controller.resize(to: KeyboardSize(width: 400, height: 220))
        harness.event(.ended, p, at: 4.2)
        #expect(harness.controller.swipeTrail.isEmpty)
    }
}

/// The space bar's caret drag: one character per 12 pt sideways, back at the start nothing.
@MainActor @Suite struct ControllerCaretDragTests {
    /// `abcd`, a drag 3 steps left (36–47 pt) on the space bar, then `x`: `axbcd` (with a
    /// lexicon, where the drag is on by default).
    @Test func draggingLeftThreeStepsMovesTheCaretThreeCharacters() throws {
        let harness = try ControllerHarness(text: "")
        harness.controller.lexicon = ControllerSwipeTests.lexicon
        #expect(harness.controller.spaceDragMovesCaret)
        harness.controller.fieldTraits.autocapitalization = Autocapitalization.none
        var time = try harness.tap(["a", "b", "c", "d"])
        let space = try harness.center("space")
        harness.event(.began, space, at: time)
        harness.event(.moved, KeyboardPoint(x: space.x - 13, y: space.y), at: time + 0.05)
        harness.event(.moved, KeyboardPoint(x: space.x - 30, y: space.y + 2), at: time + 0.1)
        harness.event(.moved, KeyboardPoint(x: space.x - 40, y: space.y), at: time + 0.15)
        harness.event(.ended, KeyboardPoint(x: space.x - 40, y: space.y), at: time + 0.2)
        #expect(harness.text == "abcd")
        time = try harness.tap(["x"], from: time + 0.5)
        #expect(harness.text == "axbcd")
    }

    /// Out 2 steps right from the middle and back to the start: the caret is back, and nothing
    /// is typed; with the drag off (the default without a lexicon), the same touch types a
    /// space.
    @Test func returningToTheStartCancelsAndTheDragCanBeTurnedOff() throws {
        let harness = try ControllerHarness(text: "")
        #expect(!harness.controller.spaceDragMovesCaret)
        harness.controller.fieldTraits.autocapitalization = Autocapitalization.none
        let time = try harness.tap(["a", "b", "c", "d"])
        harness.buffer.adjustTextPosition(byCharacterOffset: -2)
        harness.controller.textDidChange()
        let space = try harness.center("space")
        for (run, drags) in [(0, true), (1, false)] {
            harness.controller.spaceDragMovesCaret = drags
            let start = time + Double(run)
            harness.event(.began, space, at: start)
            harness.event(.moved, KeyboardPoint(x: space.x + 25, y: space.y), at: start + 0.05)
            harness.event(.moved, KeyboardPoint(x: space.x + 1, y: space.y), at: start + 0.1)
            harness.event(.ended, KeyboardPoint(x: space.x + 1, y: space.y), at: start + 0.15)
        }
        #expect(harness.text == "ab cd")
    }
}

/// Backspace's leftward drag: one word marked per 24 pt, deleted at the release; none back at
/// the start.
@MainActor @Suite struct ControllerDeleteDragTests {
    /// `so hello world`: backspace down deletes `d`; 50 pt left marks two words (the delegate
    /// hears 1, then 2); the release deletes `worl` and `hello `.
    @Test func draggingLeftDeletesTheMarkedWords() throws {
        let harness = try ControllerHarness(text: "so hello world")
        harness.controller.lexicon = ControllerSwipeTests.lexicon
        #expect(harness.controller.backspaceDragDeletesWords)
        let backspace = try harness.center("backspace")
        harness.event(.began, backspace, at: 0)
        #expect(harness.text == "so hello worl")
        harness.event(.moved, KeyboardPoint(x: backspace.x - 30, y: backspace.y), at: 0.1)
        #expect(harness.controller.wordsMarkedForDeletion == 1)
        harness.event(.moved, KeyboardPoint(x: backspace.x - 50, y: backspace.y - 20), at: 0.2)
        #expect(harness.controller.wordsMarkedForDeletion == 2)
        #expect(harness.text == "so hello worl")
        // Held past the first repeat's time: no repeats while words are marked.
        harness.controller.tick(at: 1.5)
        #expect(harness.text == "so hello worl")
        harness.event(.ended, KeyboardPoint(x: backspace.x - 50, y: backspace.y), at: 1.6)
        #expect(harness.text == "so ")
        #expect(harness.controller.wordsMarkedForDeletion == 0)
    }

    /// Out 30 pt and back: nothing more is deleted; without a lexicon, the drag is a held
    /// backspace (a repeat at 0.5 s).
    @Test func returningToTheStartDeletesNothingMore() throws {
        let harness = try ControllerHarness(text: "so hello world")
        harness.controller.lexicon = ControllerSwipeTests.lexicon
        let backspace = try harness.center("backspace")
        harness.event(.began, backspace, at: 0)
        harness.event(.moved, KeyboardPoint(x: backspace.x - 30, y: backspace.y), at: 0.1)
        harness.event(.moved, backspace, at: 0.2)
        #expect(harness.controller.wordsMarkedForDeletion == 0)
        harness.event(.ended, backspace, at: 0.3)
        #expect(harness.text == "so hello worl")

        let plain = try ControllerHarness(text: "so hello world")
        #expect(!plain.controller.backspaceDragDeletesWords)
        plain.event(.began, backspace, at: 0)
        plain.event(.moved, KeyboardPoint(x: backspace.x - 50, y: backspace.y), at: 0.1)
        plain.event(.ended, KeyboardPoint(x: backspace.x - 50, y: backspace.y), at: 0.55)
        #expect(plain.text == "so hello wor")
    }
}

extension ControllerSwipeTests {
    /// A lone letter between swipes that no word of one key is, `u`, reads as the one-key word
    /// nearest where it was tapped: `I`, a key away (the lexicon has no `u`). One edit puts in
    /// both it and the next swiped word, and the context follows: another swipe brings its
    /// space.
    @Test func aLoneLetterBetweenSwipesReadsAsAOneKeyWord() throws {
        let harness = try harness()
        var time = try swipe(harness, ["t", "h", "e"], from: 0)
        time = try harness.tap(["u"], from: time)
        #expect(harness.text == "so the u")
        time = try swipe(harness, ["t", "h", "e", "n"], from: time)
        #expect(harness.text == "so the I then")
        try swipe(harness, ["t", "o"], from: time)
        #expect(harness.text == "so the I then to")
    }

    /// While a swipe from t through h to e moves, the bar shows its readings so far (every 16
    /// points): `the` among them before the finger lifts.
    @Test func theBarShowsTheReadingsWhileTheSwipeMoves() throws {
        let harness = try harness()
        let t = try harness.center("t")
        let h = try harness.center("h")
        let e = try harness.center("e")
        harness.event(.began, t, at: 0)
        var time = 0.0
        for (a, b) in [(t, h), (h, e)] {
            for step in 1...20 {
                let share = Double(step) / 20
                time += 0.01
                harness.event(
                    .moved, KeyboardPoint(x: a.x + (b.x - a.x) * share, y: a.y + (b.y - a.y) * share), at: time)
            }
        }
        // t → h moves 2.925 pt right and 2.7 pt down a step (3.98 pt): the 5th point, still on t
        // (its right edge is at 192) and 19.9 pt from where the touch went down, is past
        // 0.5 × 33 = 16.5 pt (the 4th, 15.9, is not): the trail is where it went down, the 5th
        // to 20th points and the 20 towards e.
        #expect(harness.controller.swipeTrail.count == 1 + 16 + 20)
        #expect(harness.controller.suggestions.suggestions.map(\.text).contains("the"))
        #expect(harness.controller.suggestions.suggestions.allSatisfy { $0.kind == .completion })
        #expect(harness.text == "so ")
    }
}

extension ControllerSwipeTests {
    /// Right after a swipe, a tap on shift 4 pt below its top edge, under `a`, types `a` (a
    /// letter's target reaches 0.4 of its height, 16.8 pt, into layer and shift keys between
    /// swipes; this one is the row gap, 12 pt, and 4 pt away); shift's middle still shifts.
    @Test func betweenSwipesALetterMissedLowIsStillTheLetter() throws {
        let harness = try harness()
        var time = try swipe(harness, ["t", "h", "e"], from: 0)
        let a = try harness.frame("a")
        let shift = try harness.frame("shift")
        let low = KeyboardPoint(x: a.midX, y: shift.minY + 4)
        #expect(harness.controller.frames?.key(at: low)?.id == "shift")
        #expect(low.y - a.maxY <= 0.4 * a.height)
        harness.event(.began, low, at: time)
        harness.event(.ended, low, at: time + 0.05)
        time += 0.3
        #expect(harness.text == "so the a")
        #expect(harness.shift == .off)
        time = try swipe(harness, ["t", "o"], from: time)
        try harness.tap(["shift"], from: time)
        #expect(harness.shift == .once)
    }
}
