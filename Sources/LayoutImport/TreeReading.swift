import KeyboardModel
import LayoutFormat
import LocatedYAML

/// What every importer's reading shares: problems at their line and column, each warning once,
/// and typed access to the nodes of a located YAML tree (YAML, or JSON read as YAML).
protocol TreeReading {
    /// The problems found so far, in order.
    var diagnostics: [Diagnostic] { get set }
    /// The warnings given so far, by place and message: each is said once.
    var warned: Set<WarningPlace> { get set }
}

/// Where a warning was given, and what it said.
struct WarningPlace: Hashable {
    let line: Int
    let column: Int
    let message: String
}

extension TreeReading {
    /// A mapping's entries by key (the last of a repeated key wins), or `nil` with an error.
    mutating func mapping(_ node: YAMLNode, _ what: String) -> [String: YAMLNode]? {
        orderedMapping(node, what).map { Dictionary($0, uniquingKeysWith: { _, last in last }) }
    }

    /// A mapping's entries in order, or `nil` with an error.
    mutating func orderedMapping(_ node: YAMLNode, _ what: String) -> [(String, YAMLNode)]? {
        guard case .mapping(let pairs) = node.content else {
            error("\(what) must be a mapping", at: node)
            return nil
        }
        return pairs.compactMap { pair in string(pair.key).map { ($0, pair.value) } }
    }

    /// A sequence's items, or `nil` with an error.
    mutating func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        guard case .sequence(let items) = node.content else {
            error("\(what) must be a list", at: node)
            return nil
        }
        return items
    }

    /// A scalar's text.
    func string(_ node: YAMLNode) -> String? {
        if case .scalar(let scalar) = node.content { return scalar.value }
        return nil
    }

    /// A scalar read as a finite number (JSON numbers and numbers written as strings alike).
    func number(_ node: YAMLNode) -> Double? {
        string(node).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A scalar read as a boolean (`true`/`false`).
    func bool(_ node: YAMLNode) -> Bool? {
        switch string(node) {
        case "true": true
        case "false": false
        default: nil
        }
    }

    mutating func error(_ message: String, at node: YAMLNode) {
        error(message, at: node.location)
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, code: "", message, at: location))
    }

    /// A warning, once per place and message (a node read more than once is reported once).
    mutating func warn(_ message: String, at node: YAMLNode) {
        warn(message, at: node.location)
    }

    mutating func warn(_ message: String, at location: SourceLocation) {
        guard warned.insert(WarningPlace(line: location.line, column: location.column, message: message)).inserted
        else { return }
        diagnostics.append(Diagnostic(.warning, code: "", message, at: location))
    }
}

/// The ids of one imported layer's keys: ids are unique in a layer, and a source may repeat a
/// key, so a key's second use of an id gets `-2` after it, its third `-3`, ….
struct ImportedKeyIDs {
    private var uses: [String: Int] = [:]

    /// `id` for its first use in the layer, else `id-N` for its Nth.
    mutating func unique(_ id: String) -> String {
        let count = (uses[id] ?? 0) + 1
        uses[id] = count
        return count > 1 ? id + "-\(count)" : id
    }
}

/// Names made for Keysmith from other formats' names.
enum ImportNames {
    /// A layer name: lower case, other characters as `-`, a letter first (`view-` or `layer-`
    /// in front of one that starts otherwise).
    static func layerName(_ name: String, prefix: String = "view-") -> String {
        var result = String(
            name.lowercased().map { character -> Character in
                if character.isASCII, character.isLetter || character.isNumber { return character }
                return "-"
            })
        if !(result.first?.isLetter ?? false) { result = prefix + result }
        return result
    }

    /// `names` as distinct layer names, in order: a repeated one gets `-2`, `-3`, ….
    static func layerNames(_ names: [String], prefix: String = "view-") -> [String: String] {
        var result: [String: String] = [:]
        var taken: Set<String> = []
        for name in names where result[name] == nil {
            let base = layerName(name, prefix: prefix)
            var candidate = base
            var count = 1
            while taken.contains(candidate) {
                count += 1
                candidate = base + "-\(count)"
            }
            taken.insert(candidate)
            result[name] = candidate
        }
        return result
    }
}
