public import LayoutDiagnostics

/// Layout files in a folder, `<folder>/<id>.yaml`, read at run time through ``LayoutLoader``
/// (a compiled file under that name is read too: the loader goes by the magic). For tools and
/// for apps that read YAML on Linux or macOS; devices load compiled layouts.
public struct YAMLLayoutFolder: LayoutSource {
    /// The folder ("" for paths relative to the current one).
    public var folder: String
    /// The loader, with its files and limits.
    public var loader: LayoutLoader

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - folder: The folder of the `.yaml` files.
    ///   - loader: The loader; its files are where the folder is read.
    public init(_ folder: String, loader: LayoutLoader = LayoutLoader()) {
        self.folder = folder
        self.loader = loader
    }

    public func load(layoutID: String) -> LayoutLoadResult {
        loader.load(path: Self.path(of: layoutID, in: folder, extension: "yaml"))
    }
}
