import KeyboardGeometry
import KeyboardModel
import LayoutFormat
import TestSupport
import Testing
import TouchScripts

@testable import KeyboardInput

/// A layout with a phone and a tablet form: the controller shows the form of its width and
/// switches across the threshold, keeping the text, shift, a dead key and the layer by name.
@MainActor @Suite struct ControllerFormTests {
    static let phoneSize = KeyboardSize(width: 390, height: 216)
    static let tabletSize = KeyboardSize(width: 1024, height: 320)

    /// `ControllerLayouts.phone()` as the `phone` form, and a `tablet` form from 700 pt with
    /// letters (with an `emoji` layer key), numbers and an `emoji` layer the phone lacks.
    static func twoForms() -> KeyboardLayout {
        var layout = ControllerLayouts.phone()
        layout.formName = "phone"
        let tablet = KeyboardLayout(id: "tablet", name: "Tablet", locale: "en-US") {
            Layer("letters") {
                Row(letters: "q w e r t y u i o p")
                Row {
                    Key.shift()
                    Key.characters("a s d f")
                    Key.dead("´", id: "acute")
                    Key.backspace()
                }
                Row {
                    Key.layer("numbers", label: "123", id: "123")
                    Key.layer("emoji", label: "☺", id: "emoji")
                    Key.space()
                    Key.return()
                }
            }
            Layer("numbers") {
                Row(letters: "1 2 3 4 5")
                Row {
                    Key.layer("letters", label: "ABC", id: "ABC")
                    Key.space()
                }
            }
            Layer("emoji") {
                Row(letters: "☺ ☹")
                Row {
                    Key.layer("letters", label: "ABC", id: "ABC")
                    Key.backspace()
                }
            }
        }
        layout.forms = [LayoutForm(name: "tablet", minWidth: 700, size: tabletSize, layers: tablet.layers)]
        return layout
    }

    static func harness(at size: KeyboardSize = phoneSize) throws -> ControllerHarness {
        let harness = try ControllerHarness(twoForms())
        if size != phoneSize { try harness.controller.resize(to: size) }
        harness.recorder.events.removeAll()
        return harness
    }

