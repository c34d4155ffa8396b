internal import CXML2
import KeyboardModel
import LayoutFormat
import LocatedYAML

/// An XML element read by libxml2, with the source location of its start tag and of each
/// attribute's value.
struct XMLElement: Sendable {
    var name: String
    var location: SourceLocation
    var attributes: [(name: String, value: String, location: SourceLocation)] = []
    var children: [XMLElement] = []
    var text = ""

    /// The value of attribute `name`, if written.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Where attribute `name`'s value is, else the start tag.
    func location(of name: String) -> SourceLocation {
        attributes.first { $0.name == name }?.location ?? location
    }

    /// The children called `name`.
    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }
}

/// An XML source and the XML files its importer reads beside it (CLDR's imported key sets,
/// Unexpected Keyboard's built-in rows), each read through the source's reader: their texts are
/// kept for the result, and the companions' problems apart from the source's.
struct XMLSourceFiles {
    /// The source's root element, `nil` when it cannot be read.
    let root: XMLElement?
    /// The problems of the source itself.
    let diagnostics: [Diagnostic]
    /// The source's text, then each companion's, in the order they were read.
    private(set) var sources: [SourceText]
    /// The problems of the companions read so far.
    private(set) var companionDiagnostics: [Diagnostic] = []
    private let read: @Sendable (String) -> [UInt8]?

    /// Reads the source.
    init(_ source: ImportSource) {
        let document = XMLDocumentReader.read(source.bytes, file: source.file)
        root = document.root
        diagnostics = document.diagnostics
        sources = [document.source]
        read = source.read
    }

    /// What importing a source that cannot be read gives: no layout, and why.
    var unreadable: ImportResult { ImportResult(layout: nil, diagnostics: diagnostics, source: sources[0]) }

    /// The companion at `path`: `nil` when it cannot be read, else its root element (`nil` when
    /// it has none; its problems are kept).
    mutating func companion(at path: String) -> XMLElement?? {
        guard let bytes = read(path) else { return nil }
        let document = XMLDocumentReader.read(bytes, file: path)
        sources.append(document.source)
        companionDiagnostics += document.diagnostics
        return .some(document.root)
    }
}

