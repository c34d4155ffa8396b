import KeyboardGeometry
import KeyboardModel
import TestSupport
import Testing

@testable import KeyboardInput

/// The reducer as a value, driven with random taps and compared after every step with a small
/// reference model of shift, caps lock and layers written from the rules as people know them:
/// shift turns on for one character, a second tap soon after the first locks it, a tap on
/// locked shift or on caps lock while locked unlocks it, caps lock locks, a layer key shows its
/// layer, a space goes back to the letters, and an edit releases a one-character shift.
@MainActor @Suite struct ReducerShiftPropertyTests {
    /// Letters with shift, caps lock, a layer key, backspace and space; numbers with a layer key
    /// back, backspace and space. No autocapitalisation, so shift follows the keys alone.
    static let layout = KeyboardLayout(
        id: "r", name: "R", locale: "en", behavior: Behavior(autocapitalize: .none, doubleSpacePeriod: false)
    ) {
        Layer("letters") {
            Row {
                Key(action: .character("a", shifted: "A"))
                Key(action: .character("b", shifted: "B"))
                Key(action: .shift)
                Key(action: .capsLock)
                Key(id: "to-numbers", action: .layer("numbers"))
                Key(action: .backspace)
                Key(action: .space)
            }
        }
        Layer("numbers") {
            Row {
                Key(action: .character("1", shifted: "1"))
                Key(action: .character("2", shifted: "2"))
                Key(id: "to-letters", action: .layer("letters"))
                Key(action: .backspace)
                Key(action: .space)
            }
        }
    }

    /// What the reference model knows: the layer, shift, and when the last shift tap that could
    /// start a double tap was released.
    struct Model: Equatable {
        var layer = "letters"
        var shift = ShiftState.off
        var shiftReleased: Double?
        var text = ""

        /// A tap on `key` going down at `down` and released at `up`.
        mutating func tap(_ key: String, down: Double, up: Double, doubleTap: Double) {
            let previous = shiftReleased
            shiftReleased = nil
            switch key {
            case "shift":
                if shift == .locked {
                    shift = .off
                } else if let previous, down - previous <= doubleTap + KeyboardTiming.tolerance {
                    shift = .locked
                } else {
                    shiftReleased = up
                    shift = shift == .off ? .once : .off
                }
            case "caps-lock":
                shift = shift == .locked ? .off : .locked
            case "to-numbers":
                layer = "numbers"
            case "to-letters":
                layer = "letters"
            case "space":
                edit(" ")
                layer = "letters"
            case "backspace":
                if !text.isEmpty { text.removeLast() }
                if shift != .locked { shift = .off }
            default:
                edit(shift.isOn ? key.uppercased() : key)
            }
        }

        private mutating func edit(_ typed: String) {
            text += typed
            if shift != .locked { shift = .off }
        }
    }

    /// Steps `reducer` by `event` and performs its effects the way the controller does (an
    /// insertion into `text`, a deletion and then the context read again), each performed effect's
    /// own steps included.
    static func step(_ reducer: inout KeyboardReducer, _ event: KeyboardEvent, text: inout String) {
        var queue = [event]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            reducer.reduce(next)
            let effects = reducer.effects
            reducer.effects = KeyboardEffects()
            for effect in effects {
                switch effect {
                case .insert(let typed): text += typed
                case .deleteBackward(_, let readsContext):
                    if !text.isEmpty { text.removeLast() }
                    if readsContext { queue.append(.contextRead(text)) }
                default: break
                }
            }
        }
    }

    @Test(arguments: 1...12)
    func shiftCapsAndLayersFollowTheReferenceModel(seed: UInt64) throws {
        let controller = try KeyboardController(
            geometry: LayoutGeometry(Self.layout), size: KeyboardSize(width: 390, height: 60))
        var reducer = controller.reducer
        #expect(reducer.effects.isEmpty)
        var model = Model()
        var text = ""
        var random = SplitMix64(seed: seed)
        var time = 1.0
        let doubleTap = controller.timing.doubleTapInterval
        for _ in 0..<200 {
            let frames = reducer.rules.layers[reducer.state.layerIndex].frames
            let key = frames.keys[Int(random.next() % UInt64(frames.keys.count))]
            // Taps quick and slow around the double-tap interval, each held 40 ms.
            let gaps = [0.05, doubleTap * 0.6, doubleTap * 1.5, 0.8]
            time += gaps[Int(random.next() % UInt64(gaps.count))]
            let down = TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time)
            let up = TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.04)
            Self.step(&reducer, .touch(down), text: &text)
            if case .repeating? = reducer.state.touch { Self.step(&reducer, .touchSettled(down), text: &text) }
            Self.step(&reducer, .touch(up), text: &text)
            model.tap(key.id, down: time, up: time + 0.04, doubleTap: doubleTap)
            let shown = reducer.rules.layers[reducer.state.layerIndex].name
            #expect(shown == model.layer, "after \(key.id) at \(time)")
            #expect(reducer.state.shift == model.shift, "after \(key.id) at \(time)")
            #expect(text == model.text, "after \(key.id) at \(time)")
            #expect(reducer.state.touch == nil)
            // The reducer is a value: the controller it was copied from has not moved.
            #expect(controller.state.layerIndex == 0 && controller.state.shift == .off)
            time += 0.04
        }
    }

    /// Two reducers given the same events reach equal states and list equal effects: a step
    /// depends on nothing but the state, the rules and the event.
    @Test func equalEventsMakeEqualStatesAndEffects() throws {
        let controller = try KeyboardController(
            geometry: LayoutGeometry(Self.layout), size: KeyboardSize(width: 390, height: 60))
        var first = controller.reducer
        var second = controller.reducer
        let frames = first.rules.layers[0].frames
        var time = 0.0
        for key in frames.keys + frames.keys.reversed() {
            time += 0.2
            for phase in [TouchEvent.Phase.began, .ended] {
                let event = TouchEvent(id: 1, phase: phase, location: key.frame.center, timestamp: time)
                first.reduce(.touch(event))
                second.reduce(.touch(event))
                #expect(first.state == second.state)
                #expect(first.effects == second.effects)
            }
        }
        #expect(!first.effects.isEmpty)
        // And one more event tells them apart.
        second.reduce(.setShift(.locked))
        #expect(first.state != second.state)
    }
}