    @Test func aControllerStartsInTheFormOfItsWidth() throws {
        let layout = Self.twoForms()
        let phone = try KeyboardController(geometry: LayoutGeometry(layout), size: Self.phoneSize)
        #expect(phone.formName == "phone")
        #expect(phone.frames?.key(withID: "z") != nil)
        let tablet = try KeyboardController(geometry: LayoutGeometry(layout), size: Self.tabletSize)
        #expect(tablet.formName == "tablet")
        #expect(tablet.frames?.key(withID: "z") == nil)
        #expect(tablet.frames?.key(withID: "emoji") != nil)
        // 700 is the tablet's first width, 699.5 the phone's last.
        #expect(
            try KeyboardController(geometry: LayoutGeometry(layout), size: KeyboardSize(width: 700, height: 216))
                .formName
                == "tablet")
        #expect(
            try KeyboardController(geometry: LayoutGeometry(layout), size: KeyboardSize(width: 699.5, height: 216))
                .formName
                == "phone")
    }

    @Test func resizingAcrossTheThresholdKeepsTextAndLayer() throws {
        let harness = try Self.harness()
        let time = try harness.tap(["q", "123", "1"])
        #expect(harness.text == "Q1")
        try harness.controller.resize(to: Self.tabletSize)
        #expect(harness.controller.formName == "tablet")
        #expect(harness.layer == "numbers")
        #expect(harness.controller.size == Self.tabletSize)
        // The tablet's numbers row: 5 keys over the width.
        #expect(try harness.frame("1").width > 150)
        try harness.tap(["5", "ABC", "s"], from: time)
        #expect(harness.text == "Q15s")
        try harness.controller.resize(to: Self.phoneSize)
        #expect(harness.controller.formName == "phone")
        #expect(harness.layer == "letters")
        #expect(try harness.frame("z").y > 0)
        // The layer keys' switches only: a form switch to the layer of the same name is not
        // told as a layer switch.
        #expect(
            harness.recorder.withoutShift.filter { $0.hasPrefix("layer") }
                == ["layer numbers", "layer letters"])
    }

    @Test func aLayerTheOtherFormLacksGivesItsFirstLayer() throws {
        let harness = try Self.harness(at: Self.tabletSize)
        try harness.tap("emoji", at: 0)
        try harness.tap("☺", at: 0.2)
        #expect(harness.layer == "emoji")
        harness.recorder.events.removeAll()
        try harness.controller.resize(to: Self.phoneSize)
        #expect(harness.layer == "letters")
        #expect(harness.recorder.withoutShift == ["layer letters"])
        #expect(harness.text == "☺")
    }

    @Test func shiftAndADeadKeyCrossTheThreshold() throws {
        let harness = try Self.harness()
        // At the start of the text shift is on by autocapitalisation; a letter turns it off.
        try harness.tap("w", at: 0)
        try harness.tap("shift", at: 0.2)
        #expect(harness.shift == .once)
        try harness.controller.resize(to: Self.tabletSize)
        #expect(harness.shift == .once)
        try harness.tap("acute", at: 0.4)
        #expect(harness.controller.pendingAccent == "´")
        try harness.controller.resize(to: Self.phoneSize)
        #expect(harness.controller.pendingAccent == "´")
        try harness.tap("e", at: 0.6)
        #expect(harness.text == "WÉ")
    }

    @Test func aFailedResizeKeepsTheFormAndSize() throws {
        let harness = try Self.harness()
        #expect(throws: GeometryError.self) { try harness.controller.resize(to: KeyboardSize(width: 1024, height: 10)) }
        #expect(harness.controller.formName == "phone")
        #expect(harness.controller.size == Self.phoneSize)
        try harness.tap("q", at: 0)
        #expect(harness.text == "Q")
    }

    /// A layout of one form alone (`form(named:)`) never switches: that is how a host forces a form.
    @Test func aFormTakenAloneStays() throws {
        let tablet = try #require(Self.twoForms().form(named: "tablet"))
        #expect(tablet.forms.isEmpty)
        #expect(tablet.formName == "tablet")
        let controller = try KeyboardController(geometry: LayoutGeometry(tablet), size: Self.phoneSize)
        #expect(controller.formName == "tablet")
        #expect(controller.frames?.key(withID: "emoji") != nil)
    }

    /// `formName(forWidth:)` against a reference: the form with the largest `min-width` at or
    /// below the width, else the first form.
    @Test func theFormForAWidthMatchesAReference() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<200 {
            var layout = Self.twoForms()
            let count = Int.random(in: 0...4, using: &generator)
            let starts = (0..<count).map { _ in Double(Int.random(in: 1...20, using: &generator) * 100) }
            layout.forms = Set(starts).sorted().map { start in
                LayoutForm(name: "from-\(Int(start))", minWidth: start, size: Self.tabletSize, layers: [])
            }
            for _ in 0..<20 {
                let width = Double(Int.random(in: 0...2_200, using: &generator))
                var expected = "phone"
                var best = -1.0
                for form in layout.forms where form.minWidth <= width && form.minWidth > best {
                    best = form.minWidth
                    expected = form.name
                }
                #expect(layout.formName(forWidth: width) == expected, "\(starts) at \(width)")
            }
        }
    }

    // MARK: - The bundled en-US

    static func enUS() throws -> KeyboardLayout {
        let result = LayoutLoader().load(path: BundledLayoutTypingTests.layouts + "/en-US.yaml")
        return try #require(result.layout)
    }

    /// At 1024 × 320 (insets 8/6/8/6, gaps 10): row 1 is 11.4 pitches less a gap, so the pitch
    /// is p = (1012 + 10) / 11.4 = 89.649…, a key p − 10 wide; rows (320 − 16 − 3·10) / 4 = 68.5
    /// high at y = 8, 86.5, 165, 243.5. Backspace and the right shift start 10 pitches in and
    /// are 1.4p − 10 wide; the home row starts half a pitch in, return 1.9p − 10 wide ends at
    /// 1018; the space 5.6p − 10 wide starts 3.4 pitches in, dismiss at 10.4 pitches.
    @Test func enUSTabletFrames() throws {
        var geometry = try LayoutGeometry(try #require(try Self.enUS().form(named: "tablet")))
        let frames = try geometry.frames(ofLayer: "letters", for: Self.tabletSize)
        let p = 1022 / 11.4
        func expect(_ id: String, _ x: Double, _ y: Double, _ width: Double) {
            guard let frame = frames.key(withID: id)?.frame else {
                Issue.record("no key \(id)")
                return
            }
            #expect(abs(frame.x - x) < 1e-6 && abs(frame.y - y) < 1e-6, "\(id) at \(frame)")
            #expect(abs(frame.width - width) < 1e-6 && abs(frame.height - 68.5) < 1e-6, "\(id) is \(frame)")
        }
        expect("q", 6, 8, p - 10)
        expect("p", 6 + 9 * p, 8, p - 10)
        expect("backspace", 6 + 10 * p, 8, 1.4 * p - 10)
        expect("a", 6 + 0.5 * p, 86.5, p - 10)
        expect("return", 6 + 9.5 * p, 86.5, 1.9 * p - 10)
        expect("shift", 6, 165, p - 10)
        expect(",", 6 + 8 * p, 165, p - 10)
        expect("shift-right", 6 + 10 * p, 165, 1.4 * p - 10)
        expect("to-numbers", 6, 243.5, 1.4 * p - 10)
        expect("space", 6 + 3.4 * p, 243.5, 5.6 * p - 10)
        expect("to-numbers-right", 6 + 9 * p, 243.5, 1.4 * p - 10)
        expect("dismiss", 6 + 10.4 * p, 243.5, p - 10)
    }

    @Test func enUSTypesOnTheTablet() throws {
        let controller = try KeyboardController(geometry: LayoutGeometry(try Self.enUS()), size: Self.tabletSize)
        #expect(controller.formName == "tablet")
        let buffer = TextBuffer()
        controller.input = buffer
        var taps: [String] = []
        let typist = Typist(controller: controller)
        typist.trace = { taps.append($0) }
        let text = "Hello, world! Is it 42 [or ~7]? Yes."
        try typist.type(text)
        #expect(buffer.text == text)
        // `!` is the flick down on `,`, one gesture instead of three taps to the symbols.
        #expect(taps.contains { $0.contains("key=, ") && $0.contains("flick s") })
    }

    /// A flick down on `,` types `!`, as iPadOS's key flicks do: 60 pt is past the trigger,
    /// 0.75 of the 68.5 pt key.
    @Test func enUSTabletFlickDownOnComma() throws {
        let controller = try KeyboardController(geometry: LayoutGeometry(try Self.enUS()), size: Self.tabletSize)
        let buffer = TextBuffer("a")
        controller.input = buffer
        let start = try #require(controller.frames?.key(withID: ",")?.frame.center)
        controller.handle(TouchEvent(id: 1, phase: .began, location: start, timestamp: 0))
        let below = KeyboardPoint(x: start.x, y: start.y + 60)
        controller.handle(TouchEvent(id: 1, phase: .moved, location: below, timestamp: 0.05))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: below, timestamp: 0.1))
        #expect(buffer.text == "a!")
    }
}
