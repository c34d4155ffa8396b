import KeyboardModel
import LayoutFormat

/// What is where in one layout file, for hover, navigation and rename: every field name, layer
/// name and key id as written (with its span), every key, and the layers → rows → keys tree.
///
/// Built from the YAML reader's located nodes and the layout the decoder built from the same
/// text (for what the decoder decides, such as a plain key's id), so it knows no rule of the
/// format of its own.
package struct LayoutOutline: Sendable {
    /// One thing written in the file.
    package struct Occurrence: Sendable, Hashable {
        /// Where it is written, quotes included.
        package var span: TextSpan
        /// The characters of the name itself (inside quotes), when they are written as they
        /// read (no escapes): what a rename replaces.
        package var nameSpan: TextSpan?
        package var kind: Kind
    }

    /// What an occurrence is. A scope is a form: 0 for the top-level layers, `n` for the `n`th
    /// entry of `forms`.
    package enum Kind: Sendable, Hashable {
        /// A field's name, in a mapping of this kind (known to the format or not).
        case field(MappingKind, String)
        /// A layer's name where the layer is defined.
        case layerDefinition(scope: Int, name: String)
        /// A layer's name used as a value (`to`, `return-to`, `shift-of`).
        case layerReference(scope: Int, name: String)
        /// A key id written as such: an explicit `id`, a name in a constraint, an entry of the
        /// `alternates` table (scope `nil`: every form).
        case keyReference(scope: Int?, id: String, explicit: Bool)
        /// A key, from its start to the next key, row or layer.
        case key(KeyPlace)
        /// The path of `extends`.
        case extends(String)
    }

    /// A key of the file.
    package struct KeyPlace: Sendable, Hashable {
        package var scope: Int
        package var layer: String
        /// 0-based row and index in the row.
        package var row: Int
        package var index: Int
        /// The id the decoder gave it, when the key was decoded.
        package var id: String?
        /// Whether its id was written as `id:`.
        package var hasExplicitID: Bool
    }

    /// A layer → rows → keys node of the document's symbols.
    package struct Symbol: Sendable, Hashable {
        package var name: String
        package var detail: String?
        package var kind: SymbolKind
        package var span: TextSpan
        package var selection: TextSpan
        package var children: [Symbol]
    }

    package enum SymbolKind: Sendable, Hashable {
        case form, layer, row, key

        /// The protocol's symbol kind: namespace, class, struct, constant.
        package var code: Int {
            switch self {
            case .form: 3
            case .layer: 5
            case .row: 23
            case .key: 14
            }
        }
    }

    /// Every occurrence, in the order written.
    package var occurrences: [Occurrence] = []
    /// The top-level symbols: the top-level form's layers, then each other form with its own.
    package var symbols: [Symbol] = []
    /// The name of each scope's form (`default` unless `form` or a form's `name` says).
    package var formNames: [String] = []

    package init() {}

    /// The most specific occurrence at a place: a name before the key around it.
    package func occurrence(atLine line: Int, column: Int) -> Occurrence? {
        let here = occurrences.filter { $0.span.contains(line: line, column: column) }
        return here.first { if case .key = $0.kind { false } else { true } } ?? here.last
    }

    /// The key whose span holds a place.
    package func key(atLine line: Int, column: Int) -> KeyPlace? {
        for occurrence in occurrences.reversed() where occurrence.span.contains(line: line, column: column) {
            if case .key(let place) = occurrence.kind { return place }
        }
        return nil
    }

    /// The occurrences of the layer `name` of `scope`: its definition and every use.
    package func layerOccurrences(scope: Int, name: String) -> [Occurrence] {
        occurrences.filter { occurrence in
            switch occurrence.kind {
            case .layerDefinition(scope, name), .layerReference(scope, name): true
            default: false
            }
        }
    }

    /// The layer definitions named `name` in `scope`.
    package func layerDefinitions(scope: Int, name: String) -> [Occurrence] {
        occurrences.filter { $0.kind == .layerDefinition(scope: scope, name: name) }
    }

    /// The keys with the id `id` in `scope` (every scope when `nil`).
    package func keys(withID id: String, scope: Int?) -> [(occurrence: Occurrence, place: KeyPlace)] {
        occurrences.compactMap { occurrence in
            guard case .key(let place) = occurrence.kind, place.id == id else { return nil }
            guard scope == nil || scope == place.scope else { return nil }
            return (occurrence, place)
        }
    }

    /// The written key ids `id` that belong to `scope`: explicit ids, constraint names and the
    /// `alternates` table's entries (which belong to every scope).
    package func keyReferences(id: String, scope: Int?) -> [Occurrence] {
        occurrences.filter { occurrence in
            guard case .keyReference(let own, id, _) = occurrence.kind else { return false }
            return scope == nil || own == nil || own == scope
        }
    }

    /// The scope of the form called `name`.
    package func scope(ofForm name: String) -> Int? { formNames.firstIndex(of: name) }
}
