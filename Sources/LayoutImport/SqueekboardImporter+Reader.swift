import KeyboardModel
import LayoutFormat
import LocatedYAML

extension SqueekboardImporter {
    /// The reading of one file: its problems so far, and the pieces read.
    struct Reader: TreeReading {
        let file: String
        var diagnostics: [Diagnostic]
        var warned: Set<WarningPlace> = []

        /// A button's entry in `buttons`.
        struct Button {
            var node: YAMLNode
            var fields: [String: YAMLNode]
        }

        mutating func layout(_ root: YAMLNode, id: String) -> KeyboardLayout? {
            guard let top = mapping(root, "the top level") else { return nil }
            for (name, node) in top where !["outlines", "views", "buttons", "margins"].contains(name) {
                warn("'\(name)' is not a squeekboard field; left out", at: node)
            }
            if let margins = top["margins"] {
                warn("'margins' are not carried over: Keysmith's insets come from its own metrics", at: margins)
            }
            var outlines: [String: (width: Double, height: Double)] = [:]
            if let node = top["outlines"], let entries = mapping(node, "'outlines'") {
                for (name, outline) in entries {
                    guard let fields = mapping(outline, "outline '\(name)'"),
                        let width = fields["width"].flatMap(number), let height = fields["height"].flatMap(number),
                        width > 0, height > 0
                    else {
                        error("outline '\(name)' needs a positive 'width' and 'height'", at: outline)
                        continue
                    }
                    outlines[name] = (width, height)
                }
            }
            let base = outlines["default"] ?? outlines.values.first ?? (1, 1)
            var buttons: [String: Button] = [:]
            if let node = top["buttons"], let entries = mapping(node, "'buttons'") {
                for (name, button) in entries {
                    guard let fields = mapping(button, "button '\(name)'") else { continue }
                    buttons[name] = Button(node: button, fields: fields)
                }
            }
            guard let viewsNode = top["views"] else {
                error("a squeekboard layout needs 'views'", at: root)
                return nil
            }
            guard let views = orderedMapping(viewsNode, "'views'") else { return nil }
            guard let baseIndex = views.firstIndex(where: { $0.0 == "base" }) else {
                error("no 'base' view: squeekboard shows it first", at: viewsNode)
                return nil
            }
            let ordered = [views[baseIndex]] + views.enumerated().filter { $0.offset != baseIndex }.map(\.element)
            // Layer names made from view names, each once (`?a` and `!a` would both be `view--a`).
            let layerNames = ImportNames.layerNames(ordered.map(\.0))
            // Latching buttons: the locked view is the shifted face of the unlocked one.
            var faces: [String: String] = [:]
            for (name, button) in buttons.sorted(by: { $0.key < $1.key }) {
                guard let action = button.fields["action"], case .mapping = action.content,
                    let locking = mapping(action, "'action'")?["locking"], let fields = mapping(locking, "'locking'"),
                    let locked = fields["lock_view"].flatMap(string),
                    let unlocked = fields["unlock_view"].flatMap(string)
                else { continue }
                if faces[locked] == nil, !faces.values.contains(locked), faces[unlocked] == nil,
                    !faces.values.contains(unlocked), locked != unlocked
                {
                    faces[locked] = unlocked
                } else if faces[locked] != unlocked {
                    warn(
                        "button '\(name)' latches '\(locked)' over '\(unlocked)', which already has a shifted face; "
                            + "imported as a layer key", at: locking)
                }
            }
            var layers: [Layer] = []
            for (viewName, node) in ordered {
                guard case .sequence(let rowNodes) = node.content else {
                    error("view '\(viewName)' must be a list of rows", at: node)
                    continue
                }
                var rows: [Row] = []
                // Ids already given in this layer: a repeated button gets `-2`, `-3`, ….
                var keyIDs = ImportedKeyIDs()
                for rowNode in rowNodes {
                    guard let text = string(rowNode) else {
                        error("a row of view '\(viewName)' must be a string of button names", at: rowNode)
                        continue
                    }
                    var keys: [Key] = []
                    var gaps: [RowGap] = []
                    var height = 1.0
                    for name in text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
                        let button = buttons[name]
                        let outline = button?.fields["outline"].flatMap(string).flatMap { outlines[$0] } ?? base
                        let units = (outline.width / base.width * 100).rounded() / 100
                        // A button that types nothing and does nothing is a placeholder: a gap.
                        if let fields = button?.fields, fields["text"].flatMap(string) == "", fields["action"] == nil,
                            fields["keysym"] == nil, fields["modifier"] == nil
                        {
                            gaps.append(RowGap(before: keys.count, width: .units(units)))
                            continue
                        }
                        var key = self.key(
                            name, button, view: viewName, faces: faces, layerNames: layerNames, at: rowNode)
                        key.width = .units(units)
                        height = max(height, outline.height / base.height)
                        key.id = keyIDs.unique(key.id)
                        keys.append(key)
                    }
                    guard !keys.isEmpty else {
                        warn("an empty row of view '\(viewName)' is left out", at: rowNode)
                        continue
                    }
                    rows.append(Row(keys: keys, height: (height * 100).rounded() / 100, gaps: gaps))
                }
                guard !rows.isEmpty else {
                    warn("view '\(viewName)' has no buttons; left out", at: node)
                    continue
                }
                let layerName = layerNames[viewName] ?? viewName
                layers.append(Layer(name: layerName, rows: rows, shiftOf: faces[viewName].flatMap { layerNames[$0] }))
            }
            guard !layers.isEmpty else { return nil }
            return KeyboardLayout(
                id: id, name: id, locale: "und", direction: .leftToRight, size: KeyboardSize.phonePortrait,
                metrics: ImportMetrics.standard, behavior: Behavior(autocapitalize: .none), layers: layers)
        }

