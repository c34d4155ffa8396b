import CompiledLayouts
import KeyboardModel
import KeysmithSources
import LayoutDiagnostics
import LocatedYAML

/// Loads layout files: reads the bytes, parses the YAML, decodes, resolves `extends`, merges
/// and validates, reporting every problem with its file, line and column.
///
/// `extends` names a parent layout by a path relative to the child's folder, which it may not
/// leave (no `..` above it, no absolute path, no symbolic link that points outside); chains are
/// at most ``maxExtendsDepth`` parents long and may not loop.
public struct LayoutLoader: Sendable {
    /// The most parents one layout may have through `extends`.
    public static let maxExtendsDepth = 8

    /// The YAML reader's limits; `maxFileSize` also bounds every file before it is read.
    public var limits: YAMLLimits

    /// The size limits of the merged layout (keys, rows, layers, texts, constraints).
    public var layoutLimits = LayoutLimits()

    /// Where files are read: the first one and the parents `extends` names.
    public var files: any LayoutFiles

    /// The themes a layout's `theme` may name by id: the bundled ones (`Themes/`) by default.
    public var themes: [String: [UInt8]] = LayoutLoader.bundledThemes

    /// The bundled themes' YAML (`Themes/*.yaml`), by id.
    public static let bundledThemes: [String: [UInt8]] = BundledSources.themes.mapValues { Array($0.utf8) }

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - limits: The YAML reader's limits.
    ///   - files: Where to read files; the file system by default.
    public init(limits: YAMLLimits = YAMLLimits(), files: any LayoutFiles = FileSystemLayoutFiles()) {
        self.limits = limits
        self.files = files
    }

    /// Loads the layout file at `path`.
    ///
    /// - Parameter path: The file's path, as the user gave it (diagnostics use it as given).
    /// - Returns: The layout (`nil` if there are errors), every diagnostic, and the text of every
    ///   file read. ``LayoutLoadResult/isInputUnreadable`` tells a file that cannot be read from
    ///   one with errors.
    public func load(path: String) -> LayoutLoadResult {
        switch files.read(path, limit: limits.maxFileSize) {
        case .success(let bytes):
            return load(bytes: bytes, path: path)
        case .failure(.tooLarge(let size)):
            return LayoutLoadResult(
                layout: nil, diagnostics: [tooLarge(size: size, file: path)], sources: [])
        case .failure(let failure):
            let reason = failure.reason
            let diagnostic = Diagnostic(
                .error, code: DiagnosticCode.fileUnreadable.rawValue, "cannot read '\(path)': \(reason)",
                at: .start(of: path))
            return LayoutLoadResult(layout: nil, diagnostics: [diagnostic], sources: [], unreadableReason: reason)
        }
    }

    /// Loads a layout from a text in memory (an editor's buffer, a layout made by a program),
    /// as if read from the file `name`, whose folder is where `extends` looks for parents (in
    /// ``files``).
    ///
    /// - Parameters:
    ///   - text: The layout's YAML.
    ///   - name: The name to report (`my-layout.yaml`) and to resolve `extends` against.
    /// - Returns: The layout (`nil` if there are errors), every diagnostic and every file's text.
    public func load(text: String, name: String) -> LayoutLoadResult {
        load(bytes: Array(text.utf8), path: name)
    }

    /// Checks a layout made in code exactly as a layout file is checked: it is written as YAML
    /// (``LayoutWriter``) and read back through the one decoder and validator, so a key gap of
    /// −40, a layer key to a missing layer, repeated ids or a dead key that composes nothing get
    /// the diagnostics `keysmith validate` gives, located in the written text (named
    /// `<id>.yaml`, and kept in ``LayoutLoadResult/sources`` for rendering).
    ///
    /// A layout's theme is written by its id, so it reads back only when it is one of
    /// ``themes`` (the bundled ones by default); another is reported as an unknown theme.
    ///
    /// - Parameter layout: The layout.
    /// - Returns: The layout as read back (equal to `layout` when it is valid) and the diagnostics.
    public func validate(_ layout: KeyboardLayout) -> LayoutLoadResult {
        let name = (layout.id.isEmpty ? "layout" : layout.id) + ".yaml"
        let text = LayoutWriter.yaml(layout, header: ["Written from a layout made in code, to be checked."])
        var loader = self
        loader.files = InMemoryLayoutFiles([name: text])
        return loader.load(path: name)
    }

