import LayoutFormat

extension LanguageServer.Workspace {
    /// What a rename at `position` would rename: a layer's name or an explicit key id, or why
    /// not.
    mutating func prepareRename(_ uri: String, at position: LSP.Position) -> Result<LSP.PrepareRenameResult?, RPCError>
    {
        switch target(uri, at: position) {
        case .success(let target):
            return .success(LSP.PrepareRenameResult(range: target.range, placeholder: target.name))
        case .failure(let error):
            return .failure(error)
        }
    }

    /// The edits that rename the layer or explicit key id at `position` to `newName`, in the
    /// document and in the open documents that extend it.
    mutating func rename(_ uri: String, at position: LSP.Position, to newName: String) -> Result<
        LSP.WorkspaceEdit, RPCError
    > {
        let target: Target
        switch self.target(uri, at: position) {
        case .success(let found): target = found
        case .failure(let error): return .failure(error)
        }
        guard let document = documents[uri], let outline = outline(of: uri) else {
            return .failure(RPCError(.requestFailed, "'\(uri)' is not open"))
        }
        var changes: [String: [LSP.TextEdit]] = [:]
        func edit(_ occurrence: LayoutOutline.Occurrence, in document: OpenDocument) {
            guard let span = occurrence.nameSpan else { return }
            changes[document.uri, default: []].append(
                LSP.TextEdit(range: span.range(in: document.lines, encoding: encoding), newText: newName))
        }
        switch target.kind {
        case .layer(let scope):
            guard LayoutNames.isLayerName(newName) else {
                return .failure(
                    RPCError(
                        .invalidParams,
                        "'\(newName)' is not a layer name: lower-case letters, digits and '-', starting with a letter"))
            }
            let formName = outline.formNames[safe: scope]
            for (open, openOutline) in [(document, outline)] + openChildren(of: document) {
                let openScope = formName.flatMap { openOutline.scope(ofForm: $0) } ?? scope
                if open.uri != uri, openScope != scope, formName == nil { continue }
                if !openOutline.layerDefinitions(scope: openScope, name: newName).isEmpty {
                    return .failure(RPCError(.invalidParams, "a layer '\(newName)' exists already"))
                }
                for occurrence in openOutline.layerOccurrences(scope: openScope, name: target.name) {
                    edit(occurrence, in: open)
                }
            }
        case .keyID(let scope):
            guard !newName.isEmpty, newName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                return .failure(
                    RPCError(
                        .invalidParams,
                        "'\(newName)' cannot be a key id that constraints name: use letters, digits, '-' and '_'"))
            }
            // In the form of the same name here and in each open file that extends this one.
            let formName = outline.formNames[safe: scope]
            for (open, openOutline) in [(document, outline)] + openChildren(of: document) {
                guard
                    let openScope = formName.flatMap({ openOutline.scope(ofForm: $0) })
                        ?? (open.uri == uri ? scope : nil)
                else { continue }
                for occurrence in openOutline.keyReferences(id: target.name, scope: openScope) {
                    edit(occurrence, in: open)
                }
            }
        }
        return .success(LSP.WorkspaceEdit(changes: changes))
    }

    /// What can be renamed.
    private struct Target {
        enum Kind {
            case layer(scope: Int)
            case keyID(scope: Int)
        }

        var kind: Kind
        var name: String
        var range: LSP.Range
    }

    /// The renameable name at `position`, or the reason there is none.
    private mutating func target(_ uri: String, at position: LSP.Position) -> Result<Target, RPCError> {
        guard let (occurrence, outline, document) = occurrence(uri, at: position), let span = occurrence.nameSpan else {
            return .failure(RPCError(.requestFailed, "only a layer name or a key's explicit id can be renamed"))
        }
        let range = span.range(in: document.lines, encoding: encoding)
        switch occurrence.kind {
        case .layerDefinition(let scope, let name), .layerReference(let scope, let name):
            guard !outline.layerDefinitions(scope: scope, name: name).isEmpty else {
                return .failure(
                    RPCError(.requestFailed, "layer '\(name)' is not defined in this file; rename it where it is"))
            }
            return .success(Target(kind: .layer(scope: scope), name: name, range: range))
        case .keyReference(let scope, let id, _):
            let keys = outline.keys(withID: id, scope: scope)
            guard !keys.isEmpty else {
                return .failure(RPCError(.requestFailed, "no key of this file has the id '\(id)'"))
            }
            guard keys.allSatisfy(\.place.hasExplicitID) else {
                return .failure(
                    RPCError(
                        .requestFailed,
                        "the id '\(id)' comes from a key's text here; give the key an explicit 'id' to rename it"))
            }
            return .success(Target(kind: .keyID(scope: keys.first?.place.scope ?? 0), name: id, range: range))
        case .key, .field, .extends:
            return .failure(RPCError(.requestFailed, "only a layer name or a key's explicit id can be renamed"))
        }
    }
}
