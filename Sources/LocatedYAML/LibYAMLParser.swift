internal import CYAML
import LayoutDiagnostics

/// Owns one libyaml parser and the event it last produced; both are freed in `deinit`.
///
/// This is the only place that calls libyaml.
package final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    /// Whether libyaml's parser could be made (it fails only without memory) over some text.
    package let isReady: Bool
    private var holdsEvent = false

    /// A parser over `text`, which must stay valid while the parser is used. A parser that is
    /// not ``isReady`` gives no events.
    package init(_ text: UnsafeBufferPointer<UInt8>) {
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        event.initialize(to: yaml_event_t())
        guard let bytes = text.baseAddress, yaml_parser_initialize(parser) == 1 else {
            isReady = false
            return
        }
        isReady = true
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes, text.count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        if isReady { yaml_parser_delete(parser) }
        event.deallocate()
        parser.deallocate()
    }

    /// The next event, or one of kind ``YAMLEvent/Kind/failure`` when libyaml stopped with an
    /// error (then ``error()`` tells why). The event's text, anchor and tag stay valid until the
    /// next call. (No optional: events are made for every node, and are returned as they are.)
    @inline(__always)
    package func next() -> YAMLEvent {
        guard isReady else { return YAMLEvent.failure }
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) == 1 else { return YAMLEvent.failure }
        holdsEvent = true
        return YAMLEvent(event.pointee)
    }

    /// Why the parser stopped, after ``next()`` returned a failure.
    package func error() -> ParseError {
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

    /// Parses the next event without reading it: `true` at the end of the stream, `false` before
    /// it, `nil` on an error. For measuring libyaml alone.
    package func skip() -> Bool? {
        guard isReady else { return nil }
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) == 1 else { return nil }
        holdsEvent = true
        return event.pointee.type.rawValue == YAML_STREAM_END_EVENT.rawValue
    }

    /// libyaml's description of why it stopped.
    package struct ParseError: Error {
        package let problem: String
        package let problemLine: Int
        package let problemColumn: Int
        package let context: String?
        package let contextLine: Int
        package let contextColumn: Int
        package let isMemoryError: Bool
        /// For an error of libyaml's reader (which sets no line and column): the byte offset of
        /// the offending character in the parsed text, and its value (-1 when it has none).
        package let readerOffset: Int?
        package let readerValue: Int?
    }
}

extension YAMLEvent {
    /// The event libyaml parsed: only the parts its kind has are filled in, and the text, the
    /// anchor and the tag point into libyaml's own buffers.
    @inline(__always)
    fileprivate init(_ event: yaml_event_t) {
        var kind = Kind.streamEnd
        var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var style = YAMLScalar.Style.plain
        var anchor: UnsafeMutablePointer<yaml_char_t>?
        var tag: UnsafeMutablePointer<yaml_char_t>?
        // By raw value: a switch over the imported C enum compares through the generic
        // RawRepresentable `==`, which debug builds (the tests) do not specialise.
        switch event.type.rawValue {
        case YAML_STREAM_START_EVENT.rawValue: kind = .streamStart
        case YAML_DOCUMENT_START_EVENT.rawValue: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT.rawValue: kind = .documentEnd
        case YAML_ALIAS_EVENT.rawValue:
            kind = .alias
            if let name = event.data.alias.anchor {
                var length = 0
                while name[length] != 0 { length += 1 }
                value = UnsafeBufferPointer(start: name, count: length)
            }
        case YAML_SCALAR_EVENT.rawValue:
            kind = .scalar
            let scalar = event.data.scalar
            if let bytes = scalar.value {
                value = UnsafeBufferPointer(start: bytes, count: Int(scalar.length))
            }
            switch scalar.style.rawValue {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE.rawValue: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE.rawValue: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE.rawValue: style = .literal
            case YAML_FOLDED_SCALAR_STYLE.rawValue: style = .folded
            default: style = .plain
            }
            anchor = scalar.anchor
            tag = scalar.tag
        case YAML_SEQUENCE_START_EVENT.rawValue:
            kind = .sequenceStart
            anchor = event.data.sequence_start.anchor
            tag = event.data.sequence_start.tag
        case YAML_SEQUENCE_END_EVENT.rawValue: kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT.rawValue:
            kind = .mappingStart
            anchor = event.data.mapping_start.anchor
            tag = event.data.mapping_start.tag
        case YAML_MAPPING_END_EVENT.rawValue: kind = .mappingEnd
        default: kind = .streamEnd
        }
        self.init(
            kind: kind, mark: Mark(line: Int(event.start_mark.line), column: Int(event.start_mark.column)),
            text: value, style: style, anchorBytes: anchor.map { UnsafePointer($0) },
            tagBytes: tag.map { UnsafePointer($0) })
    }
}
