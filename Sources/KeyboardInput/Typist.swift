import KeyboardGeometry
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
package final class Typist {
    /// The controller typed on.
    package let controller: KeyboardController
    /// The time of the next touch-down.
    package private(set) var time: Double
    /// Receives one line per tap (`t=0.120 layer=letters key=q at (21.5, 33.0)`), if set.
    package var trace: ((String) -> Void)?

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
    /// - Throws: ``TypingError/cannotType(layout:characters:)`` before typing anything when the
    ///   layout cannot produce some characters, or when their taps cannot be found from the
    ///   states typing goes through (a rehearsal on a copy finds those), naming them all.
    package func type(_ text: String) throws(TypingError) {
        let missing = TypableCharacters.missing(in: text, layout: controller.layout)
        if !missing.isEmpty { throw .cannotType(layout: controller.layout.id, characters: missing) }
        let unreachable = rehearse(text)
        if !unreachable.isEmpty { throw .cannotType(layout: controller.layout.id, characters: unreachable) }
        for character in text {
            try type(character)
        }
    }

    /// Types `text` on a copy of the controller, untraced, from the same state (layer, shift,
    /// a waiting accent, the text before the caret), and returns the characters whose taps
    /// could not be found there, each once: so that ``type(_:)`` names them all before its
    /// first real tap, whatever the reason (a state the keys cannot steer out of, a layer too
    /// many taps away).
    private func rehearse(_ text: String) -> [Character] {
        let copy: KeyboardController
        do throws(GeometryError) {
            copy = try KeyboardController(
                layout: controller.layout, geometry: controller.geometry, size: controller.size,
                timing: controller.timing)
        } catch {
            return []
        }
        let buffer = TextBuffer(controller.input?.documentContextBeforeInput ?? "")
        copy.input = buffer
        copy.switchLayer(to: controller.layerIndex)
        copy.setShift(controller.shift)
        copy.accent = controller.accent
        let rehearsal = Typist(controller: copy, startTime: time)
        var failed: [Character] = []
        for character in text {
            do throws(TypingError) {
                try rehearsal.type(character)
            } catch {
                if !failed.contains(character) { failed.append(character) }
            }
        }
        return failed
    }

    /// Types one character, re-planning after every tap.
    private func type(_ character: Character) throws(TypingError) {
        let target = String(character)
        for _ in 0..<Self.maxStepsPerCharacter {
            guard let step = nextStep(for: target) else { break }
            switch step {
            case .tap(let key, let finishes):
                if finishes, target == " ", controller.spaceWouldInsertPeriod(at: time + Self.tapDuration) {
                    let wait = controller.timing.doubleSpaceInterval
                    guard wait.isFinite else { break }
                    time += wait + Self.tapGap
                }
                tap(key)
                if finishes { return }
            case .longPress(let key, let alternate):
                if longPress(key, selecting: alternate) { return }
                throw .cannotType(layout: controller.layout.id, characters: [character])
            }
        }
        throw .cannotType(layout: controller.layout.id, characters: [character])
    }

    // MARK: - Touches

    /// Taps key `index` of the shown layer at its centre.
    private func tap(_ index: Int) {
        guard let frames = controller.frames, frames.keys.indices.contains(index) else { return }
        let key = frames.keys[index]
        let point = key.frame.center
        log("layer=\(controller.layerName) key=\(key.id) at \(Self.describe(point))")
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
        controller.handle(TouchEvent(id: touchID, phase: .moved, location: target, timestamp: held + Self.tapDuration))
        let up = held + 2 * Self.tapDuration
        controller.handle(TouchEvent(id: touchID, phase: .ended, location: target, timestamp: up))
        time = up + Self.tapGap
        return true
    }

    private func log(_ message: String) {
        trace?("t=\(FixedPoint.format(time, 3)) \(message)")
    }

    private static func describe(_ point: Point) -> String {
        "(\(FixedPoint.format(point.x, 1)), \(FixedPoint.format(point.y, 1)))"
    }
}
