import FuzzSupport
// libFuzzer target: touch-event lines (JSON lines) replayed on en-US, with a lexicon of a few
// words (suggestions, autocorrection and swipes) when the input's first byte is odd. Build and
// run with scripts/fuzz.sh replay.
import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import KeyboardWords
import LayoutFormat
import TouchScripts

/// The en-US geometry, solved once for every input (the fuzzer runs on one thread).
let geometry = FuzzDriver.bundledLayout("en-US").flatMap { try? LayoutGeometry($0) }

/// A few English words.
let lexicon: Lexicon? = {
    let words = "the they then there hello help world word to too top tie toe in on it is as a I of and you"
    let contents = LexiconContents(
        words: words.split(separator: " ").enumerated().map {
            LexiconContents.Word(form: Array($0.element.unicodeScalars), count: UInt64(1_000 - $0.offset * 30))
        }, fold: [:], language: "en")
    return try? Lexicon(bytes: Lexicon.encode(contents))
}()

/// One input: every line parsed; lines that parse, in time order, go to a fresh controller.
@MainActor func fuzzOne(_ bytes: [UInt8]) {
    guard let geometry,
        let controller = try? KeyboardController(geometry: geometry, size: geometry.layout.size)
    else { return }
    let buffer = TextBuffer()
    controller.input = buffer
    if let first = bytes.first, first & 1 == 1 {
        controller.lexicon = lexicon
        controller.autocorrects = first & 2 == 2
    }
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
    if let offered = controller.suggestions.suggestions.first { controller.accept(offered) }
    _ = buffer.text
}

@main enum FuzzReplay: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
