/// Several ``LayoutFiles`` seen as one, in order: a path is read from the first that has it, so an
/// app can put its own files over the bundled layouts and the file system under both —
/// `LayeredLayoutFiles([InMemoryLayoutFiles(bytes: downloaded), BundledLayouts.files,
/// FileSystemLayoutFiles()])` — for a compiled-layout folder, a preloader's source or the YAML
/// loader (whose `extends` parents are looked up the same way).
public struct LayeredLayoutFiles: LayoutFiles {
    /// The files, first looked at first.
    public let layers: [any LayoutFiles]

    /// Layers `layers`, first looked at first.
    public init(_ layers: [any LayoutFiles]) {
        self.layers = layers
    }

    /// The file from the first layer that has `path`; when none has it, the first layer's error.
    public func read(_ path: String, limit: Int) -> Result<[UInt8], LayoutFileError> {
        for files in layers where files.canonicalPath(path) != nil {
            return files.read(path, limit: limit)
        }
        return layers.first?.read(path, limit: limit) ?? .failure(.unreadable(reason: "no such file"))
    }

    /// The canonical path of `path` in the first layer that has it.
    public func canonicalPath(_ path: String) -> String? {
        for files in layers {
            if let canonical = files.canonicalPath(path) { return canonical }
        }
        return nil
    }
}
