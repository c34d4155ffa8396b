import KeyboardModel
import LayoutFormat

extension CLDRImporter {
    /// A key as `keys` declares it.
    struct KeyDefinition {
        var output = ""
        var gap = false
        var width: Double?
        var stretch = false
        var layerID: String?
        var longPress: [String] = []
        var longPressDefault: String?
        var multiTap: [String] = []
        var flickID: String?
        var location: SourceLocation?
    }

    /// The reading of one keyboard.
    struct Reader: TreeReading {
        var diagnostics: [Diagnostic]
        var warned: Set<WarningPlace> = []
        var keys: [String: KeyDefinition] = [:]
        var flicks: [String: [(directions: [String], keyID: String)]] = [:]
        /// Labels by key id, and by output (compared by its bytes).
        var displayByID: [String: String] = [:]
        var displayByOutput: [ExactText: String] = [:]
        var variables: [String: String] = [:]
        /// Dead keys from the transforms: a marker's combining mark, or its compositions.
        var markerMarks: [String: String] = [:]
        var markerCompositions: [String: [ExactText: String]] = [:]
        /// The markers keys type (their compositions are the compose table).
        var usedMarkers: Set<String> = []

        // MARK: - Text

        /// `text` with its escapes resolved: `\u{…}` code points (several, space-separated),
        /// `${name}` string variables; `\m{name}` markers are taken out and returned.
        func unescape(_ text: String, depth: Int = 0) -> (text: String, markers: [String]) {
            var result = ""
            var markers: [String] = []
            var scalars = Array(text.unicodeScalars)[...]
            while let first = scalars.first {
                scalars = scalars.dropFirst()
                if first == "\\", let kind = scalars.first, kind == "u" || kind == "m",
                    scalars.dropFirst().first == "{", let close = scalars.firstIndex(of: "}")
                {
                    let inside = String(
                        String.UnicodeScalarView(scalars[scalars.index(scalars.startIndex, offsetBy: 2)..<close]))
                    scalars = scalars[scalars.index(after: close)...]
                    if kind == "m" {
                        markers.append(inside)
                    } else {
                        for part in inside.split(separator: " ") {
                            if let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) {
                                result.unicodeScalars.append(scalar)
                            }
                        }
                    }
                } else if first == "$", scalars.first == "{", let close = scalars.firstIndex(of: "}") {
                    let name = String(
                        String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
                    scalars = scalars[scalars.index(after: close)...]
                    // A variable may name others, but not without end (`${a}` in `a`'s own value).
                    if depth < 8 { result += variables[name].map { unescape($0, depth: depth + 1).text } ?? "" }
                } else {
                    result.unicodeScalars.append(first)
                }
            }
            return (result, markers)
        }

        // MARK: - The keyboard

