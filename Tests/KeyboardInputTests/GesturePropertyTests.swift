import Foundation
import KeyboardGeometry
import KeyboardModel
import KeysmithSources
import LayoutFormat
import TestSupport
import Testing

@testable import KeyboardInput

/// Random touch sequences on every bundled layout: taps, flicks (short of the start distance,
/// abandoned between start and trigger, and complete), long presses with slides, quick repeated
/// taps (multitap), backspace held.
///
/// Two reference models check each sequence. The gesture model says, from the touches' geometry
/// and times alone, what a touch must type when nothing waits to combine — a complete flick its
/// direction's output, an abandoned one nothing, a tap on a plain text key its text — and the
/// edit model applies what the delegate reports (insertions, deletions) to a string that must
/// stay equal to the document: no text is lost or duplicated between the two. The controller's
/// own invariants are checked after every event (debug builds).
@MainActor @Suite struct GesturePropertyTests {
    /// Applies the delegate's edits to its own copy of the text.
    final class EditModel: KeyboardDelegate {
        var text: String
        init(_ text: String) { self.text = text }
        func keyboardController(_ controller: KeyboardController, didInsert inserted: String) { text += inserted }
        func keyboardController(_ controller: KeyboardController, didDeleteBackward unit: DeletionUnit) {
            // Holds stay under the word-deletion time: one character per deletion.
            if !text.isEmpty { text.removeLast() }
        }
    }

    nonisolated static let ids = BundledSources.layouts.keys.sorted()

    @Test(arguments: ids)
    func randomTouchesKeepTheText(_ id: String) throws {
        let result = LayoutLoader().load(path: BundledLayoutTypingTests.layouts + "/" + id + ".yaml")
        let layout = try #require(result.layout)
        let controller = try KeyboardController(layout: layout)
        let buffer = TextBuffer("Start ")
        controller.input = buffer
        let model = EditModel(buffer.text)
        controller.delegate = model
        var random = SplitMix64(seed: id.unicodeScalars.reduce(7) { $0 &* 31 &+ UInt64($1.value) })
        var time = 0.0
        var checked = (flicks: 0, abandoned: 0, taps: 0)
        for step in 0..<400 {
            guard let frames = controller.frames, !frames.keys.isEmpty else { break }
            let index = Int(random.next() % UInt64(frames.keys.count))
            let key = frames.keys[index]
            let output = controller.layers[controller.state.layerIndex].outputs[index]
            let center = key.frame.center
            let before = buffer.text
            let quiet = controller.pendingAccent == nil && controller.composingText == nil && controller.composer == nil
            let inCycle: Bool = {
                if case .multitap = controller.state.sequence { return true }
                return false
            }()
            let shifted = controller.shiftState.isOn
            let id = step + 1
            switch random.next() % 10 {
            case 0, 1, 2:
                // A flick: complete (0.9 of the height), abandoned (0.5) or short (0.2).
                let distances = [0.9, 0.5, 0.2]
                let distance = distances[Int(random.next() % 3)]
                // Diagonals only on keys that define one: a 4-way key takes a diagonal to the
                // nearer of two, which the model does not decide.
                let eightWay = output.flicks.contains { $0.direction.isDiagonal }
                let choices: [FlickDirection] = eightWay ? FlickDirection.allCases : [.n, .e, .s, .w]
                let direction = choices[Int(random.next() % UInt64(choices.count))]
                let vector = direction.screenVector
                let end = KeyboardPoint(
                    x: center.x + vector.dx * distance * key.frame.height,
                    y: center.y + vector.dy * distance * key.frame.height)
                controller.handle(TouchEvent(id: id, phase: .began, location: center, timestamp: time))
                controller.handle(TouchEvent(id: id, phase: .moved, location: end, timestamp: time + 0.03))
                controller.handle(TouchEvent(id: id, phase: .ended, location: end, timestamp: time + 0.06))
                if output.hasFlicks, quiet, distance == 0.9 {
                    if let flick = output.flick(direction), flick.kind == .character {
                        #expect(buffer.text == before + (shifted ? flick.shifted : flick.text), "\(id) flick")
                        checked.flicks += 1
                    } else if output.flick(direction) == nil {
                        #expect(buffer.text == before, "\(id): a flick towards nothing types nothing")
                    }
                } else if output.hasFlicks, distance == 0.5 {
                    #expect(buffer.text == before, "\(id): an abandoned flick types nothing")
                    checked.abandoned += 1
                }
            case 3:
                // A long press, resting 0.3–0.8 s, sliding a little.
                let held = 0.3 + Double(random.next() % 50) / 100
                controller.handle(TouchEvent(id: id, phase: .began, location: center, timestamp: time))
                controller.tick(at: time + held)
                let slide = KeyboardPoint(x: center.x + Double(random.next() % 60) - 30, y: center.y - 30)
                controller.handle(TouchEvent(id: id, phase: .moved, location: slide, timestamp: time + held))
                controller.handle(TouchEvent(id: id, phase: .ended, location: slide, timestamp: time + held + 0.05))
                time += held
            case 4:
                // Backspace held up to 1.5 s (less than the word-deletion delay).
                guard let backspace = frames.keys.first(where: { $0.key.action == .backspace }) else { break }
                let held = Double(random.next() % 150) / 100
                controller.handle(TouchEvent(id: id, phase: .began, location: backspace.frame.center, timestamp: time))
                controller.tick(at: time + held)
                controller.handle(
                    TouchEvent(id: id, phase: .ended, location: backspace.frame.center, timestamp: time + held))
                time += held
            default:
                // A tap, sometimes soon after the last (a multitap step when the key has a cycle).
                controller.handle(TouchEvent(id: id, phase: .began, location: center, timestamp: time))
                controller.handle(TouchEvent(id: id, phase: .ended, location: center, timestamp: time + 0.05))
                if quiet, !inCycle, output.kind == .character, output.multitap.isEmpty {
                    #expect(buffer.text == before + (shifted ? output.shifted : output.text), "\(id) tap \(key.id)")
                    checked.taps += 1
                }
            }
            #expect(model.text == buffer.text, "\(id): step \(step)")
            time += random.next() % 4 == 0 ? 0.3 : 1.0
            // Now and then the text is cleared, so it stays short.
            if buffer.text.count > 200 {
                buffer.setSelection(0..<buffer.text.count)
                buffer.deleteBackward()
                controller.textDidChange()
                model.text = buffer.text
            }
        }
        // Layouts whose text keys all compose or cycle give the gesture model nothing to check.
        let plainKeys =
            layout.composer == nil
            && layout.layers.contains { $0.keys.contains { $0.text != nil && $0.multitap.isEmpty } }
        #expect(!plainKeys || checked.taps + checked.flicks > 0, "\(id): \(checked)")
    }
}
