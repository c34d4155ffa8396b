// libFuzzer target: bytes read as a compiled layout — as they are, and with the header's length
// and checksum made right, so that mutations reach the sections. A layout that reads is written
// again (the same layout must come back), laid out, and typed on. Build and run with
// scripts/fuzz.sh compiled.
import CompiledLayouts
import FuzzSupport
import KeyboardGeometry
import KeyboardInput
import KeyboardModel

@MainActor func fuzzOne(_ bytes: [UInt8]) {
    check(bytes)
    check(CompiledLayout.sealed(bytes))
}

@MainActor func check(_ bytes: [UInt8]) {
    guard let layout = try? CompiledLayout.decode(bytes) else { return }
    // What reads is a layout the writer writes back to the same layout.
    guard (try? CompiledLayout.decode(CompiledLayout.encode(layout))) == layout else {
        // unreachable: a finding says otherwise.
        fatalError("a compiled layout does not read back as itself")
    }
    // The geometry and the controller take any layout that reads: errors, never traps.
    guard let geometry = try? LayoutGeometry(layout),
        let controller = try? KeyboardController(geometry: geometry, size: layout.size),
        let layer = controller.frames
    else { return }
    let buffer = TextBuffer()
    controller.input = buffer
    var time = 0.0
    for key in layer.keys.prefix(64) {
        controller.handle(TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
        time += 0.2
    }
    controller.tick(at: time + 1)
    _ = buffer.text
}

@main enum FuzzCompiled: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