    /// Loads a layout from bytes already in memory, as if read from `path` (whose folder is
    /// where `extends` looks for parents).
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - path: The path to report and to resolve `extends` against.
    /// - Returns: The layout (`nil` if there are errors), every diagnostic and every file's text.
    /// - Complexity: O(*n*) in the total size of the files in the `extends` chain.
    public func load(bytes: [UInt8], path: String) -> LayoutLoadResult {
        // A compiled layout, whatever its name: told by its magic.
        if CompiledLayout.isCompiled(bytes) {
            return CompiledLayout.load(bytes: bytes, file: path, limits: layoutLimits)
        }
        var diagnostics: [Diagnostic] = []
        var sources: [SourceText] = []
        var drafts: [LayoutDraft] = []
        var isOverLimits = false
        // Each file of the chain: its display name (relative to the first file's folder, to name
        // cycles), its path, and its `extends`.
        var chain: [Link] = []
        var current = FileInChain(bytes: bytes, path: path, display: Self.lastComponent(path))
        var complete = true
        while true {
            var file = decode(current.bytes, path: current.path, as: LayoutDocument.self)
            diagnostics += file.diagnostics
            sources.append(file.source)
            isOverLimits = isOverLimits || file.isOverLimits
            // Taken, not copied (a copy retains and releases each of the draft's texts and tables).
            guard let draft = file.draft.take() else {
                complete = false
                break
            }
            let extends = draft.extends
            drafts.append(consume draft)
            chain.append(Link(display: current.display, path: current.path, extends: extends))
            guard let extends else { break }
            switch resolve(extends, of: current, chain: chain) {
            case .success(let parent):
                current = parent
            case .failure(let problem):
                diagnostics.append(problem.diagnostic)
                complete = false
            }
            if !complete { break }
        }
        guard complete, var merged = drafts.popLast() else {
            return .make(layout: nil, diagnostics: diagnostics, sources: sources)
        }
        // Taken out of the list, so that the validator changes its keys in place.
        while let child = drafts.popLast() {
            merged = child.merged(over: merged)
        }
        let themeReference = merged.theme
        var (layout, found) = LayoutAssembler.validate(
            consume merged, limits: layoutLimits, isOverLimits: isOverLimits, after: diagnostics)
        if let themeReference {
            let theme = ThemeLoader(files: self, bundled: themes).load(themeReference)
            found += theme.diagnostics
            // The theme's text is kept only to show its problems.
            if !theme.diagnostics.isEmpty { sources += theme.sources }
            layout?.theme = theme.theme
        }
        return .make(layout: layout, diagnostics: diagnostics + found, sources: sources)
    }

    /// One file decoded: its draft (`nil` when it is not a layout at all), its problems, its text,
    /// and whether it crossed a size limit.
    struct DecodedFile<Draft> {
        var draft: Draft?
        var diagnostics: [Diagnostic]
        var source: SourceText
        var isOverLimits = false
    }

