import KeyboardGeometry
import KeyboardModel
import LayoutFormat
import TestSupport
import Testing

@testable import KeyboardInput

/// Flicks, multitap, modify-previous keys, the Hangul composer and backspace by scalar, driven
/// with injected times and positions: thresholds just inside and just outside.
@MainActor @Suite struct ControllerGestureTests {
    nonisolated static let directions = FlickDirection.allCases

    /// A layout with an 8-way flick key `a` (each direction types its name in capitals), a 4-way
    /// key `b`, a multitap key `m` (m, n, o), a plain `x`, a modify key and backspace.
    static func layout(gestures: GestureSettings = GestureSettings()) -> KeyboardLayout {
        let eight = directions.map {
            Flick($0, .character($0.rawValue.uppercased(), shifted: $0.rawValue.uppercased()))
        }
        let four = [FlickDirection.n, .e, .s, .w].map { Flick($0, .character("b" + $0.rawValue, shifted: "B")) }
        return KeyboardLayout(
            id: "g", name: "G", locale: "en", behavior: Behavior(autocapitalize: .none, gestures: gestures),
            layers: [
                Layer(
                    name: "letters",
                    rows: [
                        Row(keys: [
                            Key(action: .character("a", shifted: "A"), alternates: ["á"], flicks: eight),
                            Key(action: .character("b", shifted: "B"), flicks: four),
                            Key(
                                action: .character("m", shifted: "M"),
                                multitap: [.character("n", shifted: "N"), .character("o", shifted: "O")]),
                            Key(action: .character("x", shifted: "X")),
                        ]),
                        Row(keys: [
                            Key(action: .modifyPrevious(table: "accents")), Key(action: .backspace),
                            Key(action: .space),
                        ]),
                    ])
            ], modifyTables: ["accents": ["a": "á", "á": "à", "à": "a"]])
    }

    static func harness(_ layout: KeyboardLayout = layout()) throws -> ControllerHarness {
        try ControllerHarness(layout)
    }

    /// Down on key `id`'s centre at 0, a move to `distance` key heights away in `direction`
    /// (the angle itself, for unit vectors, or a raw vector), release there at `up`.
    static func flick(
        _ harness: ControllerHarness, _ id: String, dx: Double, dy: Double, distance: Double, up: Double = 0.1,
        from start: Double = 0
    ) throws {
        let frame = try harness.frame(id)
        let length = (dx * dx + dy * dy).squareRoot()
        let point = KeyboardPoint(
            x: frame.center.x + dx / length * distance * frame.height,
            y: frame.center.y + dy / length * distance * frame.height)
        try harness.down(id, at: start)
        harness.event(.moved, point, at: start + up / 2)
        harness.event(.ended, point, at: start + up)
    }

    // MARK: - Flicks

    @Test(arguments: directions)
    func eachDirectionTypesItsOutput(_ direction: FlickDirection) throws {
        let harness = try Self.harness()
        let vector = direction.screenVector
        try Self.flick(harness, "a", dx: vector.dx, dy: vector.dy, distance: 0.76)
        #expect(harness.text == direction.rawValue.uppercased())
    }

    /// The trigger distance is 0.75 of the key's height: 0.751 types, 0.749 does nothing.
    @Test(arguments: [(0.751, "N"), (0.749, ""), (0.5, ""), (0.31, "")])
    func triggerDistance(_ distance: Double, _ expected: String) throws {
        let harness = try Self.harness()
        try Self.flick(harness, "a", dx: 0, dy: -1, distance: distance)
        #expect(harness.text == expected)
    }

    /// Below the start distance (0.30) a touch is a tap; past it, a flick.
    @Test func startDistanceSeparatesTapsFromFlicks() throws {
        let below = try Self.harness()
        try Self.flick(below, "a", dx: 1, dy: 0, distance: 0.29)
        #expect(below.text == "a")
        #expect(below.recorder.events.filter { $0.hasPrefix("flick") }.isEmpty)
        let above = try Self.harness()
        try Self.flick(above, "a", dx: 1, dy: 0, distance: 0.31)
        // Armed east, then released short of the trigger: disarmed, nothing typed.
        #expect(above.text == "")
        #expect(above.recorder.events == ["flick a e", "flick a none"])
    }

