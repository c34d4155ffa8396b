import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// One row as written.
    struct Row {
        /// The model keys, ids and labels resolved; their shifted texts and alternates are set
        /// by the validator where ``KeyDetails`` says they take the merged layout's defaults.
        var keys: [Key]
        /// The details of the keys that are not plain text keys, by index in ``keys``, in order.
        var details: [(key: Int, details: KeyDetails)]
        var height: Double
        var alignment: RowAlignment
        /// The row's spacers, by the index of the key they stand before.
        var gaps: [RowGap] = []
        var location: SourceLocation
    }
}
