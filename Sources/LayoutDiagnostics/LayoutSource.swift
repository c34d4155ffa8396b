import KeyboardModel

/// Where layouts come from by id, for a preparation or a preloader: compiled files on a device
/// (`CompiledLayoutFolder`, the bundled layouts), or YAML read at run time by the tools.
public protocol LayoutSource: Sendable {
    /// Loads the layout with id `layoutID`.
    ///
    /// - Parameter layoutID: The layout's id (its file's name without the extension).
    /// - Returns: The layout, or the diagnostics that say why there is none.
    func load(layoutID: String) -> LayoutLoadResult
}

extension LayoutSource {
    /// The path of `<folder>/<id>.<extension>` (`<id>.<extension>` for an empty folder).
    package static func path(of layoutID: String, in folder: String, extension: String) -> String {
        let name = layoutID + "." + `extension`
        if folder.isEmpty { return name }
        return (folder.hasSuffix("/") ? folder : folder + "/") + name
    }
}
