import LayoutFormat

/// What is being written at the cursor, found from the text alone (a layout being typed is
/// rarely valid YAML): the mapping a field name is being typed in, the field a value is being
/// typed for, or a constraint's text.
///
/// The block structure comes from the indentation of the lines above; flow collections (`[…]`,
/// `{…}`) from the brackets between the owning line and the cursor, quotes and comments skipped.
package enum CompletionSite: Sendable, Equatable {
    /// A field name of `kind`, with the names the mapping has already and what is typed so far.
    case fieldName(MappingKind, present: Set<String>, prefix: String)
    /// The value of `field` of `kind`.
    case value(MappingKind, field: String, prefix: String)
    /// A constraint's text: a key id, or an attribute after `id.`.
    case constraint(keyID: String?, prefix: String)
    /// Nothing to complete.
    case none

    /// Where the structure of the format puts a name.
    enum Container: Equatable {
        case mapping(MappingKind)
        case layers, rows, rowItem, keys, multitap, forms, constraints, entries

        /// The place inside this one's field `name`.
        func inside(_ name: String) -> Container {
            switch self {
            case .mapping(let kind):
                if let child = kind.child(name) { return .mapping(child) }
                return Self.place(ofValueOf: kind.spec(named: name)?.kind)
            case .layers: return .mapping(.layer)
            case .rowItem: return Container.mapping(.row).inside(name)
            default: return .entries
            }
        }

        /// Where the value of a field of `kind` puts what is written in it: which field holds a
        /// list or named entries, and of what, is said by the field's kind in its table.
        private static func place(ofValueOf kind: FieldKind?) -> Container {
            switch kind {
            case .namedEntries(.mapping(.layer))?: .layers
            case .list(.row)?: .rows
            case .list(.key)?: .keys
            case .list(.textOutput)?: .multitap
            case .list(.mapping(.form))?: .forms
            case .list(.constraint)?: .constraints
            default: .entries
            }
        }

        /// The place of an item of this sequence.
        var item: Container {
            switch self {
            case .rows: .rowItem
            case .rowItem, .keys, .multitap: .mapping(.key)
            case .forms: .mapping(.form)
            case .constraints: .constraints
            default: .entries
            }
        }

        /// The place of a sequence written here (a row written as a sequence is its keys).
        var asSequence: Container { self == .rowItem ? .keys : self }

        /// The place of a mapping written here (a row written as a mapping has row fields).
        var asMapping: Container {
            switch self {
            case .rowItem: .mapping(.row)
            case .mapping: self
            default: .entries
            }
        }
    }

    /// The site at 1-based `line`, `column` (in `Character`s) of `lines`.
    package static func at(line: Int, column: Int, in lines: TextLines, root: MappingKind = .layout) -> CompletionSite {
        let current = Array(lines.line(line - 1))
        let before = Array(current.prefix(max(0, column - 1)))
        let indent = before.prefix { $0 == " " }.count
        // The owning lines: each nearest line above with less indentation.
        var ancestors: [[Character]] = []
        var threshold = indent
        // Lines continuing a flow collection opened above are read from where it opened.
        var flowStart = line
        var row = line - 1
        while row >= 1 {
            let text = Array(lines.line(row - 1))
            let own = text.prefix { $0 == " " }.count
            let content = text.dropFirst(own)
            if content.isEmpty || content.first == "#" {
                row -= 1
                continue
            }
            if own < threshold {
                if flowStart == row + 1, opensFlow(text) {
                    flowStart = row
                } else {
                    ancestors.append(text)
                }
                threshold = own
                if own == 0 { break }
            } else if flowStart == row + 1, opensFlow(text) {
                flowStart = row
            }
            row -= 1
        }
        var place = Container.mapping(root)
        // Each owning line is entered with the indentation of the level below it: a `- key:`
        // line whose key stands at that indentation holds it as a sibling, not inside `key`.
        let owners = Array(ancestors.reversed())
        for (index, text) in owners.enumerated() {
            let below = index + 1 < owners.count ? owners[index + 1].prefix { $0 == " " }.count : indent
            place = enter(text, from: place, below: below)
        }
        var text: [Character] = []
        if flowStart < line {
            for row in flowStart..<line { text += Array(lines.line(row - 1)) + ["\n"] }
        }
        text += before
        return site(in: text, place: place)
    }

    /// The place inside a block line `key:`, `- key:` or `- ` of `place`.
    static func enter(_ text: [Character], from place: Container, below: Int) -> Container {
        var content = ArraySlice(text.drop { $0 == " " })
        var place = place
        while content.first == "-", content.count == 1 || content.dropFirst().first == " " {
            place = place.item
            content = content.dropFirst().drop { $0 == " " }
        }
        guard let key = keyOfLine(Array(content)) else { return place }
        // `- key: …` with the level below at the key's column: a sibling of `key`.
        if content.startIndex > text.startIndex, text.count - content.count == below {
            return place.asMapping
        }
        return place.inside(key)
    }

    /// The key of a block mapping line (`key: value`), if it has one.
    static func keyOfLine(_ content: [Character]) -> String? {
        var quote: Character?
        for (index, character) in content.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if index == 0, isQuote(character) {
                quote = character
            } else if character == "[" || character == "{" {
                return nil
            } else if character == ":", index + 1 == content.count || content[index + 1] == " " {
                return trimmed(String(content[..<index]))
            }
        }
        return nil
    }

    /// Whether a line leaves a flow collection open.
    static func opensFlow(_ text: [Character]) -> Bool {
        var depth = 0
        var quote: Character?
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if isQuote(character) {
                quote = character
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            } else if character == "#", previous == " " {
                break
            }
        }
        return depth > 0
    }

    /// An open flow collection: its place, and for a mapping the keys written in it.
    struct Open {
        var place: Container
        var isMapping: Bool
        var keys: Set<String> = []
    }

    /// The site at the end of `text`, which starts in the block structure `start`.
    static func site(in text: [Character], place start: Container) -> CompletionSite {
        var stack: [Open] = []
        var place = start
        var segment: [Character] = []
        var quote: Character?
        var index = 0
        while index < text.count {
            let character = text[index]
            index += 1
            if let open = quote {
                segment.append(character)
                if character == open { quote = nil }
                continue
            }
            if isQuote(character) {
                quote = character
                segment.append(character)
            } else if character == "#", segment.isEmpty || segment.last == " " {
                while index < text.count, text[index] != "\n" { index += 1 }
                // The cursor is in the comment.
                if index == text.count { return .none }
            } else if character == "\n" {
                if stack.isEmpty { segment = [] } else { segment.append(" ") }
            } else if character == "[" || character == "{" {
                let owner = pendingKey(segment)
                let isItem = isSequenceItem(segment)
                if let owner, stack.last?.isMapping == true { stack[stack.count - 1].keys.insert(owner) }
                var inner = place
                if let top = stack.last {
                    if top.isMapping {
                        inner = owner.map { top.place.inside($0) } ?? top.place
                    } else {
                        inner = top.place.item
                    }
                } else {
                    if isItem { inner = place.item }
                    if let owner { inner = inner.inside(owner) }
                }
                let isMapping = character == "{"
                stack.append(Open(place: isMapping ? inner.asMapping : inner.asSequence, isMapping: isMapping))
                segment = []
            } else if character == "]" || character == "}" {
                _ = stack.popLast()
                segment = []
            } else if character == "," {
                if let owner = pendingKey(segment), !stack.isEmpty { stack[stack.count - 1].keys.insert(owner) }
                segment = []
            } else {
                segment.append(character)
            }
        }
        let typed = ArraySlice(segment.drop { $0 == " " })
        if let top = stack.last {
            if top.isMapping, case .mapping(let kind) = top.place {
                return fieldOrValue(typed, in: kind, present: top.keys)
            }
            if top.place == .constraints { return constraintSite(typed) }
            return .none
        }
        // Block context: `- ` items and `key: value` on the cursor's line.
        var content = typed
        while content.first == "-", content.count == 1 || content.dropFirst().first == " " {
            place = place.item
            content = content.dropFirst().drop { $0 == " " }
        }
        if place == .constraints { return constraintSite(content) }
        guard case .mapping(let kind) = place else { return .none }
        return fieldOrValue(content, in: kind, present: [])
    }

    /// A field name being typed, or a value after `name:`.
    static func fieldOrValue(_ typed: ArraySlice<Character>, in kind: MappingKind, present: Set<String>)
        -> CompletionSite
    {
        if let colon = colonIndex(typed) {
            let field = trimmed(String(typed[..<colon]))
            let value = trimmed(String(typed[(colon + 1)...]))
            return .value(kind, field: field, prefix: value)
        }
        return .fieldName(kind, present: present, prefix: trimmed(String(typed)))
    }

    /// A constraint's text being typed: the key id or attribute at its end.
    static func constraintSite(_ typed: ArraySlice<Character>) -> CompletionSite {
        var term: [Character] = []
        for character in typed.reversed() {
            guard character.isLetter || character.isNumber || character == "-" || character == "_" || character == "."
            else { break }
            term.insert(character, at: 0)
        }
        let written = String(term)
        if let dot = written.lastIndex(of: ".") {
            return .constraint(keyID: String(written[..<dot]), prefix: String(written[written.index(after: dot)...]))
        }
        return .constraint(keyID: nil, prefix: written)
    }

    /// The key of `segment` when it is `key:` (a value is being written after it).
    static func pendingKey(_ segment: [Character]) -> String? {
        var text = ArraySlice(segment.drop { $0 == " " })
        while text.first == "-" { text = text.dropFirst().drop { $0 == " " } }
        guard let colon = colonIndex(text) else { return nil }
        return trimmed(String(text[..<colon]))
    }

    /// Whether `segment` starts a sequence item (`- `).
    static func isSequenceItem(_ segment: [Character]) -> Bool {
        segment.drop { $0 == " " }.first == "-"
    }

    /// Where the `:` that ends a mapping key is, if there is one.
    static func colonIndex(_ text: ArraySlice<Character>) -> Int? {
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if isQuote(character) {
                quote = character
            } else if character == ":", index + 1 == text.endIndex || text[index + 1] == " " {
                return index
            }
        }
        return nil
    }

    static func isQuote(_ character: Character) -> Bool { character == "\"" || character == "'" }

    /// Without spaces and quotes at either end.
    static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first == " " || isQuote(first) { text.removeFirst() }
        while let last = text.last, last == " " || isQuote(last) { text.removeLast() }
        return String(text)
    }
}
