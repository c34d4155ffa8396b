internal import CYAML

/// Owns one libyaml parser and the event it last produced; both are freed in `deinit`.
///
/// This is the only place that calls libyaml.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private var initialized = false
    private var holdsEvent = false

    /// A parser over `count` bytes at `bytes`, which must stay valid while the parser is used.
    init?(bytes: UnsafePointer<UInt8>, count: Int) {
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        event.initialize(to: yaml_event_t())
        guard yaml_parser_initialize(parser) == 1 else { return nil }
        initialized = true
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes, count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        if initialized { yaml_parser_delete(parser) }
        event.deallocate()
        parser.deallocate()
    }

    /// The next event, or `nil` when libyaml stopped with an error (then ``error()`` tells
    /// why). The event's text stays valid until the next call. (An optional rather than a
    /// `Result`: the error's strings would make every event's return value large.)
    func next() -> Event? {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) == 1 else { return nil }
        holdsEvent = true
        return Event(event.pointee)
    }

    /// Why the parser stopped, after ``next()`` returned `nil`.
    func error() -> ParseError {
        let state = parser.pointee
        return ParseError(
            problem: state.problem.map { String(cString: $0) } ?? "unknown YAML error",
            problemLine: Int(state.problem_mark.line), problemColumn: Int(state.problem_mark.column),
            context: state.context.map { String(cString: $0) },
            contextLine: Int(state.context_mark.line), contextColumn: Int(state.context_mark.column),
            isMemoryError: state.error == YAML_MEMORY_ERROR,
            readerOffset: state.error == YAML_READER_ERROR ? Int(state.problem_offset) : nil,
            readerValue: state.error == YAML_READER_ERROR ? Int(state.problem_value) : nil)
    }

    /// Parses the next event without copying it: `true` at the end of the stream, `false` before
    /// it, `nil` on an error. For measuring libyaml alone.
    func skip() -> Bool? {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) == 1 else { return nil }
        holdsEvent = true
        return event.pointee.type == YAML_STREAM_END_EVENT
    }

    /// One libyaml event: only the parts its kind has are filled in, so that copying an event is
    /// cheap (no payload enum, no strings for absent anchors or tags, and a scalar's text is
    /// libyaml's own buffer, valid until the parser's next event).
    struct Event {
        enum Kind {
            case streamStart, streamEnd, documentStart, documentEnd
            case alias, scalar
            case sequenceStart, sequenceEnd, mappingStart, mappingEnd
        }

        let kind: Kind
        /// 0-based line and column (in Unicode scalars) where the event starts.
        let line: Int
        let column: Int
        /// A scalar's value, or the anchor an alias names, in UTF-8; empty for other kinds.
        let value: UnsafeBufferPointer<UInt8>
        /// A scalar's style; `.plain` for other kinds.
        let style: YAMLScalar.Style
        /// The anchor and tag as libyaml holds them (NUL-terminated, valid until the parser's next
        /// event): pointers keep events trivial to copy and destroy, and most nodes have neither.
        private let anchorBytes: UnsafePointer<UInt8>?
        private let tagBytes: UnsafePointer<UInt8>?

        /// The anchor a scalar, sequence or mapping defines.
        var anchor: String? { anchorBytes.map { String(cString: $0) } }
        /// The explicit tag of a scalar, sequence or mapping.
        var tag: String? { tagBytes.map { String(cString: $0) } }
        /// Whether the event has an anchor or an explicit tag.
        var hasAnchorOrTag: Bool { anchorBytes != nil || tagBytes != nil }

        init(_ event: yaml_event_t) {
            line = Int(event.start_mark.line)
            column = Int(event.start_mark.column)
            func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> UnsafePointer<UInt8>? {
                pointer.map { UnsafePointer($0) }
            }
            var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            var style = YAMLScalar.Style.plain
            var anchor: UnsafePointer<UInt8>?
            var tag: UnsafePointer<UInt8>?
            switch event.type {
            case YAML_STREAM_START_EVENT: kind = .streamStart
            case YAML_DOCUMENT_START_EVENT: kind = .documentStart
            case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
            case YAML_ALIAS_EVENT:
                kind = .alias
                if let anchor = event.data.alias.anchor {
                    var length = 0
                    while anchor[length] != 0 { length += 1 }
                    value = UnsafeBufferPointer(start: anchor, count: length)
                }
            case YAML_SCALAR_EVENT:
                kind = .scalar
                let scalar = event.data.scalar
                if let bytes = scalar.value {
                    value = UnsafeBufferPointer(start: bytes, count: Int(scalar.length))
                }
                switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: style = .literal
                case YAML_FOLDED_SCALAR_STYLE: style = .folded
                default: style = .plain
                }
                anchor = string(scalar.anchor)
                tag = string(scalar.tag)
            case YAML_SEQUENCE_START_EVENT:
                kind = .sequenceStart
                anchor = string(event.data.sequence_start.anchor)
                tag = string(event.data.sequence_start.tag)
            case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
            case YAML_MAPPING_START_EVENT:
                kind = .mappingStart
                anchor = string(event.data.mapping_start.anchor)
                tag = string(event.data.mapping_start.tag)
            case YAML_MAPPING_END_EVENT: kind = .mappingEnd
            default: kind = .streamEnd
            }
            self.value = value
            self.style = style
            anchorBytes = anchor
            tagBytes = tag
        }
    }

    /// libyaml's description of why it stopped.
    struct ParseError: Error {
        let problem: String
        let problemLine: Int
        let problemColumn: Int
        let context: String?
        let contextLine: Int
        let contextColumn: Int
        let isMemoryError: Bool
        /// For an error of libyaml's reader (which sets no line and column): the byte offset of
        /// the offending character in the parsed text, and its value (-1 when it has none).
        let readerOffset: Int?
        let readerValue: Int?
    }
}
