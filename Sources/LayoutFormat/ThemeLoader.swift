public import KeyboardModel
public import LayoutDiagnostics
import LocatedYAML

/// What loading a theme gave: the theme (when there are no errors), every problem, and the
/// text of every file read.
public struct ThemeLoadResult: Sendable {
    /// The theme, or `nil` when any diagnostic is an error.
    public var theme: KeyboardTheme?
    /// Every problem, in the order the files were read.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, the first one first.
    public var sources: [SourceText]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Loads theme files (docs/FORMAT.md, "Themes") through the layout format's one decoder: the
/// same YAML reader, the same messages, the themes' own field tables; resolves `extends`
/// (a bundled theme's id, or a path in the same folder or below, as a layout's `extends`) and
/// fills in the defaults.
///
///     let loader = ThemeLoader(bundled: ["ios": iosBytes])
///     let result = loader.load("ios")            // a bundled theme, by id
///     let mine = loader.load("themes/mine.yaml") // a file
public struct ThemeLoader: Sendable {
    /// The YAML reader's limits and where files are read.
    public var files: LayoutLoader
    /// The bundled themes' YAML, by id.
    public var bundled: [String: [UInt8]]

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - files: The YAML limits and the files to read.
    ///   - bundled: The bundled themes' YAML by id, which `extends` and ``load(_:)`` name by id.
    public init(files: LayoutLoader = LayoutLoader(), bundled: [String: [UInt8]] = [:]) {
        self.files = files
        self.bundled = bundled
    }

    /// The bundled theme the tools (render, the preview) draw a layout in when it names none.
    public static let toolDefault = "ios"

    /// The path a bundled theme's diagnostics name: `Themes/<id>.yaml`.
    public static func bundledPath(_ id: String) -> String { "Themes/" + id + ".yaml" }

