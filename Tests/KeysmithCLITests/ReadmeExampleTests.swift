import Foundation
import Keysmith
import LayoutFormat
import Testing

// MARK: - The example of README.md, word for word

/// Loads a compiled layout (made by `keysmith compile` or the build plugin), taps "h" and "i"
/// through the controller, and returns the text typed ("Hi").
@MainActor private func typeHi(folder: String, layoutID: String) throws -> String {
    let loaded = CompiledLayoutFolder(folder).load(layoutID: layoutID)  // <folder>/<id>.kslayout
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
        let layout = try #require(LayoutLoader().load(path: "/" + root + "/Layouts/en-US.yaml").layout)
        let folder = try TemporaryDirectory()
        try Data(CompiledLayout.encode(layout)).write(to: URL(fileURLWithPath: folder.path + "/en-US.kslayout"))
        #expect(try typeHi(folder: folder.path, layoutID: "en-US") == "Hi")
    }

    @Test func theReadmeExampleReportsAMissingFile() {
        #expect(throws: LayoutProblems.self) { try typeHi(folder: "/nonexistent", layoutID: "x") }
    }
}
