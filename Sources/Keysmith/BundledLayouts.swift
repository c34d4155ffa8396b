public import KeyboardHosting
import KeysmithResources
public import LayoutFormat

/// The layouts that ship with Keysmith (the repository's `Layouts/`, embedded in the library):
/// loadable by id with no files, `extends` resolved among the embedded copies.
///
///     let result = BundledLayouts.load("en-GB")  // en-GB extends en-US
///     let layout = result.layout
public enum BundledLayouts {
    /// The bundled layouts as files in memory, named `<id>.yaml`.
    public static let files = files(inFolder: "")

    /// The bundled layouts as files in memory, named `<folder>/<id>.yaml`.
    ///
    /// - Parameter folder: The folder to show them in (`Layouts`), or "" for none.
    public static func files(inFolder folder: String) -> InMemoryLayoutFiles {
        let prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
        return InMemoryLayoutFiles(
            Dictionary(uniqueKeysWithValues: BundledResources.layouts.map { (prefix + $0.key + ".yaml", $0.value) }))
    }

    /// The ids of the bundled layouts, sorted.
    public static let ids: [String] = BundledResources.layouts.keys.sorted()

    /// Loads the bundled layout `id`.
    ///
    /// - Parameters:
    ///   - id: A bundled layout's id (``ids``).
    ///   - loader: The loader whose limits apply; its files are replaced by the bundled ones.
    /// - Returns: The layout and its diagnostics (an unknown id is a "cannot read" error).
    public static func load(_ id: String, loader: LayoutLoader = LayoutLoader()) -> LayoutLoadResult {
        var loader = loader
        loader.files = files
        return loader.load(path: id + ".yaml")
    }

    /// A preparation that reads the bundled layouts, for a preloader.
    ///
    /// - Parameters:
    ///   - width: The keyboard's width in points.
    ///   - orientation: The orientation to look the height up for.
    ///   - heightCache: The learnt heights, if any.
    /// - Returns: The preparation.
    public static func preparation(
        width: Double, orientation: KeyboardOrientation = .portrait, heightCache: KeyboardHeightCache? = nil
    ) -> LayoutPreparation {
        LayoutPreparation(
            folder: "", width: width, orientation: orientation, heightCache: heightCache,
            loader: LayoutLoader(files: files))
    }
}
