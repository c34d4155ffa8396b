import KeyboardGeometry
import KeyboardInput
public import KeyboardModel
import KeyboardRendering
import LayoutDiagnostics
import LayoutImport

/// Writes a layout as a CLDR keyboard (LDML keyboard 3.0, `<keyboard3>` XML, conforming to
/// CLDR 45 as the release-46 keyboards do): keys declared once by id, with their outputs, widths,
/// long press (and its default), multitap and flicks; touch layers by form (`minDeviceWidth` in
/// millimetres for the forms after the first); labels as `displays`; dead keys and
/// modify-previous keys as markers and `simple` transforms.
///
/// CLDR names no backspace key and no key for the system's actions (next keyboard, dismiss,
/// caret moves, custom actions): those are written as gaps of their width, each said. A layer
/// key cannot also type, so shift switches to the shift layer and back (caps lock likewise).
/// What the format cannot say is a warning at the layout's line, and a comment at the top of the
/// file.
public enum CLDRExporter {
    /// The keyboard of `layout` (all its forms, or the one named `form`).
    public static func export(
        _ layout: KeyboardLayout, form: String? = nil, file: String, output: String? = nil
    ) -> ExportResult {
        var writer = Writer(notes: ExportNotes(file: file, format: "a CLDR keyboard"), layout: layout)
        return writer.export(only: form)
    }

    /// Millimetres per point on the device `minDeviceWidth` assumes: an iPhone's 163 points per
    /// inch.
    static let millimetresPerPoint = 25.4 / 163

    /// A key as CLDR declares it: each distinct declaration gets its own id.
    struct Declaration: Hashable {
        var output: String?
        var layerID: String?
        var gap = false
        var width: String?
        var longPress: [String] = []
        var longPressDefault: String?
        var multiTap: [String] = []
        var flickID: String?
        /// What a gap stands for (`backspace`): not written, but keeps it apart from plain gaps.
        var standsFor: String?
        /// The key's label where it differs from its output: written in `displays`, and part of
        /// what makes two keys one (`abc` and `⇧` may switch to the same layer).
        var display: String?

        // Compared by bytes: two keys typing `;` U+003B and `;` U+037E are two declarations.
        static func == (lhs: Declaration, rhs: Declaration) -> Bool { lhs.exact == rhs.exact }

        func hash(into hasher: inout Hasher) { hasher.combine(exact) }

        /// Every field as texts compared by their bytes; a field that is absent is `nil`.
        private var exact: [ExactText?] {
            let texts: [String?] = [output, layerID, width, longPressDefault, flickID, standsFor, display]
            let lists: [String] = [gap ? "gap" : "", String(longPress.count)] + longPress + multiTap
            return texts.map { text in text.map { ExactText($0) } } + lists.map { ExactText($0) }
        }
    }

    struct Writer {
        var notes: ExportNotes
        let layout: KeyboardLayout
        /// Declarations by id, in the order they were first needed.
        var declarations: [(id: String, declaration: Declaration)] = []
        var idByDeclaration: [Declaration: String] = [:]
        var takenIDs: Set<String> = []
        /// Flicks by id: (directions, key id) segments.
        var flicks: [(id: String, segments: [(direction: String, keyID: String)])] = []
        /// Sets (`$[name]`) and transforms for dead keys and modify-previous keys.
        var sets: [(id: String, value: String)] = []
        var transforms: [(from: String, to: String)] = []
        var markers: [ExactText: String] = [:]

        init(notes: ExportNotes, layout: KeyboardLayout) {
            self.notes = notes
            self.layout = layout
        }

