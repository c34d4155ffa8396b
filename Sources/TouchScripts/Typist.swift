import KeyboardGeometry
import KeyboardInput
import KeyboardModel

/// Types a text on a ``KeyboardController`` the way a person would: plans the taps one
/// character at a time from the controller's real state (layer, shift, autocapitalisation, a
/// waiting accent) and sends them as touch events at key centres.
///
/// For each character it looks for the cheapest way from the current state: layer keys and
/// shift taps (a breadth-first search over layer × shift), then a tap, a long press on a key
/// whose alternates hold the character, or a dead key followed by a base it composes with.
/// Costs: one per tap, three for a long press, two for a dead key and its base. Taps last
/// ``tapDuration`` and follow each other after ``tapGap``; a space that would become ". " waits
/// out the double-space interval.
@MainActor
package final class Typist {
    /// The controller typed on.
    package let controller: KeyboardController
    /// The time of the next touch-down.
    package private(set) var time: Double
    /// Receives one line per tap (`t=0.120 layer=letters key=q at (21.5, 33.0)`), if set.
    package var trace: ((String) -> Void)?
    /// Receives each gesture as it is performed, if set: what a model of the typing's movements
    /// needs (`keysmith analyze`).
    package var gestures: ((Gesture) -> Void)?
    /// What the layout can produce, when the caller has it already (typing many texts on one
    /// layout); worked out for each text otherwise.
    package var typable: TypableCharacters.Checker?
    /// Whether ``type(_:)`` rehearses on a copy first, to name every character whose taps
    /// cannot be found before typing any. A caller typing on a throwaway controller (that
    /// discards it on a failure) can skip it.
    package var rehearses = true

    /// How long a finger stays down for a tap.
    package static let tapDuration = 0.05
    /// The pause between a release and the next touch-down.
    package static let tapGap = 0.1
    /// The most taps planned for one character before giving up (a layout whose state cannot
    /// be steered, e.g. autocapitalisation without a shift key).
    static let maxStepsPerCharacter = 16

    private var touchID = 0

    /// Creates a typist.
    ///
    /// - Parameters:
    ///   - controller: The controller to type on.
    ///   - startTime: The time of the first touch.
    package init(controller: KeyboardController, startTime: Double = 0) {
        self.controller = controller
        self.time = startTime
    }

    /// Types `text`.
    ///
    /// - Parameter text: The text.
    /// - Throws: ``TypingError/cannotType(layoutID:characters:)`` before typing anything when the
    ///   layout cannot produce some characters, or when their taps cannot be found from the
    ///   states typing goes through (a rehearsal on a copy finds those), naming them all.
    package func type(_ text: String) throws(TypingError) {
        let missing = (typable ?? TypableCharacters.Checker(controller.layout)).missing(in: text)
        if !missing.isEmpty { throw .cannotType(layoutID: controller.layout.id, characters: missing) }
        if rehearses {
            let unreachable = rehearse(text)
            if !unreachable.isEmpty { throw .cannotType(layoutID: controller.layout.id, characters: unreachable) }
        }
        let plan = Target(text, composer: controller.composer)
        var position = 0
        while position < plan.scalars.count {
            position = try typeNext(plan, from: position)
        }
    }

    /// Swipes `word` through the centres of its letters' keys on the layer shown, as one touch:
    /// down on the first, a point every ``swipeStep`` points 10 ms apart along the straight
    /// lines between them, up on the last. A letter repeated (`ll`) is one key.
    ///
    /// - Returns: Whether it swiped: `false`, sending nothing, when a letter has no key on the
    ///   layer shown (in either case) or the word passes through fewer than two keys.
    package func swipe(_ word: String) -> Bool {
        guard let frames = controller.frames else { return false }
        var corners: [KeyboardPoint] = []
        for character in word {
            let letter = String(character)
            guard let centre = frames.centre(ofKeyTyping: letter) ?? frames.centre(ofKeyTyping: letter.lowercased())
            else { return false }
            if corners.last != centre { corners.append(centre) }
        }
        guard corners.count >= 2, let first = corners.first, let last = corners.last else { return false }
        touchID += 1
        controller.handle(TouchEvent(id: touchID, phase: .began, location: first, timestamp: time))
        for (a, b) in zip(corners, corners.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let steps = max(1, Int(length / Self.swipeStep))
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                time += 0.01
                controller.handle(
                    TouchEvent(
                        id: touchID, phase: .moved,
                        location: KeyboardPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t),
                        timestamp: time))
            }
        }
        time += 0.01
        controller.handle(TouchEvent(id: touchID, phase: .ended, location: last, timestamp: time))
        trace?("t=\(time) swipe \(word) through \(corners.count) keys")
        time += Self.tapGap
        return true
    }

    /// The distance between the points of a planned swipe, in points.
    package static let swipeStep = 4.0

    /// What the keys must type for a text: its scalars, or for a layout with a composer the
    /// keystrokes of each character; and for each, the character of the text it belongs to.
    struct Target {
        /// What the keys must type, in order.
        var scalars: [Unicode.Scalar] = []
        /// The characters of the text.
        var characters: [Character] = []
        /// For each scalar, the index of its character in ``characters``.
        var owner: [Int] = []

        init(_ text: String, composer: (any SyllableComposer.Type)?) {
            for character in text {
                let keys = composer?.keystrokes(for: String(character)).joined() ?? String(character)
                for scalar in keys.unicodeScalars {
                    scalars.append(scalar)
                    owner.append(characters.count)
                }
                characters.append(character)
            }
        }

        /// The character the scalar at `position` belongs to.
        func character(at position: Int) -> Character { characters[owner[position]] }

        /// The position of the first scalar after the character of the one at `position`.
        func next(after position: Int) -> Int {
            var end = position + 1
            while end < scalars.count, owner[end] == owner[position] { end += 1 }
            return end
        }
    }

    /// Types `text` on a copy of the controller, untraced, from the same state (the whole
    /// ``KeyboardState``: layer, one-shot origin, shift, what the last commit left, what waits
    /// to combine, the text before the caret, the field's traits; no finger down), and returns
    /// the characters whose taps could not be found there, each once: so that ``type(_:)``
    /// names them all before its first real tap, whatever the reason (a state the keys cannot
    /// steer out of, a layer too many taps away).
    private func rehearse(_ text: String) -> [Character] {
        let copy = controller.fresh()
        let buffer = TextBuffer(controller.input?.documentContextBeforeInput ?? "")
        copy.input = buffer
        copy.state = controller.state
        copy.state.touch = nil
        let rehearsal = Typist(controller: copy, startTime: time)
        let plan = Target(text, composer: controller.composer)
        var failed: [Character] = []
        var position = 0
        while position < plan.scalars.count {
            do throws(TypingError) {
                position = try rehearsal.typeNext(plan, from: position)
            } catch {
                let character = plan.character(at: position)
                if !failed.contains(character) { failed.append(character) }
                // Go on with the next character.
                position = plan.next(after: position)
            }
        }
        return failed
    }

    /// Types what the cheapest plan types next from `position` of `plan`, re-planning after
    /// every gesture, and returns the position after it.
    private func typeNext(_ plan: Target, from position: Int) throws(TypingError) -> Int {
        var modifying = false
        for _ in 0..<Self.maxStepsPerCharacter {
            guard let step = nextStep(for: plan.scalars[position...], modifying: modifying) else { break }
            let performed = perform(step, typing: plan.scalars[position])
            guard performed else { break }
            switch step.consumes {
            case .base: modifying = true
            case .scalars(0): continue
            case .scalars(let count): return position + count
            }
        }
        throw .cannotType(layoutID: controller.layout.id, characters: [plan.character(at: position)])
    }

    /// Performs `step`, for the text's next scalar `next`; whether it could be performed.
    private func perform(_ step: Step, typing next: Unicode.Scalar) -> Bool {
        switch step {
        case .tap(let key, let consumes):
            if consumes.count > 0, next == " ", controller.spaceWouldInsertPeriod(at: time + Self.tapDuration) {
                let wait = controller.timing.doubleSpaceInterval
                guard wait.isFinite else { return false }
                time += wait + Self.tapGap
            }
            waitOutMultitap(on: key)
            tap(key)
        case .longPress(let key, let alternate, _):
            return longPress(key, selecting: alternate)
        case .flick(let key, let direction, _):
            // A flick starts no multitap cycle and steps none: no need to wait one out.
            flick(key, direction)
        case .multitap(let key, let taps, _):
            waitOutMultitap(on: key)
            // Every tap where the first was: the key's place, whatever layer its first tap leaves
            // shown (an apostrophe that returns, a one-shot layer, a shifted face let go).
            guard let frames = controller.frames, frames.keys.indices.contains(key) else { return false }
            let layer = controller.layerName
            for step in 1...max(taps, 1) {
                tap(frames.keys[key], of: layer, note: " multitap \(step)/\(taps)", kind: .multitap(step: step))
            }
        }
        return true
    }

    /// Waits until a multitap cycle on key `index` of the shown layer is over, so that the next
    /// tap on it starts afresh instead of stepping it.
    private func waitOutMultitap(on index: Int) {
        guard case .multitap(let cycle) = controller.state.sequence,
            let point = centre(ofKey: index),
            controller.reducer.continues(cycle, tappedAt: point, key: index, layer: controller.state.layerIndex)
        else { return }
        let interval = controller.gestures.multitapInterval
        if time - cycle.at <= interval + KeyboardTiming.tolerance {
            time = cycle.at + interval + Self.tapGap
        }
    }

    // MARK: - Touches

    /// Taps key `index` of the shown layer at its centre.
    private func tap(_ index: Int, note: String = "", kind: Gesture.Kind = .tap) {
        guard let keys = controller.frames?.keys, keys.indices.contains(index) else { return }
        tap(keys[index], of: controller.layerName, note: note, kind: kind)
    }

    /// The centre of key `index` of the shown layer, if it has that key.
    private func centre(ofKey index: Int) -> KeyboardPoint? {
        guard let keys = controller.frames?.keys, keys.indices.contains(index) else { return nil }
        return keys[index].frame.center
    }

    /// Taps at the centre of `key` of `layer`: the layer shown, or the one a multitap cycle's
    /// first tap began on (the gesture is that key's, whatever key is there now).
    private func tap(_ key: KeyFrame, of layer: String, note: String, kind: Gesture.Kind) {
        let point = key.frame.center
        log("layer=\(layer) key=\(key.id) at \(Self.describe(point))\(note)")
        gestures?(Gesture(layer: layer, key: key, kind: kind))
        touchID += 1
        controller.handle(TouchEvent(id: touchID, phase: .began, location: point, timestamp: time))
        controller.handle(TouchEvent(id: touchID, phase: .ended, location: point, timestamp: time + Self.tapDuration))
        time += Self.tapDuration + Self.tapGap
    }

    /// Long-presses key `index` of the shown layer, slides to `alternate`, releases.
    ///
    /// - Returns: Whether the alternate was there to select.
    private func longPress(_ index: Int, selecting alternate: String) -> Bool {
        guard let frames = controller.frames, frames.keys.indices.contains(index) else { return false }
        let key = frames.keys[index]
        let point = key.frame.center
        touchID += 1
        let down = time
        controller.handle(TouchEvent(id: touchID, phase: .began, location: point, timestamp: down))
        let held = down + controller.timing.longPressDelay + Self.tapDuration
        controller.tick(at: held)
        guard let popup = controller.alternates, let cell = popup.alternates.firstIndex(of: alternate) else {
            controller.handle(TouchEvent(id: touchID, phase: .cancelled, location: point, timestamp: held))
            return false
        }
        let target = popup.cells[cell].center
        log(
            "layer=\(controller.layerName) key=\(key.id) at \(Self.describe(point)) long-press, "
                + "slide to '\(alternate)' at \(Self.describe(target))")
        gestures?(
            Gesture(
                layer: controller.layerName, key: key,
                kind: .longPress(dwell: controller.timing.longPressDelay, to: popup.cells[cell])))
        controller.handle(TouchEvent(id: touchID, phase: .moved, location: target, timestamp: held + Self.tapDuration))
        let up = held + 2 * Self.tapDuration
        controller.handle(TouchEvent(id: touchID, phase: .ended, location: target, timestamp: up))
        time = up + Self.tapGap
        return true
    }

    /// Flicks key `index` of the shown layer from its centre in `direction`, past the trigger
    /// distance.
    private func flick(_ index: Int, _ direction: FlickDirection) {
        guard let frames = controller.frames, frames.keys.indices.contains(index) else { return }
        let key = frames.keys[index]
        let start = key.frame.center
        let distance = key.frame.height * (controller.gestures.flickTrigger + 0.15)
        let vector = direction.screenVector
        let end = KeyboardPoint(x: start.x + vector.dx * distance, y: start.y + vector.dy * distance)
        log(
            "layer=\(controller.layerName) key=\(key.id) at \(Self.describe(start)) flick \(direction.rawValue) "
                + "to \(Self.describe(end))")
        gestures?(Gesture(layer: controller.layerName, key: key, kind: .flick(direction, to: end)))
        touchID += 1
        controller.handle(TouchEvent(id: touchID, phase: .began, location: start, timestamp: time))
        controller.handle(TouchEvent(id: touchID, phase: .moved, location: end, timestamp: time + Self.tapDuration / 2))
        controller.handle(TouchEvent(id: touchID, phase: .ended, location: end, timestamp: time + Self.tapDuration))
        time += Self.tapDuration + Self.tapGap
    }

    private func log(_ message: String) {
        trace?("t=\(FixedPoint.format(time, 3)) \(message)")
    }

    private static func describe(_ point: KeyboardPoint) -> String {
        "(\(FixedPoint.format(point.x, 1)), \(FixedPoint.format(point.y, 1)))"
    }
}
