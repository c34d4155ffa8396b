import KeyboardModel
import LayoutFormat
import LocatedYAML

extension FlorisBoardImporter {
    /// The reading of one layout and its companions.
    struct Reader: TreeReading {
        var diagnostics: [Diagnostic]
        var warned: Set<WarningPlace> = []
        /// The layout's direction, for `layout_direction_selector`.
        var direction = TextDirection.leftToRight
        /// Long-press items by key label, from the popup mapping's `all` context.
        var mapped: [String: (main: String?, relevant: [String])] = [:]

        /// What a key object is, once its selectors are resolved.
        struct Item {
            var code: Int
            var label: String
            var shifted: [Int]?
            var codePoints: [Int]?
            var popup: YAMLNode?
            var isAuto = false
            var node: YAMLNode
        }

        mutating func layout(
            _ root: YAMLNode, id: String, name: String, type: String, manifest: YAMLNode?, popups: YAMLNode?,
            modifier: YAMLNode?, symbols: YAMLNode?
        ) -> KeyboardLayout? {
            var title = id
            if let entry = manifestEntry(manifest, type: type, name: name) {
                if let label = entry["label"].flatMap(string) { title = label }
                if entry["direction"].flatMap(string) == "rtl" { direction = .rightToLeft }
            }
            if let popups { readPopups(popups) }
            guard var rows = self.rows(root, pointer: "") else { return nil }
            var layers: [Layer] = []
            if type == "characters" {
                let modifierRows: [[Key]]
                if let modifier, let read = self.rows(modifier, pointer: "") {
                    modifierRows = read
                } else {
                    warn(
                        "no charactersMod/default.json beside the layouts: FlorisBoard's modifier rows are not "
                            + "known, so shift, delete and the bottom row are Keysmith's own (at /)", at: root)
                    modifierRows = Self.defaultModifierRows
                }
                rows = splice(rows, into: modifierRows, at: root)
                layers.append(Layer(name: "letters", rows: Self.unique(rows).map { Row(keys: $0) }))
                if let symbols, var symbolRows = self.rows(symbols, pointer: "") {
                    // FlorisBoard's symbols modifier rows are its code's; these stand for them.
                    symbolRows.append(Self.symbolsBottomRow)
                    warn(
                        "the symbols layer's bottom row (ABC, space, delete, enter) is Keysmith's: FlorisBoard's "
                            + "symbols modifier is not a layout file (at /)", at: symbols)
                    layers.append(Layer(name: "symbols", rows: Self.unique(symbolRows).map { Row(keys: $0) }))
                } else {
                    dropViews("symbols", from: &layers, at: root)
                }
            } else {
                // A layout of another type alone: Keysmith gives it the keys to leave and type.
                if !rows.contains(where: { $0.contains { $0.action == .backspace } }) {
                    rows.append([
                        Key(action: .backspace, width: .units(1.56)), Key(action: .return, width: .units(1.56)),
                    ])
                    warn(
                        "a '\(type.isEmpty ? "layout" : type)' layout is shown with others in FlorisBoard; alone it "
                            + "gets a row with delete and enter (at /)", at: root)
                }
                layers.append(Layer(name: "letters", rows: Self.unique(rows).map { Row(keys: $0) }))
                dropViews("symbols", from: &layers, at: root)
            }
            return KeyboardLayout(
                id: id, name: title, locale: "und", direction: direction, size: KeyboardSize.phonePortrait,
                metrics: ImportMetrics.standard, behavior: Behavior(autocapitalize: .none), layers: layers)
        }

        /// The rows with each key id once in the layer: a repeated one (`,` in dvorak's letters and
        /// in the bottom row) gets `-2`, `-3`, ….
        static func unique(_ rows: [[Key]]) -> [[Key]] {
            var keyIDs = ImportedKeyIDs()
            return rows.map { row in
                row.map { key in
                    var key = key
                    key.id = keyIDs.unique(key.id)
                    return key
                }
            }
        }

        /// A view switch to a layer that is not there is left out (its row keeps its place).
        mutating func dropViews(_ view: String, from layers: inout [Layer], at node: YAMLNode) {
            for layer in layers.indices {
                for row in layers[layer].rows.indices {
                    let before = layers[layer].rows[row].keys.count
                    layers[layer].rows[row].keys.removeAll { $0.action == .layer(view) }
                    if layers[layer].rows[row].keys.count < before {
                        warn(
                            "no symbols/western.json beside the layouts: the key to the symbols view is left out (at /)",
                            at: node)
                    }
                }
            }
        }

        /// The `placeholder` of the modifier rows replaced by the last row of `rows`.
        mutating func splice(_ rows: [[Key]], into modifier: [[Key]], at node: YAMLNode) -> [[Key]] {
            guard let last = rows.last else { return modifier }
            var result = Array(rows.dropLast())
            var placed = false
            for row in modifier {
                if let at = row.firstIndex(where: { $0.id == Self.placeholderID }) {
                    var spliced = row
                    spliced.replaceSubrange(at...at, with: last)
                    result.append(spliced)
                    placed = true
                } else {
                    result.append(row)
                }
            }
            if !placed {
                warn("the modifier rows have no placeholder; the last row is kept above them (at /)", at: node)
                result.insert(last, at: rows.count - 1)
            }
            return result
        }