    /// A flick cancels the long press that resting would open.
    @Test func aFlickCancelsTheLongPress() throws {
        let harness = try Self.harness()
        let frame = try harness.frame("a")
        try harness.down("a", at: 0)
        harness.event(.moved, KeyboardPoint(x: frame.center.x, y: frame.center.y - 0.4 * frame.height), at: 0.1)
        harness.controller.tick(at: 1)
        #expect(harness.controller.alternates == nil)
        #expect(harness.controller.armedFlick == .n)
        // Resting without moving opens them.
        let resting = try Self.harness()
        try resting.down("a", at: 0)
        resting.controller.tick(at: 0.45)
        #expect(resting.controller.alternates?.alternates == ["á"])
    }

    /// Past the lock distance (0.35) the direction stays; before it, it follows the finger.
    @Test func directionLocksPastTheLockDistance() throws {
        let frame = try Self.harness().frame("a")
        let height = frame.height
        let center = frame.center
        // Armed east at 0.32 (not locked), then moved north: north.
        let unlocked = try Self.harness()
        try unlocked.down("a", at: 0)
        unlocked.event(.moved, KeyboardPoint(x: center.x + 0.32 * height, y: center.y), at: 0.02)
        unlocked.event(.moved, KeyboardPoint(x: center.x, y: center.y - 0.8 * height), at: 0.04)
        unlocked.event(.ended, KeyboardPoint(x: center.x, y: center.y - 0.8 * height), at: 0.06)
        #expect(unlocked.text == "N")
        // Armed east at 0.36 (locked), then moved north: still east.
        let locked = try Self.harness()
        try locked.down("a", at: 0)
        locked.event(.moved, KeyboardPoint(x: center.x + 0.36 * height, y: center.y), at: 0.02)
        locked.event(.moved, KeyboardPoint(x: center.x, y: center.y - 0.8 * height), at: 0.04)
        locked.event(.ended, KeyboardPoint(x: center.x, y: center.y - 0.8 * height), at: 0.06)
        #expect(locked.text == "E")
    }

    /// A key with only n, e, s and w picks the nearest of those four: 30° above east is east,
    /// 60° is north. An 8-way key takes the diagonal at 30° (its sector is 22.5°–67.5°).
    @Test func fourWayKeysPickTheNearestOfFour() throws {
        let thirty = (dx: 0.866_025, dy: -0.5)
        let sixty = (dx: 0.5, dy: -0.866_025)
        let fourWay = try Self.harness()
        try Self.flick(fourWay, "b", dx: thirty.dx, dy: thirty.dy, distance: 0.8)
        try Self.flick(fourWay, "b", dx: sixty.dx, dy: sixty.dy, distance: 0.8, from: 1)
        #expect(fourWay.text == "bebn")
        let eightWay = try Self.harness()
        try Self.flick(eightWay, "a", dx: thirty.dx, dy: thirty.dy, distance: 0.8)
        #expect(eightWay.text == "NE")
    }

    /// Thresholds come from the layout, or from `KeyboardTiming.gestures` when the host sets them.
    @Test func thresholdsFromTheLayoutOrTheHost() throws {
        let layout = Self.layout(gestures: GestureSettings(flickStart: 0.1, flickLock: 0.2, flickTrigger: 0.5))
        let fromLayout = try ControllerHarness(layout)
        try Self.flick(fromLayout, "a", dx: 0, dy: 1, distance: 0.55)
        #expect(fromLayout.text == "S")
        let host = try ControllerHarness(layout)
        host.controller.timing.gestures = GestureSettings()
        try Self.flick(host, "a", dx: 0, dy: 1, distance: 0.55)
        #expect(host.text == "")
    }

    // MARK: - Multitap