    /// Whether a theme reference names a file rather than a bundled theme: it has a `/` or ends
    /// in `.yaml` or `.yml`.
    public static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".yaml") || reference.hasSuffix(".yml")
    }

    /// Loads the theme `reference` names: a bundled theme's id, or a theme file's path.
    ///
    /// - Parameter reference: `ios`, `material`, or `themes/mine.yaml`.
    /// - Returns: The theme and the diagnostics; an unknown id is an error that lists the bundled
    ///   ones, with the closest first.
    public func load(_ reference: String) -> ThemeLoadResult {
        if Self.isPath(reference) { return load(path: reference) }
        guard let bytes = bundled[reference] else {
            let message = "unknown theme '\(reference)'" + unknownHint(reference)
            return ThemeLoadResult(
                theme: nil,
                diagnostics: [
                    Diagnostic(.error, code: DiagnosticCode.unknownTheme.rawValue, message, at: .start(of: reference))
                ], sources: [])
        }
        return load(bytes: bytes, path: Self.bundledPath(reference))
    }

    /// Loads the theme a layout's `theme` names: a bundled theme by id, else a file relative to
    /// the folder of the layout that names it (in that folder or below, as `extends` finds
    /// files). Problems with the name itself are reported where it is written.
    func load(_ reference: Located<String>) -> ThemeLoadResult {
        // A bundled theme is read once a process: every layout that names it shares the result.
        if !Self.isPath(reference.value), let bytes = bundled[reference.value],
            let known = LayoutLoader.bundledThemes[reference.value], bytes == known,
            let theme = Self.bundledThemes[reference.value]
        {
            return ThemeLoadResult(theme: theme, diagnostics: [], sources: [])
        }
        let layoutFile = reference.location.file
        let child = LayoutLoader.FileInChain(
            bytes: [], path: layoutFile, display: LayoutLoader.lastComponent(layoutFile))
        let chain = [LayoutLoader.Link(display: child.display, path: layoutFile, extends: nil)]
        switch parent(reference, of: child, chain: chain, naming: "'theme'") {
        case .success(let file):
            return load(bytes: file.bytes, path: file.path)
        case .failure(let problem):
            return ThemeLoadResult(theme: nil, diagnostics: [problem.diagnostic], sources: [])
        }
    }

    /// Loads the theme file at `path`.
    public func load(path: String) -> ThemeLoadResult {
        switch files.files.read(path, limit: files.limits.maxFileSize) {
        case .success(let bytes):
            return load(bytes: bytes, path: path)
        case .failure(let failure):
            let diagnostic = Diagnostic(
                .error, code: DiagnosticCode.fileUnreadable.rawValue, "cannot read '\(path)': \(failure.reason)",
                at: .start(of: path))
            return ThemeLoadResult(theme: nil, diagnostics: [diagnostic], sources: [])
        }
    }

    /// Loads a theme from bytes in memory, as if read from `path`.
    public func load(bytes: [UInt8], path: String) -> ThemeLoadResult {
        var diagnostics: [Diagnostic] = []
        var sources: [SourceText] = []
        var drafts: [ThemeDraft] = []
        var chain: [LayoutLoader.Link] = []
        var current = LayoutLoader.FileInChain(bytes: bytes, path: path, display: LayoutLoader.lastComponent(path))
        while true {
            let file = files.decode(current.bytes, path: current.path, as: ThemeDocument.self)
            diagnostics += file.diagnostics
            sources.append(file.source)
            guard let draft = file.draft else {
                return ThemeLoadResult(theme: nil, diagnostics: diagnostics, sources: sources)
            }
            drafts.append(draft)
            chain.append(LayoutLoader.Link(display: current.display, path: current.path, extends: draft.extends))
            guard let extends = draft.extends else { break }
            switch parent(extends, of: current, chain: chain, naming: "'extends'") {
            case .success(let next):
                current = next
            case .failure(let problem):
                diagnostics.append(problem.diagnostic)
                return ThemeLoadResult(theme: nil, diagnostics: diagnostics, sources: sources)
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }), var merged = drafts.popLast() else {
            return ThemeLoadResult(theme: nil, diagnostics: diagnostics, sources: sources)
        }
        while let child = drafts.popLast() {
            merged = child.over(merged)
        }
        // The first file's id and name, not its parents'.
        let theme = merged.resolved(into: &diagnostics)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return ThemeLoadResult(theme: hasErrors ? nil : theme, diagnostics: diagnostics, sources: sources)
    }

    /// The bundled themes, read once (they have no problems: ThemeLoaderTests checks).
    private static let bundledThemes: [String: KeyboardTheme] = LayoutLoader.bundledThemes.compactMapValues { bytes in
        ThemeLoader(bundled: LayoutLoader.bundledThemes).load(bytes: bytes, path: "").theme
    }

    /// "; did you mean 'ios'? (bundled themes: 'ios', 'material')" for an unknown theme id.
    private func unknownHint(_ name: String) -> String {
        let names = bundled.keys.sorted()
        return NameSuggestion.hint(for: name, in: names) + " (bundled themes: \(NameSuggestion.quotedList(names)))"
    }

    /// The file `extends` names: a bundled theme by id (at most ``LayoutLoader/maxExtendsDepth``
    /// deep, never one already in the chain), or a file as a layout's `extends` finds it.
    private func parent(
        _ extends: Located<String>, of child: LayoutLoader.FileInChain, chain: [LayoutLoader.Link], naming field: String
    ) -> Result<LayoutLoader.FileInChain, LayoutLoader.Problem> {
        if Self.isPath(extends.value) {
            return files.resolve(extends, of: child, chain: chain, naming: field, mayLeaveFolder: true)
        }
        let path = Self.bundledPath(extends.value)
        func problem(_ code: DiagnosticCode, _ message: String) -> Result<
            LayoutLoader.FileInChain, LayoutLoader.Problem
        > {
            .failure(
                LayoutLoader.Problem(diagnostic: Diagnostic(.error, code: code.rawValue, message, at: extends.location))
            )
        }
        guard let bytes = bundled[extends.value] else {
            return problem(
                .unknownTheme, "unknown theme '\(extends.value)' named by \(field)" + unknownHint(extends.value))
        }
        if chain.contains(where: { $0.path == path }) {
            return problem(
                .extendsCycle, "'extends' cycle: " + (chain.map(\.display) + [extends.value]).joined(separator: " → "))
        }
        if chain.count > LayoutLoader.maxExtendsDepth {
            return problem(
                .extendsTooDeep,
                "'extends' chain is too deep: a theme may have at most \(LayoutLoader.maxExtendsDepth) parents")
        }
        return .success(LayoutLoader.FileInChain(bytes: bytes, path: path, display: extends.value + ".yaml"))
    }
}
