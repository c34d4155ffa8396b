import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// One entry of `forms` as written.
    struct Form {
        var name: Located<String>
        /// The start of the entry's mapping.
        var location: SourceLocation
        var minWidth: Located<Double>?
        var maxWidth: Located<Double>?
        var size: KeyboardSize?
        var sizeLocation: SourceLocation?
        /// The form's own metrics, merged over the layout's when it is built.
        var metrics: Metrics
        var layers: [Layer] = []
        /// The form's `layers` key.
        var layersLocation: SourceLocation?
        var constraints: [Constraint] = []
    }

    /// This draft with `form` in place of its first form: the form's layers, constraints and
    /// `layers` key, so that the checks of one form's layers read them where the first form's are.
    func showing(_ form: Form) -> LayoutDraft {
        var result = self
        result.layers = form.layers
        result.constraints = form.constraints
        result.layersLocation = form.layersLocation ?? form.location
        return result
    }
}
