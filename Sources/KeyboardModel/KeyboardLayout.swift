/// A whole keyboard: identity, preferred size, metrics, behaviour, layers and extra constraints.
///
/// This is the key-grid model that the YAML format decodes into and that the geometry, input and
/// rendering layers read. It is a plain value: build one in code with its memberwise initialiser
/// or the result builders (`KeyboardLayout(id:name:locale:) { Layer("letters") { … } }`), or read
/// one from YAML with `LayoutLoader`.
public struct KeyboardLayout: Sendable, Hashable, Codable {
    /// The stable identifier, e.g. `en-US`; bundled files are named `<id>.yaml`.
    public var id: String
    /// The human name, e.g. "English (US)".
    public var name: String
    /// The BCP 47 locale tag, e.g. `en-US`; decides the default shifted text of keys.
    public var locale: String
    /// The script direction of the text the keyboard writes.
    public var direction: TextDirection
    /// The preferred size in points.
    public var size: KeyboardSize
    /// Insets, gaps and minimum sizes.
    public var metrics: Metrics
    /// Autocapitalisation, double-space period, caps lock and layer return.
    public var behavior: Behavior
    /// The layers of the first form; the first is the one shown first.
    public var layers: [Layer]
    /// Long-press alternates by key id, for every layer (keys carry their resolved alternates too);
    /// ids are compared by their bytes.
    public var alternates: [ExactText: [String]]
    /// The dead-key compose table.
    public var compose: ComposeTable
    /// The tables of modify-previous keys, by name: what each character before the caret
    /// becomes (`か` → `が`).
    public var modifyTables: [ExactText: [ExactText: String]]
    /// The input method that assembles syllables, if the script needs one.
    public var composer: ComposerKind?
    /// Extra linear constraints between keys.
    public var constraints: [LayoutConstraint]
    /// Where the layout was read from (its `format` line, or the file start).
    public var source: SourceMark
    /// The name of the form that `size`, `metrics`, `layers` and `constraints` make: the one
    /// shown below the narrowest of ``forms``.
    public var formName: String
    /// The layout's other forms, narrowest first, each for the widths from its minimum up to the
    /// next one's (see ``LayoutForm``); empty for a layout of one form.
    public var forms: [LayoutForm]
    /// How the layout looks by default (its `theme`), or `nil` to leave it to the host
    /// (renderers then draw ``KeyboardTheme/plain``).
    public var theme: KeyboardTheme?

    /// Creates a layout.
    public init(
        id: String, name: String, locale: String, direction: TextDirection = .standard,
        size: KeyboardSize = .phonePortrait, metrics: Metrics = Metrics(),
        behavior: Behavior = Behavior(),
        layers: [Layer], alternates: [ExactText: [String]] = [:], compose: ComposeTable = ComposeTable(),
        modifyTables: [ExactText: [ExactText: String]] = [:], composer: ComposerKind? = nil,
        constraints: [LayoutConstraint] = [], source: SourceMark = .none,
        formName: String = KeyboardLayout.defaultFormName, forms: [LayoutForm] = [], theme: KeyboardTheme? = nil
    ) {
        self.id = id
        self.name = name
        self.locale = locale
        self.direction = direction
        self.size = size
        self.metrics = metrics
        self.behavior = behavior
        self.layers = layers
        self.alternates = alternates
        self.compose = compose
        self.modifyTables = modifyTables
        self.composer = composer
        self.constraints = constraints
        self.source = source
        self.formName = formName
        self.forms = forms
        self.theme = theme
    }

    /// The layer called `name`, if there is one.
    ///
    /// - Complexity: O(*layers*).
    public func layer(named name: String) -> Layer? {
        layers.first { $0.name == name }
    }

    /// The layer shown first: the first one.
    public var initialLayer: Layer? { layers.first }

    /// Whether some layer has a shift or caps-lock key.
    public var hasShiftKey: Bool { layers.contains(where: \.hasShiftKey) }

    /// When shift engages by itself, as typing does it: `behavior.autocapitalize`, or `none`
    /// on a layout without a shift key, where no one could turn a capital off (a warning in
    /// `keysmith validate`).
    public var autocapitalization: Autocapitalization {
        hasShiftKey ? behavior.autocapitalize : .none
    }
}

/// The direction of the script a layout writes.
public enum TextDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The direction of a layout that names none.
    @inlinable public static var standard: TextDirection { .leftToRight }
}

/// A width and a height in points.
public struct KeyboardSize: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(KeyboardSize.format(width)) × \(KeyboardSize.format(height))" }

    /// 390 × 216 pt, a 6.1-inch iPhone's keyboard in portrait: the size of a layout that gives
    /// none, and of the phone form an importer makes.
    public static let phonePortrait = KeyboardSize(width: 390, height: 216)

    /// A number without a trailing `.0`: `390`, `390.5`.
    package static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
