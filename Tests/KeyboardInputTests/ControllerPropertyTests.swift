import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Random tap sequences (letters, shift, space, backspace; single, held and overlapping touches)
/// against a plain model of what they should type.
@MainActor @Suite struct ControllerPropertyTests {
    private static let layout = KeyboardLayout(id: "p", name: "P", locale: "en-US") {
        Layer("letters") {
            Row(letters: "a s d f")
            Row {
                Key.shift()
                Key.backspace()
                Key.space()
            }
        }
    }

    /// What the documented rules say the text and shift state become, kept as simply as possible.
    private struct Model {
        var text: [Character] = []
        var shift = ShiftState.once  // an empty document starts a sentence
        var lastShiftRelease: Double?
        var lastSpace: Double?

        /// Sentence start: only spaces after the start, or after ". " and more spaces.
        var atSentenceStart: Bool {
            var end = text.count
            while end > 0 && text[end - 1] == " " { end -= 1 }
            if end == 0 { return true }
            return text[end - 1] == "." && end < text.count
        }

        mutating func autocapitalise() {
            if shift != .locked { shift = atSentenceStart ? .once : .off }
        }

        mutating func commit(_ key: String, began: Double, at time: Double) {
            switch key {
            case "shift":
                lastSpace = nil
                if shift == .locked {
                    shift = .off
                    lastShiftRelease = nil
                } else if let last = lastShiftRelease, began - last <= 0.3 {
                    shift = .locked
                    lastShiftRelease = nil
                } else {
                    shift = shift == .off ? .once : .off
                    lastShiftRelease = time
                }
            case "space":
                lastShiftRelease = nil
                let afterWord = text.count >= 2 && text[text.count - 1] == " " && text[text.count - 2].isLetter
                if let last = lastSpace, time - last <= 2, afterWord {
                    text.removeLast()
                    text += [".", " "]
                    lastSpace = nil
                } else {
                    text.append(" ")
                    lastSpace = time
                }
                autocapitalise()
            default:
                lastShiftRelease = nil
                lastSpace = nil
                text.append(Character(shift == .off ? key : key.uppercased()))
                autocapitalise()
            }
        }

        mutating func delete() {
            lastShiftRelease = nil
            lastSpace = nil
            if !text.isEmpty { text.removeLast() }
            autocapitalise()
        }
    }

    @Test(arguments: 0..<120)
    func randomTapsMatchTheModel(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9)
        let harness = try ControllerHarness(Self.layout)
        var model = Model()
        let keys = ["a", "s", "d", "f", "a", "s", "shift", "shift", "space", "space", "backspace"]
        let gaps = [0.1, 0.2, 0.4, 1.0, 2.5]
        var time = 0.0
        for step in 0..<60 {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            let overlap = random.next() % 5 == 0
            if key == "backspace" {
                // Held 0.05, 0.3, 0.55 or 0.75 s: 1, 1, 2 or 4 deletions (repeats at 0.5, 0.6, 0.7).
                let hold = [0.05, 0.3, 0.55, 0.75][Int(random.next() % 4)]
                try harness.down(key, at: time)
                try harness.up(key, at: time + hold)
                model.delete()
                var repeatTime = 0.5
                while repeatTime <= hold + 1e-9 {
                    model.delete()
                    repeatTime += 0.1
                }
                time += hold
            } else if overlap {
                // A second letter goes down before the first is released; releases in random order.
                let second = ["a", "s", "d", "f"][Int(random.next() % 4)]
                try harness.down(key, at: time, touch: 1)
                try harness.down(second, at: time + 0.02, touch: 2)
                if random.next() % 2 == 0 {
                    try harness.up(second, at: time + 0.04, touch: 2)
                    try harness.up(key, at: time + 0.06, touch: 1)
                    model.commit(key, began: time, at: time + 0.02)
                    model.commit(second, began: time + 0.02, at: time + 0.04)
                } else {
                    try harness.up(key, at: time + 0.04, touch: 1)
                    try harness.up(second, at: time + 0.06, touch: 2)
                    model.commit(key, began: time, at: time + 0.02)
                    model.commit(second, began: time + 0.02, at: time + 0.06)
                }
                time += 0.06
            } else {
                try harness.tap(key, at: time)
                model.commit(key, began: time, at: time + 0.05)
                time += 0.05
            }
            time += gaps[Int(random.next() % UInt64(gaps.count))]
            #expect(harness.text == String(model.text), "seed \(seed), step \(step)")
            #expect(harness.shift == model.shift, "seed \(seed), step \(step)")
            if harness.text != String(model.text) || harness.shift != model.shift { return }
        }
    }
}
