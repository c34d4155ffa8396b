import KeyboardModel
import LayoutFormat
import LocatedYAML

extension KeymanImporter {
    /// The reading of one file: its problems so far.
    struct Reader: TreeReading {
        var diagnostics: [Diagnostic]
        var warned: Set<WarningPlace> = []
        /// The rules of the keyboard source beside the touch layout, if there is one.
        var rules: KeymanRules?
        /// The accent of each dead key of the rules, once a key making it is read.
        var deadKeyAccents: [String: String] = [:]

        mutating func layout(
            _ root: YAMLNode, id: String, platform only: ImportForm?, direction: TextDirection
        ) -> KeyboardLayout? {
            guard let top = orderedMapping(root, "a touch layout (the top level)") else { return nil }
            var platforms: [(ImportForm, YAMLNode)] = []
            for (name, node) in top {
                if let platform = ImportForm(rawValue: name) {
                    platforms.append((platform, node))
                } else if name == "desktop" {
                    warn("the 'desktop' layout is left out: Keysmith lays out touch keyboards (at /desktop)", at: node)
                } else {
                    warn("'\(name)' is not a touch layout field; left out (at /\(name))", at: node)
                }
            }
            platforms.sort { $0.0 == .phone && $1.0 != .phone }
            if let only {
                let available = platforms.map(\.0.rawValue)
                platforms = platforms.filter { $0.0 == only }
                if platforms.isEmpty {
                    let has = available.isEmpty ? "none" : available.joined(separator: " and ")
                    error("this touch layout has no '\(only.rawValue)' layout (it has \(has))", at: root)
                    return nil
                }
            }
            guard !platforms.isEmpty else {
                error("a touch layout needs a 'phone' or a 'tablet' layout", at: root)
                return nil
            }
            var forms: [(platform: ImportForm, layers: [Layer])] = []
            for (platform, node) in platforms {
                guard let layers = readPlatform(node, pointer: "/" + platform.rawValue), !layers.isEmpty else {
                    continue
                }
                forms.append((platform, layers))
            }
            guard let first = forms.first else { return nil }
            let (compose, modifyTables) = rulesTables()
            let phoneSize = KeyboardSize.phonePortrait
            let tabletSize = KeyboardSize(width: 1024, height: 320)
            let others = forms.dropFirst().map { form in
                LayoutForm(
                    name: form.platform.rawValue, minWidth: KeymanImporter.tabletWidth, size: tabletSize,
                    metrics: ImportMetrics.standard, layers: form.layers)
            }
            return KeyboardLayout(
                id: id, name: rules?.name ?? id, locale: "und",
                direction: rules?.rightToLeft == true ? .rightToLeft : direction,
                size: first.platform == .phone ? phoneSize : tabletSize, metrics: ImportMetrics.standard,
                behavior: Behavior(autocapitalize: .default(for: first.layers)), layers: first.layers,
                compose: ComposeTable(compose), modifyTables: modifyTables, formName: first.platform.rawValue,
                forms: others)
        }

        /// The accent of the dead key `name` of the rules: the characters a name `dk_XXXX[_YYYY]`
        /// spells (as `keysmith export` names them), else the first cap of a key making it (`cap`),
        /// else the name.
        mutating func accent(ofDeadKey name: String, cap: String) -> String {
            if let known = deadKeyAccents[name] { return known }
            let accent: String
            if name.hasPrefix("dk_"), let text = Self.codePoints("U_" + name.dropFirst(3)) {
                accent = text
            } else if !cap.isEmpty, Self.specialName(cap) == nil {
                accent = cap
            } else {
                accent = name
            }
            deadKeyAccents[name] = accent
            return accent
        }

