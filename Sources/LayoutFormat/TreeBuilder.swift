import KeyboardModel

/// Builds a document's flat ``YAMLTree`` from libyaml's events, enforcing the limits libyaml does not.
struct TreeBuilder {
    let source: SourceText
    let limits: YAMLLimits
    /// The index of the top-level node, once read.
    private(set) var rootIndex: Int?
    private(set) var diagnostics: [Diagnostic] = []
    /// Duplicate keys found past the first ``maxReportedDuplicates``, and where the first of them is.
    private var omittedDuplicates: (count: Int, first: SourceLocation?) = (0, nil)
    private var duplicateCount = 0
    /// Duplicate keys reported one by one; the rest are counted in one error, so that a file of
    /// repeated keys cannot make the diagnostics grow with it.
    static let maxReportedDuplicates = 100

    /// The records, children and text of the document.
    private var tree: YAMLTree.Builder
    private var stack: [Frame] = []
    /// The finished children of every open collection (record indices), each collection's on
    /// top of its parent's.
    private var pending: [Int] = []
    /// Alongside ``pending``: the fingerprint of each scalar mapping key (0 for other nodes), for
    /// finding duplicate keys without comparing most texts.
    private var prints: [UInt64] = []
    private var anchors: [String: (node: Int, size: Int)] = [:]
    private var nodeCount = 0
    private var documentCount = 0
    /// Converts libyaml's marks to lines and character columns.
    private var positions: EventPositions

    init(source: SourceText, limits: YAMLLimits, byteCount: Int) {
        self.source = source
        self.limits = limits
        positions = EventPositions(source: source)
        tree = YAMLTree.Builder(file: source.file, byteCount: byteCount)
        stack.reserveCapacity(16)
        pending.reserveCapacity(64)
        prints.reserveCapacity(64)
    }

    /// The document's top-level node, if it was read.
    consuming func finish() -> YAMLNode? {
        guard let rootIndex else { return nil }
        return YAMLNode(tree: tree.finish(), index: rootIndex)
    }

    /// A sequence or mapping being built; its children are on ``pending`` from `start` up (for a
    /// mapping, alternately keys and values).
    private struct Frame {
        var isMapping: Bool
        var position: Position
        var origin: Int
        var nodeCountAtStart: Int
        var start: Int
        /// Whether the top of ``pending`` is a key still waiting for its value.
        var hasPendingKey = false
        /// Whether the frame has ``Extras`` (in ``extras``, by stack index).
        var hasExtras = false
    }

    /// What few frames have, kept apart so that frames stay plain values.
    private struct Extras {
        var anchor: String?
        /// Stack index of each scalar key, by text, built only once a mapping is large (small
        /// ones are scanned by fingerprint).
        var keyIndex: [String: Int]?
        var merges: [(index: Int, sources: [Int])] = []
    }

    /// The extras of open frames, by stack index.
    private var extras: [Int: Extras] = [:]

    /// Sets the extras of frame `top`.
    private mutating func updateExtras(of top: Int, _ change: (inout Extras) -> Void) {
        // Taken out while changed, so that a key index is not copied.
        var value = extras.removeValue(forKey: top) ?? Extras()
        change(&value)
        extras[top] = value
        stack[top].hasExtras = true
    }

    private struct Stop: Error {}