    /// Taps of `m` released at 0.05 + 0.2 k: the cycle m → n → o → m.
    @Test func multitapSteps() throws {
        let harness = try Self.harness()
        try harness.tap(["m"])
        #expect(harness.text == "m")
        try harness.tap(["m"], from: 0.2)
        #expect(harness.text == "n")
        try harness.tap(["m"], from: 0.4)
        #expect(harness.text == "o")
        try harness.tap(["m"], from: 0.6)
        #expect(harness.text == "m")
        // Each step is a deletion and an insertion through the input, as the delegate hears.
        #expect(
            harness.recorder.withoutShift == [
                "insert m", "delete character", "insert n", "delete character", "insert o", "delete character",
                "insert m",
            ])
    }

    /// A cycle goes on where its key was when its first tap left the layer: `'` on `punct`
    /// types an apostrophe, which returns to `letters` (as Keyman's Amharic layout has it, with
    /// `›` and `‹` on a double and triple tap); the next taps land on `x` there, in the same place,
    /// and step the cycle.
    @Test func aCycleGoesOnWhereItsKeyWasAfterItsLayerWent() throws {
        let layout = ControllerLayouts.apostropheCycle()
        let harness = try Self.harness(layout)
        try harness.tap(["to-punct", "'"])
        #expect(harness.text == "'")
        #expect(harness.layer == "letters")
        try harness.tap(["x"], from: 0.4)
        #expect(harness.text == "›")
        try harness.tap(["x"], from: 0.6)
        #expect(harness.text == "‹")
        // Past the interval, the place is x again.
        try harness.tap(["x"], from: 2)
        #expect(harness.text == "‹x")
    }

    /// A layer the host shows ends the cycle: the next tap on its key starts a new one.
    @Test func theHostShowingALayerEndsACycle() throws {
        let harness = try Self.harness()
        try harness.tap(["m"])
        #expect(harness.controller.showLayer(named: "letters"))
        try harness.tap(["m"], from: 0.2)
        #expect(harness.text == "mm")
    }

    /// The second tap's touch-down must come within 0.8 s of the first tap's release (0.05 s).
    @Test(arguments: [(0.849, "n"), (0.85, "n"), (0.851, "mm"), (2, "mm")])
    func multitapInterval(_ secondDown: Double, _ expected: String) throws {
        let harness = try Self.harness()
        try harness.tap("m", at: 0)
        try harness.tap("m", at: secondDown)
        #expect(harness.text == expected)
    }

    @Test func anotherKeyOrACaretMoveEndsTheCycle() throws {
        let harness = try Self.harness()
        try harness.tap(["m", "x", "m"])
        #expect(harness.text == "mxm")
        let moved = try Self.harness()
        try moved.tap("m", at: 0)
        moved.buffer.adjustTextPosition(byCharacterOffset: 0)
        moved.controller.textDidChange()
        try moved.tap("m", at: 0.2)
        #expect(moved.text == "mm")
    }

    // MARK: - Modify-previous

    @Test func modifyPreviousCyclesThroughItsTable() throws {
        let harness = try Self.harness()
        try harness.tap(["a", "modify-previous"])
        #expect(harness.text == "á")
        try harness.tap(["modify-previous"], from: 1)
        #expect(harness.text == "à")
        try harness.tap(["modify-previous"], from: 2)
        #expect(harness.text == "a")
        // Nothing in the table before the caret: nothing changes.
        try harness.tap(["x", "modify-previous"], from: 3)
        #expect(harness.text == "ax")
    }

    // MARK: - Backspace by scalar

    @Test func backspaceByScalar() throws {
        let layout = KeyboardLayout(
            id: "hi", name: "Hi", locale: "hi", behavior: Behavior(autocapitalize: .none, backspace: .scalar),
            layers: [
                Layer(
                    name: "l", rows: [Row(keys: [Key(action: .character("क", shifted: "क")), Key(action: .backspace)])])
            ])
        let harness = try ControllerHarness(layout, text: "कमा")
        try harness.tap(["backspace"])
        #expect(harness.text == "कम")
        try harness.tap(["backspace"], from: 1)
        #expect(harness.text == "क")
        // By grapheme, the same text loses the whole मा.
        let graphemes = try ControllerHarness(Self.layout(), text: "कमा")
        try graphemes.tap(["backspace"])
        #expect(graphemes.text == "क")
    }
}