        mutating func export(only: String?) -> ExportResult {
            let forms = notes.forms(of: layout, only: only)
            guard !forms.isEmpty else { return ExportResult(text: nil, diagnostics: notes.diagnostics) }
            var layerSets: [String] = []
            for (index, form) in forms.enumerated() {
                guard let frames = notes.frames(of: form) else { continue }
                var attributes = "formId=\"touch\""
                if index > 0 || only != nil, form.formName != layout.formName,
                    let minimum = layout.forms.first(where: { $0.name == form.formName })?.minWidth
                {
                    let millimetres = min(999, max(1, (minimum * CLDRExporter.millimetresPerPoint).rounded()))
                    attributes += " minDeviceWidth=\"\(Int(millimetres))\""
                }
                layerSets.append("\t<layers \(attributes)>\n" + layersXML(form, frames: frames) + "\t</layers>\n")
            }
            notes.layoutWide(layout)
            // CLDR takes the direction from the locale, as the importer reads it back.
            let implied: TextDirection = CLDRImporter.isRightToLeft(layout.locale) ? .rightToLeft : .leftToRight
            if layout.direction != implied {
                notes.warn(
                    "'direction: \(layout.direction.rawValue)' is not carried over: a CLDR keyboard takes its direction "
                        + "from its locale ('\(layout.locale)' is \(implied.rawValue))", key: "direction",
                    at: layout.source.location)
            }
            guard !layerSets.isEmpty else { return ExportResult(text: nil, diagnostics: notes.diagnostics) }
            return ExportResult(text: document(layerSets: layerSets), diagnostics: notes.diagnostics)
        }

        // MARK: - The document

        func document(layerSets: [String]) -> String {
            var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            xml += "<!-- Written by keysmith export cldr from \(Self.comment(notes.file)). -->\n"
            xml += "<keyboard3 xmlns=\"https://schemas.unicode.org/cldr/45/keyboard3\" locale=\""
            xml += XMLText.escaped(layout.locale) + "\" conformsTo=\"45\">\n"
            for diagnostic in notes.diagnostics where diagnostic.severity == .warning {
                let place = "\(diagnostic.location.line):\(diagnostic.location.column)"
                xml += "\t<!-- not carried over (line \(place)): \(Self.comment(diagnostic.message)) -->\n"
            }
            xml += "\t<info name=\"\(XMLText.escaped(layout.name))\"/>\n"
            // Keys by id; each dead key's marker by its output, showing the accent it stands for
            // (as CLDR shows markers), which the importer takes as the accent.
            var lines = declarations.compactMap { entry in
                entry.declaration.display.map {
                    "\t\t<display keyId=\"\(entry.id)\" display=\"\(XMLText.escaped($0))\"/>\n"
                }
            }
            for (key, marker) in markers.sorted(by: { $0.key < $1.key }) where key.string.hasPrefix("dead ") {
                let accent = String(key.string.dropFirst(5))
                lines.append(
                    "\t\t<display output=\"\\m{\(marker)}\" display=\"\(XMLText.escaped(accent))\"/>\n")
            }
            if !lines.isEmpty { xml += "\t<displays>\n" + lines.joined() + "\t</displays>\n" }
            xml += "\t<keys>\n"
            for (id, declaration) in declarations {
                xml += "\t\t<key id=\"\(id)\"" + Self.attributes(of: declaration) + "/>\n"
            }
            xml += "\t</keys>\n"
            if !flicks.isEmpty {
                xml += "\t<flicks>\n"
                for flick in flicks {
                    xml += "\t\t<flick id=\"\(flick.id)\">\n"
                    for segment in flick.segments {
                        xml += "\t\t\t<flickSegment directions=\"\(segment.direction)\" keyId=\"\(segment.keyID)\"/>\n"
                    }
                    xml += "\t\t</flick>\n"
                }
                xml += "\t</flicks>\n"
            }
            xml += layerSets.joined()
            if !sets.isEmpty {
                xml += "\t<variables>\n"
                for set in sets {
                    xml += "\t\t<set id=\"\(set.id)\" value=\"\(XMLText.escaped(set.value))\"/>\n"
                }
                xml += "\t</variables>\n"
            }
            if !transforms.isEmpty {
                xml += "\t<transforms type=\"simple\">\n\t\t<transformGroup>\n"
                for transform in transforms {
                    xml += "\t\t\t<transform from=\"\(transform.from)\" to=\"\(transform.to)\"/>\n"
                }
                xml += "\t\t</transformGroup>\n\t</transforms>\n"
            }
            return xml + "</keyboard3>\n"
        }

