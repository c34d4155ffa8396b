import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// Everything parsing one constraint's text gave: the constraint (when there were no problems),
/// the key ids it names with their offsets (for "unknown key id" errors once the layers are
/// known), and the problems.
package struct ConstraintParse: Sendable {
    /// The constraint, or `nil` when `issues` is not empty.
    package var constraint: LayoutConstraint?
    /// Every `KEYID.ATTR` term as written, in order (before like terms were merged).
    package var references: [Reference]
    /// The problems found.
    package var issues: [ConstraintIssue]

    /// A key id named in the text.
    package struct Reference: Sendable, Equatable {
        /// The id.
        package var keyID: String
        /// The 0-based offset of its first character.
        package var offset: Int
    }
}