    // MARK: - Driving libyaml

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) {
        let file = source.file
        guard let base = buffer.baseAddress, buffer.count > offset, source.hasContent
        else {
            diagnostics.append(
                Diagnostic(
                    .error, code: YAMLDiagnosticCode.empty,
                    "file is empty; a layout is a mapping that starts with 'format: 1'", at: .start(of: file)))
            return
        }
        guard let parser = LibYAMLParser(bytes: base + offset, count: buffer.count - offset) else {
            diagnostics.append(
                Diagnostic(
                    .error, code: YAMLDiagnosticCode.syntax, "could not start the YAML parser", at: .start(of: file)))
            return
        }
        do {
            while true {
                guard let event = parser.next() else {
                    report(parser.error())
                    throw Stop()
                }
                if case .streamEnd = event.kind { break }
                try handle(event)
            }
        } catch {
            rootIndex = nil
            reportOmittedDuplicates()
            return
        }
        reportOmittedDuplicates()
        if rootIndex == nil, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(
                Diagnostic(
                    .error, code: YAMLDiagnosticCode.empty,
                    "file holds no YAML document; a layout is a mapping that starts with 'format: 1'",
                    at: .start(of: file)))
        }
    }

    /// At least four upper-case hex digits: 7 → "0007".
    private static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func location(line: Int, column: Int) -> SourceLocation {
        let place = position(line: line, column: column)
        return SourceLocation(file: source.file, line: place.line, column: place.column)
    }

    private func location(_ place: Position) -> SourceLocation {
        SourceLocation(file: source.file, line: place.line, column: place.column)
    }

    /// Where node `index` starts.
    private func location(of index: Int) -> SourceLocation {
        let record = tree.record(index)
        return SourceLocation(file: source.file, line: record.line, column: record.column)
    }

    /// A 1-based line and character column.
    private typealias Position = (line: Int, column: Int)

    /// The 1-based line and character column of libyaml's 0-based line and scalar column.
    private mutating func position(line: Int, column: Int) -> Position {
        positions.position(line: line, column: column)
    }

    /// The origin of nodes with `tag`: 0 for all untagged nodes.
    private mutating func origin(_ tag: String?) -> Int {
        guard let tag else { return 0 }
        return tree.addOrigin(file: source.file, tag: tag)
    }

    private mutating func handle(_ event: consuming LibYAMLParser.Event) throws {
        switch event.kind {
        case .streamStart, .streamEnd, .documentEnd:
            break
        case .documentStart:
            let here = location(line: event.line, column: event.column)
            documentCount += 1
            if documentCount > 1 {
                fail(
                    YAMLDiagnosticCode.multipleDocuments,
                    "a layout file holds one YAML document; a second one starts here", at: here)
                throw Stop()
            }
        case .alias:
            let here = position(line: event.line, column: event.column)
            let anchor = String(decoding: event.value, as: UTF8.self)
            guard let anchored = anchors[anchor] else {
                fail(
                    YAMLDiagnosticCode.unknownAnchor, "alias '*\(anchor)' names no anchor defined before it",
                    at: location(here))
                throw Stop()
            }
            try count(anchored.size, at: here)
            try add(tree.addAlias(of: anchored.node, line: here.line, column: here.column))
        case .scalar:
            let here = position(line: event.line, column: event.column)
            try count(1, at: here)
            let node = tree.addScalar(
                event.value, style: event.style, origin: origin(event.tag), line: here.line, column: here.column)
            if let anchor = event.anchor { anchors[anchor] = (node, 1) }
            try add(node)
        case .sequenceStart, .mappingStart:
            let here = position(line: event.line, column: event.column)
            try count(1, at: here)
            if stack.count >= limits.maxDepth {
                fail(
                    YAMLDiagnosticCode.tooDeep,
                    "sequences and mappings nest deeper than \(limits.maxDepth) levels", at: location(here))
                throw Stop()
            }
            stack.append(
                Frame(
                    isMapping: event.kind == .mappingStart, position: here, origin: origin(event.tag),
                    nodeCountAtStart: nodeCount - 1, start: pending.count))
            if let anchor = event.anchor { updateExtras(of: stack.count - 1) { $0.anchor = anchor } }
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let frameExtras = frame.hasExtras ? extras.removeValue(forKey: stack.count) : nil
            let merges = frameExtras?.merges ?? []
            let node: Int
            let place = frame.position
            if frame.isMapping {
                if (pending.count - frame.start) % 2 == 1 { popPending() }
                if merges.isEmpty {
                    node = tree.addCollection(
                        .mapping, pending[frame.start...], origin: frame.origin, line: place.line,
                        column: place.column)
                } else {
                    let pairs = try merged(pending[frame.start...], merges)
                    node = tree.addCollection(
                        .mapping, pairs, origin: frame.origin, line: place.line, column: place.column)
                }
            } else {
                node = tree.addCollection(
                    .sequence, pending[frame.start...], origin: frame.origin, line: place.line, column: place.column)
            }
            // One by one: cheaper than a range removal for the few children most collections have.
            while pending.count > frame.start { popPending() }
            if let anchor = frameExtras?.anchor { anchors[anchor] = (node, nodeCount - frame.nodeCountAtStart) }
            try add(node)
        }
    }

    /// Counts `nodes` more nodes and stops at the limit.
    private mutating func count(_ nodes: Int, at place: Position) throws {
        nodeCount += nodes
        if nodeCount > limits.maxNodes {
            fail(
                YAMLDiagnosticCode.tooManyNodes,
                "document expands to more than \(limits.maxNodes) nodes; aliases may be nested too deeply",
                at: location(place))
            throw Stop()
        }
    }

    // MARK: - Building

    /// Mappings with more keys than this index them by text; smaller ones are scanned.
    private static let scanLimit = 24

    private mutating func push(_ node: Int, print: UInt64 = 0) {
        pending.append(node)
        prints.append(print)
    }

    private mutating func popPending() {
        pending.removeLast()
        prints.removeLast()
    }

    /// What node `index` is, for messages. The snapshot tree shares the builder's text arena and
    /// reads it at its current address, so it must not outlive this call (the builder may grow
    /// the arena afterwards).
    private func kindDescription(_ index: Int) -> String {
        let snapshot = tree
        return YAMLNode(tree: snapshot.finish(), index: index).kindDescription
    }

    /// Adds a finished node to the frame on top, or makes it the root.
    private mutating func add(_ node: Int) throws {
        let record = tree.record(node)
        guard !stack.isEmpty else {
            guard record.kind == .mapping else {
                fail(
                    YAMLDiagnosticCode.topLevelNotMapping,
                    "the top level must be a mapping of layout fields, found \(kindDescription(node))",
                    at: location(of: node))
                throw Stop()
            }
            rootIndex = node
            return
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            push(node)
            return
        }
        guard stack[top].hasPendingKey else {
            stack[top].hasPendingKey = true
            if record.kind == .scalar {
                push(node, print: KeyFingerprint.fingerprint(tree.textBytes(of: node)))
            } else {
                push(node)
            }
            return
        }
        stack[top].hasPendingKey = false
        let keyIndex = pending.count - 1
        let print = prints[keyIndex]
        guard print != 0 else {
            push(node)
            return
        }
        let key = pending[keyIndex]
        let keyRecord = tree.record(key)
        if keyRecord.count == 2, keyRecord.style == .plain, tree.tag(of: keyRecord.origin) == nil,
            Self.isMergeKey(tree.textBytes(of: key))
        {
            popPending()
            let pairIndex = (pending.count - stack[top].start) / 2
            let sources = try mergeSources(node)
            updateExtras(of: top) { $0.merges.append((pairIndex, sources)) }
            return
        }
        if let first = existingKey(key, print: print, in: top) {
            let name = tree.text(of: key)
            popPending()
            duplicateCount += 1
            guard duplicateCount <= Self.maxReportedDuplicates else {
                omittedDuplicates.count += 1
                if omittedDuplicates.first == nil { omittedDuplicates.first = location(of: key) }
                return
            }
            diagnostics.append(
                Diagnostic(
                    .error, code: YAMLDiagnosticCode.duplicateKey, "duplicate key '\(name)' in a mapping",
                    at: location(of: key), notes: [.note("'\(name)' first appears here", at: first)]))
            return
        }
        if stack[top].hasExtras, extras[top]?.keyIndex != nil {
            let text = tree.text(of: key)
            updateExtras(of: top) { $0.keyIndex?[text] = keyIndex }
        }
        push(node)
    }

    /// One error for the duplicate keys past ``maxReportedDuplicates``, at the first of them.
    private mutating func reportOmittedDuplicates() {
        guard omittedDuplicates.count > 0, let first = omittedDuplicates.first else { return }
        let count = omittedDuplicates.count
        diagnostics.append(
            Diagnostic(
                .error, code: YAMLDiagnosticCode.duplicateKey,
                "\(count) more duplicate key\(count == 1 ? "" : "s") not listed one by one", at: first))
    }

    /// Whether `text` is `<<`.
    private static func isMergeKey(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count == 2 && text[0] == UInt8(ascii: "<") && text[1] == UInt8(ascii: "<")
    }

    /// Whether scalar nodes `a` and `b` of `tree` (with fingerprints `printA` and `printB`) have
    /// texts equal as `String`s. (Static, on the builder alone: a method of `self` called from the
    /// mutating search would copy the whole builder for each comparison.)
    private static func sameText(
        _ a: Int, _ printA: UInt64, _ b: Int, _ printB: UInt64, in tree: borrowing YAMLTree.Builder
    ) -> Bool {
        guard KeyFingerprint.mayBeEqual(printA, printB) else { return false }
        if printA != KeyFingerprint.unsure, printB != KeyFingerprint.unsure {
            // Texts with sure fingerprints are equal exactly when their bytes are.
            return YAMLNode.equal(tree.textBytes(of: a), tree.textBytes(of: b))
        }
        return tree.text(of: a) == tree.text(of: b)
    }

    /// The location of a scalar key with the text of `key` (fingerprint `print`) already in the
    /// mapping of frame `top`, if any; the key waiting for its value (on top of the stack) is not counted.
    private mutating func existingKey(_ key: Int, print: UInt64, in top: Int) -> SourceLocation? {
        let start = stack[top].start
        let end = pending.count - 1
        if end - start > 2 * Self.scanLimit, !stack[top].hasExtras || extras[top]?.keyIndex == nil {
            var index: [String: Int] = [:]
            for offset in stride(from: start, to: end, by: 2) where prints[offset] != 0 {
                let text = tree.text(of: pending[offset])
                if index[text] == nil { index[text] = offset }
            }
            updateExtras(of: top) { $0.keyIndex = index }
        }
        if stack[top].hasExtras, let keyIndex = extras[top]?.keyIndex {
            return keyIndex[tree.text(of: key)].map { location(of: pending[$0]) }
        }
        for offset in stride(from: start, to: end, by: 2) where prints[offset] != 0 {
            if Self.sameText(pending[offset], prints[offset], key, print, in: tree) {
                return location(of: pending[offset])
            }
        }
        return nil
    }

    /// The mappings a `<<` key merges in: one mapping, or a sequence of them.
    private mutating func mergeSources(_ value: Int) throws -> [Int] {
        let record = tree.record(value)
        if record.kind == .mapping { return [value] }
        if record.kind == .sequence {
            let items = Array(tree.children(of: value))
            if items.allSatisfy({ tree.record($0).kind == .mapping }) { return items }
        }
        fail(
            YAMLDiagnosticCode.badMerge,
            "a merge key '<<' takes a mapping or a list of mappings, found \(kindDescription(value))",
            at: location(of: value))
        throw Stop()
    }

    /// The keys and values with `<<` merges applied: keys written in the mapping win, then earlier
    /// merge sources over later ones; merged pairs take the place of their `<<` key.
    private func merged(_ pairs: ArraySlice<Int>, _ merges: [(index: Int, sources: [Int])]) throws -> [Int] {
        var present = Set<String>()
        for offset in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2)
        where tree.record(pairs[offset]).kind == .scalar {
            present.insert(tree.text(of: pairs[offset]))
        }
        var result: [Int] = []
        var next = pairs.startIndex
        for merge in merges {
            let end = pairs.startIndex + 2 * merge.index
            result += pairs[next..<end]
            next = end
            for source in merge.sources {
                let entries = tree.children(of: source)
                for offset in stride(from: entries.startIndex, to: entries.endIndex, by: 2) {
                    let key = entries[offset]
                    guard tree.record(key).kind == .scalar else { continue }
                    if present.insert(tree.text(of: key)).inserted {
                        result.append(key)
                        result.append(entries[offset + 1])
                    }
                }
            }
        }
        result += pairs[next...]
        return result
    }

    // MARK: - Diagnostics

    private mutating func fail(_ code: String, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, code: code, message, at: location))
    }

    private mutating func report(_ error: LibYAMLParser.ParseError) {
        let at: SourceLocation
        var message = error.problem
        if let offset = error.readerOffset, let place = source.position(ofUTF8Offset: offset) {
            // libyaml's reader gives a byte offset, not a mark: point at the character itself.
            at = SourceLocation(file: source.file, line: place.line, column: place.column)
            if let value = error.readerValue, value >= 0 {
                message += " (U+\(Self.hex(value)))"
            }
        } else {
            at = endOfTextIfPast(location(line: error.problemLine, column: error.problemColumn))
        }
        var notes: [Diagnostic] = []
        if let context = error.context {
            message += " (\(context))"
            let contextAt = location(line: error.contextLine, column: error.contextColumn)
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
        if error.isMemoryError { message = "out of memory while reading YAML" }
        diagnostics.append(Diagnostic(.error, code: YAMLDiagnosticCode.syntax, message, at: at, notes: notes))
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
        return SourceLocation(file: source.file, line: line, column: text.count + 1)
    }

    /// The location of a tab in the indentation of 1-based `line`, if it has one.
    private func leadingTab(line: Int) -> SourceLocation? {
        guard let text = source.line(line) else { return nil }
        var column = 1
        for character in text {
            if character == "\t" { return SourceLocation(file: source.file, line: line, column: column) }
            if character != " " { return nil }
            column += 1
        }
        return nil
    }
}