        static func attributes(of declaration: Declaration) -> String {
            var text = ""
            if let flick = declaration.flickID { text += " flickId=\"\(flick)\"" }
            if declaration.gap { text += " gap=\"true\"" }
            if let output = declaration.output { text += " output=\"\(output)\"" }
            if !declaration.longPress.isEmpty {
                text += " longPressKeyIds=\"\(declaration.longPress.joined(separator: " "))\""
            }
            if let choice = declaration.longPressDefault { text += " longPressDefaultKeyId=\"\(choice)\"" }
            if !declaration.multiTap.isEmpty {
                text += " multiTapKeyIds=\"\(declaration.multiTap.joined(separator: " "))\""
            }
            if let layer = declaration.layerID { text += " layerId=\"\(layer)\"" }
            if let width = declaration.width { text += " width=\"\(width)\"" }
            return text
        }

        // MARK: - Layers

        mutating func layersXML(_ form: KeyboardLayout, frames all: [LayerFrames]) -> String {
            // The first layer keeps its name where it is an id CLDR takes (`base` by custom).
            let ids = LayerIDs(form, first: LayerIDs.cldrFirst(of: form))
            notes.layerNames(of: form, ids: ids)
            var xml = ""
            for (layer, frames) in zip(form.layers, all) {
                notes.rowShapes(of: layer)
                xml += layerXML(layer, frames: frames, form: form, ids: ids, asShift: false)
                if ids.synthesized.contains(layer.name) {
                    xml += layerXML(layer, frames: frames, form: form, ids: ids, asShift: true)
                }
            }
            return xml
        }

        mutating func layerXML(
            _ layer: Layer, frames: LayerFrames, form: KeyboardLayout, ids: LayerIDs, asShift: Bool
        ) -> String {
            let id = asShift ? ids.shiftID(of: layer.name) : ids.id(of: layer.name)
            let shiftTarget = ids.shiftTarget(of: layer.name, onSynthesized: asShift)
            let caseRules = CaseRules(locale: form.locale)
            var xml = "\t\t<layer id=\"\(id)\">\n"
            for row in ExportNotes.rows(of: layer, frames: frames, metrics: form.metrics) {
                var keyIDs: [String] = []
                for placed in row.keys {
                    if placed.pad > 0.005 { keyIDs.append(gap(width: placed.pad)) }
                    keyIDs.append(
                        keyID(
                            placed, layerIDs: ids, shifted: asShift, shiftTarget: shiftTarget, caseRules: caseRules))
                }
                if row.trailing > 0.005 { keyIDs.append(gap(width: row.trailing)) }
                guard !keyIDs.isEmpty else { continue }
                xml += "\t\t\t<row keys=\"\(keyIDs.joined(separator: " "))\"/>\n"
            }
            return xml + "\t\t</layer>\n"
        }

        /// The id of a gap `width` keys wide.
        mutating func gap(width: Double) -> String {
            let shown = Self.width(width)
            var declaration = Declaration(gap: true)
            if let shown { declaration.width = shown }
            return declare(declaration, preferring: shown.map { "gap-" + $0 } ?? "gap")
        }

