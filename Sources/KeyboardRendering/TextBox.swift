/// Where one key is drawn in a text drawing: the columns of its left and right borders and the
/// lines of its top and bottom borders (inclusive; the inside lies strictly between them).
///
/// Neighbouring boxes may share a border column or line; their insides never overlap.
package struct TextBox: Sendable, Hashable {
    /// The column of the left border.
    package var left: Int
    /// The column of the right border.
    package var right: Int
    /// The line of the top border.
    package var top: Int
    /// The line of the bottom border.
    package var bottom: Int

    /// Creates a box from its border columns and lines.
    package init(left: Int, right: Int, top: Int, bottom: Int) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    /// The columns inside the borders.
    package var innerColumns: Range<Int> { (left + 1)..<max(left + 1, right) }
    /// The lines inside the borders.
    package var innerLines: Range<Int> { (top + 1)..<max(top + 1, bottom) }
}
