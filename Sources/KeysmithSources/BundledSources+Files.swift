public import LayoutDiagnostics

extension BundledSources {
    /// The bundled layouts' YAML as files in memory, named `<folder>/<id>.yaml`, `extends`
    /// resolving among them.
    ///
    /// - Parameter folder: The folder to show them in (`Layouts`), or "" for none.
    /// - Returns: The files.
    public static func files(inFolder folder: String = "") -> InMemoryLayoutFiles {
        let prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
        return InMemoryLayoutFiles(
            Dictionary(uniqueKeysWithValues: layouts.map { (prefix + $0.key + ".yaml", $0.value) }))
    }
}