    /// Decodes one file: straight from libyaml's events, or, for a document with anchors,
    /// aliases or merge keys, from the node tree that expands them — by the one decoder.
    func decode<Document: DocumentKind>(
        _ bytes: [UInt8], path: String, as _: Document.Type
    ) -> DecodedFile<Document.Draft> {
        let text: YAMLReader.CheckedText
        switch YAMLReader.checkedText(bytes, file: path, limits: limits) {
        case .failure(let problem):
            return DecodedFile(draft: nil, diagnostics: [problem.diagnostic], source: problem.source)
        case .success(let checked):
            text = checked
        }
        let source = text.source
        let live = text.withBody(of: bytes) { body -> DecodedFile<Document.Draft>? in
            let events = YAMLEventReader(source: source, bytes: body, limits: limits, mode: .decoding)
            var decoder = FormatDecoder(events: events, limits: layoutLimits, source: source)
            do throws(YAMLStop) {
                let draft = try Document.read(&decoder)
                return DecodedFile(
                    draft: draft, diagnostics: decoder.keeping(decoder.events.diagnostics) + decoder.diagnostics,
                    source: source,
                    isOverLimits: decoder.isOverLimits)
            } catch .failed {
                return DecodedFile(draft: nil, diagnostics: decoder.events.diagnostics, source: source)
            } catch {
                return nil
            }
        }
        if let live { return live }
        let (root, yamlDiagnostics) = text.withBody(of: bytes) { body in
            TreeBuilder(source: source, bytes: body, limits: limits).build()
        }
        guard let root else { return DecodedFile(draft: nil, diagnostics: yamlDiagnostics, source: source) }
        var decoder = FormatDecoder(events: TreeEvents(root: root), limits: layoutLimits, source: source)
        let draft = (try? Document.read(&decoder)) ?? nil
        return DecodedFile(
            draft: draft, diagnostics: decoder.keeping(yamlDiagnostics) + decoder.diagnostics, source: source,
            isOverLimits: decoder.isOverLimits)
    }

    // MARK: - Extends

    struct Problem: Error {
        let diagnostic: Diagnostic
    }

    /// One file of an `extends` chain: its bytes, the path to open and report, and its name
    /// relative to the first file's folder (for cycle messages).
    struct FileInChain {
        let bytes: [UInt8]
        let path: String
        let display: String
    }

    /// A file of the chain read so far, with the parent it names.
    struct Link {
        let display: String
        let path: String
        let extends: Located<String>?
    }

    /// The parent file that `extends` names: checked to stay in the folder, not to loop, and read.
    ///
    /// A cycle or a chain too deep is reported at the first file's own `extends` (the file being
    /// validated, which an editor shows), with a note at each other file's.
    ///
    /// A theme (`mayLeaveFolder`) is data, not a layout: it may be anywhere, as `--theme FILE`
    /// reads it — above the folder (`../themes/dark.yaml`) or at an absolute path.
    func resolve(
        _ extends: Located<String>, of child: FileInChain, chain: [Link], naming field: String = "'extends'",
        mayLeaveFolder: Bool = false
    ) -> Result<FileInChain, Problem> {
        func problem(_ code: DiagnosticCode, _ message: String) -> Result<FileInChain, Problem> {
            .failure(Problem(diagnostic: Diagnostic(.error, code: code.rawValue, message, at: extends.location)))
        }
        /// An error about the whole chain, at the first file's `extends`.
        func chainProblem(_ code: DiagnosticCode, _ message: String) -> Result<FileInChain, Problem> {
            let first = chain.first?.extends?.location ?? extends.location
            let notes = chain.dropFirst().compactMap { link in
                link.extends.map { Diagnostic.note("'\(link.display)' extends '\($0.value)' here", at: $0.location) }
            }
            return .failure(
                Problem(diagnostic: Diagnostic(.error, code: code.rawValue, message, at: first, notes: notes)))
        }
        let isAbsolute = extends.value.hasPrefix("/")
        let relative =
            mayLeaveFolder
            ? (isAbsolute ? extends.value : Self.collapsed(extends.value)) : Self.normalized(extends.value)
        // The parent's name relative to the first file's folder, for chain messages.
        let display = relative.map { relative in
            let folder = Self.folder(of: child.display)
            return folder.isEmpty || isAbsolute && mayLeaveFolder ? relative : folder + "/" + relative
        }
        if chain.count > Self.maxExtendsDepth {
            let names = chain.map(\.display) + [display ?? extends.value]
            return chainProblem(
                .extendsTooDeep,
                "'extends' chain is too deep: a layout may have at most \(Self.maxExtendsDepth) parents ("
                    + names.joined(separator: " → ") + ")")
        }
        guard let relative, let display else {
            return problem(
                .extendsEscapesFolder,
                "\(field) path '\(extends.value)' leaves the layout's folder; a parent must be in the same folder "
                    + "or below it")
        }
        let folder = Self.folder(of: child.path)
        var path = folder.isEmpty || isAbsolute && mayLeaveFolder ? relative : folder + "/" + relative
        if mayLeaveFolder, relative.hasPrefix("../"), !folder.isEmpty {
            // `dir/../shared/x.yaml` is read as `shared/x.yaml` (above `dir`, `..` stays).
            path = (folder.hasPrefix("/") ? "/" : "") + (Self.collapsed(path) ?? path)
        }
        let canonical = files.canonicalPath(path)
        if !mayLeaveFolder, let canonical, let canonicalFolder = files.canonicalPath(folder.isEmpty ? "." : folder),
            !canonical.hasPrefix(canonicalFolder == "/" ? "/" : canonicalFolder + "/")
        {
            return problem(
                .extendsEscapesFolder,
                "\(field) path '\(extends.value)' leads outside the layout's folder through a symbolic link")
        }
        if let canonical, chain.contains(where: { (files.canonicalPath($0.path) ?? $0.path) == canonical }) {
            let names = chain.map(\.display) + [display]
            return chainProblem(.extendsCycle, "'extends' cycle: \(names.joined(separator: " → "))")
        }
        switch files.read(path, limit: limits.maxFileSize) {
        case .success(let bytes):
            return .success(FileInChain(bytes: bytes, path: path, display: display))
        case .failure(.tooLarge(let size)):
            return .failure(Problem(diagnostic: tooLarge(size: size, file: path, at: extends.location)))
        case .failure(let failure):
            return problem(
                .extendsUnreadable, "cannot read '\(extends.value)' named by \(field): \(failure.reason)")
        }
    }