        /// The id of a placed key, declared as it types on this layer.
        mutating func keyID(
            _ placed: ExportNotes.PlacedKey, layerIDs: LayerIDs, shifted: Bool, shiftTarget: String,
            caseRules: CaseRules
        ) -> String {
            let key = placed.frame.key
            let place = key.source.location
            notes.fixedWidth(of: key)
            // The hint has its own warning below; shifted labels are the shift layer's displays.
            notes.keyDetails(of: key, lost: [.symbol, .widthLimits], keptCaps: [.hint, .shiftedLabel])
            if key.hint != nil {
                notes.warn(kind: "hint", item: "'\(key.id)'", at: place) { list, count in
                    "the \(count == 1 ? "hint" : "hints") of \(count == 1 ? "key" : "keys") \(list) \(count == 1 ? "is" : "are") "
                        + "not carried over: CLDR keyboards have no hint legends"
                }
            }
            // Widths as laid out, fill keys too (a unit is not the same length in the reader's
            // rows as in ours, so `stretch` would not bring the same row back).
            var declaration = Declaration()
            declaration.width = Self.width(placed.width)
            var preferred = key.id
            switch key.action {
            case .character(let text, let shiftedText):
                let output = shifted ? shiftedText : text
                declaration.output = Self.output(output)
                if shifted, !output.isExactly(text) { preferred = Self.safeID(output) ?? (key.id + "-shift") }
                let label = shifted ? key.shownLabel(shifted: true) : key.label
                if !label.isExactly(output), !label.isEmpty { declaration.display = label }
                addGestures(of: key, to: &declaration, shifted: shifted, caseRules: caseRules)
                return declare(declaration, preferring: preferred)
            case .space:
                declaration.output = " "
                preferred = "space"
            case .return:
                declaration.output = "\\u{A}"
                preferred = "enter"
            case .tab:
                declaration.output = "\\u{9}"
                preferred = "tab"
            case .shift, .capsLock:
                if key.action == .capsLock {
                    notes.warn(
                        "caps lock is written as a switch to the shift layer: CLDR's touch layers have no caps lock",
                        key: "caps-lock", at: place)
                }
                notes.warn(
                    "shift is written as a switch to the shift layer and back: a CLDR key that switches layers "
                        + "types nothing, so the shift layer stays until shift is tapped again",
                    key: "shift", at: place)
                declaration.layerID = shiftTarget
                preferred = shiftTarget.hasSuffix("shift") ? "shift" : "unshift"
            case .layer(let target):
                declaration.layerID = layerIDs.id(of: target)
                preferred = "to-" + layerIDs.id(of: target)
            case .dead(let accent):
                declaration.output = "\\m{\(deadMarker(accent, at: place))}"
                preferred = key.id
            case .modifyPrevious(let table):
                declaration.output = "\\m{\(modifyMarker(table, at: place))}"
                preferred = key.id
            case .backspace, .nextKeyboard, .dismiss:
                // A gap by a name Keysmith's importer reads back as the key (CLDR names none).
                let name = CLDRImporter.namedGaps.first { $0.action == key.action }?.id ?? "gap"
                notes.warn(kind: "system", item: "\(key.action.kind.rawValue) as '\(name)'", at: place) { list, _ in
                    "the system's keys are written as named gaps (\(list)): CLDR keyboards have no key for them (the "
                        + "system's keyboard supplies them; Keysmith reads the gaps back as the keys)"
                }
                return declare(
                    Declaration(gap: true, width: Self.width(placed.width), standsFor: key.action.kind.rawValue),
                    preferring: name)
            case .custom, .caret, .deleteForward, .host:
                notes.warn(kind: "action", item: "'\(key.id)' (\(key.action.kind.rawValue))", at: place) {
                    list, count in
                    let written = count == 1 ? "is written as a gap of its" : "are written as gaps of their"
                    return "\(count == 1 ? "key" : "keys") \(list) \(written) width: CLDR keyboards have no key for "
                        + (count == 1 ? "it" : "them")
                }
                return gap(width: placed.width)
            }
            let label = key.label.isEmpty ? (key.shownSymbol?.unicodeFallbacks.first ?? "") : key.label
            if !label.isEmpty, !label.isExactly(key.action.typedText ?? "") { declaration.display = label }
            return declare(declaration, preferring: preferred)
        }

