import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// One layout file as written, before `extends` merging and semantic validation.
///
/// Fields are optional where a parent may supply them. Structural problems (types, unknown
/// fields, ranges) are reported while the draft is read; what needs the merged layout (ids,
/// layer targets, reachability, dead keys, constraint key ids) is checked by ``LayoutAssembler``.
struct LayoutDraft {
    /// Where the top-level mapping starts (missing fields are reported here).
    var rootLocation: SourceLocation
    /// The `format` field's key, the layout's source mark.
    var formatLocation: SourceLocation?
    /// Top-level fields that were written, even with a bad value (so "missing" is not reported too).
    var writtenFields = FieldSet<LayoutField>()
    var id: Located<String>?
    var name: String?
    var locale: Located<String>?
    var direction: TextDirection?
    var extends: Located<String>?
    var size: KeyboardSize?
    /// The `size` value, where a preferred width outside the first form's widths is reported.
    var sizeLocation: SourceLocation?
    var metrics = Metrics()
    var behavior = Behavior()
    var alternates: [ExactText: [String]] = [:]
    /// Where this file writes each entry of `alternates`, as libyaml marks in ``source``
    /// (turned into locations only for a warning). A merged draft keeps the child's.
    var alternatePlaces: [(id: String, mark: YAMLEvent.Mark)] = []
    var compose: [ExactText: [ExactText: String]] = [:]
    /// Where this file writes each accent of `compose`, like ``alternatePlaces``.
    var composePlaces: [(name: String, mark: YAMLEvent.Mark)] = []
    /// The tables of modify-previous keys, by name.
    var modifyTables: [ExactText: [ExactText: String]] = [:]
    /// Where this file writes each modify table, like ``alternatePlaces``.
    var modifyPlaces: [(name: String, mark: YAMLEvent.Mark)] = []
    /// The composer, if one is chosen.
    var composer: ComposerKind?
    /// The text of this file, for the places above.
    var source: SourceText?
    var layers: [Layer] = []
    /// The `layers` key, where "no backspace reachable" and similar warnings point.
    var layersLocation: SourceLocation?
    var constraints: [Constraint] = []
    /// `form`: the name of the first form (the top-level layers).
    var formName: Located<String>?
    /// `forms`: the other forms, as written.
    var forms: [Form] = []
    /// `theme`: the default theme's id or path, as written.
    var theme: Located<String>?
    /// The ids that keys left out for their errors would have had (an explicit `id`, the text,
    /// or the action as written): constraints naming them are not reported as well.
    var droppedKeyIDs: [String] = []

    init(rootLocation: SourceLocation) {
        self.rootLocation = rootLocation
    }

    /// Whether `name` is a layer name: `[a-z][a-z0-9-]*`.
    static func isLayerName(_ name: String) -> Bool { LayoutNames.isLayerName(name) }
}
