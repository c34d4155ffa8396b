internal import CYAML
import KeyboardModel
import LayoutDiagnostics

/// Reads YAML text into a ``YAMLNode`` tree with source locations, over libyaml's event API.
///
/// The reader checks what libyaml does not: encoding (UTF-8 only; a BOM and CRLF are accepted),
/// NUL bytes, file size, nesting depth, alias expansion and duplicate mapping keys. Every problem
/// becomes a located ``Diagnostic``; whole-file problems point at 1:1.
public enum YAMLReader {
    /// Reads a document from bytes.
    ///
    /// The top level must be a mapping unless `anyRoot` (another format's file, such as a JSON
    /// list). Duplicate keys are reported and reading goes on (the first value is kept); every
    /// other problem stops the reader and leaves `root` `nil`.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path to report in locations.
    ///   - limits: Resource limits.
    ///   - anyRoot: Whether the top level may be a sequence or a scalar.
    /// - Returns: The root node and the diagnostics.
    /// - Complexity: O(*n*) in the size of the input plus the expanded node count, which `limits` bounds.
    public static func read(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits(), anyRoot: Bool = false
    ) -> YAMLDocument {
        switch checkedText(bytes, file: file, limits: limits) {
        case .failure(let problem):
            return YAMLDocument(root: nil, diagnostics: [problem.diagnostic], source: problem.source)
        case .success(let text):
            let (root, diagnostics) = text.withBody(of: bytes) { body in
                TreeBuilder(source: text.source, bytes: body, limits: limits, anyRoot: anyRoot).build()
            }
            return YAMLDocument(root: root, diagnostics: diagnostics, source: text.source)
        }
    }

    /// A file's text once its size and encoding are checked: what libyaml may read.
    package struct CheckedText {
        package let source: SourceText
        /// Where the text starts in the file's bytes (3 after a UTF-8 byte order mark).
        package let bodyOffset: Int

        /// Calls `body` with the text's bytes in `bytes` (the file's), after any byte order mark.
        package func withBody<Result>(of bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            bytes.withUnsafeBufferPointer { buffer in body(UnsafeBufferPointer(rebasing: buffer[bodyOffset...])) }
        }
    }

    /// Why a file cannot be read as YAML at all, and what of its text can be shown.
    package struct UnreadableText: Error {
        package let diagnostic: Diagnostic
        package let source: SourceText
    }

    /// Checks the size and the encoding of a file's bytes (UTF-8 only, no NUL bytes, no line
    /// separators that libyaml would count as line breaks).
    package static func checkedText(_ bytes: [UInt8], file: String, limits: YAMLLimits) -> Result<
        CheckedText, UnreadableText
    > {
        if bytes.count > limits.maxFileSize {
            let diagnostic = Diagnostic(
                .error, code: YAMLDiagnosticCode.fileTooLarge,
                "file is \(ByteCount.text(bytes.count)), more than the limit of \(ByteCount.text(limits.maxFileSize))",
                at: .start(of: file))
            return .failure(UnreadableText(diagnostic: diagnostic, source: SourceText(file: file, text: "")))
        }
        switch EncodingCheck.check(bytes, file: file) {
        case .failure(let diagnostic, let source):
            return .failure(UnreadableText(diagnostic: diagnostic, source: source))
        case .success(let bodyOffset, let source):
            return .success(CheckedText(source: source, bodyOffset: bodyOffset))
        }
    }
}

extension YAMLReader {
    /// The number of libyaml events in `bytes`, or `nil` if libyaml stops with an error: the floor
    /// that reading into nodes is measured against.
    package static func eventCount(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let parser = LibYAMLParser(buffer)
            guard parser.isReady else { return nil }
            var count = 0
            while let atEnd = parser.skip() {
                count += 1
                if atEnd { return count }
            }
            return nil
        }
    }
}

extension YAMLReader {
    /// The number of events in `bytes` read through ``YAMLEventReader`` (encoding, nesting,
    /// node count and duplicate keys checked), or `nil` if it stops: what the decoder's source
    /// costs above libyaml, for the benchmarks.
    package static func checkedEventCount(_ bytes: [UInt8], file: String) -> Int? {
        guard case .success(let text) = checkedText(bytes, file: file, limits: YAMLLimits()) else { return nil }
        return text.withBody(of: bytes) { body -> Int? in
            var events = YAMLEventReader(source: text.source, bytes: body, limits: YAMLLimits(), mode: .decoding)
            do throws(YAMLStop) {
                _ = try events.start()
                var count = 1
                var depth = 1
                while depth > 0 {
                    let event = try events.next()
                    if event.startsCollection { depth += 1 } else if event.endsCollection { depth -= 1 }
                    count += 1
                }
                try events.finish()
                return count
            } catch {
                return nil
            }
        }
    }
}

extension YAMLReader {
    /// The text of `bytes` checked as the YAML reader checks a file (size, UTF-8, no NUL bytes),
    /// for the readers of other formats: the source, the offset of the text after any byte order
    /// mark, and the problem that makes the file unreadable, if any.
    package static func checkedSource(
        _ bytes: [UInt8], file: String, maxFileSize: Int
    ) -> (source: SourceText, bodyOffset: Int, problem: Diagnostic?) {
        switch checkedText(bytes, file: file, limits: YAMLLimits(maxFileSize: maxFileSize)) {
        case .failure(let unreadable): (unreadable.source, 0, unreadable.diagnostic)
        case .success(let text): (text.source, text.bodyOffset, nil)
        }
    }
}