        /// The compose table and modify tables the rules give the layout's `keys`: for each dead
        /// key, what it makes with each key typing text (and with space); for each
        /// modify-previous key, its table (named by its key id without `T_MOD_`).
        mutating func rulesTables() -> (
            compose: [ExactText: [ExactText: String]], modify: [ExactText: [ExactText: String]]
        ) {
            guard let rules else { return ([:], [:]) }
            var compose: [ExactText: [ExactText: String]] = [:]
            for (name, entries) in rules.compositions {
                let pending = ExactText(accent(ofDeadKey: name.string, cap: ""))
                for (keyID, output) in entries {
                    // After the dead key: space, a key typing text, or another dead key.
                    var base = keyID == "K_SPACE" ? " " : Self.codePoints(keyID)
                    if base == nil, let other = rules.deadKeys[text: keyID] { base = accent(ofDeadKey: other, cap: "") }
                    // Only what a dead key would not type by itself (canonical composition, or the
                    // accent and the text): the table stays the keyboard's own.
                    guard let base, compose[pending]?[ExactText(base)] == nil else { continue }
                    // Space, or the dead key again, types the accent alone without an entry.
                    let alone =
                        keyID == "K_SPACE" || rules.deadKeys[text: keyID].map { $0.isExactly(name.string) } == true
                    let typed = alone ? pending.string : ComposeTable.withoutEntry(pending.string, base)
                    guard !output.isExactly(typed) else { continue }
                    compose[pending, default: [:]][ExactText(base)] = output
                }
            }
            var modify: [ExactText: [ExactText: String]] = [:]
            for (keyID, entries) in rules.modifications {
                let table = ExactText(Self.modifyTableName(keyID.string))
                for (before, after) in entries where modify[table]?[ExactText(before)] == nil {
                    modify[table, default: [:]][ExactText(before)] = after
                }
            }
            return (compose, modify)
        }

        /// The modify table of touch key `keyID`: `T_MOD_dakuten` → `dakuten`.
        static func modifyTableName(_ keyID: String) -> String {
            keyID.hasPrefix("T_MOD_") ? String(keyID.dropFirst(6)) : keyID
        }

        /// One platform's layers.
        mutating func readPlatform(_ node: YAMLNode, pointer: String) -> [Layer]? {
            guard let fields = mapping(node, "the '\(pointer.dropFirst())' layout") else { return nil }
            for name in ["font", "fontsize"] {
                if let value = fields[name], let text = string(value), !text.isEmpty {
                    warn(
                        "'\(name)' \(text) is not carried over: Keysmith leaves fonts to the host (at \(pointer)/\(name))",
                        at: value)
                }
            }
            if let value = fields["displayUnderlying"], bool(value) == true {
                warn(
                    "'displayUnderlying' is not carried over: keys show their own caps (at \(pointer)/displayUnderlying)",
                    at: value)
            }
            if let value = fields["defaultHint"], let hint = string(value), hint != "none" {
                warn(
                    "'defaultHint' \(hint) is not carried over: hints are written per key (at \(pointer)/defaultHint)",
                    at: value)
            }
            guard let layersNode = fields["layer"] else {
                error("the '\(pointer.dropFirst())' layout needs 'layer' (at \(pointer))", at: node)
                return nil
            }
            guard let layerNodes = sequence(layersNode, "'layer'") else { return nil }
            var sources: [(id: String, node: YAMLNode, index: Int)] = []
            sources.reserveCapacity(layerNodes.count)
            for (index, layerNode) in layerNodes.enumerated() {
                guard let layer = mapping(layerNode, "a layer"), let layerID = layer["id"].flatMap(string) else {
                    error("a layer needs an 'id' (at \(pointer)/layer/\(index))", at: layerNode)
                    continue
                }
                sources.append((layerID, layerNode, index))
            }
            // `default` is shown first, as Keyman shows it.
            if let at = sources.firstIndex(where: { $0.id == "default" }), at > 0 {
                sources.insert(sources.remove(at: at), at: 0)
            }
            // `shift` is `default`'s shifted face when a key of `default` leads to it; then `caps`
            // is what Keysmith's caps lock does: that face, locked.
            let shiftKeyed =
                sources.first?.id == "default" && sources.contains { $0.id == "shift" }
                && nextLayers(of: sources[0].node).contains("shift")
            let caps = shiftKeyed ? sources.first { $0.id == "caps" } : nil
            if let caps {
                warn(
                    "layer 'caps' is Keyman's caps-lock layer; in Keysmith caps lock (a double tap on shift, or a "
                        + "caps-lock key) shows the shifted face 'shift' locked, so its own keys are left out "
                        + "(at \(pointer)/layer/\(caps.index))", at: caps.node)
                sources.removeAll { $0.id == "caps" }
            }
            let names = ImportNames.layerNames(sources.map(\.id), prefix: "layer-")
            let context = LayerContext(names: names, face: shiftKeyed ? "shift" : nil, caps: caps?.id)
            var layers: [Layer] = []
            var nodes: [(node: YAMLNode, pointer: String)] = []
            // What was said while each layer was read, to take back for a layer left out.
            var said: [Range<Int>] = []
            for source in sources {
                let layerPointer = "\(pointer)/layer/\(source.index)"
                let before = diagnostics.count
                guard let layer = readLayer(source.node, id: source.id, pointer: layerPointer, context: context) else {
                    continue
                }
                layers.append(layer)
                nodes.append((source.node, layerPointer))
                said.append(before..<diagnostics.count)
            }
            // Layers no key leads to (Keyman reaches some from long-press items or its rules) are
            // left out, said at each: Keysmith shows only what a key can reach.
            let reach = Layer.reachability(of: layers, names: layers.map(\.name))
            // The warnings about a layer left out are about nothing imported: only its leaving is said.
            var unsaid = [Bool](repeating: false, count: diagnostics.count)
            for (index, range) in said.enumerated() where !reach.reached[index] {
                for offset in range { unsaid[offset] = true }
            }
            if unsaid.contains(true) {
                diagnostics = diagnostics.enumerated().filter { !unsaid[$0.offset] }.map(\.element)
            }
            var kept: [Layer] = []
            for (index, layer) in layers.enumerated() {
                if reach.reached[index] {
                    kept.append(layer)
                } else {
                    warn(
                        "layer '\(sources.first { context.names[$0.id] == layer.name }?.id ?? layer.name)' is left out: no "
                            + "key leads to it (Keyman may reach it from a long-press item or the keyboard's rules) "
                            + "(at \(nodes[index].pointer))", at: nodes[index].node)
                }
            }
            return kept
        }