        mutating func layout(
            _ root: XMLElement, id: String, platform: ImportForm?, imported: (String) -> XMLElement?
        ) -> KeyboardLayout? {
            guard root.name == "keyboard3" else {
                error("a CLDR keyboard is a <keyboard3> element, not <\(root.name)>", at: root.location)
                return nil
            }
            let locale = root.attribute("locale") ?? "und"
            let name = root.children("info").first?.attribute("name") ?? id
            for variablesElement in root.children("variables") {
                for string in variablesElement.children("string") {
                    if let name = string.attribute("id"), let value = string.attribute("value") {
                        variables[name] = value
                    }
                }
            }
            for (key, output) in CLDRImporter.impliedKeys {
                keys[key] = KeyDefinition(output: output, stretch: key == "space")
            }
            keys["gap"] = KeyDefinition(gap: true, width: 1)
            for keysElement in root.children("keys") { readKeys(keysElement, imported: imported) }
            for flicksElement in root.children("flicks") {
                for flick in flicksElement.children("flick") {
                    guard let flickID = flick.attribute("id") else { continue }
                    flicks[flickID] = flick.children("flickSegment").compactMap { segment in
                        guard let directions = segment.attribute("directions"), let keyID = segment.attribute("keyId")
                        else {
                            return nil
                        }
                        return (directions.split(separator: " ").map(String.init), keyID)
                    }
                }
            }
            for displays in root.children("displays") {
                for display in displays.children("display") {
                    guard let shown = display.attribute("display") else { continue }
                    let text = unescape(shown).text
                    if let keyID = display.attribute("keyId") { displayByID[keyID] = text }
                    if let output = display.attribute("output") {
                        let read = unescape(output)
                        displayByOutput[text: read.text + read.markers.map { "\\m{\($0)}" }.joined()] = text
                    }
                }
            }
            for transforms in root.children("transforms") { readTransforms(transforms) }
            let allLayers = root.children("layers")
            let touch = allLayers.filter { $0.attribute("formId") == "touch" }.sorted {
                (Double($0.attribute("minDeviceWidth") ?? "0") ?? 0)
                    < (Double($1.attribute("minDeviceWidth") ?? "0") ?? 0)
            }
            var forms: [(name: String, layers: [Layer])] = []
            if !touch.isEmpty {
                let names =
                    touch.count == 1
                    ? [ImportForm.phone.rawValue] : [ImportForm.phone.rawValue, ImportForm.tablet.rawValue]
                for (index, layers) in touch.prefix(2).enumerated() {
                    if let platform, platform.rawValue != names[index] { continue }
                    forms.append((names[index], touchLayers(layers)))
                }
                for extra in touch.dropFirst(2) {
                    warn(
                        "a third touch form is left out: Keysmith imports a phone and a tablet form", at: extra.location
                    )
                }
                for hardware in allLayers where hardware.attribute("formId") != "touch" {
                    warn(
                        "the '\(hardware.attribute("formId") ?? "")' hardware form is left out: the touch form is imported",
                        at: hardware.location)
                }
            } else if let hardware = CLDRImporter.hardwareForms.lazy.compactMap({ form in
                allLayers.first { $0.attribute("formId") == form }
            }).first ?? allLayers.first {
                forms.append((ImportForm.phone.rawValue, hardwareLayers(hardware)))
                for other in allLayers where other.location != hardware.location {
                    warn(
                        "the '\(other.attribute("formId") ?? "")' form is left out: one hardware form is imported",
                        at: other.location)
                }
            }
            forms.removeAll { $0.layers.isEmpty }
            guard let first = forms.first else {
                error("the keyboard has no layers with keys", at: root.location)
                return nil
            }
            var compose: [ExactText: [ExactText: String]] = [:]
            for (marker, table) in markerCompositions where usedMarkers.contains(marker) {
                compose[ExactText(accent(of: marker)), default: [:]].merge(table) { first, _ in first }
            }
            let direction: TextDirection = CLDRImporter.isRightToLeft(locale) ? .rightToLeft : .leftToRight
            return KeyboardLayout(
                id: id, name: name, locale: locale, direction: direction,
                size: first.name == "tablet"
                    ? KeyboardSize(width: 1024, height: 320) : KeyboardSize.phonePortrait,
                metrics: ImportMetrics.standard, behavior: Behavior(autocapitalize: .default(for: first.layers)),
                layers: first.layers,
                compose: ComposeTable(compose), formName: first.name,
                forms: forms.dropFirst().map { form in
                    LayoutForm(
                        name: form.name, minWidth: KeymanImporter.tabletWidth,
                        size: KeyboardSize(width: 1024, height: 320),
                        metrics: ImportMetrics.standard, layers: form.layers)
                })
        }

        /// The text a marker's dead key has as its accent: its display where that is the spacing
        /// form of its combining mark (`´` for U+0301) or it has none, else its combining mark,
        /// else its name.
        func accent(of marker: String) -> String {
            let display = displayByOutput[text: "\\m{\(marker)}"]
            if let display, let mark = markerMarks[marker] {
                return ComposeTable.combiningMark(for: display) == mark.unicodeScalars.first ? display : mark
            }
            return markerMarks[marker] ?? display ?? marker
        }

        mutating func readKeys(_ element: XMLElement, imported: (String) -> XMLElement?) {
            for child in element.children {
                switch child.name {
                case "import":
                    guard let path = child.attribute("path") else { continue }
                    if let set = imported(path) {
                        readKeys(set, imported: imported)
                    } else {
                        warn(
                            "the key set '\(path)' is not beside the keyboard; its keys are left out",
                            at: child.location(of: "path"))
                    }
                case "key":
                    guard let keyID = child.attribute("id") else { continue }
                    var definition = KeyDefinition(location: child.location)
                    definition.output = child.attribute("output") ?? ""
                    definition.gap = child.attribute("gap") == "true"
                    definition.width = child.attribute("width").flatMap(Double.init)
                    definition.stretch = child.attribute("stretch") == "true"
                    definition.layerID = child.attribute("layerId")
                    definition.longPress = (child.attribute("longPressKeyIds") ?? "").split(separator: " ").map(
                        String.init)
                    definition.longPressDefault = child.attribute("longPressDefaultKeyId")
                    definition.multiTap = (child.attribute("multiTapKeyIds") ?? "").split(separator: " ").map(
                        String.init)
                    definition.flickID = child.attribute("flickId")
                    keys[keyID] = definition
                default:
                    continue
                }
            }
        }

