import KeyboardModel

/// Builds the node tree from libyaml's events, enforcing the limits libyaml does not.
struct TreeBuilder {
    let source: SourceText
    let limits: YAMLLimits
    private(set) var root: YAMLNode?
    private(set) var diagnostics: [Diagnostic] = []
    /// Duplicate keys found past the first ``maxReportedDuplicates``, and where the first of them is.
    private var omittedDuplicates: (count: Int, first: SourceLocation?) = (0, nil)
    private var duplicateCount = 0
    /// Duplicate keys reported one by one; the rest are counted in one error, so that a file of
    /// repeated keys cannot make the diagnostics grow with it.
    static let maxReportedDuplicates = 100

    private var stack: [Frame] = []
    /// The finished children of every open collection.
    private let nodes = NodeStack()
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0
    private var documentCount = 0
    /// Character columns of the non-ASCII lines asked for so far.
    private var columnCache: [Int: [Int]] = [:]
    /// The columns of the non-ASCII line asked for last (events come mostly in line order).
    private var lastColumns: (line: Int, columns: [Int]) = (0, [])

    /// The origin of every untagged node.
    private let plainOrigin: YAMLNode.Origin

    init(source: SourceText, limits: YAMLLimits) {
        self.source = source
        self.limits = limits
        plainOrigin = YAMLNode.Origin(file: source.file, tag: nil)
    }

    /// A sequence or mapping being built; its children are on ``nodes`` from `start` up (for a
    /// mapping, alternately keys and values).
    private struct Frame {
        var isMapping: Bool
        var position: Position
        var origin: YAMLNode.Origin
        var anchor: String?
        var nodeCountAtStart: Int
        var start: Int
        /// Whether the top of ``nodes`` is a key still waiting for its value.
        var hasPendingKey = false
        /// Stack index of each scalar key, by text, built only once a mapping is large (small
        /// ones are scanned by fingerprint).
        var keyIndex: [String: Int]?
        var merges: [(index: Int, sources: [YAMLNode])] = []
    }

    private struct Stop: Error {}

