import LayoutDiagnostics

/// Turns libyaml's marks (0-based line, 0-based column in Unicode scalars) into the 1-based
/// line and character column that diagnostics and source marks report.
///
/// Events come in line order, so the character columns of the last non-ASCII line asked for
/// are kept, and most lines (pure ASCII) need no table at all.
package struct EventPositions {
    package let source: SourceText
    /// The character columns of the non-ASCII line asked for last (empty when its scalar
    /// columns are its character columns), shared by the copies of this value (a reader's
    /// events are located through copies of it, and a megabyte line is one to work out once).
    private final class LastColumns {
        package var line = 0
        package var columns: [Int] = []
    }

    private let lastColumns = LastColumns()

    package init(source: SourceText) {
        self.source = source
    }

    /// The 1-based line and character column of libyaml's 0-based `line` and scalar `column`.
    package mutating func position(line: Int, column: Int) -> (line: Int, column: Int) {
        let number = line + 1
        if source.isASCII(line: number) {
            return (number, column + 1)
        }
        if number != lastColumns.line {
            // Lines whose scalars all stand alone need no table: scalar columns are character columns.
            lastColumns.line = number
            lastColumns.columns = source.scalarsStandAlone(line: number) ? [] : source.characterColumns(line: number)
        }
        if lastColumns.columns.isEmpty { return (number, column + 1) }
        let count = lastColumns.columns.count
        let characterColumn =
            column < count
            ? lastColumns.columns[column] : (lastColumns.columns.last ?? 1) + column - (count - 1)
        return (number, characterColumn)
    }
}
