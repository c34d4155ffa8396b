internal import CYAML
import KeyboardModel

/// Reads YAML text into a ``YAMLNode`` tree with source locations, over libyaml's event API.
///
/// The reader checks what libyaml does not: encoding (UTF-8 only; a BOM and CRLF are accepted),
/// NUL bytes, file size, nesting depth, alias expansion and duplicate mapping keys. Every problem
/// becomes a located ``Diagnostic``; whole-file problems point at 1:1.
public enum YAMLReader {
    /// Reads a document from bytes.
    ///
    /// The top level must be a mapping. Duplicate keys are reported and reading goes on (the
    /// first value is kept); every other problem stops the reader and leaves `root` `nil`.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path to report in locations.
    ///   - limits: Resource limits.
    /// - Returns: The root node and the diagnostics.
    /// - Complexity: O(*n*) in the size of the input plus the expanded node count, which `limits` bounds.
    public static func read(_ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits()) -> YAMLDocument {
        let start = SourceLocation.start(of: file)
        if bytes.count > limits.maxFileSize {
            let diagnostic = Diagnostic(
                .error, code: YAMLDiagnosticCode.fileTooLarge,
                "file is \(byteCount(bytes.count)), more than the limit of \(byteCount(limits.maxFileSize))",
                at: start)
            return YAMLDocument(root: nil, diagnostics: [diagnostic], source: SourceText(file: file, text: ""))
        }
        switch EncodingCheck.check(bytes, file: file) {
        case .failure(let diagnostic, let source):
            return YAMLDocument(root: nil, diagnostics: [diagnostic], source: source)
        case .success(let bodyOffset):
            let source = SourceText(file: file, validUTF8: bodyOffset == 0 ? bytes : Array(bytes[bodyOffset...]))
            var builder = TreeBuilder(source: source, limits: limits, byteCount: bytes.count)
            bytes.withUnsafeBufferPointer { buffer in
                builder.run(buffer, from: bodyOffset)
            }
            let diagnostics = builder.diagnostics
            return YAMLDocument(root: builder.finish(), diagnostics: diagnostics, source: source)
        }
    }

    /// "4 MiB", "24.0 MiB", "512 bytes".
    static func byteCount(_ count: Int) -> String {
        if count >= 1 << 20 {
            let tenths = (count * 10 + (1 << 19)) >> 20
            return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
        }
        if count >= 1 << 10 {
            let tenths = (count * 10 + (1 << 9)) >> 10
            return tenths % 10 == 0 ? "\(tenths / 10) KiB" : "\(tenths / 10).\(tenths % 10) KiB"
        }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }
}

extension YAMLReader {
    /// The number of libyaml events in `bytes`, or `nil` if libyaml stops with an error: the floor
    /// that reading into nodes is measured against.
    package static func eventCount(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let parser = LibYAMLParser(bytes: base, count: buffer.count) else {
                return nil
            }
            var count = 0
            while let atEnd = parser.skip() {
                count += 1
                if atEnd { return count }
            }
            return nil
        }
    }
}
