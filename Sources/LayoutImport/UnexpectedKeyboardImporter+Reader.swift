import KeyboardModel
import LayoutFormat

extension UnexpectedKeyboardImporter {
    /// The reading of one layout and its built-in rows.
    struct Reader: TreeReading {
        var diagnostics: [Diagnostic]
        var warned: Set<WarningPlace> = []
        /// The first `loc` placeholder, and how many there are.
        var placeholders = 0
        var placeholderPlace: SourceLocation?
        /// Whether a numeric pane is there for `switch_numeric`.
        var hasNumeric = false
        /// The `modmap` shift entries: text → its shifted text.
        var shiftMap: [String: String] = [:]

        mutating func layout(
            _ root: XMLElement, id: String, bottomRow: XMLElement?, wantsBottomRow: Bool, numeric: XMLElement?
        ) -> KeyboardLayout? {
            guard root.name == "keyboard" else {
                error("an Unexpected Keyboard layout is a <keyboard> element, not <\(root.name)>", at: root.location)
                return nil
            }
            hasNumeric = numeric != nil
            let script = root.attribute("script") ?? ""
            let direction: TextDirection =
                UnexpectedKeyboardImporter.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
            for name in ["numpad_script", "embedded_number_row", "locale_extra_keys"] where root.attribute(name) != nil
            {
                warn(
                    "'\(name)' is not carried over: it selects Unexpected Keyboard's own extras",
                    at: root.location(of: name))
            }
            for modmap in root.children("modmap") { readModmap(modmap) }
            var rows: [Row] = []
            for row in root.children("row") {
                if let read = self.row(row) { rows.append(read) }
            }
            for child in root.children where child.name != "row" && child.name != "modmap" {
                warn("<\(child.name)> is not an Unexpected Keyboard layout element; left out", at: child.location)
            }
            guard !rows.isEmpty else {
                error("the layout has no rows of keys", at: root.location)
                return nil
            }
            if wantsBottomRow {
                if let bottomRow, let row = self.row(bottomRow) {
                    rows.append(row)
                } else {
                    warn(
                        "the built-in bottom row (res/bottom_row.xml) is not beside the layouts folder; Keysmith's is "
                            + "added: numbers, next keyboard, space, enter", at: root.location)
                    var keys: [Key] = []
                    if hasNumeric {
                        keys.append(
                            Key(id: "switch_numeric", action: .layer("numeric"), label: "123", width: .units(1.5)))
                    }
                    keys += [
                        Key(action: .nextKeyboard, width: .units(1.1)), Key(action: .space, width: .units(4.4)),
                        Key(action: .return, width: .units(1.5)),
                    ]
                    rows.append(Row(keys: keys, height: 0.95))
                }
            }
            var layers = [Layer(name: "letters", rows: Self.unique(rows))]
            if let numeric {
                shiftMap = [:]
                var numericRows: [Row] = []
                for row in numeric.children("row") {
                    if let read = self.row(row) { numericRows.append(read) }
                }
                if !numericRows.isEmpty { layers.append(Layer(name: "numeric", rows: Self.unique(numericRows))) }
            }
            if let place = placeholderPlace {
                warn(
                    "\(placeholders) 'loc' placeholder\(placeholders == 1 ? " is" : "s are") left out: Unexpected "
                        + "Keyboard shows them only when a setting adds them", at: place)
            }
            // Keys to layers that are not there, or to their own layer, are left out.
            let names = Set(layers.map(\.name))
            for layer in layers.indices {
                let own = layers[layer].name
                for row in layers[layer].rows.indices {
                    layers[layer].rows[row].keys.removeAll {
                        if case .layer(let target) = $0.action {
                            !names.contains(target) || target == own
                        } else {
                            false
                        }
                    }
                }
            }
            return KeyboardLayout(
                id: id, name: root.attribute("name") ?? id, locale: "und", direction: direction,
                size: KeyboardSize.phonePortrait, metrics: ImportMetrics.standard,
                behavior: Behavior(autocapitalize: .none), layers: layers)
        }

        /// Each key id once in the layer (`-2`, `-3` … for repeats).
        static func unique(_ rows: [Row]) -> [Row] {
            var keyIDs = ImportedKeyIDs()
            return rows.map { row in
                var row = row
                for index in row.keys.indices {
                    row.keys[index].id = keyIDs.unique(row.keys[index].id)
                }
                return row
            }
        }

