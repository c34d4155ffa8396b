/// Size limits for layouts read from untrusted files: checked after `extends` merging when YAML
/// is read, and again when a compiled layout is loaded.
///
/// The YAML reader's `YAMLLimits` bound the bytes, the nesting and the node count; these bound
/// what a layout may ask of the layers that follow: the key-grid (and so the size of each
/// layer's constraint system), the length of every text shown or typed, and the number of
/// constraints. Two more limits live with the code they protect: `ConstraintParser.maxLength`
/// and `ConstraintParser.maxNesting` for one constraint's text, and
/// `LayoutLoader.maxExtendsDepth` for `extends` chains.
///
/// Each limit that is exceeded gives one error, at the first item past the limit, e.g.
/// "row has 70 keys; the limit is 64". A layout over a limit is not validated further: its other
/// problems are reported once it fits. See `docs/LIMITS.md` for every limit and why it exists.
public struct LayoutLimits: Sendable, Hashable {
    /// The most layers one form of a layout may have, parents included (default 256: the
    /// largest real keyboards, such as squeekboard's emoji keyboard of 167 views, fit).
    public var maxLayers: Int
    /// The most rows in one layer (default 32).
    public var maxRowsPerLayer: Int
    /// The most keys in one row (default 64).
    public var maxKeysPerRow: Int
    /// The most keys in one layer, over all its rows (default 512); it bounds the solver's work.
    public var maxKeysPerLayer: Int
    /// The most keys in one form, over all its layers, parents included (default 16 384, 32
    /// layers of 512): every layer is compiled and solved on load, so the form's keys are its cost.
    public var maxKeysPerForm: Int
    /// The longest `label`, in `Character`s (default 64).
    public var maxLabelLength: Int
    /// The longest `text`, `shifted`, alternate, compose result, dead-key accent or custom
    /// action name, in `Character`s (default 256).
    public var maxTextLength: Int
    /// The longest layer name or key `id`, in `Character`s (default 64). Names are repeated in
    /// messages, so a long one would multiply the size of the output.
    public var maxNameLength: Int
    /// The most alternates for one key, in a key or in the top-level table (default 64).
    public var maxAlternatesPerKey: Int
    /// The most `constraints` in one form of a layout, parents included (default 256).
    public var maxConstraints: Int
    /// The most entries of `forms`, parents included (default 8): each form is solved and
    /// checked like a layout of its own.
    public var maxForms: Int

    /// Creates limits; the defaults are several times what real keyboards need.
    public init(
        maxLayers: Int = 256, maxRowsPerLayer: Int = 32, maxKeysPerRow: Int = 64, maxKeysPerLayer: Int = 512,
        maxKeysPerForm: Int = 16_384, maxLabelLength: Int = 64, maxTextLength: Int = 256, maxNameLength: Int = 64,
        maxAlternatesPerKey: Int = 64,
        maxConstraints: Int = 256, maxForms: Int = 8
    ) {
        self.maxLayers = maxLayers
        self.maxRowsPerLayer = maxRowsPerLayer
        self.maxKeysPerRow = maxKeysPerRow
        self.maxKeysPerLayer = maxKeysPerLayer
        self.maxKeysPerForm = maxKeysPerForm
        self.maxLabelLength = maxLabelLength
        self.maxTextLength = maxTextLength
        self.maxNameLength = maxNameLength
        self.maxAlternatesPerKey = maxAlternatesPerKey
        self.maxConstraints = maxConstraints
        self.maxForms = maxForms
    }
}
