import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// One layer as written.
    struct Layer {
        var name: String
        /// The layer's name in the `layers` mapping.
        var location: SourceLocation
        var rows: [Row]
        /// `shift-of`: the layer this one is the shifted face of.
        var shiftOf: Located<String>?
        /// `one-shot`.
        var oneShot = false
    }
}