/// The Hangul composer against the syllable arithmetic of Unicode section 3.12 and Swift's own
/// canonical equivalence (a precomposed syllable equals its conjoining jamo).
@MainActor @Suite struct HangulComposerTests {
    /// Every one of the 11 172 syllables: its keystrokes, fed one by one, compose it, and it
    /// equals the conjoining jamo L V T by canonical equivalence.
    @Test func everySyllableFromItsKeystrokes() {
        var checked = 0
        for index in 0..<11_172 {
            let l = index / 588
            let v = index % 588 / 28
            let t = index % 28
            guard let scalar = Unicode.Scalar(0xAC00 + index) else { continue }
            let syllable = String(Character(scalar))
            var jamo = String.UnicodeScalarView()
            jamo.append(Unicode.Scalar(0x1100 + l) ?? " ")
            jamo.append(Unicode.Scalar(0x1161 + v) ?? " ")
            if t > 0 { jamo.append(Unicode.Scalar(0x11A7 + t) ?? " ") }
            #expect(syllable == String(jamo))
            var composing: [String] = []
            var committed = ""
            for key in HangulComposer.keystrokes(for: syllable) {
                guard let fed = HangulComposer.feed(composing, key) else {
                    Issue.record("\(syllable): \(key) takes no part")
                    break
                }
                committed += fed.committed.map(HangulComposer.render).joined()
                composing = fed.composing
            }
            #expect(committed == "", "\(syllable)")
            #expect(HangulComposer.render(composing) == syllable, "\(syllable)")
            checked += 1
        }
        #expect(checked == 11_172)
    }

    static func type(_ keys: [String]) -> String {
        var composing: [String] = []
        var text = ""
        for key in keys {
            guard let fed = HangulComposer.feed(composing, key) else {
                text += HangulComposer.render(composing) + key
                composing = []
                continue
            }
            text += fed.committed.map(HangulComposer.render).joined()
            composing = fed.composing
        }
        return text + (composing.isEmpty ? "" : HangulComposer.render(composing))
    }

    @Test(arguments: [
        (["ㄱ", "ㅏ", "ㄱ"], "각"),
        (["ㄱ", "ㅏ", "ㄱ", "ㅏ"], "가가"),  // the final moves on
        (["ㄷ", "ㅏ", "ㄹ", "ㄱ"], "닭"),  // a compound final
        (["ㄷ", "ㅏ", "ㄹ", "ㄱ", "ㅣ"], "달기"),  // its second half moves on
        (["ㄱ", "ㅗ", "ㅏ"], "과"),  // a compound vowel
        (["ㅇ", "ㅡ", "ㅣ"], "의"),
        (["ㄲ", "ㅏ"], "까"),
        (["ㄸ", "ㄸ"], "ㄸㄸ"),  // no syllable of two initials
        (["ㅏ", "ㄱ"], "ㅏㄱ"),  // no final without an initial
        (["ㄱ", "ㅏ", "ㅃ"], "가ㅃ"),  // ㅃ cannot be a final
        (["ㄱ", "ㅏ", "ㄹ", "ㅂ", "ㅣ"], "갈비"),
        (["ㄱ", "ㅏ", "."], "가."),  // not jamo: the syllable ends
    ])
    func composes(_ keys: [String], _ expected: String) {
        #expect(Self.type(keys) == expected)
    }

    /// Through the controller: the syllable is replaced in place, and backspace takes back one
    /// jamo at a time.
    @Test func backspaceTakesBackOneJamo() throws {
        let result = LayoutLoader().load(bytes: Array(Self.korean.utf8), path: "ko.yaml")
        let layout = try #require(result.layout, "\(result.diagnostics.map(\.message))")
        let harness = try ControllerHarness(layout)
        try harness.tap(["ㄷ", "ㅏ", "ㄹ", "ㄱ"])
        #expect(harness.text == "닭")
        #expect(harness.controller.composingText == "닭")
        var shown: [String] = []
        for step in 0..<4 {
            try harness.tap("backspace", at: 10 + Double(step))
            shown.append(harness.text)
        }
        #expect(shown == ["달", "다", "ㄷ", ""])
        #expect(harness.controller.composingText == nil)
        // A space ends the syllable: backspace then deletes it whole.
        try harness.tap(["ㄱ", "ㅏ", "ㄱ", "space", "backspace", "backspace"], from: 20)
        #expect(harness.text == "")
    }

    static let korean =
        layoutHeader(id: "ko", name: "Korean", locale: "ko-KR")
            + """
            composer: hangul
            layers:
              letters:
                rows:
                  - [ㄷ, ㅏ, ㄹ, ㄱ, ㅣ]
                  - [{action: space}, {action: backspace}, {action: return}]
            """
}
