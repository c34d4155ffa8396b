/// One more arrangement of a layout, for keyboards at least ``minWidth`` points wide: a tablet
/// form beside the phone one, as Keyman's `phone`/`tablet` and CLDR's `minDeviceWidth` have.
///
/// A layout's own `size`, `metrics`, `layers` and `constraints` are its first form (named
/// ``KeyboardLayout/formName``), for widths below the narrowest of ``KeyboardLayout/forms``;
/// each form covers the widths from its `minWidth` up to the next one's. Everything else (the
/// alternates, compose and modify tables, behaviour, locale) belongs to the whole layout.
public struct LayoutForm: Sendable, Hashable, Codable {
    /// The form's name, e.g. `tablet`.
    public var name: String
    /// The narrowest keyboard width, in points, that shows this form.
    public var minWidth: Double
    /// The preferred size of the form.
    public var size: KeyboardSize
    /// Insets, gaps and minimum sizes of the form.
    public var metrics: Metrics
    /// The form's layers; the first is shown first.
    public var layers: [Layer]
    /// Extra constraints between the form's keys.
    public var constraints: [LayoutConstraint]
    /// Where the form is written.
    public var source: SourceMark

    /// Creates a form.
    public init(
        name: String, minWidth: Double, size: KeyboardSize, metrics: Metrics = Metrics(), layers: [Layer],
        constraints: [LayoutConstraint] = [], source: SourceMark = .none
    ) {
        self.name = name
        self.minWidth = minWidth
        self.size = size
        self.metrics = metrics
        self.layers = layers
        self.constraints = constraints
        self.source = source
    }
}

extension KeyboardLayout {
    /// The name of a layout's first form when the file names none.
    public static let defaultFormName = "default"

    /// The names of every form, narrowest first: ``formName`` and those of ``forms``.
    public var formNames: [String] { [formName] + forms.map(\.name) }

    /// The name of the form shown at `width`: the widest form whose minimum width `width` reaches,
    /// else the first form.
    ///
    /// - Complexity: O(*forms*).
    public func formName(forWidth width: Double) -> String {
        forms.last { width >= $0.minWidth }?.name ?? formName
    }

    /// The layout with only the form called `name`: its size, metrics, layers and constraints
    /// in the layout's place, and no other forms (so nothing switches away from it).
    ///
    /// - Parameter name: A form name.
    /// - Returns: The layout of that form, or `nil` when there is no such form.
    public func form(named name: String) -> KeyboardLayout? {
        var result = self
        result.forms = []
        if name == formName { return result }
        guard let form = forms.first(where: { $0.name == name }) else { return nil }
        result.formName = form.name
        result.size = form.size
        result.metrics = form.metrics
        result.layers = form.layers
        result.constraints = form.constraints
        return result
    }

    /// The preferred size of the form shown `width` wide: its `size`, the size a keyboard of
    /// this layout is planned and prepared at before a real height is known.
    ///
    /// - Complexity: O(*forms*).
    public func preferredSize(forWidth width: Double) -> KeyboardSize {
        forms.last { width >= $0.minWidth }?.size ?? size
    }

    /// The layout with only the form shown at `width` (see ``formName(forWidth:)``).
    public func form(forWidth width: Double) -> KeyboardLayout {
        form(named: formName(forWidth: width)) ?? self
    }
}