        mutating func readModmap(_ modmap: XMLElement) {
            for entry in modmap.children {
                guard entry.name == "shift", let from = entry.attribute("a"), let to = entry.attribute("b") else {
                    warn(
                        "modmap '\(entry.name)' entries are not carried over: Keysmith has no \(entry.name) layer",
                        at: entry.location)
                    continue
                }
                shiftMap[Self.unescaped(from)] = Self.unescaped(to)
            }
        }

        mutating func row(_ element: XMLElement) -> Row? {
            var keys: [Key] = []
            var gaps: [RowGap] = []
            for key in element.children("key") {
                let units = key.attribute("width").flatMap(Double.init) ?? 1
                if let shift = key.attribute("shift").flatMap(Double.init), shift > 0 {
                    gaps.append(RowGap(before: keys.count, width: .units(shift)))
                }
                guard var made = self.key(key) else {
                    gaps.append(RowGap(before: keys.count, width: .units(max(units, 0.1))))
                    continue
                }
                made.width = .units(max(units, 0.1))
                keys.append(made)
            }
            if element.attribute("scale") != nil {
                warn("'scale' is not carried over: rows share one unit in Keysmith", at: element.location(of: "scale"))
            }
            guard !keys.isEmpty else {
                warn("a row without keys is left out", at: element.location)
                return nil
            }
            let height = element.attribute("height").flatMap(Double.init).map { max($0, 0.1) } ?? 1
            return Row(keys: keys, height: height, gaps: gaps)
        }

        /// A value's backslash escapes undone (`\@` → `@`, `\\` → `\`).
        static func unescaped(_ value: String) -> String {
            var result = ""
            var escaped = false
            for character in value {
                if escaped || character != "\\" {
                    result.append(character)
                    escaped = false
                } else {
                    escaped = true
                }
            }
            if escaped { result.append("\\") }
            return result
        }

        /// What a value does: an action, or text; `nil` (said) for a placeholder or a named key
        /// Keysmith has nothing for.
        mutating func action(_ raw: String, at location: SourceLocation) -> KeyAction? {
            if raw.hasPrefix("loc ") {
                placeholders += 1
                if placeholderPlace == nil { placeholderPlace = location }
                return nil
            }
            if raw.count > 1, !raw.hasPrefix("\\"),
                raw.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            {
                if raw == "switch_numeric" { return hasNumeric ? .layer("numeric") : nil }
                if raw == "switch_text" { return .layer("letters") }
                if let action = UnexpectedKeyboardImporter.namedActions[raw] { return action }
                if let text = UnexpectedKeyboardImporter.namedTexts[raw] { return .character(text, shifted: text) }
                if raw.hasPrefix("accent_"), let mark = UnexpectedKeyboardImporter.accents[String(raw.dropFirst(7))] {
                    return .dead(accent: mark)
                }
                if raw.hasPrefix("combining_"), let mark = UnexpectedKeyboardImporter.accents[String(raw.dropFirst(10))]
                {
                    return .character(mark, shifted: mark)
                }
                // Other names (`meta`, `compose`, `superscript` …) are Unexpected Keyboard's own.
                warn("key '\(raw)' has no Keysmith action; left out", at: location)
                return nil
            }
            let text = Self.unescaped(raw)
            guard !text.isEmpty else { return nil }
            return .character(text, shifted: shiftMap[text] ?? CaseMapping.uppercase(text, locale: "und"))
        }

        mutating func key(_ element: XMLElement) -> Key? {
            let center = element.attribute("c") != nil ? "c" : "key0"
            var flicks: [Flick] = []
            var corners: [(String, FlickDirection)] = FlickDirection.allCases.map { ($0.rawValue, $0) }
            if element.attributes.contains(where: { $0.name.hasPrefix("key") && $0.name != "key0" }) {
                corners = UnexpectedKeyboardImporter.legacyCorners
            }
            for (name, direction) in corners {
                guard let value = element.attribute(name),
                    let action = action(value, at: element.location(of: name))
                else { continue }
                flicks.append(Flick(direction, action))
            }
            guard let value = element.attribute(center) else {
                warn("a key without a centre value ('c' or 'key0') is a gap", at: element.location)
                return nil
            }
            guard let action = action(value, at: element.location(of: center)) else { return nil }
            var key = Key(action: action)
            if case .layer(let target) = action { key.label = target == "numeric" ? "123" : "ABC" }
            if case .dead(let accent) = action { key.label = "◌" + accent }
            key.flicks = flicks
            return key
        }
    }
}
