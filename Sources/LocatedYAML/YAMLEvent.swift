import KeyboardModel
import LayoutDiagnostics

/// One event of a YAML document's top-level node, as the layout decoder and the tree builder
/// read it: the start or end of a collection, a scalar, or an alias.
///
/// Events are cheap to copy: a scalar's text points into the source's own buffer and stays valid
/// until the source's next event; anchors and tags are strings only when the document has them.
public struct YAMLEvent {
    /// What the event is.
    public enum Kind: UInt8 {
        case scalar
        case alias
        case sequenceStart
        case sequenceEnd
        case mappingStart
        case mappingEnd
        /// The stream and document events, which only ``YAMLEventReader`` reads.
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        /// libyaml stopped with an error: only ``LibYAMLParser`` gives it, and the reader
        /// reports it.
        case failure

        /// Equality of two kinds, inlined where it is asked. A decoder in another module asks
        /// it for nearly every event, and the synthesized one is a call through the protocol
        /// there (measurable in `format.parse-validate.en-US`).
        @inlinable public static func == (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue == rhs.rawValue }
    }

    /// The event ``LibYAMLParser`` gives when libyaml stops with an error.
    package static var failure: YAMLEvent {
        YAMLEvent(
            kind: .failure, mark: Mark(line: 0, column: 0), text: UnsafeBufferPointer(start: nil, count: 0),
            style: .plain, anchorBytes: nil, tagBytes: nil)
    }

    /// Where an event starts, in its source's terms (libyaml's 0-based marks, or a tree's
    /// 1-based ones); ``YAMLEventSource/location(of:)`` turns it into a ``SourceLocation``.
    package struct Mark {
        package var line: Int
        package var column: Int

        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public var kind: Kind
    package var mark: Mark
    /// A scalar's UTF-8 text, or the anchor an alias names; empty for other kinds. Valid until
    /// the source's next event.
    package var text: UnsafeBufferPointer<UInt8>
    /// How a scalar was written (`.plain` for other kinds).
    package var style: YAMLScalar.Style
    /// The anchor a scalar or collection defines and its explicit tag (`!`, `!!str`,
    /// `tag:yaml.org,2002:str`, …), NUL-terminated, valid as ``text`` is: pointers keep events
    /// trivial to copy, and most nodes have neither.
    package var anchorBytes: UnsafePointer<UInt8>?
    package var tagBytes: UnsafePointer<UInt8>?
    /// Whether this scalar is a mapping key that its mapping already has: the source has
    /// reported it, and readers skip the value that follows (the first value is kept).
    package var isDuplicateKey = false

    /// The anchor a scalar or collection defines.
    package var anchor: String? { anchorBytes.map { String(cString: $0) } }
    /// The explicit tag of a scalar or collection.
    package var tag: String? { tagBytes.map { String(cString: $0) } }

    /// Whether this is a plain scalar `<<` without a tag: a merge key, in key position.
    package var isMergeKey: Bool {
        kind == .scalar && style == .plain && tagBytes == nil && text.count == 2 && text[0] == UInt8(ascii: "<")
            && text[1] == UInt8(ascii: "<")
    }

    /// Whether the event starts a sequence or a mapping.
    package var startsCollection: Bool { kind == .sequenceStart || kind == .mappingStart }

    /// Whether the event ends a sequence or a mapping.
    package var endsCollection: Bool { kind == .sequenceEnd || kind == .mappingEnd }

    /// The scalar's text as a string.
    package var string: String { UTF8Text.string(text) }

    /// Whether the event is a plain scalar whose text is YAML's null: nothing, `~`, `null`,
    /// `Null` or `NULL`.
    package var isNull: Bool { kind == .scalar && style == .plain && Self.isNull(plain: text) }

    /// Whether the text of a plain scalar is YAML's null.
    package static func isNull(plain bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Compare bytes: this runs for every string field, and most values are not short.
        switch bytes.count {
        case 0: return true
        case 1: return bytes.first == UInt8(ascii: "~")
        case 4:
            return bytes.elementsEqual("null".utf8) || bytes.elementsEqual("Null".utf8)
                || bytes.elementsEqual("NULL".utf8)
        default: return false
        }
    }

    /// What the node that starts with this event is, for "found …": "a mapping", "a sequence",
    /// "null", "a number", "a boolean", "a string" — with the number and boolean forms this
    /// format reads (`.inf` is a number, `0x10` and `inf` are strings, `True` is a boolean).
    package var kindDescription: String {
        switch kind {
        case .sequenceStart, .sequenceEnd: return "a sequence"
        case .mappingStart, .mappingEnd: return "a mapping"
        case .alias: return "an alias"
        case .streamStart, .streamEnd, .documentStart, .documentEnd, .failure: return "the end of the document"
        case .scalar:
            guard style == .plain else { return "a string" }
            if Self.isNull(plain: text) { return "null" }
            if ScalarValue.number(bytes: text) != .notANumber { return "a number" }
            if ScalarValue.bool(bytes: text) != nil { return "a boolean" }
            return "a string"
        }
    }
}

/// Why a source of events stopped before the end of the document.
package enum YAMLStop: Error {
    /// A problem that ends reading (a syntax error, a limit): the source has reported it.
    case failed
    /// The document uses anchors, aliases or merge keys, which the live reader does not expand:
    /// read it into a node tree and decode the tree (``TreeEvents``).
    case needsTree
}

/// Where the layout decoder reads events from: libyaml directly (``YAMLEventReader``) or a node
/// tree replayed in document order (``TreeEvents``). One decoder reads both.
package protocol YAMLEventSource {
    /// The file reported in locations.
    var sourceFile: SourceFile { get }

    /// The first event of the top-level node, which is a mapping's start: everything else (an
    /// empty file, a scalar or a sequence at the top level) the source reports and stops with.
    mutating func start() throws(YAMLStop) -> YAMLEvent

    /// The next event of the top-level node, up to the end of its mapping.
    mutating func next() throws(YAMLStop) -> YAMLEvent

    /// Reads what follows the top-level node (a second document, a late syntax error).
    mutating func finish() throws(YAMLStop)

    /// The file, line and character column of `mark`.
    mutating func location(of mark: YAMLEvent.Mark) -> SourceLocation
}

extension YAMLEventSource {
    /// Where `event` starts.
    package mutating func location(_ event: YAMLEvent) -> SourceLocation {
        location(of: event.mark)
    }

    /// Reads past the rest of the node that `event` starts (nothing more for a scalar or an alias).
    package mutating func skip(_ event: YAMLEvent) throws(YAMLStop) {
        guard event.startsCollection else { return }
        var depth = 1
        while depth > 0 {
            let inner = try next()
            if inner.startsCollection {
                depth += 1
            } else if inner.endsCollection {
                depth -= 1
            }
        }
    }
}
