import CompiledLayouts
public import KeyboardHosting
import KeysmithResources
public import LayoutDiagnostics

/// The layouts that ship with Keysmith (the repository's `Layouts/`, compiled into the library):
/// loadable by id with no files and no YAML reader.
///
///     let result = BundledLayouts.load("en-GB")  // en-GB extends en-US: resolved when compiled
///     let layout = result.layout
public enum BundledLayouts {
    /// The ids of the bundled layouts, sorted.
    public static let ids: [String] = BundledResources.layoutIDs

    /// Loads the bundled layout `id` from its compiled bytes.
    ///
    /// - Parameter id: A bundled layout's id (``ids``).
    /// - Returns: The layout, or a "cannot read" error for an unknown id.
    public static func load(_ id: String) -> LayoutLoadResult {
        source.load(layoutID: id)
    }

    /// The bundled layouts as compiled files in memory, named `<id>.kslayout`: to layer with an
    /// app's own (``LayeredLayoutFiles``) under a ``CompiledLayoutFolder``.
    public static let files = InMemoryLayoutFiles(
        bytes: Dictionary(
            uniqueKeysWithValues: ids.compactMap { id in
                BundledResources.compiledLayout(id).map { (id + "." + CompiledLayout.fileExtension, $0) }
            }))

    /// The bundled layouts as a source, for a preparation or a preloader.
    public static let source = EmbeddedLayouts(ids: BundledResources.layoutIDs, bytes: BundledResources.compiledLayout)

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
        LayoutPreparation(source: source, width: width, orientation: orientation, heightCache: heightCache)
    }

    /// A preparation that reads the bundled layouts for `device`: its form and keyboard size.
    ///
    /// - Parameters:
    ///   - device: The device and orientation (``Device/all``).
    ///   - heightCache: The learnt heights, if any.
    /// - Returns: The preparation.
    public static func preparation(device: Device, heightCache: KeyboardHeightCache? = nil) -> LayoutPreparation {
        LayoutPreparation(source: source, device: device, heightCache: heightCache)
    }
}