/// Reads XML with libxml2's SAX2 parser: the elements, their attributes and text, each start tag
/// located at its `<` and each attribute at its value, from the parser's position when the tag
/// has been read (a `<` cannot occur inside a tag, so the tag starts at the last one before it).
///
/// No network, no external DTD or entities: a document's own entity declarations are not kept,
/// so a reference to one is an error rather than an expansion.
enum XMLDocumentReader {
    /// The document's root element, or the errors that kept it from being read.
    static func read(_ bytes: [UInt8], file: String) -> (
        root: XMLElement?, diagnostics: [Diagnostic], source: SourceText
    ) {
        let checked = YAMLReader.checkedSource(bytes, file: file, maxFileSize: 16 << 20)
        let source = checked.source
        if let problem = checked.problem { return (nil, [problem], source) }
        let state = ParseState(bytes: bytes, source: source, bodyOffset: checked.bodyOffset)
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, name, _, _, _, _, count, _, attributes in
            ParseState.from(context)?.start(name, count: Int(count), attributes)
        }
        handler.endElementNs = { context, _, _, _ in ParseState.from(context)?.end() }
        handler.characters = { context, characters, length in
            ParseState.from(context)?.characters(characters, Int(length))
        }
        handler.cdataBlock = handler.characters
        handler.serror = { context, error in ParseState.from(context)?.fail(error) }
        let unmanaged = Unmanaged.passRetained(state)
        defer { unmanaged.release() }
        guard let parser = xmlCreatePushParserCtxt(&handler, unmanaged.toOpaque(), nil, 0, file) else {
            return (nil, [Diagnostic(.error, code: "", "could not start the XML parser", at: .start(of: file))], source)
        }
        defer { xmlFreeParserCtxt(parser) }
        xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOBLANKS.rawValue))
        state.parser = parser
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlParseChunk(parser, chars.baseAddress, Int32(chars.count), 1)
            }
        }
        if result != 0 || parser.pointee.wellFormed == 0, state.diagnostics.isEmpty {
            state.diagnostics.append(
                Diagnostic(.error, code: "", "the file is not well-formed XML", at: .start(of: file)))
        }
        let failed = state.diagnostics.contains { $0.severity == .error }
        return (failed ? nil : state.root, state.diagnostics, source)
    }

    /// What the callbacks build.
    final class ParseState {
        let bytes: [UInt8]
        let source: SourceText
        var parser: xmlParserCtxtPtr?
        var stack: [XMLElement] = []
        var root: XMLElement?
        var diagnostics: [Diagnostic] = []

        /// Where the text starts after a byte order mark: the source's offsets are the text's.
        let bodyOffset: Int

        init(bytes: [UInt8], source: SourceText, bodyOffset: Int) {
            self.bytes = bytes
            self.source = source
            self.bodyOffset = bodyOffset
        }

        static func from(_ context: UnsafeMutableRawPointer?) -> ParseState? {
            context.map { Unmanaged<ParseState>.fromOpaque($0).takeUnretainedValue() }
        }

        /// The byte offset the parser has reached.
        var offset: Int {
            guard let input = parser?.pointee.input, let base = input.pointee.base, let cur = input.pointee.cur else {
                return 0
            }
            return Int(input.pointee.consumed) + (cur - base)
        }

        func location(ofByte offset: Int) -> SourceLocation {
            let place = source.position(ofUTF8Offset: max(0, min(offset, bytes.count) - bodyOffset)) ?? (1, 1)
            return SourceLocation(in: source.sourceFile, line: place.line, column: place.column)
        }

        func start(
            _ name: UnsafePointer<xmlChar>?, count: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
        ) {
            let end = min(offset, bytes.count)
            var start = max(0, end - 1)
            while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
            var element = XMLElement(name: name.map { String(cString: $0) } ?? "", location: location(ofByte: start))
            let places = Self.attributeValues(in: bytes[start..<end])
            for index in 0..<count {
                guard let attributes, let attributeName = attributes[5 * index] else { continue }
                let name = String(cString: attributeName)
                var value = ""
                if let first = attributes[5 * index + 3], let last = attributes[5 * index + 4] {
                    value = String(decoding: UnsafeBufferPointer(start: first, count: last - first), as: UTF8.self)
                    // Without entity substitution, SAX2 keeps an escaped `&` as a character reference.
                    if value.contains("&#38;") {
                        value = value.split(separator: "&#38;", omittingEmptySubsequences: false).joined(separator: "&")
                    }
                }
                let at = places.first { $0.name == name }.map { location(ofByte: $0.offset) } ?? element.location
                element.attributes.append((name, value, at))
            }
            stack.append(element)
        }

        func end() {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
            guard let characters, !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(
                decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF8.self)
        }

        func fail(_ error: xmlErrorPtr?) {
            guard let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            let trimmed = message.hasSuffix("\n") ? String(message.dropLast()) : message
            let line = max(1, Int(error.pointee.line))
            let column = max(1, Int(error.pointee.int2))
            diagnostics.append(
                Diagnostic(
                    .error, code: "", trimmed, at: SourceLocation(in: source.sourceFile, line: line, column: column))
            )
        }

        /// Where each attribute's value starts in a start tag's bytes (after its opening quote),
        /// skipping what is inside quotes.
        static func attributeValues(in tag: ArraySlice<UInt8>) -> [(name: String, offset: Int)] {
            var found: [(name: String, offset: Int)] = []
            var index = tag.startIndex
            // Past `<name`.
            while index < tag.endIndex, !isSpace(tag[index]) { index += 1 }
            while index < tag.endIndex {
                while index < tag.endIndex, isSpace(tag[index]) { index += 1 }
                let nameStart = index
                while index < tag.endIndex, !isSpace(tag[index]), tag[index] != UInt8(ascii: "="),
                    tag[index] != UInt8(ascii: ">"), tag[index] != UInt8(ascii: "/")
                {
                    index += 1
                }
                let name = String(decoding: tag[nameStart..<index], as: UTF8.self)
                while index < tag.endIndex, isSpace(tag[index]) || tag[index] == UInt8(ascii: "=") { index += 1 }
                guard index < tag.endIndex else { break }
                let quote = tag[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    index += 1
                    continue
                }
                index += 1
                if !name.isEmpty { found.append((name, index)) }
                while index < tag.endIndex, tag[index] != quote { index += 1 }
                index += 1
            }
            return found
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}