        /// Dead keys from simple transforms: `\m{x}($[set])` → `$1` and a combining mark makes the
        /// marker's key a dead key with that mark; `\m{x}c` → `r` adds a composition. Others are
        /// beyond compose tables, said once.
        mutating func readTransforms(_ element: XMLElement) {
            var other: SourceLocation?
            var count = 0
            for group in element.children("transformGroup") {
                for transform in group.children {
                    guard transform.name == "transform", let from = transform.attribute("from"),
                        let to = transform.attribute("to")
                    else {
                        count += 1
                        if other == nil { other = transform.location }
                        continue
                    }
                    // By scalars: a mark after `}` (`\m{x}া`) would join it into one Character.
                    let scalars = from.unicodeScalars
                    if from.hasPrefix("\\m{"), let close = scalars.firstIndex(of: "}") {
                        let marker = String(scalars[scalars.index(scalars.startIndex, offsetBy: 3)..<close])
                        let rest = String(scalars[scalars.index(after: close)...])
                        let result = unescape(to)
                        if rest.hasPrefix("($["), rest.hasSuffix("])"), to.hasPrefix("$1") {
                            let mark = unescape(String(to.dropFirst(2))).text
                            if mark.unicodeScalars.count == 1, let scalar = mark.unicodeScalars.first,
                                scalar.properties.generalCategory == .nonspacingMark
                            {
                                markerMarks[marker] = mark
                                continue
                            }
                        } else if !rest.isEmpty, !rest.contains("$"), !rest.contains("("), !rest.contains("["),
                            result.markers.isEmpty, !result.text.isEmpty, !unescape(rest).text.isEmpty
                        {
                            markerCompositions[marker, default: [:]][ExactText(unescape(rest).text)] = result.text
                            continue
                        }
                    }
                    count += 1
                    if other == nil { other = transform.location }
                }
            }
            if let other {
                warn(
                    "\(count) transform\(count == 1 ? " is" : "s are") beyond what compose tables express (rules over "
                        + "sets, reordering, markers elsewhere) and left out", at: other)
            }
        }

        // MARK: - Layers

        mutating func touchLayers(_ element: XMLElement) -> [Layer] {
            let ids = element.children("layer").compactMap { $0.attribute("id") }
            let names = ImportNames.layerNames(ids, prefix: "layer-")
            // `shift` is the first layer's shifted face, whatever the first is called.
            let face = ids.first != nil && ids.first != "shift" && ids.contains("shift") ? "shift" : nil
            var layers: [Layer] = []
            for layer in element.children("layer") {
                guard let layerID = layer.attribute("id") else {
                    warn("a touch layer without an 'id' is left out", at: layer.location)
                    continue
                }
                var keyIDs = ImportedKeyIDs()
                var rows: [Row] = []
                for row in layer.children("row") {
                    if let read = self.row(
                        row, layer: layerID, names: names, face: face, base: ids.first, keyIDs: &keyIDs)
                    {
                        rows.append(read)
                    }
                }
                guard !rows.isEmpty else { continue }
                layers.append(
                    Layer(
                        name: names[layerID] ?? layerID, rows: rows,
                        shiftOf: layerID == face ? ids.first.map { names[$0] ?? $0 } : nil))
            }
            // CLDR has no backspace or return actions: a touch form without them gets them at the
            // end of each layer's last row.
            let hasBackspace = layers.contains { $0.rows.contains { $0.keys.contains { $0.action == .backspace } } }
            let hasReturn = layers.contains { $0.rows.contains { $0.keys.contains { $0.action == .return } } }
            if !hasBackspace || !hasReturn {
                let missing = [hasBackspace ? nil : "backspace", hasReturn ? nil : "return"].compactMap { $0 }
                warn(
                    "the touch form has no \(missing.joined(separator: " or ")) key (CLDR keyboards name no such "
                        + "action); Keysmith adds one at the end of each layer's last row", at: element.location)
                for index in layers.indices {
                    guard var last = layers[index].rows.popLast() else { continue }
                    if !hasBackspace { last.keys.append(Key(action: .backspace, width: .units(1.5))) }
                    if !hasReturn { last.keys.append(Key(action: .return, width: .units(1.5))) }
                    layers[index].rows.append(last)
                }
            }
            return layers
        }

