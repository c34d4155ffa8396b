import KeyboardGeometry
import KeyboardModel
import TestSupport
import Testing
import TouchScripts

@testable import KeyboardInput

/// A layer's shifted face (`shift-of`): shown while shift is on, typed as written, gone when
/// shift turns off; layer keys lead to a layer's face while shift is on.
@MainActor @Suite struct ControllerShiftFaceTests {
    /// Latin letters whose shift shows symbols and lower-case marks, not capitals, to tell the
    /// face's texts from what case mapping would give.
    static func layout(autocapitalize: Autocapitalization = .none) -> KeyboardLayout {
        KeyboardLayout(id: "faces", name: "Faces", locale: "en", behavior: Behavior(autocapitalize: autocapitalize)) {
            Layer("letters") {
                Row(letters: "a b c")
                Row {
                    Key.shift()
                    Key.layer("numbers", label: "123", id: "numbers")
                    Key.backspace()
                    Key.space()
                }
            }
            Layer("marks", shiftOf: "letters") {
                Row {
                    Key.character("x", alternates: ["y", "z"])
                    Key.character("ß")
                    Key.character("!")
                }
                Row {
                    Key.shift()
                    Key.layer("numbers", label: "123", id: "numbers")
                    Key.backspace()
                    Key.space()
                }
            }
            Layer("numbers") {
                Row(letters: "1 2 3")
                Row {
                    Key.shift()
                    Key.layer("letters", label: "ABC", id: "letters")
                    Key.backspace()
                    Key.space()
                }
            }
        }
    }

    @Test func shiftShowsTheFaceAndATypedCharacterBringsTheLayerBack() throws {
        let harness = try ControllerHarness(Self.layout())
        #expect(harness.layer == "letters")
        try harness.tap("shift", at: 0)
        #expect(harness.shift == .once)
        #expect(harness.layer == "marks")
        #expect(harness.recorder.events == ["layer marks", "shift once"])
        // Typed as written: not "X", and "ß" stays "ß" (case mapping would give "SS").
        try harness.tap("x", at: 0.5)
        #expect(harness.text == "x")
        #expect(harness.shift == .off)
        #expect(harness.layer == "letters")
        try harness.tap("shift", at: 1)
        try harness.tap("ß", at: 1.5)
        #expect(harness.text == "xß")
        #expect(harness.layer == "letters")
        // The shift key on the face turns shift off and shows the layer again.
        try harness.tap("shift", at: 2)
        try harness.tap("shift", at: 3)
        #expect(harness.shift == .off)
        #expect(harness.layer == "letters")
        try harness.tap("a", at: 3.5)
        #expect(harness.text == "xßa")
    }

    @Test func lockedShiftKeepsTheFace() throws {
        let harness = try ControllerHarness(Self.layout())
        try harness.tap("shift", at: 0)
        try harness.tap("shift", at: 0.1)  // a double tap locks
        #expect(harness.shift == .locked)
        #expect(harness.layer == "marks")
        try harness.tap("!", at: 0.5)
        try harness.tap("x", at: 0.7)
        #expect(harness.text == "!x")
        #expect(harness.layer == "marks")
        // A layer key goes to the layer; back on letters with shift still locked, the face shows.
        try harness.tap("numbers", at: 1)
        #expect(harness.layer == "numbers")
        try harness.tap("1", at: 1.2)
        try harness.tap("letters", at: 1.4)
        #expect(harness.layer == "marks")
        try harness.tap("shift", at: 2)
        #expect(harness.shift == .off)
        #expect(harness.layer == "letters")
    }

    @Test func theFaceAlternatesAreAsWritten() throws {
        let harness = try ControllerHarness(Self.layout())
        try harness.tap("shift", at: 0)
        try harness.down("x", at: 1)
        harness.controller.tick(at: 1.5)
        #expect(harness.controller.alternates?.alternates == ["y", "z"])
    }

    @Test func autocapitalisationShowsTheFace() throws {
        let harness = try ControllerHarness(Self.layout(autocapitalize: .sentences))
        #expect(harness.shift == .once)
        #expect(harness.layer == "marks")
        try harness.tap("!", at: 0)
        #expect(harness.layer == "letters")
        try harness.tap("space", at: 0.5)
        #expect(harness.text == "! ")
        #expect(harness.layer == "marks")  // a new sentence
    }

    @Test func hostControlsFollowTheFace() throws {
        let harness = try ControllerHarness(Self.layout())
        harness.controller.setShiftState(.locked)
        #expect(harness.layer == "marks")
        #expect(harness.controller.showLayer(named: "numbers"))
        #expect(harness.layer == "numbers")
        #expect(harness.controller.showLayer(named: "letters"))
        #expect(harness.layer == "marks")
        harness.controller.setShiftState(.off)
        #expect(harness.layer == "letters")
    }

    @Test func typistPlansThroughTheFace() throws {
        let harness = try ControllerHarness(Self.layout())
        try Typist(controller: harness.controller).type("a!b ßx1")
        #expect(harness.text == "a!b ßx1")
    }
}

extension ControllerShiftFaceTests {
    /// Random touches on every key, shift taps and timers: the face shows exactly while shift is
    /// on (the controller checks it after every event in debug builds), and every tap types what
    /// the shown layer's key says — its text as written on the face, the case-mapped capital on
    /// the letters while shift is on.
    @Test(arguments: 0..<10)
    func randomTapsKeepTheFaceWithShift(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &+ 0xFACE)
        let harness = try ControllerHarness(Self.layout(autocapitalize: seed % 2 == 0 ? .none : .sentences))
        var time = 0.0
        for _ in 0..<300 {
            time += 0.12 + Double(random.next() % 100) / 1000
            let frames = try #require(harness.controller.frames)
            let key = frames.keys[Int(random.next() % UInt64(frames.keys.count))]
            let onFace = harness.layer == "marks"
            // The face exactly while shift is on (numbers has no face).
            #expect(onFace == (harness.shift.isOn && harness.layer != "numbers"))
            let before = harness.text
            harness.event(.began, key.frame.center, at: time)
            if random.next() % 5 == 0 { harness.controller.tick(at: time + 0.6) }
            harness.event(.ended, key.frame.center, at: time + 0.05 + (random.next() % 5 == 0 ? 0.6 : 0))
            guard case .character(let text, _) = key.key.action, harness.controller.alternates == nil,
                harness.text != before
            else { continue }
            if onFace {
                #expect(harness.text == before + text || key.key.alternates.contains { harness.text == before + $0 })
            }
        }
    }
}