        /// The key for button `name` on view `view`.
        mutating func key(
            _ name: String, _ button: Button?, view: String, faces: [String: String], layerNames: [String: String],
            at row: YAMLNode
        ) -> Key {
            guard let button else { return Key.character(name, locale: "und") }
            let fields = button.fields
            let text = fields["text"].flatMap(string)
            var label = fields["label"].flatMap(string)
            var action = Key.character(text ?? name, locale: "und").action
            if text == " " { action = .space }
            if let keysym = fields["keysym"].flatMap(string) {
                if let mapped = SqueekboardImporter.keysyms[keysym] {
                    action = mapped
                } else {
                    action = .custom(keysym)
                    warn(
                        "keysym '\(keysym)' has no Keysmith action; the host is told 'custom: \(keysym)'",
                        at: button.node)
                }
            }
            if let modifier = fields["modifier"].flatMap(string) {
                switch modifier {
                case "Control": action = .host(.control)
                case "Alt": action = .host(.alt)
                default: warn("modifier '\(modifier)' has no Keysmith action; left as a text key", at: button.node)
                }
            }
            if let node = fields["action"] {
                if let simple = string(node) {
                    switch simple {
                    case "erase": action = .backspace
                    case "show_prefs": action = .nextKeyboard
                    default: warn("action '\(simple)' is not carried over; the key types its name", at: node)
                    }
                } else if let entries = mapping(node, "'action'") {
                    if let target = entries["set_view"].flatMap(string) {
                        // A shifted face is shown by shift: the key goes to its layer.
                        let shown = faces[target] ?? target
                        if shown != target {
                            warn("set_view '\(target)' goes to '\(shown)', whose shift shows '\(target)'", at: node)
                        }
                        action = .layer(layerNames[shown] ?? ImportNames.layerName(shown))
                        if layerNames[shown] == nil { error("no view '\(target)' for 'set_view'", at: node) }
                    } else if let locking = entries["locking"], let lock = mapping(locking, "'locking'"),
                        let locked = lock["lock_view"].flatMap(string),
                        let unlocked = lock["unlock_view"].flatMap(string)
                    {
                        if faces[locked] == unlocked {
                            action = .shift
                        } else {
                            // Not a shifted face: a switch to the other view (to a face's layer).
                            let target = view == locked ? unlocked : locked
                            let shown = faces[target] ?? target
                            action = .layer(layerNames[shown] ?? ImportNames.layerName(shown))
                            warn("latching '\(locked)' over '\(unlocked)' is imported as a layer key", at: locking)
                        }
                        if lock["looks_locked_from"] != nil {
                            warn(
                                "'looks_locked_from' is not carried over (it only changes the key's look)", at: locking)
                        }
                    } else {
                        warn("this action is not carried over; the key types its name", at: node)
                    }
                }
            }
            var symbol: KeySymbol?
            if let icon = fields["icon"].flatMap(string) {
                symbol = SqueekboardImporter.symbols[icon]
                if symbol == nil, label == nil { label = name }
            }
            let key = Key(id: name, action: action, label: label, symbol: symbol)
            return key
        }
    }
}
