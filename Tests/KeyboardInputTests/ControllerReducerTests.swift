import KeyboardGeometry
import KeyboardModel
import TestSupport
import Testing

@testable import KeyboardInput

/// The controller is a state and a reducer: each event is one step that changes the state and
/// lists effects, and the effects are performed after the state is stored.
@MainActor @Suite struct ControllerReducerTests {
    /// A delegate that writes down, with each piece of news, what the controller says at that
    /// moment.
    private final class Witness: KeyboardDelegate {
        var seen: [String] = []

        func keyboardController(_ controller: KeyboardController, didInsert text: String) {
            seen.append("insert \(text): shift \(controller.shiftState), layer \(controller.layerName)")
        }

        func keyboardController(_ controller: KeyboardController, didSwitchToLayer layer: String) {
            seen.append("layer \(layer): shift \(controller.shiftState), layer \(controller.layerName)")
        }
    }

    /// In `didInsert`, the controller is already in the state after the step: shift is what
    /// autocapitalisation makes of the new text, and the layer is the one a space returns to.
    @Test func theDelegateHearsOfAStepAfterItsStateIsStored() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(), text: "")
        let witness = Witness()
        harness.controller.delegate = witness
        // "H" (shift was on at the start), "i", then "." and a space on the numbers layer.
        try harness.tap(["h", "i", "123", ".", "space"])
        #expect(harness.text == "Hi. ")
        #expect(
            witness.seen == [
                // After "H", autocapitalisation turns shift off: already so when the insertion is told.
                "insert H: shift off, layer letters",
                "insert i: shift off, layer letters",
                "layer numbers: shift off, layer numbers",
                "insert .: shift off, layer numbers",
                // The space returns to the letters and starts a sentence, both before it is told.
                "insert  : shift once, layer letters",
                "layer letters: shift once, layer letters",
            ])
    }

    /// A step on a copy of the controller's reducer changes only the copy, and makes the state
    /// the controller reaches with the same events: the reducer is the whole of what a touch
    /// does to the state (here for keys whose edits need no reading of the document).
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func aStepOnACopyMakesTheControllersState(seed: UInt64) throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        var random = SplitMix64(seed: seed)
        var time = 0.0
        for _ in 0..<60 {
            let keys = try #require(harness.controller.frames).keys.filter {
                switch $0.key.action {
                case .backspace, .custom, .nextKeyboard, .dismiss: false
                default: true
                }
            }
            let key = keys[Int(random.next() % UInt64(keys.count))]
            let down = TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time)
            let up = TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05)
            var copy = harness.controller.reducer
            let before = harness.controller.state
            copy.reduce(.touch(down))
            copy.reduce(.touch(up))
            // The copy's steps leave the controller alone.
            #expect(harness.controller.state.layerIndex == before.layerIndex)
            #expect(harness.controller.state.context == before.context)
            harness.controller.handle(down)
            harness.controller.handle(up)
            let after = harness.controller.state
            #expect(copy.state.layerIndex == after.layerIndex, "\(key.id)")
            #expect(copy.state.shift == after.shift, "\(key.id)")
            #expect(copy.state.oneShotOrigin == after.oneShotOrigin, "\(key.id)")
            #expect(copy.state.context == after.context, "\(key.id)")
            #expect(copy.state.touch == nil)
            // The whole state, now that states are values that compare.
            #expect(copy.state == after, "\(key.id)")
            time += 0.3 + Double(random.next() % 3)
        }
    }

    /// A tap's effects: the insertion, then the news of what it changed, in the order the
    /// controller performs them.
    @Test func aTapsEffectsAreItsEditsThenItsNews() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        var reducer = harness.controller.reducer
        // Shift is on at the start of the text; "h" types "H" and turns it off.
        let h = try harness.center("h")
        reducer.reduce(.touch(TouchEvent(id: 1, phase: .began, location: h, timestamp: 0)))
        #expect(reducer.effects.map(Self.describe) == ["touch-down h, feedback key"])
        reducer.effects = KeyboardEffects()
        reducer.reduce(.touch(TouchEvent(id: 1, phase: .ended, location: h, timestamp: 0.05)))
        #expect(reducer.effects.map(Self.describe) == ["insert H", "shift off"])
        #expect(reducer.state.shift == .off)
        // Backspace asks for a deletion and for the context to be read again.
        var back = harness.controller.reducer
        back.reduce(.gesture(.press, layer: 0, at: 1))
        #expect(back.effects.map(Self.describe) == ["delete character, read context"])
    }

    private static func describe(_ effect: KeyboardEffect) -> String {
        switch effect {
        case .insert(let text): "insert \(text)"
        case .deleteBackward(let unit, let reads): "delete \(unit)\(reads ? ", read context" : "")"
        case .shiftChanged(let shift): "shift \(shift)"
        case .layerChanged(let name): "layer \(name)"
        case .touchDown(let id, let feedback): "touch-down \(id), feedback \(feedback.rawValue)"
        case .feedback(let kind): "feedback \(kind.rawValue)"
        default: "\(effect)"
        }
    }
}
