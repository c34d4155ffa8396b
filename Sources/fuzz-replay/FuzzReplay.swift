import FuzzSupport
// libFuzzer target: touch-event lines (JSON lines) replayed on en-US. Build and run with
// scripts/fuzz.sh replay.
import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import LayoutFormat

/// The en-US geometry, solved once for every input (the fuzzer runs on one thread).
let geometry = FuzzDriver.bundledLayout("en-US").flatMap { try? LayoutGeometry($0) }

/// One input: every line parsed; lines that parse, in time order, go to a fresh controller.
@MainActor func fuzzOne(_ bytes: [UInt8]) {
    guard let geometry,
        let controller = try? KeyboardController(geometry: geometry, size: geometry.layout.size)
    else { return }
    let buffer = TextBuffer()
    controller.input = buffer
    var previous = -Double.infinity
    var start = 0
    while start <= bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        do {
            if let parsed = try TouchEventLine.parse(bytes[start..<end]), parsed.event.timestamp >= previous {
                previous = parsed.event.timestamp
                controller.tick(at: parsed.event.timestamp)
                controller.handle(parsed.event)
            }
        } catch {
            if error.column < 1 || error.column > end - start + 1 {
                // unreachable: an error points into its line or just past it; a finding says otherwise.
                fatalError("column \(error.column) outside a line of \(end - start) bytes")
            }
        }
        start = end + 1
    }
    _ = buffer.text
}

@main enum FuzzReplay: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
