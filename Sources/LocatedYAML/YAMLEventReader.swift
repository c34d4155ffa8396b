import KeyboardModel
import LayoutDiagnostics

/// Reads one document's events from libyaml, checking what libyaml does not: one document, a
/// mapping at the top level, nesting depth, the node count, and duplicate mapping keys. Every
/// problem becomes a located ``Diagnostic``; syntax errors carry libyaml's problem and context.
///
/// The layout decoder reads it directly (``Mode/decoding``): a document with anchors, aliases or
/// merge keys then stops with ``YAMLStop/needsTree``, to be read into a node tree and decoded from
/// that. The tree builder reads it too (``Mode/building``), and expands those itself. This is the
/// one place that drives libyaml's parser.
package struct YAMLEventReader: YAMLEventSource {
    /// Who reads the events.
    package enum Mode {
        /// The layout decoder: anchors, aliases and merge keys stop with ``YAMLStop/needsTree``.
        case decoding
        /// The tree builder: anchors, aliases and merge keys are passed on.
        case building
    }

    /// Duplicate keys reported one by one; the rest are counted in one error, so that a file of
    /// repeated keys cannot make the diagnostics grow with it.
    package static let maxReportedDuplicates = 100

    package let source: SourceText
    package var sourceFile: SourceFile { source.sourceFile }
    private let limits: YAMLLimits
    private let mode: Mode
    /// Whether the top level may be a sequence or a scalar (another format's file).
    private let anyRoot: Bool
    private let parser: LibYAMLParser
    private var positions: EventPositions
    /// The problems found, in the order found.
    package private(set) var diagnostics: [Diagnostic] = []
    /// What the innermost open collection expects next (``Frame/outside`` before the top-level
    /// node): kept apart from the stack, so that a scalar changes one field and no array.
    private var current = Frame.outside
    /// What each enclosing collection expects once the one inside it ends, outermost first: one
    /// entry per open collection (the first is ``Frame/outside``).
    private var frames: [Frame] = []
    private var keys = MappingKeys()
    /// Nodes read, aliases counted by what they expand to (see ``countExpansion(_:at:)``).
    private var nodeCount = 0
    private var duplicateCount = 0
    /// Duplicate keys past the first ``maxReportedDuplicates``, and where the first of them is.
    private var omittedDuplicates: (count: Int, first: SourceLocation?) = (0, nil)

    /// What an open collection expects next.
    private enum Frame: UInt8 {
        case item
        case key
        case value
        /// No collection is open.
        case outside

        /// The state after one node: after a key comes its value, and the reverse.
        package var afterNode: Frame {
            switch self {
            case .key: .value
            case .value: .key
            case .item, .outside: self
            }
        }
    }

    /// A reader of `bytes` (the UTF-8 text of `source`, after any byte order mark), which must
    /// stay valid while the reader is used.
    package init(
        source: SourceText, bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits, mode: Mode, anyRoot: Bool = false
    ) {
        self.source = source
        self.limits = limits
        self.mode = mode
        self.anyRoot = anyRoot
        positions = EventPositions(source: source)
        parser = LibYAMLParser(bytes)
        frames.reserveCapacity(16)
    }

    // MARK: - Events

    package mutating func start() throws(YAMLStop) -> YAMLEvent {
        guard source.hasContent, parser.isReady else {
            let message =
                source.hasContent
                ? "could not start the YAML parser"
                : "file is empty; a layout is a mapping that starts with 'format: 1'"
            throw fail(source.hasContent ? YAMLDiagnosticCode.syntax : YAMLDiagnosticCode.empty, message, at: nil)
        }
        while true {
            let raw = parser.next()
            switch raw.kind {
            case .failure:
                throw syntaxError()
            case .streamStart, .documentStart, .documentEnd:
                continue
            case .streamEnd:
                throw fail(
                    YAMLDiagnosticCode.empty,
                    "file holds no YAML document; a layout is a mapping that starts with "
                        + "'format: 1'", at: nil)
            case .mappingStart:
                return try node(raw)
            case .sequenceStart where anyRoot, .scalar where anyRoot:
                return try node(raw)
            case .alias:
                let name = raw.string
                throw fail(
                    YAMLDiagnosticCode.unknownAnchor, "alias '*\(name)' names no anchor defined before it",
                    at: location(of: Self.mark(raw)))
            case .scalar, .sequenceStart, .sequenceEnd, .mappingEnd:
                // The top level is not a mapping; a syntax error after it is the real problem
                // (`--- key: value` on the marker's line reads as a scalar, then fails).
                let found = raw.kindDescription
                let place = location(of: Self.mark(raw))
                while case let rest = parser.next(), rest.kind != .failure {
                    if rest.kind == .streamEnd {
                        throw fail(
                            YAMLDiagnosticCode.topLevelNotMapping,
                            "the top level must be a mapping of layout fields, found \(found)", at: place)
                    }
                }
                throw syntaxError()
            }
        }
    }

    @inline(__always)
    package mutating func next() throws(YAMLStop) -> YAMLEvent {
        let raw = parser.next()
        if raw.kind == .failure { throw syntaxError() }
        return try node(raw)
    }

    package mutating func finish() throws(YAMLStop) {
        while true {
            let raw = parser.next()
            switch raw.kind {
            case .failure: throw syntaxError()
            case .documentEnd: continue
            case .streamEnd:
                reportOmittedDuplicates()
                for place in source.commentsLikeEntries() {
                    let location = SourceLocation(in: source.sourceFile, line: place.line, column: place.column)
                    diagnostics.append(YAMLTraps.commentLikeEntry(at: location))
                }
                return
            case .documentStart:
                throw fail(
                    YAMLDiagnosticCode.multipleDocuments,
                    "a layout file holds one YAML document; a second one starts here", at: location(of: Self.mark(raw)))
            default:
                throw fail(YAMLDiagnosticCode.syntax, "unexpected content after the top-level mapping", at: nil)
            }
        }
    }

    package mutating func location(of mark: YAMLEvent.Mark) -> SourceLocation {
        let place = positions.position(line: mark.line, column: mark.column)
        return SourceLocation(in: source.sourceFile, line: place.line, column: place.column)
    }

    /// Counts `nodes` more nodes for an alias at `mark`, which copies what its anchor holds.
    ///
    /// - Throws: ``YAMLStop/failed`` past ``YAMLLimits/maxNodes``.
    package mutating func countExpansion(_ nodes: Int, at mark: YAMLEvent.Mark) throws(YAMLStop) {
        try count(nodes, at: mark)
    }

    /// Reports a problem that ends reading, at `location` (the file's start when `nil`), and
    /// returns the stop to throw.
    ///
    /// The rest of the text is still read for a syntax error, reported too: a limit or a second
    /// document must not hide what libyaml would say of the text.
    package mutating func fail(_ code: String, _ message: String, at location: SourceLocation?) -> YAMLStop {
        diagnostics.append(Diagnostic(.error, code: code, message, at: location ?? .start(of: source.file)))
        if code != YAMLDiagnosticCode.syntax, parser.isReady {
            while true {
                let rest = parser.next()
                if rest.kind == .streamEnd { break }
                if rest.kind == .failure {
                    appendSyntaxError()
                    break
                }
            }
        }
        reportOmittedDuplicates()
        return .failed
    }

    // MARK: - Checks

    private static func mark(_ raw: YAMLEvent) -> YAMLEvent.Mark { raw.mark }

    /// A node event of libyaml's, after the checks. (One function for every event: it runs
    /// for each node of the document.)
    @inline(__always)
    private mutating func node(_ raw: YAMLEvent) throws(YAMLStop) -> YAMLEvent {
        var event = raw
        switch event.kind {
        case .scalar, .alias:
            nodeCount += 1
            if nodeCount > limits.maxNodes { throw tooManyNodes(at: event.mark) }
            if mode == .decoding, event.kind == .alias || event.anchorBytes != nil { throw .needsTree }
            let state = current
            current = state.afterNode
            guard state == .key, event.kind == .scalar else { break }
            if event.isMergeKey {
                // A merge key: the tree builder merges it, and it may be repeated.
                if mode == .decoding { throw .needsTree }
            } else if let first = keys.add(event.text, at: event.mark) {
                reportDuplicate(event, first: first)
                event.isDuplicateKey = true
            }
        case .sequenceStart, .mappingStart:
            nodeCount += 1
            if nodeCount > limits.maxNodes { throw tooManyNodes(at: event.mark) }
            if mode == .decoding, event.anchorBytes != nil { throw .needsTree }
            if frames.count >= limits.maxDepth {
                throw fail(
                    YAMLDiagnosticCode.tooDeep, "sequences and mappings nest deeper than \(limits.maxDepth) levels",
                    at: location(event))
            }
            // The collection is a node of its parent: the parent's next state is kept for its end.
            frames.append(current.afterNode)
            if event.kind == .mappingStart {
                current = .key
                keys.open()
            } else {
                current = .item
            }
        case .sequenceEnd, .mappingEnd:
            if current != .item { keys.close() }
            current = frames.popLast() ?? .outside
        case .streamStart, .streamEnd, .documentStart, .documentEnd, .failure:
            // libyaml ends the top-level node before its document: nothing else comes here.
            throw fail(YAMLDiagnosticCode.syntax, "the document ends inside its top-level mapping", at: nil)
        }
        return event
    }

    private mutating func tooManyNodes(at mark: YAMLEvent.Mark) -> YAMLStop {
        fail(
            YAMLDiagnosticCode.tooManyNodes,
            "document expands to more than \(limits.maxNodes) nodes; aliases may be nested too deeply",
            at: location(of: mark))
    }

    /// Counts `nodes` more nodes and stops at the limit.
    private mutating func count(_ nodes: Int, at mark: YAMLEvent.Mark) throws(YAMLStop) {
        nodeCount += nodes
        if nodeCount > limits.maxNodes { throw tooManyNodes(at: mark) }
    }

    private mutating func reportDuplicate(_ key: YAMLEvent, first: YAMLEvent.Mark) {
        duplicateCount += 1
        let here = location(key)
        guard duplicateCount <= Self.maxReportedDuplicates else {
            omittedDuplicates.count += 1
            if omittedDuplicates.first == nil { omittedDuplicates.first = here }
            return
        }
        let name = key.string
        diagnostics.append(
            Diagnostic(
                .error, code: YAMLDiagnosticCode.duplicateKey, "duplicate key '\(name)' in a mapping", at: here,
                notes: [.note("'\(name)' first appears here", at: location(of: first))]))
    }

    /// One error for the duplicate keys past ``maxReportedDuplicates``, at the first of them.
    private mutating func reportOmittedDuplicates() {
        guard omittedDuplicates.count > 0, let first = omittedDuplicates.first else { return }
        let count = omittedDuplicates.count
        omittedDuplicates = (0, nil)
        diagnostics.append(
            Diagnostic(
                .error, code: YAMLDiagnosticCode.duplicateKey,
                "\(count) more duplicate key\(count == 1 ? "" : "s") not listed one by one", at: first))
    }

    // MARK: - Syntax errors

    /// Reports why libyaml stopped and returns the stop to throw.
    private mutating func syntaxError() -> YAMLStop {
        guard parser.isReady else {
            return fail(YAMLDiagnosticCode.syntax, "could not start the YAML parser", at: nil)
        }
        appendSyntaxError()
        reportOmittedDuplicates()
        return .failed
    }

    /// Reports why libyaml stopped, with libyaml's problem and context, at its problem mark.
    private mutating func appendSyntaxError() {
        let error = parser.error()
        let at: SourceLocation
        var message = error.problem
        if let offset = error.readerOffset, let place = source.position(ofUTF8Offset: offset) {
            // libyaml's reader gives a byte offset, not a mark: point at the character itself.
            at = SourceLocation(in: source.sourceFile, line: place.line, column: place.column)
            if let value = error.readerValue, value >= 0 {
                message += " (U+\(Self.hex(value)))"
            }
        } else {
            at = endOfTextIfPast(location(of: YAMLEvent.Mark(line: error.problemLine, column: error.problemColumn)))
        }
        var notes: [Diagnostic] = []
        if let context = error.context {
            message += " (\(context))"
            let contextAt = location(of: YAMLEvent.Mark(line: error.contextLine, column: error.contextColumn))
            if contextAt != at {
                notes.append(
                    .note(
                        (context.hasPrefix("while ") ? String(context.dropFirst(6)) : context) + " starts here",
                        at: contextAt))
            }
        }
        if let tab = leadingTab(line: error.problemLine + 1) {
            notes.append(.note("YAML forbids tabs for indentation; indent with spaces", at: tab))
        }
        if error.isMemoryError {
            diagnostics.append(
                Diagnostic(.error, code: YAMLDiagnosticCode.syntax, "out of memory while reading YAML", at: at))
            return
        }
        let contextAt = error.context.map { _ in
            location(of: YAMLEvent.Mark(line: error.contextLine, column: error.contextColumn))
        }
        if let misindented = YAMLIndentation.diagnostic(
            source: source, problem: (error.problem, at), context: contextAt)
        {
            diagnostics.append(misindented)
            return
        }
        if let trap = YAMLTraps.cause(source: source, problem: at, context: contextAt) {
            // Said at the character that caused it; where libyaml stopped becomes a note.
            let stop = Diagnostic.note("YAML stops here: \(message)", at: at)
            diagnostics.append(
                Diagnostic(
                    .error, code: YAMLDiagnosticCode.syntax, YAMLTraps.message(for: trap.character),
                    at: trap.location,
                    notes: [YAMLTraps.quoteNote(for: trap.character, at: trap.location), stop]
                        + notes.filter { $0.location != trap.location }))
            return
        }
        diagnostics.append(Diagnostic(.error, code: YAMLDiagnosticCode.syntax, message, at: at, notes: notes))
    }

    /// At least four upper-case hex digits: 7 → "0007".
    private static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// An error at the very end of the file (on the empty line after the last line break, where
    /// there is nothing to show) is reported just after the last character of the text instead.
    private func endOfTextIfPast(_ location: SourceLocation) -> SourceLocation {
        var line = location.line
        guard line == source.lineCount, source.line(line)?.isEmpty ?? true else { return location }
        while line > 1, source.line(line)?.allSatisfy({ $0 == " " || $0 == "\t" }) ?? true {
            line -= 1
        }
        guard line != location.line, let text = source.line(line) else { return location }
        return SourceLocation(in: source.sourceFile, line: line, column: text.count + 1)
    }

    /// The location of a tab in the indentation of 1-based `line`, if it has one.
    private func leadingTab(line: Int) -> SourceLocation? {
        guard let text = source.line(line) else { return nil }
        var column = 1
        for character in text {
            if character == "\t" { return SourceLocation(in: source.sourceFile, line: line, column: column) }
            if character != " " { return nil }
            column += 1
        }
        return nil
    }
}