        /// The layers the keys of a layer (and their gestures) name in `nextlayer`.
        func nextLayers(of layer: YAMLNode) -> Set<String> {
            var found: Set<String> = []
            func walk(_ node: YAMLNode) {
                switch node.content {
                case .mapping(let pairs):
                    for pair in pairs {
                        if string(pair.key) == "nextlayer", let target = string(pair.value) { found.insert(target) }
                        walk(pair.value)
                    }
                case .sequence(let items):
                    for item in items { walk(item) }
                case .scalar:
                    break
                }
            }
            walk(layer)
            return found
        }

        /// The layers' names, the one that is `default`'s shifted face, and the caps-lock layer
        /// that caps lock stands for.
        struct LayerContext {
            let names: [String: String]
            let face: String?
            let caps: String?
        }

        /// What a layer's keys do that is only said once per layer.
        struct LayerNotes {
            var capOutputs: [String] = []
            var capOutputPlace: YAMLNode?
            var droppedSwitches = 0
            var droppedSwitchPlace: YAMLNode?
            var deadStyle: YAMLNode?
            var subkeyLayers: YAMLNode?
            var modifierStates: YAMLNode?
        }

        mutating func readLayer(_ node: YAMLNode, id: String, pointer: String, context: LayerContext) -> Layer? {
            guard let fields = mapping(node, "a layer"), let rowsNode = fields["row"],
                let rowNodes = sequence(rowsNode, "'row'")
            else {
                error("layer '\(id)' needs 'row' (at \(pointer))", at: node)
                return nil
            }
            var notes = LayerNotes()
            var rows: [Row] = []
            var keyIDs = ImportedKeyIDs()
            for (rowIndex, rowNode) in rowNodes.enumerated() {
                let rowPointer = "\(pointer)/row/\(rowIndex)"
                guard let row = mapping(rowNode, "a row"), let keysNode = row["key"],
                    let keyNodes = sequence(keysNode, "'key'")
                else {
                    error("a row needs 'key' (at \(rowPointer))", at: rowNode)
                    continue
                }
                var keys: [Key] = []
                var gaps: [RowGap] = []
                for (keyIndex, keyNode) in keyNodes.enumerated() {
                    let keyPointer = "\(rowPointer)/key/\(keyIndex)"
                    guard let keyFields = mapping(keyNode, "a key") else { continue }
                    let width = keyFields["width"].flatMap(number) ?? 100
                    let pad = keyFields["pad"].flatMap(number) ?? 0
                    if pad > 0 { gaps.append(RowGap(before: keys.count, width: .units(Self.units(pad)))) }
                    let special = keyFields["sp"].flatMap(number) ?? 0
                    if special == 9 || special == 10 {
                        if width > 0 { gaps.append(RowGap(before: keys.count, width: .units(Self.units(width)))) }
                        continue
                    }
                    // A dead-key cap whose key the rules make no dead key is a text key.
                    if special == 8, notes.deadStyle == nil,
                        rules?.deadKeys[text: keyFields["id"].flatMap(string) ?? ""] == nil
                    {
                        notes.deadStyle = keyNode
                    }
                    guard
                        var key = self.key(
                            keyFields, node: keyNode, layer: id, pointer: keyPointer, context: context, notes: &notes)
                    else {
                        if width > 0 { gaps.append(RowGap(before: keys.count, width: .units(Self.units(width)))) }
                        continue
                    }
                    key.width = .units(Self.units(max(width, 1)))
                    key.id = keyIDs.unique(key.id)
                    keys.append(key)
                }
                guard !keys.isEmpty else {
                    warn("a row of layer '\(id)' has no keys; left out (at \(rowPointer))", at: rowNode)
                    continue
                }
                rows.append(Row(keys: keys, gaps: gaps))
            }
            report(notes, layer: id, pointer: pointer)
            guard !rows.isEmpty else {
                warn("layer '\(id)' has no keys; left out (at \(pointer))", at: node)
                return nil
            }
            let name = context.names[id] ?? id
            let shiftOf = id == context.face ? context.names["default"] : nil
            return Layer(name: name, rows: rows, shiftOf: shiftOf)
        }

