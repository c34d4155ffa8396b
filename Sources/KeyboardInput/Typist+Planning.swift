extension Typist {
    /// A way to finish (or, for a dead key, advance) the character from some layer and shift
    /// state.
    private struct Finish {
        enum Kind {
            case tap
            case longPress(String)
            case dead
            case cancelAccent
        }

        let layer: Int
        let key: Int
        /// The shift state the finish needs, or `nil` for either.
        let shift: Bool?
        let kind: Kind
        let cost: Int
    }

    /// The first step of the cheapest plan for `target` from the controller's state now, or
    /// `nil` when there is none.
    func nextStep(for target: String) -> Step? {
        let finishes = self.finishes(for: target)
        guard !finishes.isEmpty else { return nil }
        let layerCount = controller.layers.count
        let start = controller.layerIndex * 2 + (controller.shift.isOn ? 1 : 0)
        // Breadth-first search over (layer, shift): distance and the first tap on the way.
        var distance = [Int](repeating: -1, count: layerCount * 2)
        var firstTap = [Int](repeating: -1, count: layerCount * 2)
        distance[start] = 0
        var queue = [start]
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            let layer = state / 2
            let shiftOn = state % 2 == 1
            for (index, output) in controller.layers[layer].outputs.enumerated() {
                var next = -1
                switch output.kind {
                case .layer where output.layerTarget >= 0: next = output.layerTarget * 2 + (shiftOn ? 1 : 0)
                case .shift: next = layer * 2 + (shiftOn ? 0 : 1)
                case .capsLock where !shiftOn: next = layer * 2 + 1
                default: break
                }
                guard next >= 0, distance[next] < 0 else { continue }
                distance[next] = distance[state] + 1
                firstTap[next] = state == start ? index : firstTap[state]
                queue.append(next)
            }
        }
        var best: (cost: Int, step: Step)?
        for finish in finishes {
            for shiftOn in [false, true] where finish.shift == nil || finish.shift == shiftOn {
                let state = finish.layer * 2 + (shiftOn ? 1 : 0)
                guard distance[state] >= 0 else { continue }
                let cost = distance[state] + finish.cost
                if let current = best, current.cost <= cost { continue }
                let step: Step
                if state == start {
                    switch finish.kind {
                    case .tap: step = .tap(key: finish.key, finishes: true)
                    case .longPress(let alternate): step = .longPress(key: finish.key, alternate: alternate)
                    case .dead, .cancelAccent: step = .tap(key: finish.key, finishes: false)
                    }
                } else {
                    step = .tap(key: firstTap[state], finishes: false)
                }
                best = (cost, step)
            }
        }
        return best?.step
    }

    /// Every way to produce `target` from the current accent state.
    private func finishes(for target: String) -> [Finish] {
        var result: [Finish] = []
        let accent = controller.accent
        let layout = controller.layout
        for (layerIndex, layer) in controller.layers.enumerated() {
            for (index, output) in layer.outputs.enumerated() {
                switch output.kind {
                case .character:
                    let plain = accent.map { controller.resolve($0, output.text) } ?? output.text
                    let shifted = accent.map { controller.resolve($0, output.shifted) } ?? output.shifted
                    if let shift = Self.shiftNeeded(plain: plain, shifted: shifted, target: target) {
                        result.append(Finish(layer: layerIndex, key: index, shift: shift, kind: .tap, cost: 1))
                    }
                    for (plainAlternate, shiftedAlternate) in zip(output.alternates, output.shiftedAlternates) {
                        let plain = accent.map { controller.resolve($0, plainAlternate) } ?? plainAlternate
                        let shifted = accent.map { controller.resolve($0, shiftedAlternate) } ?? shiftedAlternate
                        guard let shift = Self.shiftNeeded(plain: plain, shifted: shifted, target: target) else {
                            continue
                        }
                        let selected = shift == true ? shiftedAlternate : plainAlternate
                        result.append(
                            Finish(layer: layerIndex, key: index, shift: shift, kind: .longPress(selected), cost: 3))
                    }
                case .space:
                    let typed = accent.map { layout.compose.compose(accent: $0, base: " ") ?? $0 } ?? " "
                    if typed == target {
                        result.append(Finish(layer: layerIndex, key: index, shift: nil, kind: .tap, cost: 1))
                    }
                case .return where accent == nil && target == "\n":
                    result.append(Finish(layer: layerIndex, key: index, shift: nil, kind: .tap, cost: 1))
                case .dead where accent == nil && deadKeyReaches(target, accent: output.text):
                    result.append(Finish(layer: layerIndex, key: index, shift: nil, kind: .dead, cost: 2))
                default:
                    break
                }
            }
        }
        if result.isEmpty && accent != nil {
            // A waiting accent that leads nowhere: cancel it with backspace.
            for (layerIndex, layer) in controller.layers.enumerated() {
                for (index, output) in layer.outputs.enumerated() where output.kind == .backspace {
                    result.append(Finish(layer: layerIndex, key: index, shift: nil, kind: .cancelAccent, cost: 1))
                }
            }
        }
        return result
    }

    /// Whether some key of the layout, typed after `accent`, gives `target`.
    private func deadKeyReaches(_ target: String, accent: String) -> Bool {
        let layout = controller.layout
        if (layout.compose.compose(accent: accent, base: " ") ?? accent) == target { return true }
        for layer in controller.layers {
            for output in layer.outputs where output.kind == .character {
                let bases = [output.text, output.shifted] + output.alternates + output.shiftedAlternates
                if bases.contains(where: { controller.resolve(accent, $0) == target }) { return true }
            }
        }
        return false
    }

    /// The shift state a key with these outputs needs to type `target`: `nil` inside the
    /// optional means either works; `nil` itself, that it cannot.
    private static func shiftNeeded(plain: String, shifted: String, target: String) -> Bool?? {
        switch (plain == target, shifted == target) {
        case (true, true): return .some(nil)
        case (true, false): return false
        case (false, true): return true
        case (false, false): return nil
        }
    }
}