    // MARK: - Driving libyaml

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) {
        let file = source.file
        guard let base = buffer.baseAddress, buffer.count > offset,
            source.text.utf8.contains(where: { !Self.isBlank($0) })
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
            loop: while true {
                switch parser.next() {
                case .failure(let error):
                    report(error)
                    throw Stop()
                case .success(let event):
                    if case .streamEnd = event.kind { break loop }
                    try handle(event)
                }
            }
        } catch {
            root = nil
            reportOmittedDuplicates()
            return
        }
        reportOmittedDuplicates()
        if root == nil, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(
                Diagnostic(
                    .error, code: YAMLDiagnosticCode.empty,
                    "file holds no YAML document; a layout is a mapping that starts with 'format: 1'",
                    at: .start(of: file)))
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }

    private mutating func location(line: Int, column: Int) -> SourceLocation {
        let place = position(line: line, column: column)
        return SourceLocation(file: source.file, line: place.line, column: place.column)
    }

    private func location(_ place: Position) -> SourceLocation {
        SourceLocation(file: source.file, line: place.line, column: place.column)
    }

    /// A 1-based line and character column.
    private typealias Position = (line: Int, column: Int)

    /// The 1-based line and character column of libyaml's 0-based line and scalar column.
    private mutating func position(line: Int, column: Int) -> Position {
        let number = line + 1
        if source.isASCII(line: number) {
            return (number, column + 1)
        }
        if number != lastColumns.line {
            if let cached = columnCache[number] {
                lastColumns = (number, cached)
            } else if source.scalarsStandAlone(line: number) {
                // Scalar columns are character columns: no table needed.
                lastColumns = (number, [])
                columnCache[number] = []
            } else {
                let columns = source.characterColumns(line: number)
                columnCache[number] = columns
                lastColumns = (number, columns)
            }
        }
        if lastColumns.columns.isEmpty { return (number, column + 1) }
        let count = lastColumns.columns.count
        let characterColumn =
            column < count
            ? lastColumns.columns[column] : (lastColumns.columns.last ?? 1) + column - (count - 1)
        return (number, characterColumn)
    }

    /// The origin of nodes with `tag`: shared by all untagged nodes.
    private func origin(_ tag: String?) -> YAMLNode.Origin {
        guard let tag else { return plainOrigin }
        return YAMLNode.Origin(file: source.file, tag: tag)
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
            let anchor = event.value
            guard let anchored = anchors[anchor] else {
                fail(
                    YAMLDiagnosticCode.unknownAnchor, "alias '*\(anchor)' names no anchor defined before it",
                    at: location(here))
                throw Stop()
            }
            try count(anchored.size, at: here)
            let node = YAMLNode(
                anchored.node.content, origin: anchored.node.origin, line: here.line, column: here.column)
            try add(node)
        case .scalar:
            let here = position(line: event.line, column: event.column)
            try count(1, at: here)
            let node = YAMLNode(
                .scalar(YAMLScalar(event.value, style: event.style)), origin: origin(event.tag), line: here.line,
                column: here.column)
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
                    anchor: event.anchor, nodeCountAtStart: nodeCount - 1, start: nodes.count))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let content: YAMLNode.Content
            if frame.isMapping {
                content = .mapping(try merged(nodes.popPairs(from: frame.start), frame.merges))
            } else {
                content = .sequence(nodes.popItems(from: frame.start))
            }
            let node = YAMLNode(content, origin: frame.origin, line: frame.position.line, column: frame.position.column)
            if let anchor = frame.anchor { anchors[anchor] = (node, nodeCount - frame.nodeCountAtStart) }
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

    /// Adds a finished node to the frame on top, or makes it the root.
    private mutating func add(_ node: consuming YAMLNode) throws {
        guard !stack.isEmpty else {
            guard node.mapping != nil else {
                fail(
                    YAMLDiagnosticCode.topLevelNotMapping,
                    "the top level must be a mapping of layout fields, found \(node.kindDescription)",
                    at: node.location)
                throw Stop()
            }
            root = node
            return
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            nodes.push(node)
            return
        }
        guard stack[top].hasPendingKey else {
            stack[top].hasPendingKey = true
            if case .scalar(let scalar) = node.content {
                nodes.push(node, print: NodeStack.fingerprint(scalar.value))
            } else {
                nodes.push(node)
            }
            return
        }
        stack[top].hasPendingKey = false
        let keyIndex = nodes.count - 1
        let print = nodes.print(at: keyIndex)
        guard print != 0 else {
            nodes.push(node)
            return
        }
        let key = nodes.node(at: keyIndex)
        guard let scalar = key.scalar else {
            nodes.push(node)
            return
        }
        if scalar.value == "<<", scalar.style == .plain, key.tag == nil {
            _ = nodes.pop()
            let pairIndex = (nodes.count - stack[top].start) / 2
            stack[top].merges.append((pairIndex, try mergeSources(node)))
            return
        }
        if let first = existingKey(scalar.value, print: print, in: top) {
            let name = scalar.value
            _ = nodes.pop()
            duplicateCount += 1
            guard duplicateCount <= Self.maxReportedDuplicates else {
                omittedDuplicates.count += 1
                if omittedDuplicates.first == nil { omittedDuplicates.first = key.location }
                return
            }
            diagnostics.append(
                Diagnostic(
                    .error, code: YAMLDiagnosticCode.duplicateKey, "duplicate key '\(name)' in a mapping",
                    at: key.location, notes: [.note("'\(name)' first appears here", at: first)]))
            return
        }
        if stack[top].keyIndex != nil {
            stack[top].keyIndex?[scalar.value] = keyIndex
        }
        nodes.push(node)
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

    /// The location of the scalar key `name` (with fingerprint `print`) already in the mapping
    /// of frame `top`, if any; the key waiting for its value (on top of the stack) is not counted.
    private mutating func existingKey(_ name: String, print: UInt64, in top: Int) -> SourceLocation? {
        let start = stack[top].start
        let end = nodes.count - 1
        if stack[top].keyIndex == nil, end - start > 2 * Self.scanLimit {
            var index: [String: Int] = [:]
            for offset in stride(from: start, to: end, by: 2) {
                if let key = nodes.node(at: offset).scalar?.value, index[key] == nil { index[key] = offset }
            }
            stack[top].keyIndex = index
        }
        if let keyIndex = stack[top].keyIndex {
            return keyIndex[name].map { nodes.node(at: $0).location }
        }
        for offset in stride(from: start, to: end, by: 2) where NodeStack.mayBeEqual(nodes.print(at: offset), print) {
            let key = nodes.node(at: offset)
            if key.scalar?.value == name { return key.location }
        }
        return nil
    }

    /// The mappings a `<<` key merges in: one mapping, or a sequence of them.
    private mutating func mergeSources(_ value: YAMLNode) throws -> [YAMLNode] {
        if value.mapping != nil { return [value] }
        if let items = value.sequence, items.allSatisfy({ $0.mapping != nil }) { return items }
        fail(
            YAMLDiagnosticCode.badMerge,
            "a merge key '<<' takes a mapping or a list of mappings, found \(value.kindDescription)",
            at: value.location)
        throw Stop()
    }

    /// The pairs with `<<` merges applied: keys written in the mapping win, then earlier merge
    /// sources over later ones; merged pairs take the place of their `<<` key.
    private func merged(_ pairs: [YAMLPair], _ merges: [(index: Int, sources: [YAMLNode])]) throws -> [YAMLPair] {
        guard !merges.isEmpty else { return pairs }
        var present = Set(pairs.compactMap { $0.key.scalar?.value })
        var result: [YAMLPair] = []
        var next = 0
        for merge in merges {
            result += pairs[next..<merge.index]
            next = merge.index
            for source in merge.sources {
                for pair in source.mapping ?? [] {
                    guard let name = pair.key.scalar?.value else { continue }
                    if present.insert(name).inserted { result.append(pair) }
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
        let at = endOfTextIfPast(location(line: error.problemLine, column: error.problemColumn))
        var notes: [Diagnostic] = []
        var message = error.problem
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