        /// A width or a pad in Keysmith units (100 is one key), to a hundredth.
        static func units(_ value: Double) -> Double { (value / 100 * 100).rounded() / 100 }

        /// The text a key or subkey id types: the code points of `U_xxxx[_yyyy]`.
        static func codePoints(_ id: String) -> String? {
            guard id.hasPrefix("U_") || id.hasPrefix("u_") else { return nil }
            var text = ""
            for part in id.dropFirst(2).split(separator: "_") {
                guard let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                text.unicodeScalars.append(scalar)
            }
            return text.isEmpty ? nil : text
        }

        /// The name of a special cap (`*Shift*` → `Shift`).
        static func specialName(_ text: String) -> String? {
            guard text.count > 2, text.hasPrefix("*"), text.hasSuffix("*") else { return nil }
            return String(text.dropFirst().dropLast())
        }

        /// What a key or subkey types: its `U_` code points, else its cap (not a special one).
        func output(_ fields: [String: YAMLNode]) -> (text: String, fromCap: Bool)? {
            let id = fields["id"].flatMap(string) ?? ""
            if let text = Self.codePoints(id) { return (text, false) }
            let cap = fields["text"].flatMap(string) ?? ""
            guard !cap.isEmpty, Self.specialName(cap) == nil else { return nil }
            return (cap, true)
        }

        /// The action of `nextlayer` `target` on layer `layer`: shift where it reaches or leaves
        /// the shifted face, else a layer key; `nil` for the layer itself or a missing one.
        mutating func layerAction(
            _ target: String, from layer: String, context: LayerContext, at node: YAMLNode, pointer: String
        ) -> KeyAction? {
            guard target != layer else { return nil }
            if target == context.caps { return .capsLock }
            guard let name = context.names[target] else {
                warn("no layer '\(target)' for 'nextlayer'; the switch is left out (at \(pointer)/nextlayer)", at: node)
                return nil
            }
            if let face = context.face {
                if target == face { return layer == "default" ? .shift : .layer(context.names["default"] ?? name) }
                if layer == face, target == "default" { return .shift }
            }
            return .layer(name)
        }