        static let placeholderID = "\u{0}placeholder"

        /// FlorisBoard's default modifier rows, from its documented arrangement.
        static let defaultModifierRows: [[Key]] = [
            [
                Key(action: .shift, width: .units(1.56)), Key(id: placeholderID, action: .custom("placeholder")),
                Key(action: .backspace, width: .units(1.56)),
            ],
            [
                Key(id: "to-symbols", action: .layer("symbols"), label: "?123", width: .units(1.56)),
                Key.character(",", shifted: ","), Key(action: .space, width: .fill), Key.character(".", shifted: "."),
                Key(action: .return, width: .units(1.56)),
            ],
        ]

        /// The bottom row given to the symbols layer.
        static let symbolsBottomRow: [Key] = [
            Key(id: "to-letters", action: .layer("letters"), label: "ABC", width: .units(1.56)),
            Key(action: .space, width: .fill), Key(action: .backspace, width: .units(1.56)),
            Key(action: .return, width: .units(1.56)),
        ]

        /// The manifest's entry for the layout `type`/`name`.
        mutating func manifestEntry(_ manifest: YAMLNode?, type: String, name: String) -> [String: YAMLNode]? {
            guard let manifest, let top = mapping(manifest, "the layouts' extension.json"),
                let layouts = top["layouts"], let byType = mapping(layouts, "'layouts'"),
                let entries = byType[type].flatMap({ sequence($0, "'\(type)'") })
            else { return nil }
            for entry in entries {
                guard let fields = mapping(entry, "a layout entry"), fields["id"].flatMap(string) == name else {
                    continue
                }
                return fields
            }
            return nil
        }

        /// The `all` context of a popup mapping file: label → main and relevant items.
        mutating func readPopups(_ root: YAMLNode) {
            guard let contexts = mapping(root, "a popup mapping") else { return }
            for (context, node) in contexts where context != "all" {
                warn(
                    "popup context '\(context)' (for email or URI fields) is not carried over (at /\(context))",
                    at: node)
            }
            guard let all = contexts["all"], let entries = orderedMapping(all, "'all'") else { return }
            for (label, entry) in entries {
                guard let fields = mapping(entry, "a popup entry") else { continue }
                let pointer = "/all/\(label)"
                let main = fields["main"].flatMap { item(text: $0, pointer: pointer + "/main") }
                let relevant = fields["relevant"].flatMap { sequence($0, "'relevant'") } ?? []
                mapped[label] = (
                    main,
                    relevant.enumerated().compactMap { index, node in
                        item(text: node, pointer: "\(pointer)/relevant/\(index)")
                    }
                )
            }
        }

        /// The text a popup item types, or `nil` (said) for an action.
        mutating func item(text node: YAMLNode, pointer: String) -> String? {
            guard let resolved = resolve(node, pointer: pointer) else { return nil }
            if let points = resolved.codePoints { return Self.text(points) }
            guard resolved.code > 0, let text = Self.text([resolved.code]) else {
                warn("popup item \(resolved.label) is an action, not text; left out (at \(pointer))", at: node)
                return nil
            }
            return text
        }

        /// The rows of a layout file: a list of lists of keys.
        mutating func rows(_ root: YAMLNode, pointer: String) -> [[Key]]? {
            guard let rowNodes = sequence(root, "a FlorisBoard layout (a list of rows)") else { return nil }
            var rows: [[Key]] = []
            for (rowIndex, rowNode) in rowNodes.enumerated() {
                guard let keyNodes = sequence(rowNode, "a row") else { continue }
                var keys: [Key] = []
                for (keyIndex, keyNode) in keyNodes.enumerated() {
                    guard let key = key(keyNode, pointer: "\(pointer)/\(rowIndex)/\(keyIndex)") else { continue }
                    keys.append(key)
                }
                if keys.isEmpty {
                    warn("an empty row is left out (at \(pointer)/\(rowIndex))", at: rowNode)
                    continue
                }
                rows.append(keys)
            }
            guard !rows.isEmpty else {
                error("the layout has no keys", at: root)
                return nil
            }
            return rows
        }

