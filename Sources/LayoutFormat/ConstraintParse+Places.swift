import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension ConstraintParse {
    /// Where the character at `offset` of a constraint's text is in the file, for a tool that
    /// points into the text (an editor's go-to-definition on a key id): the place diagnostics
    /// use, or `nil` where they could only name the scalar's start (escapes, several lines).
    ///
    /// - Parameters:
    ///   - offset: The 0-based character offset in the text.
    ///   - start: Where the scalar's node starts.
    ///   - scalar: The scalar as read.
    ///   - source: The file's text.
    package static func exactLocation(
        ofOffset offset: Int, from start: SourceLocation, scalar: YAMLScalar, source: SourceText
    ) -> SourceLocation? {
        let (location, note) = LayoutDraft.Constraint.place(offset: offset, from: start, scalar: scalar, source: source)
        return note == nil ? location : nil
    }
}
