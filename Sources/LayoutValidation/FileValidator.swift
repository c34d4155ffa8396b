public import KeyboardModel
public import LayoutFormat

/// What `keysmith validate` finds in one file, in one place for every tool that shows it: the
/// CLI and the language server give the same diagnostics because both call this.
///
/// The file is loaded (read, decoded, `extends` resolved, validated) and, when it has no
/// errors, every layer of every form is laid out by ``GeometryDiagnostics``.
public enum FileValidator {
    /// The load and everything found.
    public struct Report: Sendable {
        /// What loading gave: the layout, the sources read.
        public var load: LayoutLoadResult
        /// Every diagnostic: the loader's, then the geometry's.
        public var diagnostics: [Diagnostic]
    }

    /// Checks the layout file at `path` (a theme file as a theme).
    ///
    /// - Parameters:
    ///   - path: The file, as the user wrote it (used in diagnostics).
    ///   - loader: Where files are read (an editor passes its unsaved buffers).
    ///   - sizes: Keyboard sizes to lay the layers out at, besides the preferred one.
    ///   - devices: Devices whose keyboard sizes to lay the form each shows out at.
    ///   - standardDevices: Whether to lay the layout out on the devices it is for, too
    ///     (``GeometryDiagnostics/standardDevices(of:)``), as `validate --strict` does.
    /// - Returns: The load and its diagnostics.
    public static func validate(
        path: String, loader: LayoutLoader = LayoutLoader(), sizes: [KeyboardSize] = [], devices: [Device] = [],
        standardDevices: Bool = false
    ) -> Report {
        // Read once: a theme is checked as a theme, anything else loaded from the same bytes.
        guard case .success(let bytes) = loader.files.read(path, limit: loader.limits.maxFileSize) else {
            // The load says why it cannot be read.
            return report(loader.load(path: path), sizes: sizes, devices: devices, file: path)
        }
        if !CompiledLayout.isCompiled(bytes), let theme = themeReport(bytes, path: path, loader: loader) {
            return theme
        }
        return report(
            loader.load(bytes: bytes, path: path), sizes: sizes, devices: devices, standardDevices: standardDevices,
            file: path)
    }

    /// The check of a theme file (``LayoutRecognition/isTheme(_:)``): its diagnostics, no
    /// layout; `nil` for a file that is no theme.
    private static func themeReport(_ bytes: [UInt8], path: String, loader: LayoutLoader) -> Report? {
        guard LayoutRecognition.isTheme(bytes: bytes) else { return nil }
        let theme = ThemeLoader(files: loader, bundled: loader.themes).load(bytes: bytes, path: path)
        return Report(
            load: LayoutLoadResult(layout: nil, diagnostics: theme.diagnostics, sources: theme.sources),
            diagnostics: theme.diagnostics)
    }

    /// Checks a layout text held in memory as if read from `path` (a theme's text as a theme).
    ///
    /// - Parameters:
    ///   - text: The layout's YAML.
    ///   - path: The name to report and to resolve `extends` against.
    ///   - loader: Where parents are read.
    ///   - sizes: More keyboard sizes to lay the layers out at.
    /// - Returns: The load and its diagnostics.
    public static func validate(
        text: String, path: String, loader: LayoutLoader = LayoutLoader(), sizes: [KeyboardSize] = []
    ) -> Report {
        themeReport(Array(text.utf8), path: path, loader: loader)
            ?? report(loader.load(text: text, name: path), sizes: sizes, devices: [], file: path)
    }

    private static func report(
        _ load: LayoutLoadResult, sizes: [KeyboardSize], devices: [Device], standardDevices: Bool = false,
        file: String
    ) -> Report {
        var diagnostics = load.diagnostics
        if let layout = load.layout {
            let all = standardDevices ? GeometryDiagnostics.standardDevices(of: layout) + devices : devices
            diagnostics += GeometryDiagnostics.diagnostics(for: layout, sizes: sizes, devices: all, file: file)
        }
        return Report(load: load, diagnostics: diagnostics)
    }
}