    /// `path` with `.` and empty components removed and `..` applied, or `nil` if it is absolute,
    /// empty or climbs above its folder.
    static func normalized(_ path: String) -> String? {
        if path.hasPrefix("/") || path.hasPrefix("\\") { return nil }
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if components.popLast() == nil { return nil }
            default: components.append(component)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    /// Relative `path` with `.` and empty components removed and `..` applied where it can be,
    /// keeping the `..` that climb above its folder (`../themes/./dark.yaml` → `../themes/dark.yaml`);
    /// `nil` when nothing is left.
    static func collapsed(_ path: String) -> String? {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." { components.removeLast() } else { components.append("..") }
            default: components.append(component)
            }
        }
        return components.isEmpty || components.last == ".." ? nil : components.joined(separator: "/")
    }

    /// The folder part of a path ("" for a bare file name, "/" for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The file name part of a path.
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private func tooLarge(size: Int, file: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(
            .error, code: YAMLDiagnosticCode.fileTooLarge,
            "file '\(file)' is \(ByteCount.text(size)), more than the limit of "
                + ByteCount.text(limits.maxFileSize), at: location ?? .start(of: file))
    }
}

/// What kind of document a file holds, and how the one decoder reads it.
protocol DocumentKind {
    associatedtype Draft
    static func read<Events: YAMLEventSource>(_ decoder: inout FormatDecoder<Events>) throws(YAMLStop) -> Draft?
}

/// A layout file.
enum LayoutDocument: DocumentKind {
    static func read<Events: YAMLEventSource>(
        _ decoder: inout FormatDecoder<Events>
    ) throws(YAMLStop) -> LayoutDraft? {
        try decoder.decode()
    }
}

/// A theme file.
enum ThemeDocument: DocumentKind {
    static func read<Events: YAMLEventSource>(
        _ decoder: inout FormatDecoder<Events>
    ) throws(YAMLStop) -> ThemeDraft? {
        try decoder.decodeTheme()
    }
}
