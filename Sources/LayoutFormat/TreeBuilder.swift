import KeyboardModel

/// Builds the node tree from libyaml's events, enforcing the limits libyaml does not.
struct TreeBuilder {
    let source: SourceText
    let limits: YAMLLimits
    private(set) var root: YAMLNode?
    private(set) var diagnostics: [Diagnostic] = []

    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0
    private var documentCount = 0
    /// Character columns of the non-ASCII lines asked for so far.
    private var columnCache: [Int: [Int]] = [:]

    init(source: SourceText, limits: YAMLLimits) {
        self.source = source
        self.limits = limits
    }

    /// A sequence or mapping being built.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var tag: String?
        var anchor: String?
        var nodeCountAtStart: Int
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// Pair index by key, built only once a mapping is large (small ones are scanned).
        var keyIndex: [String: Int]?

        /// The location of the key `name` already in the mapping, if any.
        mutating func existingKey(_ name: String) -> SourceLocation? {
            if keyIndex == nil, pairs.count > 12 {
                var index: [String: Int] = [:]
                for (offset, pair) in pairs.enumerated() {
                    if let key = pair.key.scalar?.value, index[key] == nil { index[key] = offset }
                }
                keyIndex = index
            }
            if let keyIndex {
                return keyIndex[name].map { pairs[$0].key.location }
            }
            return pairs.first { $0.key.scalar?.value == name }?.key.location
        }

        /// Appends a pair, keeping the index if there is one.
        mutating func append(_ pair: YAMLPair) {
            if let name = pair.key.scalar?.value, keyIndex != nil, keyIndex?[name] == nil {
                keyIndex?[name] = pairs.count
            }
            pairs.append(pair)
        }
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
            return
        }
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
        let number = line + 1
        if source.isASCII(line: number) {
            return SourceLocation(file: source.file, line: number, column: column + 1)
        }
        let columns: [Int]
        if let cached = columnCache[number] {
            columns = cached
        } else {
            columns = source.characterColumns(line: number)
            columnCache[number] = columns
        }
        let characterColumn =
            column < columns.count ? columns[column] : (columns.last ?? 1) + column - (columns.count - 1)
        return SourceLocation(file: source.file, line: number, column: characterColumn)
    }

    private mutating func handle(_ event: LibYAMLParser.Event) throws {
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
        case .alias(let anchor):
            let here = location(line: event.line, column: event.column)
            guard let anchored = anchors[anchor] else {
                fail(YAMLDiagnosticCode.unknownAnchor, "alias '*\(anchor)' names no anchor defined before it", at: here)
                throw Stop()
            }
            try count(anchored.size, at: here)
            let node = YAMLNode(anchored.node.content, tag: anchored.node.tag, location: here)
            try add(node)
        case .scalar(let value, let style, let anchor, let tag):
            let here = location(line: event.line, column: event.column)
            try count(1, at: here)
            let node = YAMLNode(.scalar(YAMLScalar(value, style: style)), tag: tag, location: here)
            if let anchor { anchors[anchor] = (node, 1) }
            try add(node)
        case .sequenceStart(let anchor, let tag), .mappingStart(let anchor, let tag):
            let here = location(line: event.line, column: event.column)
            try count(1, at: here)
            if stack.count >= limits.maxDepth {
                fail(
                    YAMLDiagnosticCode.tooDeep,
                    "sequences and mappings nest deeper than \(limits.maxDepth) levels", at: here)
                throw Stop()
            }
            var isMapping = false
            if case .mappingStart = event.kind { isMapping = true }
            stack.append(
                Frame(isMapping: isMapping, location: here, tag: tag, anchor: anchor, nodeCountAtStart: nodeCount - 1))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let node: YAMLNode
            if frame.isMapping {
                node = YAMLNode(.mapping(try merged(frame)), tag: frame.tag, location: frame.location)
            } else {
                node = YAMLNode(.sequence(frame.items), tag: frame.tag, location: frame.location)
            }
            if let anchor = frame.anchor { anchors[anchor] = (node, nodeCount - frame.nodeCountAtStart) }
            try add(node)
        }
    }

    /// Counts `nodes` more nodes and stops at the limit.
    private mutating func count(_ nodes: Int, at location: SourceLocation) throws {
        nodeCount += nodes
        if nodeCount > limits.maxNodes {
            fail(
                YAMLDiagnosticCode.tooManyNodes,
                "document expands to more than \(limits.maxNodes) nodes; aliases may be nested too deeply",
                at: location)
            throw Stop()
        }
    }

    // MARK: - Building

    /// Adds a finished node to the frame on top, or makes it the root.
    private mutating func add(_ node: YAMLNode) throws {
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
            stack[top].items.append(node)
            return
        }
        guard let key = stack[top].pendingKey else {
            stack[top].pendingKey = node
            return
        }
        stack[top].pendingKey = nil
        if let scalar = key.scalar, scalar.value == "<<", scalar.style == .plain, key.tag == nil {
            stack[top].merges.append((stack[top].pairs.count, try mergeSources(node)))
            return
        }
        if let name = key.scalar?.value {
            if let first = stack[top].existingKey(name) {
                diagnostics.append(
                    Diagnostic(
                        .error, code: YAMLDiagnosticCode.duplicateKey, "duplicate key '\(name)' in a mapping",
                        at: key.location, notes: [.note("'\(name)' first appears here", at: first)]))
                return
            }
        }
        stack[top].append(YAMLPair(key: key, value: node))
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

    /// The frame's pairs with its `<<` merges applied: keys written in the mapping win, then earlier
    /// merge sources over later ones; merged pairs take the place of their `<<` key.
    private func merged(_ frame: Frame) throws -> [YAMLPair] {
        guard !frame.merges.isEmpty else { return frame.pairs }
        var present = Set(frame.pairs.compactMap { $0.key.scalar?.value })
        var result: [YAMLPair] = []
        var next = 0
        for merge in frame.merges {
            result += frame.pairs[next..<merge.index]
            next = merge.index
            for source in merge.sources {
                for pair in source.mapping ?? [] {
                    guard let name = pair.key.scalar?.value else { continue }
                    if present.insert(name).inserted { result.append(pair) }
                }
            }
        }
        result += frame.pairs[next...]
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
