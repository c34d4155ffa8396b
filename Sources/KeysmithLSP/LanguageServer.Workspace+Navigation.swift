import LayoutFormat
import LocatedYAML

extension LanguageServer.Workspace {
    /// From a layer name to the layer (here or in a parent), from a key id to its keys, from
    /// `extends` to the file.
    mutating func definition(_ uri: String, at position: LSP.Position) -> [LSP.Location] {
        guard let (occurrence, outline, document) = occurrence(uri, at: position) else { return [] }
        switch occurrence.kind {
        case .layerDefinition(let scope, let name), .layerReference(let scope, let name):
            let here = outline.layerDefinitions(scope: scope, name: name).map { location($0.span, in: document) }
            if !here.isEmpty { return here }
            return parentLocations(of: uri, form: outline.formNames[safe: scope]) { parent, _ in
                parent.layerDefinitions(scope: 0, name: name).map(\.span)
                    + parent.occurrences.compactMap { occurrence in
                        if case .layerDefinition(_, name) = occurrence.kind { occurrence.span } else { nil }
                    }
            }
        case .keyReference(let scope, let id, _):
            let here = outline.keys(withID: id, scope: scope).map { location($0.occurrence.span, in: document) }
            if !here.isEmpty { return here }
            return parentLocations(of: uri, form: nil) { parent, _ in
                parent.keys(withID: id, scope: nil).map(\.occurrence.span)
            }
        case .extends(let path):
            let folder = document.path.lastIndex(of: "/").map { String(document.path[..<$0]) } ?? "."
            let target = OverlayLayoutFiles.normalized(folder + "/" + path)
            let start = LSP.Position(line: 0, character: 0)
            return [
                LSP.Location(
                    uri: documents.values.first { $0.path == target }?.uri ?? DocumentURI.uri(of: target),
                    range: LSP.Range(start: start, end: start))
            ]
        case .key(let place):
            guard let id = place.id else { return [] }
            return outline.keys(withID: id, scope: place.scope).filter { $0.place == place }.map {
                location($0.occurrence.span, in: document)
            }
        case .field:
            return []
        }
    }

    /// Spans found in the outlines of the parents of `uri` (its `extends` chain), as locations.
    private mutating func parentLocations(
        of uri: String, form: String?, _ find: (LayoutOutline, String) -> [TextSpan]
    ) -> [LSP.Location] {
        guard let analysis = analysis(of: uri) else { return [] }
        for source in analysis.sources.dropFirst() {
            let read = YAMLReader.read(Array(source.text.utf8), file: source.file)
            let outline = LayoutOutline(root: read.root, source: source, layout: analysis.layout)
            let spans = find(outline, source.file)
            guard !spans.isEmpty else { continue }
            let lines = documents.values.first { $0.path == source.file }?.lines ?? TextLines(source.text)
            let target = documents.values.first { $0.path == source.file }?.uri ?? DocumentURI.uri(of: source.file)
            return spans.map { LSP.Location(uri: target, range: $0.range(in: lines, encoding: encoding)) }
        }
        return []
    }

    /// Every place a layer or key id is defined and used, in the document and in open
    /// documents that extend it.
    mutating func references(_ uri: String, at position: LSP.Position, includeDeclaration: Bool) -> [LSP.Location] {
        guard let (occurrence, outline, document) = occurrence(uri, at: position) else { return [] }
        switch occurrence.kind {
        case .layerDefinition(let scope, let name), .layerReference(let scope, let name):
            var found: [LSP.Location] = []
            let formName = outline.formNames[safe: scope]
            for (target, targetOutline) in [(document, outline)] + openChildren(of: document) {
                let targetScope = formName.flatMap { targetOutline.scope(ofForm: $0) } ?? scope
                for occurrence in targetOutline.layerOccurrences(scope: targetScope, name: name) {
                    if !includeDeclaration, case .layerDefinition = occurrence.kind, target.uri == uri { continue }
                    found.append(location(occurrence.span, in: target))
                }
            }
            return found
        case .keyReference(let scope, let id, _):
            return keyOccurrences(id: id, scope: scope, outline: outline, includeDeclaration: includeDeclaration).map {
                location($0, in: document)
            }
        case .key(let place):
            guard let id = place.id else { return [] }
            return keyOccurrences(id: id, scope: place.scope, outline: outline, includeDeclaration: includeDeclaration)
                .map { location($0, in: document) }
        case .extends, .field:
            return []
        }
    }

    /// The keys with an id and the names of it, in `scope`.
    private func keyOccurrences(id: String, scope: Int?, outline: LayoutOutline, includeDeclaration: Bool) -> [TextSpan]
    {
        let keys = includeDeclaration ? outline.keys(withID: id, scope: scope).map(\.occurrence.span) : []
        let names = outline.keyReferences(id: id, scope: scope).filter { occurrence in
            // A plain key's own text is its declaration.
            if case .keyReference(_, _, false) = occurrence.kind { return false }
            return true
        }
        return keys + names.map(\.span)
    }

    /// The open documents whose layout extends `document`, with their outlines.
    mutating func openChildren(of document: OpenDocument) -> [(OpenDocument, LayoutOutline)] {
        children(of: document.path).compactMap { child in
            guard let open = documents[child], let outline = outline(of: child) else { return nil }
            return (open, outline)
        }
    }

    /// Layers → rows → keys, and each other form with its own.
    mutating func symbols(_ uri: String) -> [LSP.DocumentSymbol] {
        guard let document = documents[uri], let outline = outline(of: uri) else { return [] }
        func convert(_ symbol: LayoutOutline.Symbol) -> LSP.DocumentSymbol {
            LSP.DocumentSymbol(
                name: symbol.name, detail: symbol.detail, kind: symbol.kind.code,
                range: symbol.span.range(in: document.lines, encoding: encoding),
                selectionRange: symbol.selection.range(in: document.lines, encoding: encoding),
                children: symbol.children.isEmpty ? nil : symbol.children.map(convert))
        }
        return outline.symbols.map(convert)
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