        mutating func key(
            _ fields: [String: YAMLNode], node: YAMLNode, layer: String, pointer: String, context: LayerContext,
            notes: inout LayerNotes
        ) -> Key? {
            let keyID = fields["id"].flatMap(string) ?? ""
            let cap = fields["text"].flatMap(string) ?? ""
            let next = fields["nextlayer"].flatMap(string)
            let special = Self.specialName(cap)
            let specialCap = special.flatMap { KeymanImporter.specialCaps[$0] }
            if let special, specialCap == nil {
                warn(
                    "special cap '*\(special)*' has no Keysmith symbol; its name is the label (at \(pointer)/text)",
                    at: node)
            }
            let typed = output(fields)
            var action: KeyAction?
            if let mapped = KeymanImporter.keyActions[keyID] { action = mapped }
            // What the keyboard's rules make of the key: a dead key, or a modify-previous key.
            if let rules {
                if let name = rules.deadKeys[text: keyID] {
                    action = .dead(accent: accent(ofDeadKey: name, cap: cap))
                } else if rules.modifications[text: keyID] != nil {
                    action = .modifyPrevious(table: Self.modifyTableName(keyID))
                } else if action == nil, keyID.hasPrefix("T_"), next == nil, special == nil,
                    !rules.namedKeys.contains(text: keyID)
                {
                    // A touch key no rule gives output does nothing in Keyman: the app's own key.
                    action = .custom(String(keyID.dropFirst(2)).lowercased())
                }
            }
            let switches = next.flatMap { layerAction($0, from: layer, context: context, at: node, pointer: pointer) }
            // A frame key (`sp` 1 or 2) that switches layer is a layer key whatever its cap shows.
            let isFrame = [1, 2].contains(fields["sp"].flatMap(number) ?? 0)
            if let switches {
                let isModifier = action.map { [.shift, .capsLock, .control, .alt].contains($0.kind) } ?? false
                if action == nil && (typed == nil || special != nil || isFrame) || isModifier {
                    action = switches
                } else if !(layer == context.face && next == "default") {
                    notes.droppedSwitches += 1
                    if notes.droppedSwitchPlace == nil { notes.droppedSwitchPlace = node }
                }
            }
            if action == nil, let specialAction = specialCap?.action { action = specialAction }
            // On the shifted face a key types its text as it is; elsewhere shift gives its capital.
            let output = { (text: String) -> KeyAction in
                .character(text, shifted: layer == context.face ? text : CaseMapping.uppercase(text, locale: "und"))
            }
            if action == nil, let typed {
                action = output(typed.text)
                if typed.fromCap {
                    notes.capOutputs.append(keyID)
                    if notes.capOutputPlace == nil { notes.capOutputPlace = node }
                }
            }
            guard let action else {
                if !keyID.isEmpty || !cap.isEmpty {
                    warn(
                        "key '\(keyID)' types nothing the layout says (its output is the keyboard's rules) and does "
                            + "nothing else; a gap takes its place (at \(pointer))", at: node)
                }
                return nil
            }
            if fields["layer"] != nil, notes.modifierStates == nil { notes.modifierStates = node }
            // A symbol only where it is not the action's own.
            let symbol = specialCap?.symbol.flatMap { $0 == action.defaultSymbol ? nil : $0 }
            var key = Key(action: action, symbol: symbol)
            if let label = specialCap?.label {
                key.label = label
            } else if special == nil, !cap.isEmpty, case .character(let text, _) = action, !cap.isExactly(text) {
                key.label = cap
            } else if let special, specialCap == nil {
                key.label = special
            } else if special == nil, !cap.isEmpty, action.kind != .character {
                key.label = cap
            }
            if case .layer = action, specialCap?.symbol == nil, specialCap?.label == nil, special == nil, cap.isEmpty {
                key.label = next ?? key.label
            }
            if let hint = fields["hint"].flatMap(string), !hint.isEmpty {
                if Self.specialName(hint) != nil {
                    warn("hint '\(hint)' is a special cap; left out (at \(pointer)/hint)", at: node)
                } else {
                    key.hint = hint
                }
            }
            readGestures(fields, into: &key, node: node, pointer: pointer, output: output, notes: &notes)
            return key
        }

