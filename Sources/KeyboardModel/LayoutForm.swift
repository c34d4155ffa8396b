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
    /// The kind of device the form is for, when it says: on a device of that idiom it is
    /// chosen whatever its ``minWidth``, and on a device of another idiom never (see
    /// ``KeyboardLayout/formName(forWidth:idiom:)``).
    public var idiom: Device.Idiom?
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
        name: String, minWidth: Double, idiom: Device.Idiom? = nil, size: KeyboardSize, metrics: Metrics = Metrics(),
        layers: [Layer], constraints: [LayoutConstraint] = [], source: SourceMark = .none
    ) {
        self.name = name
        self.minWidth = minWidth
        self.idiom = idiom
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
        formName(forWidth: width, idiom: nil)
    }

    /// The name of the form shown `width` wide on a device of `idiom`.
    ///
    /// When forms name the idiom, one of them: the widest whose minimum width `width` reaches,
    /// else the narrowest of them (an iPad mini's 744 pt get the `pad` form that starts at 960
    /// for devices of no known idiom). Otherwise the widest form that names no other idiom
    /// whose minimum width `width` reaches, else the first form; without an idiom, by width
    /// alone.
    ///
    /// - Parameters:
    ///   - width: The keyboard's width in points.
    ///   - idiom: The device's idiom, when known.
    /// - Complexity: O(*forms*).
    public func formName(forWidth width: Double, idiom: Device.Idiom?) -> String {
        chosenForm(forWidth: width, idiom: idiom)?.name ?? formName
    }

    /// The name of the form shown on `device`: ``formName(forWidth:idiom:)`` of its width and
    /// idiom.
    public func formName(for device: Device) -> String {
        formName(forWidth: device.width, idiom: device.idiom)
    }

    /// The form of ``forms`` shown `width` wide on a device of `idiom`, or `nil` for the first
    /// form.
    private func chosenForm(forWidth width: Double, idiom: Device.Idiom?) -> LayoutForm? {
        if let idiom {
            let named = forms.filter { $0.idiom == idiom }
            if let first = named.first { return named.last { width >= $0.minWidth } ?? first }
        }
        return forms.last { width >= $0.minWidth && (idiom == nil || $0.idiom == nil || $0.idiom == idiom) }
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
    public func preferredSize(forWidth width: Double, idiom: Device.Idiom? = nil) -> KeyboardSize {
        chosenForm(forWidth: width, idiom: idiom)?.size ?? size
    }

    /// The layout with only the form shown at `width` on a device of `idiom` (see
    /// ``formName(forWidth:idiom:)``).
    public func form(forWidth width: Double, idiom: Device.Idiom? = nil) -> KeyboardLayout {
        form(named: formName(forWidth: width, idiom: idiom)) ?? self
    }
}
