import KeyboardModel
import LayoutFormat
import LocatedYAML

extension LayoutOutline {
    /// The outline of one file.
    ///
    /// - Parameters:
    ///   - root: The file's top-level node, as the YAML reader located it.
    ///   - source: The file's text.
    ///   - layout: The layout the decoder built from the file (errors or not), for the ids of
    ///     keys; `nil` leaves keys without ids.
    package init(root: YAMLNode?, source: SourceText, layout: KeyboardLayout?) {
        var builder = Builder(source: source)
        if let layout {
            builder.indexKeys(of: layout)
            // A file that writes no `form` has the one its parent names.
            builder.firstForm = layout.formName
        }
        if let root { builder.walkLayout(root) }
        self = builder.finish()
    }

    /// The walk over the located nodes.
    fileprivate struct Builder {
        let source: SourceText
        var outline = LayoutOutline()
        /// The name of the top-level form when the file does not write `form`.
        var firstForm = "default"
        /// The decoder's keys of this file by where they start: id by (line, column).
        var keyIDs: [LineColumn: String] = [:]
        /// Where structures start (keys, rows, layers, fields of the top level), in any order:
        /// a key's span ends at the next one.
        var starts: [LineColumn] = []
        /// Key occurrences, by index in ``LayoutOutline/occurrences``, whose span ends at the
        /// next start (set by ``finish()``).
        var openKeys: [Int] = []

        init(source: SourceText) {
            self.source = source
        }

        mutating func indexKeys(of layout: KeyboardLayout) {
            for name in layout.formNames {
                for layer in layout.form(named: name)?.layers ?? [] {
                    for key in layer.keys {
                        guard let location = key.source.location, location.sourceFile == source.sourceFile else {
                            continue
                        }
                        keyIDs[LineColumn(location)] = key.id
                    }
                }
            }
        }

        mutating func finish() -> LayoutOutline {
            let sorted = Array(Set(starts)).sorted()
            for index in openKeys {
                let span = outline.occurrences[index].span
                let start = LineColumn(line: span.line, column: span.column)
                // The first start after this key's.
                var low = 0
                var high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if sorted[middle] <= start { low = middle + 1 } else { high = middle }
                }
                if low < sorted.count {
                    outline.occurrences[index].span.endLine = Int(sorted[low].line)
                    outline.occurrences[index].span.endColumn = Int(sorted[low].column)
                } else {
                    let last = source.lineCount
                    outline.occurrences[index].span.endLine = last
                    outline.occurrences[index].span.endColumn = (source.line(last)?.count ?? 0) + 1
                }
            }
            // Symbols' spans run to the end of their last key.
            var keys: [LineColumn: TextSpan] = [:]
            for occurrence in outline.occurrences {
                guard case .key = occurrence.kind else { continue }
                let span = occurrence.span
                keys[LineColumn(line: span.line, column: span.column)] = span
            }
            outline.symbols = outline.symbols.map { close($0, keys: keys) }
            return outline
        }

        /// A symbol whose span is extended over its children's (a key's is its occurrence's, from
        /// `keys`, by where it starts).
        func close(_ symbol: Symbol, keys: [LineColumn: TextSpan]) -> Symbol {
            var symbol = symbol
            symbol.children = symbol.children.map { close($0, keys: keys) }
            let start = LineColumn(line: symbol.span.line, column: symbol.span.column)
            if symbol.kind == .key, let own = keys[start] {
                symbol.span = own
            }
            if let last = symbol.children.last?.span,
                (last.endLine, last.endColumn) > (symbol.span.endLine, symbol.span.endColumn)
            {
                symbol.span.endLine = last.endLine
                symbol.span.endColumn = last.endColumn
            }
            return symbol
        }

        // MARK: - Spans

        /// The span of a scalar node, and of its characters when they are written as they read.
        func spans(of node: YAMLNode) -> (span: TextSpan, name: TextSpan?) {
            let location = node.location
            let value = node.scalar?.value ?? ""
            let count = value.count
            switch node.scalar?.style ?? .plain {
            case .plain where !value.contains("\n"):
                let span = TextSpan(line: location.line, column: location.column, length: count)
                return (span, span)
            case .singleQuoted, .doubleQuoted:
                if let line = source.line(location.line) {
                    let written = line.dropFirst(location.column - 1)
                    if let quote = written.first, written.dropFirst().starts(with: value),
                        written.dropFirst(count + 1).first == quote, !value.contains(quote), !value.contains("\\")
                    {
                        return (
                            TextSpan(line: location.line, column: location.column, length: count + 2),
                            TextSpan(line: location.line, column: location.column + 1, length: count)
                        )
                    }
                }
                fallthrough
            default:
                let end = (source.line(location.line)?.count ?? 0) + 1
                return (
                    TextSpan(line: location.line, column: location.column, endLine: location.line, endColumn: end), nil
                )
            }
        }