        /// `sk` as alternates (with its `default`), `flick` as flicks, `multitap` as the cycle.
        mutating func readGestures(
            _ fields: [String: YAMLNode], into key: inout Key, node: YAMLNode, pointer: String,
            output: (String) -> KeyAction, notes: inout LayerNotes
        ) {
            if let node = fields["sk"], let items = sequence(node, "'sk'") {
                var alternates: [String] = []
                for (index, item) in items.enumerated() {
                    guard let subkey = mapping(item, "a subkey") else { continue }
                    if subkey["nextlayer"] != nil || subkey["layer"] != nil, notes.subkeyLayers == nil {
                        notes.subkeyLayers = item
                    }
                    guard let typed = self.output(subkey) else {
                        warn(
                            "this long-press item types nothing the layout says; left out (at \(pointer)/sk/\(index))",
                            at: item)
                        continue
                    }
                    guard !alternates.contains(typed.text) else { continue }
                    guard alternates.count < 64 else {
                        warn(
                            "more than 64 long-press items; the rest are left out (at \(pointer)/sk/\(index))", at: item
                        )
                        break
                    }
                    alternates.append(typed.text)
                    if subkey["default"].flatMap(bool) == true { key.defaultAlternate = typed.text }
                }
                key.alternates = alternates
            }
            if let node = fields["flick"], let entries = orderedMapping(node, "'flick'") {
                var flicks: [Flick] = []
                for (name, item) in entries {
                    guard let direction = FlickDirection(rawValue: name) else {
                        warn("'\(name)' is not a flick direction; left out (at \(pointer)/flick/\(name))", at: item)
                        continue
                    }
                    guard let subkey = mapping(item, "a flick"), let typed = self.output(subkey) else {
                        warn(
                            "this flick types nothing the layout says; left out (at \(pointer)/flick/\(name))", at: item
                        )
                        continue
                    }
                    flicks.append(Flick(direction, output(typed.text)))
                }
                key.flicks = flicks
            }
            if let node = fields["multitap"], let items = sequence(node, "'multitap'") {
                var steps: [KeyAction] = []
                for (index, item) in items.enumerated() {
                    guard let subkey = mapping(item, "a multitap item"), let typed = self.output(subkey) else {
                        warn(
                            "this multitap item types nothing the layout says; left out (at \(pointer)/multitap/\(index))",
                            at: item)
                        continue
                    }
                    steps.append(output(typed.text))
                }
                if case .character = key.action {
                    key.multitap = steps
                } else if !steps.isEmpty {
                    warn("multitap on a key that types no text is left out (at \(pointer)/multitap)", at: node)
                }
            }
        }

        /// What was approximated on a layer, once each.
        mutating func report(_ notes: LayerNotes, layer: String, pointer: String) {
            if let place = notes.capOutputPlace {
                let count = notes.capOutputs.count
                let keys = count == 1 ? "1 key" : "\(count) keys"
                warn(
                    "\(keys) of layer '\(layer)' (\(Self.list(notes.capOutputs))) type what the keyboard's .kmn rules say; "
                        + "each is imported typing its cap (at \(pointer))", at: place)
            }
            if let place = notes.droppedSwitchPlace {
                let keys = notes.droppedSwitches == 1 ? "1 key" : "\(notes.droppedSwitches) keys"
                let verbs = notes.droppedSwitches == 1 ? "types and then switches" : "type and then switch"
                warn(
                    "\(keys) of layer '\(layer)' \(verbs) layer ('nextlayer'); only the typing is carried over "
                        + "(at \(pointer))", at: place)
            }
            if let place = notes.deadStyle {
                warn(
                    "dead-key caps (sp 8) of layer '\(layer)' are imported as text keys: their compositions are in the "
                        + "keyboard's rules (at \(pointer))", at: place)
            }
            if let place = notes.subkeyLayers {
                warn(
                    "long-press items of layer '\(layer)' that switch layer or type in another modifier state are "
                        + "imported as the text they show (at \(pointer))", at: place)
            }
            if let place = notes.modifierStates {
                warn(
                    "keys of layer '\(layer)' that type in another modifier state ('layer') are imported as the text "
                        + "they show (at \(pointer))", at: place)
            }
        }

        /// A few ids, quoted, and how many more.
        static func list(_ ids: [String]) -> String {
            let shown = ids.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            return ids.count > 3 ? "\(shown) and \(ids.count - 3) more" : shown
        }
    }
}
