import KeyboardModel

extension LayoutDraft {
    /// One row as written.
    struct Row {
        var keys: [Key]
        var height: Double
        var alignment: RowAlignment
        var location: SourceLocation
    }
}
