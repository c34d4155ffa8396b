import KeyboardModel
import LayoutFormat
import LocatedYAML

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LanguageServer.Workspace {
    /// Handles a document notification; returns the messages to write.
    mutating func notification(
        _ method: String, data: Data, writer: MessageWriter, changed: inout [String]
    ) -> [[UInt8]] {
        // Unknown notifications are ignored, as the protocol asks.
        guard let notification = DocumentNotification(rawValue: method) else { return [] }
        switch notification {
        case .didOpen:
            guard let params = writer.decode(LSP.DidOpenParams.self, data) else { return [] }
            let item = params.textDocument
            guard let path = DocumentURI.path(of: item.uri) else {
                return [writer.log(.warning, "keysmith checks only file: documents, not \(item.uri)")]
            }
            documents[item.uri] = OpenDocument(uri: item.uri, path: path, version: item.version, text: item.text)
            invalidate(item.uri)
            changed.append(item.uri)
        case .didChange:
            guard let params = writer.decode(LSP.DidChangeParams.self, data),
                var document = documents[params.textDocument.uri]
            else { return [] }
            document.apply(params.contentChanges, version: params.textDocument.version, encoding: encoding)
            documents[document.uri] = document
            invalidate(document.uri)
            changed.append(document.uri)
        case .didClose:
            guard let params = writer.decode(LSP.TextDocumentParams.self, data) else { return [] }
            let uri = params.textDocument.uri
            guard let document = documents[uri] else { return [] }
            // Children that read the closed text read the file from now on.
            let children = self.children(of: document.path)
            documents[uri] = nil
            invalidate(uri)
            for child in children { invalidate(child) }
            changed.removeAll { $0 == uri }
            changed += children
            return [
                writer.notification(
                    "textDocument/publishDiagnostics",
                    LSP.PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
            ]
        }
        return []
    }

    /// Forgets what checking `uri` gave.
    mutating func invalidate(_ uri: String) {
        analyses[uri] = nil
        outlines[uri] = nil
    }

    /// The open documents, other than the one at `path`, whose check reads it — checked now when
    /// their text changed since the last check (a request read together with a change of the
    /// child must see the child as it is now).
    mutating func children(of path: String) -> [String] {
        var children: [String] = []
        for uri in documents.keys.sorted() where documents[uri]?.path != path {
            if analysis(of: uri)?.reads(path) == true { children.append(uri) }
        }
        return children
    }

    /// The check of an open document, made now if its text changed since the last.
    mutating func analysis(of uri: String) -> DocumentAnalysis? {
        if let analysis = analyses[uri] { return analysis }
        guard let document = documents[uri] else { return nil }
        var texts: [String: String] = [:]
        for (_, open) in documents { texts[OverlayLayoutFiles.normalized(open.path)] = open.text }
        let analysis = DocumentAnalysis(document, files: OverlayLayoutFiles(texts: texts))
        analyses[uri] = analysis
        return analysis
    }

    /// The outline of an open document, made now if its text changed since the last.
    mutating func outline(of uri: String) -> LayoutOutline? {
        if let outline = outlines[uri] { return outline }
        guard let document = documents[uri], let analysis = analysis(of: uri) else { return nil }
        let bytes = Array(document.text.utf8)
        let read = YAMLReader.read(bytes, file: document.path)
        let outline = LayoutOutline(root: read.root, source: read.source, layout: analysis.layout)
        outlines[uri] = outline
        return outline
    }

    /// Checks the changed documents and the open documents that read them through `extends`,
    /// and returns their `publishDiagnostics`.
    mutating func publishDiagnostics(of changed: [String], writer: MessageWriter) -> [[UInt8]] {
        var uris: [String] = []
        for uri in changed where !uris.contains(uri) && documents[uri] != nil {
            uris.append(uri)
        }
        // Children of a changed document: their last check read its previous text.
        for uri in uris {
            guard let document = documents[uri] else { continue }
            for child in children(of: document.path) where !uris.contains(child) {
                uris.append(child)
                invalidate(child)
            }
        }
        return uris.map { uri in
            writer.notification("textDocument/publishDiagnostics", publishedDiagnostics(of: uri))
        }
    }

    /// What `validate` reports for the open document `uri`, in the protocol's terms: its own
    /// diagnostics where they are, with notes as related information; each problem in a parent
    /// file at the document's first line, naming the place. A theme file gets its theme's
    /// problems; YAML that is neither (``LayoutRecognition``) gets none, so an editor may hand
    /// the server every YAML file.
    mutating func publishedDiagnostics(of uri: String) -> LSP.PublishDiagnosticsParams {
        guard let document = documents[uri] else {
            return LSP.PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])
        }
        let text = document.text
        guard LayoutRecognition.kind(of: text) != nil, let analysis = analysis(of: uri)
        else {
            return LSP.PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: [])
        }
        let diagnostics = analysis.diagnostics.map { protocolDiagnostic($0, in: document, analysis: analysis) }
        return LSP.PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: diagnostics)
    }

    /// One diagnostic in the protocol's terms.
    func protocolDiagnostic(_ diagnostic: Diagnostic, in document: OpenDocument, analysis: DocumentAnalysis)
        -> LSP.Diagnostic
    {
        let severity: Int
        switch diagnostic.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        let related = diagnostic.notes.map { note in
            LSP.RelatedInformation(location: location(of: note.location, analysis: analysis), message: note.message)
        }
        let own =
            OverlayLayoutFiles.normalized(diagnostic.location.file) == OverlayLayoutFiles.normalized(document.path)
        if own {
            let span = TokenSpan.at(
                line: diagnostic.location.line, column: diagnostic.location.column, in: document.lines)
            return LSP.Diagnostic(
                range: span.range(in: document.lines, encoding: encoding), severity: severity,
                code: diagnostic.code.isEmpty ? nil : diagnostic.code, source: "keysmith", message: diagnostic.message,
                relatedInformation: related.isEmpty ? nil : related)
        }
        // A problem of a parent: at the first line, pointing at its place.
        let place = location(of: diagnostic.location, analysis: analysis)
        let start = LSP.Position(line: 0, character: 0)
        return LSP.Diagnostic(
            range: LSP.Range(start: start, end: start), severity: severity,
            code: diagnostic.code.isEmpty ? nil : diagnostic.code,
            source: "keysmith", message: "\(diagnostic.location): \(diagnostic.message)",
            relatedInformation: [LSP.RelatedInformation(location: place, message: diagnostic.message)] + related)
    }

    /// The protocol's location of a place in the document or a file of its chain.
    func location(of location: SourceLocation, analysis: DocumentAnalysis) -> LSP.Location {
        let path = OverlayLayoutFiles.normalized(location.file)
        let lines: TextLines
        if let open = documents.values.first(where: { OverlayLayoutFiles.normalized($0.path) == path }) {
            lines = open.lines
        } else if let source = analysis.sources.first(where: { OverlayLayoutFiles.normalized($0.file) == path }) {
            lines = TextLines(source.text)
        } else {
            lines = TextLines("")
        }
        let span = TokenSpan.at(line: location.line, column: location.column, in: lines)
        return LSP.Location(uri: DocumentURI.uri(of: path), range: span.range(in: lines, encoding: encoding))
    }
}
