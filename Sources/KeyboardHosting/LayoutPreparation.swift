import CompiledLayouts
import KeyboardGeometry
import KeyboardModel
public import LayoutDiagnostics

/// The standard way to prepare a layout: load it from a ``LayoutSource`` (compiled layouts on a
/// device), compile it with `LayoutGeometry`, and solve its layers at the expected size.
///
/// The expected size is `width` by the height the cache has learnt for this layout and
/// orientation; before it knows one, the ``device``'s keyboard height when the device is known,
/// else the preferred height of the layout's form for that width (its `size`); when the layers
/// do not fit that height at that width, the least height that holds them. On a known device the
/// form is the one for its idiom (``KeyboardLayout/formName(for:)``).
public struct LayoutPreparation: Sendable {
    /// Where layouts come from by id.
    public var source: any LayoutSource
    /// The keyboard's width in points (the window's width).
    public var width: Double
    /// The orientation to look the height up for.
    public var orientation: KeyboardOrientation
    /// The learnt heights; `nil` to always use the preferred height.
    public var heightCache: KeyboardHeightCache?
    /// The device and orientation, when known: its idiom chooses the form, and its keyboard
    /// height is the height before one is learnt. Setting it sets ``width`` and ``orientation``.
    public var device: Device? {
        didSet {
            guard let device else { return }
            width = device.width
            orientation = device.orientation
        }
    }

    /// Describes how to prepare layouts.
    ///
    /// - Parameters:
    ///   - source: Where layouts come from: `BundledLayouts.source`, a ``CompiledLayoutFolder``, or
    ///     (in tools) a YAML folder.
    ///   - width: The keyboard's width in points.
    ///   - orientation: The orientation to look the height up for.
    ///   - heightCache: The learnt heights, if any.
    public init(
        source: any LayoutSource, width: Double, orientation: KeyboardOrientation = .portrait,
        heightCache: KeyboardHeightCache? = nil
    ) {
        self.source = source
        self.width = width
        self.orientation = orientation
        self.heightCache = heightCache
    }

    /// Describes how to prepare layouts shown on `device`: its width, orientation, idiom and
    /// keyboard height.
    ///
    /// - Parameters:
    ///   - source: Where layouts come from.
    ///   - device: The device and orientation.
    ///   - heightCache: The learnt heights, if any.
    public init(source: any LayoutSource, device: Device, heightCache: KeyboardHeightCache? = nil) {
        self.init(source: source, width: device.width, orientation: device.orientation, heightCache: heightCache)
        self.device = device
    }

    /// Describes how to prepare the compiled layouts of a folder, `<folder>/<id>.kslayout`.
    ///
    /// - Parameters:
    ///   - folder: Where the compiled files are.
    ///   - width: The keyboard's width in points.
    ///   - orientation: The orientation to look the height up for.
    ///   - heightCache: The learnt heights, if any.
    public init(
        folder: String, width: Double, orientation: KeyboardOrientation = .portrait,
        heightCache: KeyboardHeightCache? = nil
    ) {
        self.init(
            source: CompiledLayoutFolder(folder), width: width, orientation: orientation, heightCache: heightCache)
    }

    /// Prepares the layout with id `layoutID`.
    ///
    /// - Parameter layoutID: The layout's id.
    /// - Returns: The layout with every layer solved at the expected size.
    /// - Throws: `LayoutPreparationError`.
    public func prepare(layoutID: String) throws(LayoutPreparationError) -> PreparedLayout {
        try prepare(source.load(layoutID: layoutID), layoutID: layoutID)
    }

    /// Prepares a compiled layout from bytes already in memory (generated source, a download).
    ///
    /// - Parameters:
    ///   - layoutID: The layout's id.
    ///   - compiled: The compiled layout's bytes.
    /// - Returns: The layout with every layer solved at the expected size.
    /// - Throws: `LayoutPreparationError`.
    public func prepare(layoutID: String, compiled: [UInt8]) throws(LayoutPreparationError) -> PreparedLayout {
        let result = CompiledLayout.load(bytes: compiled, file: layoutID + "." + CompiledLayout.fileExtension)
        return try prepare(result, layoutID: layoutID)
    }

    /// Prepares a loaded layout: the part after reading.
    func prepare(_ result: LayoutLoadResult, layoutID: String) throws(LayoutPreparationError) -> PreparedLayout {
        guard let layout = result.layout, !result.hasErrors else {
            throw .invalidLayout(layoutID: layoutID, diagnostics: result.diagnostics, sources: result.sources)
        }
        let idiom = device?.idiom
        do throws(GeometryError) {
            // The form shown, compiled alone.
            let geometry = try LayoutGeometry(layout.form(forWidth: width, idiom: idiom))
            let warnings = result.diagnostics.filter { $0.severity != .error }
            func prepared(height: Double) throws(GeometryError) -> PreparedLayout {
                try PreparedLayout(
                    layout: layout, geometry: geometry, size: KeyboardSize(width: width, height: height), idiom: idiom,
                    warnings: warnings)
            }
            if let height = heightCache?.knownHeight(layoutID: layoutID, orientation: orientation), height > 0 {
                return try prepared(height: height)
            }
            // Before a height is learnt: the device's keyboard height, else the form's preferred
            // height (the cache's estimate too), when it holds the layers at this width; else the
            // least height that does.
            do throws(GeometryError) {
                return try prepared(
                    height: device?.keyboardHeight ?? layout.preferredSize(forWidth: width, idiom: idiom).height)
            } catch .sizeTooSmall {
                return try prepared(height: geometry.naturalHeight(forWidth: width))
            }
        } catch {
            throw .geometry(layoutID: layoutID, error)
        }
    }
}
