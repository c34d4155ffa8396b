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
        var idiom: Device.Idiom?
        var size: KeyboardSize?
        var sizeLocation: SourceLocation?
        /// The form's own metrics, merged over the layout's when it is built.
        var metrics: Metrics
        var layers: [Layer] = []
        /// The form's `layers` key.
        var layersLocation: SourceLocation?
        var constraints: [Constraint] = []
    }

    /// What ``show(_:)`` took out of the draft: the first form's constraints and `layers` key.
    struct FirstForm {
        fileprivate var constraints: [Constraint]
        fileprivate var layersLocation: SourceLocation?
    }

    /// Shows `form` in the first form's place — its layers (moved out of it), constraints and
    /// `layers` key — so that the checks of one form's layers read them where the first form's
    /// are; ``restore(_:)`` puts the first form's back. In place: the draft is not copied (a copy
    /// costs a retain and a release of each of its many texts and tables).
    ///
    /// - Returns: What ``restore(_:)`` needs.
    mutating func show(_ form: inout Form) -> FirstForm {
        let first = FirstForm(constraints: constraints, layersLocation: layersLocation)
        layers = form.layers
        form.layers = []
        constraints = form.constraints
        layersLocation = form.layersLocation ?? form.location
        return first
    }

    /// Puts back the first form's parts that ``show(_:)`` replaced; the shown form's layers are
    /// left to whoever took them out of ``layers``.
    mutating func restore(_ first: FirstForm) {
        layers = []
        constraints = first.constraints
        layersLocation = first.layersLocation
    }
}