        mutating func add(_ kind: Kind, at node: YAMLNode) {
            let (span, name) = spans(of: node)
            outline.occurrences.append(Occurrence(span: span, nameSpan: name, kind: kind))
        }

        /// Each pair of a mapping, its field name recorded as one of `kind`'s.
        mutating func fields(of node: YAMLNode, _ kind: MappingKind) -> [(name: String, value: YAMLNode)] {
            guard let pairs = node.mapping else { return [] }
            return pairs.compactMap { pair in
                guard let name = pair.key.scalar?.value else { return nil }
                add(.field(kind, name), at: pair.key)
                return (name, pair.value)
            }
        }

        // MARK: - The walk

        mutating func walkLayout(_ root: YAMLNode) {
            var forms: [YAMLNode] = []
            var formName = firstForm
            for (name, value) in fields(of: root, .layout) {
                starts.append(LineColumn(value.location))
                switch name {
                case LayoutField.layers.name: walkLayers(value, scope: 0)
                case LayoutField.constraints.name: walkConstraints(value, scope: 0)
                case LayoutField.alternates.name:
                    for pair in value.mapping ?? [] {
                        if let id = pair.key.scalar?.value {
                            add(.keyReference(scope: nil, id: id, explicit: true), at: pair.key)
                        }
                    }
                case LayoutField.extends.name:
                    if let path = value.scalar?.value { add(.extends(path), at: value) }
                case LayoutField.form.name:
                    if let name = value.scalar?.value { formName = name }
                case LayoutField.forms.name: forms = value.sequence ?? []
                default: walkFields(value, of: .layout, field: name, scope: 0)
                }
            }
            outline.formNames = [formName]
            for (index, form) in forms.enumerated() {
                walkForm(form, scope: index + 1)
            }
        }

        /// A mapping of fields inside `parent`'s field `field`, if it is one.
        mutating func walkFields(_ node: YAMLNode, of parent: MappingKind, field: String, scope: Int) {
            guard let kind = parent.child(field) else { return }
            for (name, value) in fields(of: node, kind) {
                if kind == .behavior, name == BehaviorField.returnTo.name, let layer = value.scalar?.value {
                    add(.layerReference(scope: scope, name: layer), at: value)
                }
                walkFields(value, of: kind, field: name, scope: scope)
            }
        }

        mutating func walkForm(_ node: YAMLNode, scope: Int) {
            starts.append(LineColumn(node.location))
            var symbols: [Symbol] = []
            var name = "form \(scope + 1)"
            var nameNode: YAMLNode?
            let before = outline.symbols.count
            for (field, value) in fields(of: node, .form) {
                switch field {
                case FormField.name.name:
                    name = value.scalar?.value ?? name
                    nameNode = value
                case FormField.layers.name: walkLayers(value, scope: scope)
                case FormField.constraints.name: walkConstraints(value, scope: scope)
                default: walkFields(value, of: .form, field: field, scope: scope)
                }
            }
            outline.formNames.append(name)
            // The form's layers were added as top-level symbols: they go under the form.
            symbols = Array(outline.symbols[before...])
            outline.symbols.removeSubrange(before...)
            let selection =
                nameNode.map { spans(of: $0).span }
                ?? TextSpan(line: node.location.line, column: node.location.column, length: 1)
            outline.symbols.append(
                Symbol(
                    name: name, detail: "form", kind: .form,
                    span: TextSpan(
                        line: node.location.line, column: node.location.column, endLine: selection.endLine,
                        endColumn: selection.endColumn), selection: selection, children: symbols))
        }

