import KeyboardInput
import KeyboardModel

extension Typist {
    /// A way to type the next part of the text from some layer and shift state: a gesture on
    /// one key whose output is that part (or, for a dead key or a base to be modified, a step
    /// towards it).
    private struct Finish {
        enum Kind {
            case tap
            case longPress(String)
            case flick(FlickDirection)
            case multitap(Int)
        }

        let layer: Int
        let key: Int
        /// The shift state the finish needs, or `nil` for either.
        let shift: Bool?
        let kind: Kind
        /// Taps it costs (a long press counts 3, a flick a little more than a tap).
        let cost: Int
        /// Scalars of the text it types (``Step/base`` for a base to be modified).
        let consumes: Typed
    }

    /// The first step of the cheapest plan for the start of `remaining` from the controller's
    /// state now, or `nil` when there is none. With `modifying`, the character before the caret
    /// was typed as a base for `remaining`'s first character, which modify-previous taps finish.
    func nextStep(for remaining: ArraySlice<Unicode.Scalar>, modifying: Bool) -> Step? {
        let finishes = startable(
            self.finishes(for: remaining, modifying: modifying, accent: controller.pendingAccent), of: remaining)
        guard !finishes.isEmpty else { return nil }
        // Cheapest paths over layer × shift (off, once, locked): cost and the first step on the
        // way. The edges are the gestures whose action is a layer, shift or caps-lock key's: a tap
        // on such a key (10) or a flick that does one (11, as a flick that types). What each leads
        // to is what the controller's own reducer does with that gesture, run on a copy of its
        // state. The graph has three nodes a layer: the cheapest open node is found by a scan.
        let shifts = ShiftState.allCases
        func node(_ layer: Int, _ shift: ShiftState) -> Int {
            layer * shifts.count + (shifts.firstIndex(of: shift) ?? 0)
        }
        var probe = controller.reducer
        probe.state.touch = nil
        probe.state.sequence = .none
        let rest = probe.state
        let layerCount = controller.layers.count
        let start = node(controller.state.layerIndex, controller.state.shift)
        var distance = [Int](repeating: -1, count: layerCount * shifts.count)
        var firstStep = [Step?](repeating: nil, count: layerCount * shifts.count)
        var done = [Bool](repeating: false, count: layerCount * shifts.count)
        distance[start] = 0
        while true {
            var state = -1
            for candidate in distance.indices where !done[candidate] && distance[candidate] >= 0 {
                if state < 0 || distance[candidate] < distance[state] { state = candidate }
            }
            guard state >= 0 else { break }
            done[state] = true
            let layer = state / shifts.count
            let shift = shifts[state % shifts.count]
            /// The node `gesture` leads to from this one, reached for `cost` more by `step`.
            func relax(_ gesture: KeyboardReducer.Gesture, cost: Int, step: Step) {
                probe.state = rest
                probe.state.layerIndex = layer
                probe.state.shift = shift
                probe.reduce(.gesture(gesture, layer: layer, at: time))
                probe.effects.removeAll(keepingCapacity: true)
                let next = node(probe.state.layerIndex, probe.state.shift)
                let through = distance[state] + cost
                guard !done[next], distance[next] < 0 || through < distance[next] else { return }
                distance[next] = through
                firstStep[next] = state == start ? step : firstStep[state]
            }
            for (index, output) in controller.layers[layer].outputs.enumerated() {
                if output.kind == .layer || output.kind == .shift || output.kind == .capsLock {
                    relax(
                        .tap(key: index, at: controller.layers[layer].frames.keys[index].frame.center), cost: 10,
                        step: .tap(key: index, consumes: .scalars(0)))
                }
                for (direction, flick) in output.flicks
                where flick.kind == .layer || flick.kind == .shift || flick.kind == .capsLock {
                    relax(
                        .flick(key: index, direction), cost: 11,
                        step: .flick(key: index, direction: direction, consumes: .scalars(0)))
                }
            }
        }
        var best: (cost: Int, perScalar: Int, consumes: Typed, step: Step)?
        for finish in finishes {
            for shift in shifts where finish.shift == nil || finish.shift == shift.isOn {
                let state = node(finish.layer, shift)
                guard distance[state] >= 0 else { continue }
                let cost = distance[state] + finish.cost
                // The cheapest per scalar typed: a conjunct key beats its three letters. At the same
                // price the longer text wins, so that no remainder is left that no key types alone
                // (a key of a space and a combining mark, against the space bar and nothing).
                let perScalar = cost * 12 / max(finish.consumes.count, 1)
                if let current = best,
                    current.perScalar < perScalar
                        || (current.perScalar == perScalar
                            && (current.consumes > finish.consumes
                                || (current.consumes == finish.consumes && current.cost <= cost)))
                {
                    continue
                }
                let step: Step
                if state == start {
                    switch finish.kind {
                    case .tap: step = .tap(key: finish.key, consumes: finish.consumes)
                    case .longPress(let alternate):
                        step = .longPress(key: finish.key, alternate: alternate, consumes: finish.consumes)
                    case .flick(let direction):
                        step = .flick(key: finish.key, direction: direction, consumes: finish.consumes)
                    case .multitap(let taps):
                        step = .multitap(key: finish.key, taps: taps, consumes: finish.consumes)
                    }
                } else {
                    guard let first = firstStep[state] else { continue }
                    step = first
                }
                best = (cost, perScalar, finish.consumes, step)
            }
        }
        return best?.step
    }