        /// Long press, multitap and flicks of a text key, as ids of keys typing their texts.
        mutating func addGestures(of key: Key, to declaration: inout Declaration, shifted: Bool, caseRules: CaseRules) {
            let place = key.source.location
            for alternate in key.alternates {
                let text = shifted ? caseRules.uppercase(alternate) : alternate
                let id = outputKey(text)
                declaration.longPress.append(id)
                if key.defaultAlternate.map(alternate.isExactly) == true { declaration.longPressDefault = id }
            }
            for step in key.multitap {
                guard case .character(let text, let shiftedText) = step else { continue }
                declaration.multiTap.append(outputKey(shifted ? shiftedText : text))
            }
            guard !key.flicks.isEmpty else { return }
            var segments: [(direction: String, keyID: String)] = []
            for flick in key.flicks {
                guard case .character(let text, let shiftedText) = flick.action else {
                    notes.warn(kind: "flick", item: "'\(key.id)' \(flick.direction.rawValue)", at: place) { list, _ in
                        "flicks that are actions are left out (\(list)): CLDR's flicks type keys' text"
                    }
                    continue
                }
                segments.append((flick.direction.rawValue, outputKey(shifted ? shiftedText : text)))
            }
            guard !segments.isEmpty else { return }
            let base = Self.safeID(key.id) ?? Self.codePointID(key.id)
            var flickID = base + (shifted ? "-shift" : "")
            var suffix = 2
            while flicks.contains(where: { $0.id == flickID }) {
                if let known = flicks.first(where: { $0.id == flickID }),
                    known.segments.map(\.direction) == segments.map(\.direction),
                    known.segments.map(\.keyID) == segments.map(\.keyID)
                {
                    declaration.flickID = flickID
                    return
                }
                flickID = base + "-\(suffix)"
                suffix += 1
            }
            flicks.append((flickID, segments))
            declaration.flickID = flickID
        }

        /// The id of a key that only types `text` (an alternate, a flick's or a multitap step's).
        mutating func outputKey(_ text: String) -> String {
            declare(Declaration(output: Self.output(text)), preferring: Self.safeID(text) ?? Self.codePointID(text))
        }

        /// The id for `declaration`: the one it has, else `preferred` made safe and unique.
        mutating func declare(_ declaration: Declaration, preferring preferred: String) -> String {
            if let known = idByDeclaration[declaration] { return known }
            let base = Self.safeID(preferred) ?? Self.codePointID(preferred)
            var id = base
            var suffix = 2
            while takenIDs.contains(id) {
                id = base + "-\(suffix)"
                suffix += 1
            }
            takenIDs.insert(id)
            idByDeclaration[declaration] = id
            declarations.append((id, declaration))
            return id
        }

        // MARK: - Dead keys and modify-previous keys

        /// The marker a dead key with `accent` types, with its transforms: each `compose` entry,
        /// then the layout's letters that compose with the accent's combining mark, then a space
        /// for the accent itself.
        mutating func deadMarker(_ accent: String, at place: SourceLocation?) -> String {
            if let known = markers[text: "dead " + accent] { return known }
            let marker = String(
                ("dead_" + accent.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "_")).prefix(32))
            markers[text: "dead " + accent] = marker
            let table = layout.compose.entries[text: accent] ?? [:]
            // (An entry for no text would fire on the marker alone: none is written.)
            for base in table.keys.sorted() where !base.string.isEmpty {
                guard let result = table[base] else { continue }
                transforms.append(("\\m{\(marker)}" + Self.pattern(base.string), Self.output(result)))
            }
            if let mark = ComposeTable.combiningMark(for: accent) {
                let letters = TypableCharacters.characters(of: layout).filter {
                    table[$0] == nil && CanonicalComposition.compose($0.string, mark) != nil
                }.sorted().map(\.string)
                if !letters.isEmpty {
                    sets.append((marker, letters.map(Self.setItem).joined(separator: " ")))
                    let code = String(mark.value, radix: 16, uppercase: true)
                    transforms.append(("\\m{\(marker)}($[\(marker)])", "$1\\u{\(code)}"))
                }
            }
            if table[" "] == nil {
                transforms.append(("\\m{\(marker)}\\u{20}", Self.output(accent)))
            }
            notes.warn(kind: "dead", item: "'\(accent)'", at: place) { list, count in
                "\(count == 1 ? "dead key" : "dead keys") \(list), then a letter \(count == 1 ? "it does" : "they do") "
                    + "not compose with, \(count == 1 ? "types" : "type") the letter alone in CLDR (the marker is "
                    + "dropped), where Keysmith types both"
            }
            return marker
        }

