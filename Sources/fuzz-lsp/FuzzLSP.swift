// libFuzzer target: the language server on arbitrary bytes, as its standard input would bring
// them — framed into messages (or not), each handled after `initialize` and the opening of a
// small layout. Whatever the bytes, the server answers, refuses or ignores, and never traps.
// Build and run with scripts/fuzz.sh.
import FuzzSupport
import KeysmithLSP

/// `initialize` and the opening of a small layout with a typo, framed.
let opening: [UInt8] = {
    let layout =
        #"format: 1\nid: f\nname: F\nlocale: en\nsize: {width: 390, height: 216}\nlayers:\n  letters:\n    rows:\n      - [q, {acton: shift}, {action: layer, to: numbers, id: n}]\n      - [{action: backspace}, {action: space}, {action: return}]\n  numbers:\n    rows:\n      - [1, {action: layer, to: letters}]\n      - [{action: backspace}, {action: space}, {action: return}]\nconstraints:\n  - q.width == n.width\n"#
    let messages = [
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]}}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/f.yaml","languageId":"yaml","version":1,"text":"\#(layout)"}}}"#,
    ]
    return messages.flatMap { MessageFramer.frame(Array($0.utf8)) }
}()

func fuzzOne(_ bytes: [UInt8]) {
    var server = LanguageServer()
    var framer = MessageFramer(maxBodySize: 1 << 16)
    framer.append(opening)
    framer.append(bytes)
    var bodies: [[UInt8]] = []
    while let frame = framer.next() {
        if case .message(let body) = frame { bodies.append(body) }
    }
    // One batch, as a single read would give, and then each on its own.
    _ = server.handle(bodies)
    var again = LanguageServer()
    for body in bodies {
        if again.handle([body]).exitCode != nil { break }
    }
}

@main enum FuzzLSP: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
