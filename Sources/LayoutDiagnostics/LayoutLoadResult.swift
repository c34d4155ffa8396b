public import KeyboardModel

/// What decoding or loading a layout gave: the layout (when there are no errors), every problem
/// found, and the text of every file read (for showing source lines under diagnostics).
public struct LayoutLoadResult: Sendable {
    /// The layout, or `nil` when any diagnostic is an error.
    public var layout: KeyboardLayout?
    /// Every problem, ordered by file (in the order read: the input first, then its parents),
    /// then by line and column.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, the input first.
    public var sources: [SourceText]
    /// Why the input file itself could not be read ("no such file or directory", "it is a
    /// folder"), or `nil` when it was read. Problems with files that `extends` names are
    /// diagnostics, not this.
    public var unreadableReason: String?
    /// The layout as far as it could be built when there are errors (keys with errors left
    /// out), for an editor's navigation and hover; `nil` when there are none (``layout`` holds
    /// it then: one copy, not two to retain and release) or when the files could not be decoded
    /// or merged at all.
    package var partialLayout: KeyboardLayout?

    /// Creates a result.
    public init(
        layout: KeyboardLayout?, diagnostics: [Diagnostic], sources: [SourceText], unreadableReason: String? = nil
    ) {
        self.layout = layout
        self.diagnostics = diagnostics
        self.sources = sources
        self.unreadableReason = unreadableReason
    }

    /// Whether the input file itself could not be read (missing, a folder, no permission): the
    /// CLI exits 66 for this and 1 for every other error.
    public var isInputUnreadable: Bool { unreadableReason != nil }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The text of `file`, if it was read.
    public func source(for file: String) -> SourceText? {
        sources.first { $0.file == file }
    }

    /// A result from collected parts: sorts the diagnostics and drops the layout if any is an error.
    package static func make(layout: KeyboardLayout?, diagnostics: [Diagnostic], sources: [SourceText])
        -> LayoutLoadResult
    {
        var rank: [String: Int] = [:]
        for (index, source) in sources.enumerated() where rank[source.file] == nil {
            rank[source.file] = index
        }
        let sorted = diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location
            let right = rhs.element.location
            let leftKey = (rank[left.file] ?? Int.max, left.line, left.column, lhs.offset)
            let rightKey = (rank[right.file] ?? Int.max, right.line, right.column, rhs.offset)
            return leftKey < rightKey
        }.map { $0.element }
        let hasErrors = sorted.contains { $0.severity == .error }
        guard hasErrors else { return LayoutLoadResult(layout: layout, diagnostics: sorted, sources: sources) }
        var result = LayoutLoadResult(layout: nil, diagnostics: sorted, sources: sources)
        result.partialLayout = layout
        return result
    }
}
