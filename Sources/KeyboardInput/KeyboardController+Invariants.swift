extension KeyboardController {
    /// Checks that the controller's states agree with each other and with the layout, and stops
    /// the program when they do not. Compiled only with `KEYSMITH_INTERNAL_CHECKS` (debug
    /// builds, the tests and the fuzz targets define it), the way swift-collections checks its
    /// invariants inside mutations; it runs after every event and tick.
    func checkInvariants() {
        #if KEYSMITH_INTERNAL_CHECKS
            func require(_ condition: Bool, _ message: @autoclosure () -> String) {
                // Release builds do not compile this check.
                // unreachable: only a bug in the controller breaks an invariant, never input.
                if !condition { preconditionFailure("KeyboardController invariant: \(message())") }
            }
            require(
                layers.isEmpty || layers.indices.contains(state.layerIndex),
                "layer \(state.layerIndex) of \(layers.count)")
            // A layer with a shifted face shows the face exactly while shift is on.
            require(
                layers.isEmpty || shown(state.layerIndex, shiftOn: state.shift.isOn) == state.layerIndex,
                "layer \(state.layerIndex) shown with shift \(state.shift)")
            // A one-shot layer's origin is kept only while that layer (or its face) is shown.
            require(
                state.oneShotOrigin.map {
                    layers.indices.contains($0) && layers[shown(state.layerIndex, shiftOn: false)].isOneShot
                } ?? true,
                "one-shot origin \(state.oneShotOrigin ?? -1) on layer \(state.layerIndex)")
            func valid(_ layer: Int, _ key: Int) -> Bool {
                layers.indices.contains(layer) && layers[layer].outputs.indices.contains(key)
            }
            if let touch = state.touch {
                let press = touch.press
                require(layers.indices.contains(press.layer), "touch on layer \(press.layer)")
                require(press.keyIndex.map { valid(press.layer, $0) } ?? true, "touch on key \(press.keyIndex ?? -1)")
                switch touch {
                case .choosing(let press, let key, let selected, _):
                    require(
                        valid(press.layer, key)
                            && layers[press.layer].outputs[key].alternates.indices.contains(selected),
                        "alternate \(selected)")
                case .flicking(let press, let key, _, _):
                    require(
                        valid(press.layer, key) && layers[press.layer].outputs[key].hasFlicks, "flick of key \(key)")
                case .repeating(_, let repeats):
                    require(repeats >= 0, "repeats \(repeats)")
                case .swiping:
                    require(!state.word.trail.isEmpty, "a swipe without points")
                case .draggingCaret(_, let steps):
                    require(abs(steps) <= 10_000, "caret steps \(steps)")
                case .deletingWords(_, let words):
                    require(words >= 0 && words <= 1_000, "words marked \(words)")
                case .listingInputModes(let press):
                    require(
                        press.keyIndex.map { layers[press.layer].outputs[$0].kind == .nextKeyboard } ?? false,
                        "an input-mode list from no next-keyboard key")
                case .pressing:
                    break
                }
            }
            if case .multitap(let cycle) = state.sequence {
                require(valid(cycle.layer, cycle.key), "multitap on key \(cycle.key)")
                require(!layers[cycle.layer].outputs[cycle.key].multitap.isEmpty, "multitap key without a cycle")
                require(cycle.step >= 0, "multitap step \(cycle.step)")
            }
            switch state.composition {
            case .accent(let accent):
                require(!accent.isEmpty, "empty accent")
            case .syllable(let keystrokes, let text):
                require(composer != nil, "a syllable without a composer")
                require(!keystrokes.isEmpty, "a syllable without keystrokes")
                require(composer?.render(keystrokes) == text, "syllable '\(text)' is not its keystrokes")
                if let input, let before = input.documentContextBeforeInput {
                    require(before.hasSuffix(text), "syllable '\(text)' is not before the caret")
                }
            case .none:
                break
            }
        #endif
    }
}
