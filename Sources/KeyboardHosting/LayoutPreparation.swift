import KeyboardGeometry
import KeyboardModel
public import LayoutFormat

/// The standard way to prepare a layout: load and validate `<folder>/<id>.yaml` with
/// `LayoutLoader`, compile it with `LayoutGeometry`, and solve every layer at the expected size.
///
/// The expected size is `width` by the height the cache has learnt for this layout and
/// orientation; before it knows one, the layout's natural height at that width (its preferred row
/// heights, or the least its minimums allow).
public struct LayoutPreparation: Sendable {
    /// Where the layout files are: `<folder>/<id>.yaml` (`<id>.yaml` when empty), read through
    /// the loader's ``LayoutLoader/files``.
    public var folder: String
    /// The keyboard's width in points (the window's width).
    public var width: Double
    /// The orientation to look the height up for.
    public var orientation: KeyboardOrientation
    /// The learnt heights; `nil` to always use the natural height.
    public var heightCache: KeyboardHeightCache?
    /// The loader (its YAML limits).
    public var loader: LayoutLoader

    /// Describes how to prepare layouts.
    ///
    /// - Parameters:
    ///   - folder: Where the layout files are.
    ///   - width: The keyboard's width in points.
    ///   - orientation: The orientation to look the height up for.
    ///   - heightCache: The learnt heights, if any.
    ///   - loader: The loader.
    public init(
        folder: String, width: Double, orientation: KeyboardOrientation = .portrait,
        heightCache: KeyboardHeightCache? = nil, loader: LayoutLoader = LayoutLoader()
    ) {
        self.folder = folder
        self.width = width
        self.orientation = orientation
        self.heightCache = heightCache
        self.loader = loader
    }

    /// Prepares the layout with id `layoutID`.
    ///
    /// - Parameter layoutID: The layout's id (its file's name without `.yaml`).
    /// - Returns: The layout with every layer solved at the expected size.
    /// - Throws: `LayoutPreparationError`.
    public func prepare(layoutID: String) throws(LayoutPreparationError) -> PreparedLayout {
        return try Self.prepare(loader.load(path: path(of: layoutID)), layoutID: layoutID, width: width) { layout in
            heightCache?.knownHeight(layoutID: layoutID, orientation: orientation)
        }
    }

    /// Prepares a layout from bytes already in memory, as if read from `<folder>/<id>.yaml`
    /// (where `extends` looks for parents): for layouts that are not plain files.
    ///
    /// - Parameters:
    ///   - layoutID: The layout's id.
    ///   - bytes: The layout file's content.
    /// - Returns: The layout with every layer solved at the expected size.
    /// - Throws: `LayoutPreparationError`.
    public func prepare(layoutID: String, bytes: [UInt8]) throws(LayoutPreparationError) -> PreparedLayout {
        return try Self.prepare(loader.load(bytes: bytes, path: path(of: layoutID)), layoutID: layoutID, width: width) {
            layout in
            heightCache?.knownHeight(layoutID: layoutID, orientation: orientation)
        }
    }

    /// The path of layout `layoutID` in ``folder``.
    func path(of layoutID: String) -> String {
        if folder.isEmpty { return layoutID + ".yaml" }
        return (folder.hasSuffix("/") ? folder : folder + "/") + layoutID + ".yaml"
    }

    /// Prepares a loaded layout: the part after reading.
    static func prepare(
        _ result: LayoutLoadResult, layoutID: String, width: Double, knownHeight: (KeyboardLayout) -> Double?
    ) throws(LayoutPreparationError) -> PreparedLayout {
        guard let layout = result.layout, !result.hasErrors else {
            throw .invalidLayout(layoutID: layoutID, diagnostics: result.diagnostics, sources: result.sources)
        }
        do throws(GeometryError) {
            // The form `width` shows, compiled alone.
            let geometry = try LayoutGeometry(layout.form(forWidth: width))
            var height = knownHeight(layout) ?? 0
            if height <= 0 {
                height = try geometry.naturalHeight(forWidth: width)
            }
            return try PreparedLayout(
                layout: layout, geometry: geometry, size: Size(width: width, height: height),
                warnings: result.diagnostics.filter { $0.severity != .error })
        } catch {
            throw .geometry(layoutID: layoutID, error)
        }
    }
}
