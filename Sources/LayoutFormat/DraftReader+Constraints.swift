import KeyboardModel

extension DraftReader {
    /// `constraints`: a list of strings, each parsed now; key ids are checked on the merged layout.
    mutating func readConstraints(_ node: NodeRef) -> [LayoutDraft.Constraint] {
        guard node.isSequence else {
            wrongType(node, expected: "a list of constraints")
            return []
        }
        var constraints: [LayoutDraft.Constraint] = []
        for offset in 0..<node.count {
            let item = node.item(offset)
            guard let scalar = item.scalar, Self.kind(of: item) != "null" else {
                wrongType(item, expected: "a constraint (a string)")
                continue
            }
            let parse = ConstraintParser.parseDetailed(scalar.value)
            for issue in parse.issues {
                let (location, note) = place(offset: issue.offset, in: item, scalar: scalar)
                var notes = issue.notes.map { extra in
                    Diagnostic.note(extra.message, at: place(offset: extra.offset, in: item, scalar: scalar).location)
                }
                notes += note.map { [$0] } ?? []
                diagnostics.append(Diagnostic(.error, code: issue.code, issue.message, at: location, notes: notes))
            }
            guard var constraint = parse.constraint else { continue }
            constraint.source = SourceMark(item.location)
            constraints.append(
                LayoutDraft.Constraint(
                    constraint: constraint, references: parse.references, location: item.location, node: item.node,
                    source: source))
        }
        return constraints
    }

    /// Where the character at `offset` of a scalar's value is in the file.
    ///
    /// On one line the column is the node's column plus the offset (plus one for the opening
    /// quote). When that cannot be trusted — block scalars, or text whose characters up to the
    /// offset do not appear at that place in the source (escapes, `''`, line folding) — the place
    /// is the node's start and a note says where in the text the problem is.
    func place(offset: Int, in node: NodeRef, scalar: YAMLScalar) -> (location: SourceLocation, note: Diagnostic?) {
        Self.place(offset: offset, from: node.location, scalar: scalar, source: source)
    }

    /// Where the character at `offset` of a scalar's value, whose node starts at `start`, is in
    /// the file `source`.
    static func place(offset: Int, from start: SourceLocation, scalar: YAMLScalar, source: SourceText?) -> (
        location: SourceLocation, note: Diagnostic?
    ) {
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: quote = -1
        }
        var exact = quote >= 0
        if exact, let source {
            if let line = source.line(start.line), start.column + quote >= 1 {
                let written = line.dropFirst(start.column - 1 + quote)
                let expected = scalar.value.prefix(offset + 1)
                exact = written.starts(with: expected)
            } else {
                exact = false
            }
        } else if exact {
            // Without the text, trust a value that could not have been escaped or folded.
            exact = !scalar.value.contains("\n") && !(scalar.style == .doubleQuoted && scalar.value.contains("\\"))
        }
        if exact {
            return (SourceLocation(file: start.file, line: start.line, column: start.column + quote + offset), nil)
        }
        let note = Diagnostic.note(
            "the problem is at character \(offset + 1) of the text, which is written over several lines or with "
                + "escapes, so the column points at its start", at: start)
        return (start, note)
    }
}