        mutating func walkLayers(_ node: YAMLNode, scope: Int) {
            for pair in node.mapping ?? [] {
                guard let name = pair.key.scalar?.value else { continue }
                starts.append(LineColumn(pair.key.location))
                add(.layerDefinition(scope: scope, name: name), at: pair.key)
                let selection = spans(of: pair.key).span
                var rows: [Symbol] = []
                for (field, value) in fields(of: pair.value, .layer) {
                    switch field {
                    case LayerField.rows.name: rows = walkRows(value, scope: scope, layer: name)
                    case LayerField.shiftOf.name:
                        if let target = value.scalar?.value {
                            add(.layerReference(scope: scope, name: target), at: value)
                        }
                    default: break
                    }
                }
                let keys = rows.reduce(0) { $0 + $1.children.count }
                outline.symbols.append(
                    Symbol(
                        name: name, detail: "\(rows.count) rows, \(keys) keys", kind: .layer, span: selection,
                        selection: selection, children: rows))
            }
        }

        mutating func walkRows(_ node: YAMLNode, scope: Int, layer: String) -> [Symbol] {
            var rows: [Symbol] = []
            for (index, row) in (node.sequence ?? []).enumerated() {
                starts.append(LineColumn(row.location))
                var keys = row.sequence ?? []
                if row.mapping != nil {
                    for (field, value) in fields(of: row, .row) where field == RowField.keys.name {
                        keys = value.sequence ?? []
                    }
                }
                var symbols: [Symbol] = []
                for (position, key) in keys.enumerated() {
                    if let symbol = walkKey(key, scope: scope, layer: layer, row: index, index: position) {
                        symbols.append(symbol)
                    }
                }
                let start = TextSpan(line: row.location.line, column: row.location.column, length: 1)
                rows.append(
                    Symbol(
                        name: "row \(index + 1)", detail: "\(symbols.count) keys", kind: .row, span: start,
                        selection: start, children: symbols))
            }
            return rows
        }

        /// A key (or a spacer, which is no symbol).
        mutating func walkKey(_ node: YAMLNode, scope: Int, layer: String, row: Int, index: Int) -> Symbol? {
            let location = node.location
            starts.append(LineColumn(location))
            let id = keyIDs[LineColumn(location)]
            var explicit = false
            var isGap = false
            if node.scalar != nil {
                if let id { add(.keyReference(scope: scope, id: id, explicit: false), at: node) }
            } else {
                for (field, value) in fields(of: node, .key) {
                    walkOutput(field, value, scope: scope)
                    switch field {
                    case KeyField.id.name:
                        explicit = true
                        if let written = value.scalar?.value {
                            add(.keyReference(scope: scope, id: written, explicit: true), at: value)
                        }
                    case KeyField.gap.name: isGap = true
                    case KeyField.flicks.name:
                        for (_, output) in fields(of: value, .flicks) {
                            for (name, inner) in fields(of: output, .key) { walkOutput(name, inner, scope: scope) }
                        }
                    case KeyField.multitap.name:
                        for step in value.sequence ?? [] {
                            for (name, inner) in fields(of: step, .key) { walkOutput(name, inner, scope: scope) }
                        }
                    default: break
                    }
                }
            }
            let place = KeyPlace(scope: scope, layer: layer, row: row, index: index, id: id, hasExplicitID: explicit)
            openKeys.append(outline.occurrences.count)
            let start = TextSpan(line: location.line, column: location.column, length: 1)
            outline.occurrences.append(Occurrence(span: start, nameSpan: nil, kind: .key(place)))
            guard !isGap else { return nil }
            return Symbol(name: id ?? "key", detail: nil, kind: .key, span: start, selection: start, children: [])
        }

        /// What an output field names: the layer of `to`.
        mutating func walkOutput(_ field: String, _ value: YAMLNode, scope: Int) {
            if field == KeyField.to.name, let layer = value.scalar?.value {
                add(.layerReference(scope: scope, name: layer), at: value)
            }
        }

        mutating func walkConstraints(_ node: YAMLNode, scope: Int) {
            for item in node.sequence ?? [] {
                guard let scalar = item.scalar else { continue }
                let parse = ConstraintParser.parseDetailed(scalar.value)
                for reference in parse.references {
                    guard
                        let place = ConstraintParse.exactLocation(
                            ofOffset: reference.offset, from: item.location, scalar: scalar, source: source)
                    else { continue }
                    let span = TextSpan(line: place.line, column: place.column, length: reference.keyID.count)
                    outline.occurrences.append(
                        Occurrence(
                            span: span, nameSpan: span,
                            kind: .keyReference(scope: scope, id: reference.keyID, explicit: true)))
                }
            }
        }
    }
}