        /// A key object with its selectors resolved: the branch FlorisBoard shows by default.
        mutating func resolve(_ node: YAMLNode, pointer: String) -> Item? {
            guard let fields = mapping(node, "a key") else { return nil }
            let kind = fields["$"].flatMap(string) ?? ""
            func branch(_ name: String, _ others: [String]) -> Item? {
                for other in others where fields[other] != nil {
                    warn(
                        "the '\(other)' branch of this \(kind) is not carried over; '\(name)' is (at \(pointer))",
                        at: node)
                }
                guard let chosen = fields[name] else {
                    error("this \(kind) needs '\(name)' (at \(pointer))", at: node)
                    return nil
                }
                return resolve(chosen, pointer: "\(pointer)/\(name)")
            }
            switch kind {
            case "case_selector":
                guard var lower = branch("lower", []) else { return nil }
                if let upperNode = fields["upper"], let upper = resolve(upperNode, pointer: pointer + "/upper") {
                    lower.shifted = upper.codePoints ?? [upper.code]
                }
                return lower
            case "shift_state_selector":
                guard var plain = branch("default", []) else { return nil }
                let shifted = ["shiftedManual", "shifted", "capsLock", "shiftedAutomatic"].compactMap { fields[$0] }
                    .first
                if let shifted, let item = resolve(shifted, pointer: pointer + "/shiftedManual") {
                    plain.shifted = item.codePoints ?? [item.code]
                }
                return plain
            case "variation_selector":
                return branch("default", ["email", "uri", "normal", "password"].filter { $0 != "default" })
            case "layout_direction_selector":
                return branch(direction == .rightToLeft ? "rtl" : "ltr", [])
            case "kana_selector": return branch("hira", ["kata"])
            case "char_width_selector": return branch("full", ["half"])
            case "multi_text_key":
                let points =
                    fields["codePoints"].flatMap { sequence($0, "'codePoints'") }?.compactMap(number).compactMap(
                        Self.code)
                    ?? []
                return Item(
                    code: points.first ?? 0, label: fields["label"].flatMap(string) ?? "", codePoints: points,
                    popup: fields["popup"], node: node)
            case "", "text_key", "auto_text_key":
                guard let code = fields["code"].flatMap(number) else {
                    error("a key needs a 'code' (at \(pointer))", at: node)
                    return nil
                }
                return Item(
                    code: Self.code(code) ?? 0, label: fields["label"].flatMap(string) ?? "", popup: fields["popup"],
                    isAuto: kind == "auto_text_key", node: node)
            default:
                warn("key kind '\(kind)' is not known; the key is left out (at \(pointer))", at: node)
                return nil
            }
        }

        /// A key code from a JSON number: a whole number in the range of codes (a code point, or
        /// a negative action code); `nil` for anything else (`6.2e34`, `1.5`).
        static func code(_ value: Double) -> Int? {
            guard value == value.rounded(), abs(value) <= 0x10FFFF else { return nil }
            return Int(value)
        }

        /// The text of code points, if they are ones.
        static func text(_ points: [Int]) -> String? {
            var text = ""
            for point in points {
                guard point > 0, let scalar = UInt32(exactly: point).flatMap(Unicode.Scalar.init) else { return nil }
                text.unicodeScalars.append(scalar)
            }
            return text.isEmpty ? nil : text
        }

        mutating func key(_ node: YAMLNode, pointer: String) -> Key? {
            guard let item = resolve(node, pointer: pointer) else { return nil }
            if case .mapping(let pairs) = node.content,
                pairs.contains(where: { string($0.key) == "type" && string($0.value) == "placeholder" })
            {
                return Key(id: Self.placeholderID, action: .custom("placeholder"))
            }
            let width: KeyWidth = FlorisBoardImporter.wide.contains(item.code) ? .units(1.56) : .units(1)
            if let view = FlorisBoardImporter.views[item.code] {
                let label = view == "symbols" ? "?123" : "ABC"
                return Key(id: "to-" + view, action: .layer(view), label: label, width: width)
            }
            if let action = FlorisBoardImporter.actions[item.code], item.codePoints == nil {
                var key = Key(action: action, width: item.code == 32 ? .fill : width)
                if item.code == 32 { key.label = action.defaultLabel }
                return key
            }
            guard let text = item.codePoints.flatMap(Self.text) ?? (item.code > 0 ? Self.text([item.code]) : nil) else {
                warn(
                    "key code \(item.code) ('\(item.label)') is a FlorisBoard action with no Keysmith one; left out "
                        + "(at \(pointer))", at: node)
                return nil
            }
            // An auto-text key capitalises on shift; other text keys type the same either way.
            let shifted =
                item.shifted.flatMap(Self.text) ?? (item.isAuto ? CaseMapping.uppercase(text, locale: "und") : text)
            var key = Key(action: .character(text, shifted: shifted), width: width)
            if !item.label.isEmpty, !item.label.isExactly(text) { key.label = item.label }
            var alternates: [String] = []
            var main: String?
            if let popup = item.popup, let fields = mapping(popup, "'popup'") {
                main = fields["main"].flatMap { self.item(text: $0, pointer: pointer + "/popup/main") }
                let relevant = fields["relevant"].flatMap { sequence($0, "'relevant'") } ?? []
                alternates = relevant.enumerated().compactMap { index, node in
                    self.item(text: node, pointer: "\(pointer)/popup/relevant/\(index)")
                }
            }
            if let extra = mapped[item.label] ?? mapped[text] {
                if main == nil { main = extra.main }
                alternates += extra.relevant
            }
            if let main { alternates.insert(main, at: 0) }
            var unique: [String] = []
            for alternate in alternates where !unique.contains(alternate) && unique.count < 64 {
                unique.append(alternate)
            }
            key.alternates = unique
            if let main { key.defaultAlternate = main }
            return key
        }
    }
}
