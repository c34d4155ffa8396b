public import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// Parses the constraint text of layout files into ``LayoutConstraint`` values.
///
/// The grammar (spaces are free between tokens):
///
///     constraint := expr relation expr ( '@' strength )?
///     relation   := '==' | '<=' | '>='
///     strength   := 'required' | 'strong' | 'medium' | 'weak'
///     expr       := product ( ( '+' | '-' ) product )*
///     product    := unary ( ( '*' | '/' ) unary )*
///     unary      := ( '+' | '-' )* primary
///     primary    := number | KEYID '.' ATTR | '(' expr ')'
///
/// KEYID is a run of letters, digits and `_`, with single `-` between them (`to-symbols`, `1`);
/// ATTR is one of ``KeyAttribute``'s names. A product or quotient must have a constant on one
/// side. Each side is normalised: like terms are merged (in order of first appearance) and terms
/// whose coefficient cancels to zero are dropped. The parser is bounded for untrusted input: at
/// most ``maxLength`` characters and ``maxNesting`` nested parentheses.
public enum ConstraintParser {
    /// The longest text accepted, in `Character`s.
    public static let maxLength = 1000
    /// The deepest nesting of parentheses accepted.
    public static let maxNesting = 32

    /// Parses one constraint.
    ///
    /// - Parameters:
    ///   - text: The constraint as written, e.g. `shift.width == backspace.width @strong`.
    ///   - source: Where it was written.
    /// - Returns: The constraint, with `text` and `source` set.
    /// - Throws: ``ConstraintError`` with every problem found, each at a character offset.
    /// - Complexity: O(*n*·*t*) for *n* characters and *t* distinct terms.
    public static func parse(_ text: String, source: SourceMark = .none) throws(ConstraintError) -> LayoutConstraint {
        let result = parseDetailed(text)
        guard var constraint = result.constraint, result.issues.isEmpty else {
            throw ConstraintError(issues: result.issues)
        }
        constraint.source = source
        return constraint
    }

    /// Parses one constraint and also returns the key ids it names, with their offsets.
    package static func parseDetailed(_ text: String) -> ConstraintParse {
        var cursor = Cursor(text)
        let constraint = cursor.parseConstraint()
        return ConstraintParse(
            constraint: cursor.issues.isEmpty ? constraint : nil, references: cursor.references,
            issues: cursor.issues)
    }
}
