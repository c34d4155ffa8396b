import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// What the validator needs of a key beyond the model key itself: which defaults it takes
    /// from the merged layout (the shifted text from the locale, the alternates from the table,
    /// both of which a later field or a parent may supply), and where its id and its action's
    /// argument were written. Trivial to copy; rows keep one only for keys that are not plain text.
    struct KeyDetails {
        /// Whether `shifted` was written (else the validator sets the locale's upper case).
        var hasShifted = false
        /// Whether the key's own `alternates` were written (else the table's apply).
        var hasAlternates = false
        /// Where an explicit `id` was written.
        var idPlace: Place?
        /// Where the action's argument was written: `to`, `accent` or `name`.
        var argumentPlace: Place?
        /// Where `default-alternate` was written.
        var defaultAlternatePlace: Place?
        /// Where `span` was written.
        var spanPlace: Place?

        /// Whether the details are those of a plain text key.
        var isPlain: Bool {
            !hasShifted && !hasAlternates && idPlace == nil && argumentPlace == nil && defaultAlternatePlace == nil
                && spanPlace == nil
        }
    }

    /// A line and character column in the file of the row that holds it.
    struct Place {
        var line: Int32
        var column: Int32

        init(_ location: SourceLocation) {
            line = Int32(clamping: location.line)
            column = Int32(clamping: location.column)
        }

        /// The place in `file`.
        func location(in file: String) -> SourceLocation {
            SourceLocation(file: file, line: Int(line), column: Int(column))
        }
    }
}
