import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// A constraint that parsed, with the key ids it names (checked on the merged layout).
    struct Constraint {
        var constraint: LayoutConstraint
        /// The key ids named, with their offsets in the text.
        var references: [ConstraintParse.Reference]
        /// Where the constraint's string starts.
        var location: SourceLocation
        /// The string as read and how it was written, to place problems inside it.
        var scalar: YAMLScalar
        /// The text of the file, to check that offsets map to columns.
        var source: SourceText?

        /// Where the character at `offset` is, and a note when that place is approximate.
        func place(offset: Int) -> (location: SourceLocation, note: Diagnostic?) {
            Self.place(offset: offset, from: location, scalar: scalar, source: source)
        }

        /// Where the character at `offset` of a scalar's value, whose node starts at `start`, is
        /// in the file `source`.
        ///
        /// On one line the column is the node's column plus the offset (plus one for the opening
        /// quote). When that cannot be trusted — block scalars, or text whose characters up to the
        /// offset do not appear at that place in the source (escapes, `''`, line folding) — the
        /// place is the node's start and a note says where in the text the problem is.
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
                return (
                    SourceLocation(in: start.sourceFile, line: start.line, column: start.column + quote + offset), nil
                )
            }
            let note = Diagnostic.note(
                "the problem is at character \(offset + 1) of the text, which is written over several lines or with "
                    + "escapes, so the column points at its start", at: start)
            return (start, note)
        }
    }
}