    /// `finishes` without those that end inside a grapheme of `remaining` (a letter without the
    /// mark that follows it) when no key starts what they leave — so a key that types `g̃`
    /// whole is used where no key types the tilde alone, and `g` then a tilde key where one
    /// does. All of them when every one would be dropped (the plan then fails as before), and
    /// while an accent waits (what is left is typed after the accent is used).
    private func startable(_ finishes: [Finish], of remaining: ArraySlice<Unicode.Scalar>) -> [Finish] {
        guard controller.pendingAccent == nil,
            finishes.contains(where: { Self.splitsGrapheme(remaining, after: $0.consumes.count) })
        else { return finishes }
        var startsRest: [Int: Bool] = [:]
        let kept = finishes.filter { finish in
            guard Self.splitsGrapheme(remaining, after: finish.consumes.count) else { return true }
            if let known = startsRest[finish.consumes.count] { return known }
            let rest = remaining.dropFirst(finish.consumes.count)
            let starts = !self.finishes(for: rest, modifying: false, accent: nil).isEmpty
            startsRest[finish.consumes.count] = starts
            return starts
        }
        return kept.isEmpty ? finishes : kept
    }

    /// Whether the first `count` scalars of `remaining` end inside one of its graphemes.
    static func splitsGrapheme(_ remaining: ArraySlice<Unicode.Scalar>, after count: Int) -> Bool {
        guard count > 0, count < remaining.count else { return false }
        let last = remaining[remaining.startIndex + count - 1]
        let next = remaining[remaining.startIndex + count]
        // Between two ASCII scalars graphemes break, but for CR LF.
        if last.isASCII && next.isASCII { return last == "\r" && next == "\n" }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: remaining.prefix(count + 8))
        var offset = 0
        for character in String(scalars) {
            offset += character.unicodeScalars.count
            if offset >= count { return offset > count }
        }
        return false
    }

    /// Every way to type the start of `remaining` while `accent` waits (the keyboard's pending
    /// accent, or one a dead key would leave).
    private func finishes(for remaining: ArraySlice<Unicode.Scalar>, modifying: Bool, accent: String?) -> [Finish] {
        var result: [Finish] = []
        let layout = controller.layout
        /// A finish if `plain` or `shifted` start `remaining`.
        func add(layer: Int, key: Int, plain: String, shifted: String, kind: Finish.Kind, cost: Int) {
            let plain = accent.map { controller.resolve($0, plain) } ?? plain
            let shifted = accent.map { controller.resolve($0, shifted) } ?? shifted
            let plainFits = Self.starts(remaining, with: plain)
            let shiftedFits = Self.starts(remaining, with: shifted)
            guard plainFits || shiftedFits else { return }
            let shift: Bool? = plainFits && shiftedFits && plain == shifted ? nil : plainFits ? false : true
            let typed = plainFits ? plain : shifted
            result.append(
                Finish(
                    layer: layer, key: key, shift: shift, kind: kind, cost: cost,
                    consumes: .scalars(typed.unicodeScalars.count)))
        }
        /// A finish if `output` (a key's, or a flick's) is a space, a line break, a tab or a dead
        /// key that starts `remaining`; `cost` is a tap's or a flick's (a dead key costs a tap
        /// more, for the letter it waits for).
        func addOther(_ output: KeyboardReducer.KeyOutput, layer: Int, key: Int, kind: Finish.Kind, cost: Int) {
            switch output.kind {
            case .space:
                let typed = accent.map { layout.compose.compose(accent: $0, base: " ") ?? $0 } ?? " "
                if Self.starts(remaining, with: typed) {
                    result.append(
                        Finish(
                            layer: layer, key: key, shift: nil, kind: kind, cost: cost,
                            consumes: .scalars(typed.unicodeScalars.count)))
                }
            case .return where accent == nil && remaining.first == "\n",
                .tab where accent == nil && remaining.first == "\t":
                result.append(Finish(layer: layer, key: key, shift: nil, kind: kind, cost: cost, consumes: .scalars(1)))
            case .dead:
                guard case .dead(let keyAccent) = output.action else { break }
                if let accent {
                    // A second dead key types what the keyboard makes of the two.
                    let typed = controller.reducer.rules.deadKey(keyAccent, after: accent).typed
                    if Self.starts(remaining, with: typed) {
                        result.append(
                            Finish(
                                layer: layer, key: key, shift: nil, kind: kind, cost: cost,
                                consumes: .scalars(typed.unicodeScalars.count)))
                    }
                } else if deadKeyReaches(remaining, accent: keyAccent) {
                    result.append(
                        Finish(layer: layer, key: key, shift: nil, kind: kind, cost: cost + 10, consumes: .scalars(0)))
                }
            default:
                break
            }
        }
        if modifying {
            // The base is typed: tap a modify-previous key whose table takes it towards the target.
            for (layerIndex, layer) in controller.layers.enumerated() {
                for (index, output) in layer.outputs.enumerated() {
                    guard case .modifyPrevious(let table) = output.action,
                        let steps = modifySteps(table: table, towards: remaining)
                    else { continue }
                    result.append(
                        Finish(
                            layer: layerIndex, key: index, shift: nil, kind: .tap, cost: 10,
                            consumes: .scalars(steps == 1 ? 1 : 0)))
                }
            }
            return result
        }
        for (layerIndex, layer) in controller.layers.enumerated() {
            for (index, output) in layer.outputs.enumerated() {
                switch output.kind {
                case .character:
                    add(
                        layer: layerIndex, key: index, plain: output.text, shifted: output.shifted, kind: .tap, cost: 10
                    )
                    for (plainAlternate, shiftedAlternate) in zip(
                        output.alternates, controller.shiftedAlternates(of: output, layer: layerIndex))
                    {
                        let before = result.count
                        add(
                            layer: layerIndex, key: index, plain: plainAlternate, shifted: shiftedAlternate,
                            kind: .longPress(plainAlternate), cost: 30)
                        if result.count > before, let last = result.last, last.shift == true {
                            result[result.count - 1] = Finish(
                                layer: last.layer, key: last.key, shift: true, kind: .longPress(shiftedAlternate),
                                cost: last.cost, consumes: last.consumes)
                        }
                    }
                    for step in output.multitap.indices where output.multitap[step].kind == .character {
                        let taps = step + 2
                        add(
                            layer: layerIndex, key: index, plain: output.multitap[step].text,
                            shifted: output.multitap[step].shifted, kind: .multitap(taps), cost: 10 * taps)
                    }
                default:
                    addOther(output, layer: layerIndex, key: index, kind: .tap, cost: 10)
                }
                for (direction, flick) in output.flicks {
                    if flick.kind == .character {
                        add(
                            layer: layerIndex, key: index, plain: flick.text, shifted: flick.shifted,
                            kind: .flick(direction), cost: 11)
                    } else {
                        addOther(flick, layer: layerIndex, key: index, kind: .flick(direction), cost: 11)
                    }
                }
            }
        }
        if result.isEmpty, accent == nil, let target = remaining.first {
            // A base that modify-previous keys turn into the target: type it (consuming nothing).
            for base in modifyBases(of: target) {
                let scalars = ArraySlice(base.unicodeScalars)
                let before = result.count
                for finish in finishes(for: scalars, modifying: false, accent: nil)
                where finish.consumes == .scalars(scalars.count) {
                    result.append(
                        Finish(
                            layer: finish.layer, key: finish.key, shift: finish.shift, kind: finish.kind,
                            cost: finish.cost + 10, consumes: .base))
                }
                if result.count > before { break }
            }
        }
        if result.isEmpty && accent != nil {
            // A waiting accent that leads nowhere: cancel it with backspace.
            for (layerIndex, layer) in controller.layers.enumerated() {
                for (index, output) in layer.outputs.enumerated() where output.kind == .backspace {
                    result.append(
                        Finish(layer: layerIndex, key: index, shift: nil, kind: .tap, cost: 10, consumes: .scalars(0)))
                }
            }
        }
        return result
    }

    /// Whether `remaining` starts with the scalars of `text` (which is not empty).
    private static func starts(_ remaining: ArraySlice<Unicode.Scalar>, with text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard !scalars.isEmpty, scalars.count <= remaining.count else { return false }
        return zip(scalars, remaining).allSatisfy { $0 == $1 }
    }

    /// Whether some gesture after the dead key `accent` types the start of `remaining`: a finish
    /// planned with the accent waiting that types something (not the backspace that cancels it).
    private func deadKeyReaches(_ remaining: ArraySlice<Unicode.Scalar>, accent: String) -> Bool {
        finishes(for: remaining, modifying: false, accent: accent).contains { $0.consumes.count > 0 }
    }

    /// How many taps of a modify-previous key with `table` take the character before the caret
    /// to the first character of `remaining` (at most the table's size), or `nil`.
    private func modifySteps(table name: String, towards remaining: ArraySlice<Unicode.Scalar>) -> Int? {
        guard let table = controller.layout.modifyTables[text: name], let target = remaining.first,
            let before = controller.input?.documentContextBeforeInput?.last
        else { return nil }
        var current = String(before)
        for steps in 1...max(table.count, 1) {
            guard let next = table[text: current] else { return nil }
            if next.utf8.elementsEqual(String(Character(target)).utf8) { return steps }
            current = next
        }
        return nil
    }

    /// The texts that modify-previous tables turn, in one or more taps, into `target`: the
    /// bases to type first.
    private func modifyBases(of target: Unicode.Scalar) -> [String] {
        let goal = String(Character(target))
        var bases: [ExactText] = []
        for table in controller.layout.modifyTables.values {
            for base in table.keys.sorted() where base != ExactText(goal) && !bases.contains(base) {
                var current = base
                for _ in 0..<table.count {
                    guard let next = table[current] else { break }
                    if ExactText(next) == ExactText(goal) {
                        bases.append(base)
                        break
                    }
                    current = ExactText(next)
                }
            }
        }
        return bases.map(\.string)
    }
}