        mutating func hardwareLayers(_ element: XMLElement) -> [Layer] {
            var byModifiers: [String: XMLElement] = [:]
            for layer in element.children("layer") {
                let modifiers = (layer.attribute("modifiers") ?? "none").split(separator: " ").sorted().joined(
                    separator: " ")
                switch modifiers {
                case "none", "shift", "altR", "alt ctrl", "altR shift", "alt ctrl shift":
                    let key =
                        modifiers == "alt ctrl" ? "altR" : modifiers == "alt ctrl shift" ? "altR shift" : modifiers
                    if byModifiers[key] == nil { byModifiers[key] = layer }
                default:
                    warn(
                        "the layer for modifiers '\(layer.attribute("modifiers") ?? "")' is left out: a touch keyboard has "
                            + "shift and AltGr layers (caps lock shows the shifted one)", at: layer.location)
                }
            }
            guard byModifiers["none"] != nil else {
                warn("the hardware form has no layer without modifiers; nothing to import", at: element.location)
                return []
            }
            warn(
                "a hardware form has no touch keys for shift, AltGr, backspace and return; Keysmith adds a row of them",
                at: element.location)
            let hasShift = byModifiers["shift"] != nil
            let hasAltGr = byModifiers["altR"] != nil
            let plan: [(modifiers: String, name: String, shiftOf: String?, oneShot: Bool)] = [
                ("none", "base", nil, false), ("shift", "shift", "base", false), ("altR", "altgr", nil, true),
                ("altR shift", "altgr-shift", "altgr", false),
            ]
            var layers: [Layer] = []
            for entry in plan {
                guard let element = byModifiers[entry.modifiers],
                    entry.shiftOf == nil || byModifiers[entry.shiftOf == "base" ? "none" : "altR"] != nil
                else { continue }
                var keyIDs = ImportedKeyIDs()
                var rows: [Row] = []
                for row in element.children("row") {
                    if let read = self.row(row, layer: entry.name, names: [:], face: nil, base: nil, keyIDs: &keyIDs) {
                        rows.append(read)
                    }
                }
                var system: [Key] = []
                if hasShift { system.append(Key(action: .shift, width: .units(1.5))) }
                if hasAltGr {
                    let onAltGr = entry.name.hasPrefix("altgr")
                    system.append(
                        Key(
                            id: "altgr", action: .layer(onAltGr ? "base" : "altgr"), label: onAltGr ? "ABC" : "AltGr",
                            width: .units(1.5)))
                }
                system += [Key(action: .backspace, width: .units(1.5)), Key(action: .return, width: .units(1.5))]
                rows.append(Row(keys: system))
                layers.append(Layer(name: entry.name, rows: rows, shiftOf: entry.shiftOf, isOneShot: entry.oneShot))
            }
            return layers
        }

        /// A row of `keys="id id …"`.
        mutating func row(
            _ element: XMLElement, layer: String, names: [String: String], face: String?, base: String?,
            keyIDs: inout ImportedKeyIDs
        ) -> Row? {
            var keys: [Key] = []
            var gaps: [RowGap] = []
            let location = element.location(of: "keys")
            for keyID in (element.attribute("keys") ?? "").split(separator: " ").map(String.init) {
                guard let definition = self.keys[keyID] else {
                    warn("no key '\(keyID)' is declared or imported; a gap takes its place", at: location)
                    gaps.append(RowGap(before: keys.count, width: .units(1)))
                    continue
                }
                let width: KeyWidth = definition.stretch ? .fill : .units(max(definition.width ?? 1, 0.1))
                // A gap named `bksp` holds the backspace key's place (CLDR names no backspace key;
                // Keyman's conformance keyboards and `keysmith export cldr` write it so), `globe`
                // the next-keyboard key's, `hide` the dismiss key's.
                if definition.gap,
                    let named = CLDRImporter.namedGaps.first(where: { keyID == $0.id || keyID.hasPrefix($0.id + "-") })
                {
                    var key = Key(action: named.action)
                    key.width = width
                    key.id = keyIDs.unique(key.id)
                    keys.append(key)
                    continue
                }
                if definition.gap {
                    gaps.append(RowGap(before: keys.count, width: .units(max(definition.width ?? 1, 0.1))))
                    continue
                }
                guard
                    var key = self.key(
                        keyID, definition, layer: layer, names: names, face: face, base: base, at: location)
                else {
                    gaps.append(RowGap(before: keys.count, width: .units(max(definition.width ?? 1, 0.1))))
                    continue
                }
                key.width = width
                key.id = keyIDs.unique(key.id)
                keys.append(key)
            }
            guard !keys.isEmpty else { return nil }
            return Row(keys: keys, gaps: gaps)
        }

