import KeyboardModel
import LayoutFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension LanguageServer.Workspace {
    /// What may be written at the cursor: field names from the field tables (with their docs),
    /// a choice's values, layer names, key ids and attributes in constraints, files for `extends`.
    mutating func completion(_ uri: String, at position: LSP.Position) -> LSP.CompletionList {
        guard let document = documents[uri] else { return LSP.CompletionList(items: []) }
        let (line, column) = document.lines.lineAndColumn(of: position, encoding: encoding)
        // A theme file completes the themes' fields.
        let root: MappingKind = LayoutRecognition.isTheme(document.text) ? .theme : .layout
        let site = CompletionSite.at(line: line, column: column, in: document.lines, root: root)
        var items: [LSP.CompletionItem] = []
        switch site {
        case .fieldName(let kind, let present, let prefix):
            for spec in kind.specs where !present.contains(spec.name) && spec.name.hasPrefix(prefix.lowercased()) {
                items.append(
                    LSP.CompletionItem(
                        label: spec.name, kind: 10, detail: "\(kind.context): \(spec.kind.words)",
                        documentation: LSP.MarkupContent(markdown: spec.documentation), insertText: spec.name + ": ",
                        sortText: nil))
            }
        case .value(let kind, let field, let prefix):
            guard let spec = kind.spec(named: field) else { break }
            items = values(of: spec, in: kind, document: document, line: line).filter { $0.label.hasPrefix(prefix) }
        case .constraint(let keyID, let prefix):
            if keyID != nil {
                items = KeyAttribute.allCases.map {
                    LSP.CompletionItem(
                        label: $0.rawValue, kind: 10, detail: "key attribute", documentation: nil, insertText: nil,
                        sortText: nil)
                }.filter { $0.label.hasPrefix(prefix) }
            } else {
                items = keyIDs(of: uri).filter { $0.hasPrefix(prefix) }.map {
                    LSP.CompletionItem(
                        label: $0, kind: 18, detail: "key id", documentation: nil, insertText: nil, sortText: nil)
                }
            }
        case .none:
            break
        }
        return LSP.CompletionList(items: items)
    }

    /// The values a field may take.
    private mutating func values(of spec: FieldSpec, in kind: MappingKind, document: OpenDocument, line: Int)
        -> [LSP.CompletionItem]
    {
        func item(_ label: String, _ code: Int, _ detail: String) -> LSP.CompletionItem {
            LSP.CompletionItem(
                label: label, kind: code, detail: detail, documentation: nil, insertText: nil, sortText: nil)
        }
        switch spec.kind {
        case .choice(let names): return names.map { item($0, 20, spec.name) }
        case .boolean: return ["true", "false"].map { item($0, 12, spec.name) }
        case .layerName where !(kind == .layout && spec.name == LayoutField.form.name):
            return layerNames(of: document.uri, line: line).map { item($0, 18, "layer") }
        case .relativePath:
            // A layout's files on disk, and open documents not saved yet.
            let folder = document.path.lastIndex(of: "/").map { String(document.path[...$0]) } ?? ""
            var names = Self.layoutFiles(besides: document.path)
            for open in documents.values where open.path != document.path && open.path.hasPrefix(folder) {
                let name = String(open.path.dropFirst(folder.count))
                if name.hasSuffix(".yaml"), name.split(separator: "/").count <= 2, !names.contains(name) {
                    names.append(name)
                }
            }
            return names.sorted().map { item($0, 17, "layout file") }
        default: return []
        }
    }

    /// The layer names of the form that holds `line` (every layer when the file has one form).
    private mutating func layerNames(of uri: String, line: Int) -> [String] {
        guard let outline = outline(of: uri) else { return [] }
        let scope =
            outline.symbols.firstIndex { $0.kind == .form && $0.span.line <= line && line <= $0.span.endLine }
            .map { index in outline.symbols[...index].filter { $0.kind == .form }.count } ?? 0
        var names: [String] = []
        for occurrence in outline.occurrences {
            if case .layerDefinition(scope, let name) = occurrence.kind, !names.contains(name) { names.append(name) }
        }
        // Layers a parent defines.
        if let layout = analyses[uri]?.layout {
            let form = outline.formNames.indices.contains(scope) ? outline.formNames[scope] : layout.formName
            for layer in layout.form(named: form)?.layers ?? layout.layers where !names.contains(layer.name) {
                names.append(layer.name)
            }
        }
        return names
    }

    /// The key ids of the document's layout, each once, in order.
    private mutating func keyIDs(of uri: String) -> [String] {
        var ids: [String] = []
        var seen = Set<String>()
        guard let layout = analysis(of: uri)?.layout else { return [] }
        for name in layout.formNames {
            for layer in layout.form(named: name)?.layers ?? [] {
                for key in layer.keys where seen.insert(key.id).inserted { ids.append(key.id) }
            }
        }
        return ids
    }

    /// The `.yaml` files in the folder of `path` and its subfolders one level down, other than it.
    static func layoutFiles(besides path: String) -> [String] {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let own = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var found: [String] = []
        for entry in entries(of: folder) {
            if entry.isFolder {
                for inner in entries(of: folder + "/" + entry.name)
                where !inner.isFolder && inner.name.hasSuffix(".yaml") {
                    found.append(entry.name + "/" + inner.name)
                }
            } else if entry.name.hasSuffix(".yaml"), entry.name != own {
                found.append(entry.name)
            }
        }
        return found.sorted()
    }

    /// The entries of a folder, without `.` and `..` and hidden ones.
    private static func entries(of folder: String) -> [(name: String, isFolder: Bool)] {
        guard let handle = opendir(folder) else { return [] }
        defer { closedir(handle) }
        var entries: [(String, Bool)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            entries.append((name, entry.pointee.d_type == UInt8(DT_DIR)))
            if entries.count >= 1000 { break }
        }
        return entries
    }
}
