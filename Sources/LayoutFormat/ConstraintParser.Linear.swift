import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension ConstraintParser {
    /// A linear expression under construction: a constant plus merged terms.
    struct Linear {
        var terms: [LinearExpression.Term] = []
        var constant: Double = 0

        var hasTerms: Bool { !terms.isEmpty }

        var isFinite: Bool { constant.isFinite && terms.allSatisfy(\.coefficient.isFinite) }

        /// Adds `factor` × `other`, merging like terms.
        mutating func add(_ other: Linear, times factor: Double = 1) {
            constant += factor * other.constant
            for term in other.terms {
                add(term.anchor, coefficient: factor * term.coefficient)
            }
        }

        /// Adds `coefficient` × `anchor`, merging with an existing term of the same anchor.
        mutating func add(_ anchor: KeyAnchor, coefficient: Double) {
            if let index = terms.firstIndex(where: { $0.anchor == anchor }) {
                terms[index].coefficient += coefficient
            } else {
                terms.append(LinearExpression.Term(coefficient: coefficient, anchor: anchor))
            }
        }

        /// Multiplies everything by `factor`.
        mutating func scale(by factor: Double) {
            constant *= factor
            for index in terms.indices {
                terms[index].coefficient *= factor
            }
        }

        /// The model value, without terms whose coefficient cancelled out.
        var expression: LinearExpression {
            LinearExpression(terms: terms.filter { abs($0.coefficient) > 1e-12 }, constant: constant)
        }
    }
}
