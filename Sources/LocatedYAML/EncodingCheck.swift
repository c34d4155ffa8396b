import KeyboardModel
import LayoutDiagnostics

/// Checks that a file is UTF-8 without NUL bytes, before libyaml sees it.
///
/// libyaml would also accept UTF-16, but layouts are UTF-8 only, so that every tool reading them
/// agrees on their text; its own messages for bad bytes also lack a useful location.
package enum EncodingCheck {
    package enum Outcome {
        /// Well-formed UTF-8 without NUL bytes or line separators, starting at `bodyOffset` (3
        /// after a UTF-8 byte order mark), and its text with its lines indexed.
        case success(bodyOffset: Int, source: SourceText)
        case failure(Diagnostic, SourceText)
    }

    package static func check(_ bytes: [UInt8], file: String) -> Outcome {
        let start = SourceLocation.start(of: file)
        let empty = SourceText(file: file, text: "")
        // UTF-32 and UTF-16 byte order marks (UTF-32 LE starts like UTF-16 LE: test it first).
        func at(_ index: Int) -> Int { index < bytes.count ? Int(bytes[index]) : -1 }
        let head = (at(0), at(1), at(2), at(3))
        if head == (0xFF, 0xFE, 0, 0) || head == (0, 0, 0xFE, 0xFF) {
            return .failure(wide("UTF-32", at: start), empty)
        }
        if (head.0, head.1) == (0xFF, 0xFE) || (head.0, head.1) == (0xFE, 0xFF) {
            return .failure(wide("UTF-16", at: start), empty)
        }
        // UTF-16 without a byte order mark: ASCII text with every other byte zero.
        if bytes.count >= 2, bytes.prefix(64).enumerated().contains(where: { $0.element == 0 }) {
            let head = Array(bytes.prefix(64))
            let evenZeros = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
            let oddZeros = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
            if max(evenZeros, oddZeros) * 2 >= head.count / 2, min(evenZeros, oddZeros) == 0 {
                return .failure(wide("UTF-16", at: start), empty)
            }
        }
        let bodyOffset = (head.0, head.1, head.2) == (0xEF, 0xBB, 0xBF) ? 3 : 0
        let body = bodyOffset == 0 ? bytes : Array(bytes[bodyOffset...])
        switch SourceText.checking(file: file, bytes: body) {
        case .success(let source):
            return .success(bodyOffset: bodyOffset, source: source)
        case .failure(let problem):
            let (text, location) = locate(body[...], upTo: problem.offset, file: file)
            let diagnostic: Diagnostic
            switch problem {
            case .invalidUTF8(let offset):
                let hex = "0x" + String(body[offset], radix: 16, uppercase: true)
                diagnostic = Diagnostic(
                    .error, code: YAMLDiagnosticCode.invalidUTF8,
                    "invalid UTF-8 byte \(hex); layout files must be UTF-8", at: location)
            case .nul:
                diagnostic = Diagnostic(
                    .error, code: YAMLDiagnosticCode.nulByte, "file holds a NUL byte; layout files are text",
                    at: location)
            case .lineSeparator(_, let scalar):
                diagnostic = lineSeparator(scalar, at: location)
            }
            return .failure(diagnostic, SourceText(file: file, text: text))
        }
    }

    /// NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR in the text.
    private static func lineSeparator(_ scalar: UInt32, at location: SourceLocation) -> Diagnostic {
        let name =
            switch scalar {
            case 0x85: "NEXT LINE (U+0085)"
            case 0x2028: "LINE SEPARATOR (U+2028)"
            default: "PARAGRAPH SEPARATOR (U+2029)"
            }
        let hex = String(scalar, radix: 16, uppercase: true)
        let escape = "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return Diagnostic(
            .error, code: YAMLDiagnosticCode.lineSeparator,
            "\(name) is not allowed here: YAML counts it as a line break where editors do not",
            at: location,
            notes: [.note("to type it, write it as \"\(escape)\" in a double-quoted string", at: location)])
    }

    private static func wide(_ encoding: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, code: YAMLDiagnosticCode.wideEncoding,
            "file is \(encoding) encoded; save it as UTF-8", at: location)
    }

    /// The text before `offset` (valid UTF-8) and the location of `offset` in it.
    private static func locate(_ bytes: ArraySlice<UInt8>, upTo offset: Int, file: String) -> (String, SourceLocation) {
        // Keep the whole line the bad byte sits on, so the caret has its context.
        var lineEnd = offset
        while lineEnd < bytes.endIndex, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let prefix = String(decoding: bytes[bytes.startIndex..<offset], as: UTF8.self)
        // NUL bytes are shown as U+2400 SYMBOL FOR NULL, so terminals print the line whole.
        var shown = ""
        for scalar in String(decoding: bytes[bytes.startIndex..<lineEnd], as: UTF8.self).unicodeScalars {
            shown.unicodeScalars.append(scalar.value == 0 ? "\u{2400}" : scalar)
        }
        let source = SourceText(file: file, text: prefix)
        let line = source.lineCount
        let column = (source.line(line)?.count ?? 0) + 1
        return (shown, SourceLocation(file: file, line: line, column: column))
    }
}