        /// The text a key types, or `nil` for one that types nothing Keysmith can.
        func text(of keyID: String) -> String? {
            guard let definition = keys[keyID] else { return nil }
            let read = unescape(definition.output)
            return read.markers.isEmpty && !read.text.isEmpty ? read.text : nil
        }

        mutating func key(
            _ keyID: String, _ definition: KeyDefinition, layer: String, names: [String: String], face: String?,
            base: String?, at location: SourceLocation
        ) -> Key? {
            let place = definition.location ?? location
            if let target = definition.layerID {
                let action: KeyAction
                if target == face, layer == base {
                    action = .shift
                } else if layer == face, target == base {
                    action = .shift
                } else if target == face, let base {
                    action = .layer(names[base] ?? base)
                } else if let name = names[target] {
                    action = .layer(name)
                } else {
                    warn(
                        "key '\(keyID)' switches to layer '\(target)', which the form does not have; left out",
                        at: place)
                    return nil
                }
                var key = Key(id: keyID, action: action)
                if case .layer = action { key.label = displayByID[keyID] ?? keyID }
                return key
            }
            let read = unescape(definition.output)
            if read.markers.count == 1, read.text.isEmpty {
                let marker = read.markers[0]
                guard markerMarks[marker] != nil || markerCompositions[marker] != nil else {
                    warn(
                        "key '\(keyID)' types the marker '\(marker)', which no simple transform composes; left out",
                        at: place)
                    return nil
                }
                usedMarkers.insert(marker)
                var key = Key(id: keyID, action: .dead(accent: accent(of: marker)))
                key.label = displayByID[keyID] ?? displayByOutput[text: "\\m{\(marker)}"] ?? key.label
                return key
            }
            if !read.markers.isEmpty {
                warn("key '\(keyID)' types markers with its text; the markers are left out", at: place)
            }
            guard !read.text.isEmpty else {
                warn("key '\(keyID)' types nothing; a gap takes its place", at: place)
                return nil
            }
            // On a shifted layer a key types its text as it is; elsewhere shift gives its capital.
            let isShifted = layer == face || layer.hasSuffix("shift")
            func output(_ text: String) -> KeyAction {
                .character(text, shifted: isShifted ? text : CaseMapping.uppercase(text, locale: "und"))
            }
            var action = output(read.text)
            // A key typing a space is the space bar, unless it has gestures of its own (a phone
            // pad's 0 key: a space, then 0 on a second tap).
            if read.text == " ", definition.multiTap.isEmpty, definition.flickID == nil, definition.longPress.isEmpty {
                action = .space
            }
            if read.text == "\n" || read.text == "\r" { action = .return }
            var key = Key(id: keyID, action: action)
            if let display = displayByID[keyID] ?? displayByOutput[text: definition.output] {
                key.label = display
            } else if case .character(let text, _) = action {
                key.label = text
            }
            key.id = keyID
            var alternates: [String] = []
            for item in definition.longPress {
                if let text = text(of: item), !alternates.contains(text), alternates.count < 64 {
                    alternates.append(text)
                }
            }
            key.alternates = alternates
            if let choice = definition.longPressDefault.flatMap({ text(of: $0) }), alternates.contains(choice) {
                key.defaultAlternate = choice
            }
            if case .character = action {
                key.multitap = definition.multiTap.compactMap { text(of: $0) }.map(output)
            }
            if let flickID = definition.flickID {
                guard let segments = flicks[flickID] else {
                    warn("no flick '\(flickID)' for key '\(keyID)'; its flicks are left out", at: place)
                    return key
                }
                for segment in segments {
                    guard segment.directions.count == 1,
                        let direction = FlickDirection(rawValue: segment.directions[0]),
                        let text = text(of: segment.keyID)
                    else {
                        warn(
                            "a flick of '\(flickID)' over several directions (\(segment.directions.joined(separator: " "))) "
                                + "is left out: Keysmith's flicks go one way", at: place)
                        continue
                    }
                    if !key.flicks.contains(where: { $0.direction == direction }) {
                        key.flicks.append(Flick(direction, output(text)))
                    }
                }
            }
            return key
        }
    }
}