        /// The marker a modify-previous key of `table` types, with a transform for each entry:
        /// the character before it and the marker become the replacement.
        mutating func modifyMarker(_ table: String, at place: SourceLocation?) -> String {
            if let known = markers[text: "modify " + table] { return known }
            let marker = String(("modify_" + (Self.safeID(table)?.replacingDashes() ?? "table")).prefix(32))
            markers[text: "modify " + table] = marker
            let entries = layout.modifyTables[text: table] ?? [:]
            for before in entries.keys.sorted() {
                guard let after = entries[before] else { continue }
                transforms.append((Self.pattern(before.string) + "\\m{\(marker)}", Self.output(after)))
            }
            return marker
        }

        // MARK: - Text

        /// `text` as a key's output or a transform's result: `\u{…}` for backslashes, dollar
        /// signs, controls and what XML cannot hold; XML's entities for the rest of its specials.
        static func output(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x5C, 0x24, 0..<0x20, 0x7F, 0xFFFE, 0xFFFF:
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default: result += XMLText.escaped(String(scalar))
                }
            }
            return result
        }

        /// `text` matched literally in a transform's `from`: every character that means something
        /// in its regular expressions escaped as `\u{…}`.
        static func pattern(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                if scalar.isASCII, !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result += XMLText.escaped(String(scalar))
                }
            }
            return result
        }

        /// An item of a set's value (space-separated): spaces and specials escaped.
        static func setItem(_ text: String) -> String {
            pattern(text)
        }

        /// A width in keys to a hundredth, or `nil` for 1.
        static func width(_ value: Double) -> String? {
            let rounded = (min(100, max(0.01, value)) * 100).rounded() / 100
            guard abs(rounded - 1) > 0.004 else { return nil }
            if rounded == rounded.rounded() { return String(Int(rounded)) }
            var text = String(Int((rounded * 100).rounded()))
            while text.count < 3 { text = "0" + text }
            var fraction = String(text.suffix(2))
            if fraction.hasSuffix("0") { fraction.removeLast() }
            return String(text.dropLast(2)) + "." + fraction
        }

        /// `name` as a CLDR id when it is one already (ASCII letters, digits, `-`, `_`, `.`,
        /// starting with a letter or digit, at most 32 characters), else `nil`.
        static func safeID(_ name: String) -> String? {
            guard !name.isEmpty, name.count <= 32, let first = name.unicodeScalars.first,
                first.isASCII, first.properties.isAlphabetic || ("0"..."9").contains(first),
                name.unicodeScalars.allSatisfy({
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
                })
            else { return nil }
            return name
        }

        /// `u-e9` for "é", `u-65-301` for e and a combining acute (`t-` and a count past 32
        /// characters).
        static func codePointID(_ text: String) -> String {
            let id = "u-" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
            return id.count <= 32 ? id : "t-" + String(text.unicodeScalars.count)
        }

        /// Text safe inside an XML comment (no `--`).
        static func comment(_ text: String) -> String {
            // A comment holds `<`, `>` and `&` as they are; controls become spaces.
            var result = String(text.map { $0.isASCII && ($0.asciiValue ?? 32) < 32 ? " " : $0 })
            while result.contains("--") { result = result.replacingDoubleDashes() }
            return result
        }
    }
}

extension KeyAction {
    /// What the key types as text, when it types text.
    fileprivate var typedText: String? {
        switch self {
        case .character(let text, _): text
        case .space: " "
        default: nil
        }
    }
}

extension String {
    fileprivate func replacingDashes() -> String {
        String(map { $0 == "-" || $0 == "." ? "_" : $0 })
    }

    fileprivate func replacingDoubleDashes() -> String {
        var result = ""
        var previous: Character?
        for character in self {
            if character == "-", previous == "-" {
                result.append("‐")
                previous = "‐"
                continue
            }
            result.append(character)
            previous = character
        }
        return result
    }
}
