import FuzzSupport
// libFuzzer target: `keysmith type` on en-US with arbitrary text; what it types must be the text.
// Build and run with scripts/fuzz.sh type.
import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import LayoutFormat
import TouchScripts

/// The en-US geometry, solved once for every input (the fuzzer runs on one thread).
let geometry = FuzzDriver.bundledLayout("en-US").flatMap { try? LayoutGeometry($0) }

/// One input: its first 64 characters typed on a fresh controller; either some characters are
/// reported missing, or the buffer holds exactly the text.
@MainActor func fuzzOne(_ bytes: [UInt8]) {
    guard let geometry,
        let controller = try? KeyboardController(geometry: geometry, size: geometry.layout.size)
    else { return }
    let text = String(String(decoding: bytes, as: UTF8.self).prefix(64))
    let buffer = TextBuffer()
    controller.input = buffer
    do {
        try Typist(controller: controller).type(text)
    } catch {
        _ = error.description
        return
    }
    if buffer.text != text {
        // unreachable: the typist types exactly the text it accepts; a finding says otherwise.
        fatalError("typed \(Array(buffer.text.unicodeScalars)) for \(Array(text.unicodeScalars))")
    }
}

@main enum FuzzType: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
