import KeyboardModel

/// One layout file as written, before `extends` merging and semantic validation.
///
/// Fields are optional where a parent may supply them. Structural problems (types, unknown
/// fields, ranges) are reported while the draft is read; what needs the merged layout (ids,
/// layer targets, reachability, dead keys, constraint key ids) is checked by ``LayoutValidator``.
struct LayoutDraft {
    /// The top-level field names, in the order of the spec.
    static let fieldNames = [
        "format", "id", "name", "locale", "direction", "extends", "size", "metrics", "behavior", "alternates",
        "compose", "layers", "constraints",
    ]

    /// Where the top-level mapping starts (missing fields are reported here).
    var rootLocation: SourceLocation
    /// The `format` field's key, the layout's source mark.
    var formatLocation: SourceLocation?
    /// Top-level fields that were written, even with a bad value (so "missing" is not reported
    /// too). A list: there are at most 13, and comparing a few short names beats hashing them.
    var writtenFields: [String] = []
    var id: Located<String>?
    var name: String?
    var locale: String?
    var direction: TextDirection?
    var extends: Located<String>?
    var size: Size?
    var metrics = Metrics()
    var behavior = Behavior()
    var alternates: [String: [String]] = [:]
    var compose: [String: [String: String]] = [:]
    var layers: [Layer] = []
    /// The `layers` key, where "no backspace reachable" and similar warnings point.
    var layersLocation: SourceLocation?
    var constraints: [Constraint] = []

    init(rootLocation: SourceLocation) {
        self.rootLocation = rootLocation
    }
}
