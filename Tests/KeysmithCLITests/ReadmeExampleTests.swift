import Keysmith
import Testing

// MARK: - The example of README.md, word for word

/// Loads a layout, taps "h" and "i" through the controller, and returns the text typed ("Hi").
@MainActor private func typeHi(layoutPath: String) throws -> String {
    let loaded = LayoutLoader().load(path: layoutPath)
    guard let layout = loaded.layout else {
        // Every problem, as `keysmith validate` prints it.
        throw LayoutProblems(text: DiagnosticRenderer(sources: loaded.sources).render(loaded.diagnostics))
    }
    let controller = try KeyboardController(layout: layout)  // frames at the layout's preferred size
    let buffer = TextBuffer()
    controller.input = buffer  // the default wiring: text goes into the buffer
    var time = 0.0
    for id in ["h", "i"] {
        guard let key = controller.frames?.key(withID: id) else { continue }
        controller.handle(TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
        time += 0.2
    }
    return buffer.text  // "Hi": shift engaged by itself at the start of the text
}

private struct LayoutProblems: Error { let text: String }

// MARK: -

@MainActor @Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleTypesHi() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        #expect(try typeHi(layoutPath: "/" + root + "/Layouts/en-US.yaml") == "Hi")
    }

    @Test func theReadmeExampleReportsAMissingFile() {
        #expect(throws: LayoutProblems.self) { try typeHi(layoutPath: "/nonexistent/x.yaml") }
    }
}
