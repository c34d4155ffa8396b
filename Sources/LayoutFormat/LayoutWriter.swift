public import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// Writes a ``KeyboardLayout`` as a layout file: the YAML the format's one decoder reads back
/// into the same layout (a property test checks every bundled layout round-trips).
///
/// The text is written like the bundled layouts: the top-level fields in the format's order,
/// rows as flow sequences with plain texts for plain letter keys, and a key as a flow mapping.
/// A field whose value is what the format makes of it left out (its table's
/// ``FieldSpec/defaultValue``, or a key's text, id and label) is not written. It is how layouts
/// made in code are validated (``LayoutLoader/validate(_:)``) and what importers write.
public enum LayoutWriter {
    /// The layout as YAML.
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - header: Comment lines for the top of the file (without `#`).
    /// - Returns: The file's text, ending with a line break.
    public static func yaml(_ layout: KeyboardLayout, header: [String] = []) -> String {
        var writer = LayoutTextWriter(layout: layout)
        writer.write(header: header)
        return writer.text
    }

    /// The fields of `metrics` that differ from `base`, as `metrics` writes them (`key-gap: 9`,
    /// `insets: {top: 11}`): what an exporter names when it cannot keep them.
    package static func metricsFields(_ metrics: Metrics, over base: Metrics = Metrics()) -> [String] {
        LayoutTextWriter.metricsFields(metrics, over: base)
    }

    /// The fields of `behavior` besides `autocapitalize` that are not their defaults, as
    /// `behavior` writes them (`double-space-period: false`).
    package static func behaviorFields(_ behavior: Behavior) -> [String] {
        LayoutTextWriter.behaviorFields(behavior)
    }
}

/// The state of one write.
struct LayoutTextWriter {
    let layout: KeyboardLayout
    let caseRules: CaseRules
    var text = ""

    /// What every line starts with: the indentation of a form's fields.
    private var indent = ""

    init(layout: KeyboardLayout) {
        self.layout = layout
        caseRules = CaseRules(locale: layout.locale)
    }

    mutating func write(header: [String]) {
        for line in header { text += line.isEmpty ? "#\n" : "# \(line)\n" }
        line("\(LayoutField.format.name): 1")
        line("\(LayoutField.id.name): \(Self.scalar(layout.id))")
        line("\(LayoutField.name.name): \(Self.scalar(layout.name))")
        line("\(LayoutField.locale.name): \(Self.scalar(layout.locale))")
        field(LayoutField.direction, .text(layout.direction.rawValue))
        line(
            "\(LayoutField.size.name): {\(SizeField.width.name): \(Self.number(layout.size.width)), "
                + "\(SizeField.height.name): \(Self.number(layout.size.height))}")
        writeMetrics(layout.metrics, over: Metrics())
        writeBehavior()
        writeTables()
        field(LayoutField.form, .text(layout.formName))
        if let theme = layout.theme {
            line("\(LayoutField.theme.name): \(Self.scalar(theme.id))")
        }
        writeLayers(layout.layers)
        writeConstraints(layout.constraints)
        writeForms()
    }

    /// `forms`: each form's fields, indented under its list item.
    private mutating func writeForms() {
        guard !layout.forms.isEmpty else { return }
        line("\(LayoutField.forms.name):")
        for form in layout.forms {
            line("  - \(FormField.name.name): \(Self.scalar(form.name))")
            indent = "    "
            line("\(FormField.minWidth.name): \(Self.number(form.minWidth))")
            if let idiom = form.idiom { line("\(FormField.idiom.name): \(idiom.rawValue)") }
            line(
                "\(FormField.size.name): {\(SizeField.width.name): \(Self.number(form.size.width)), "
                    + "\(SizeField.height.name): \(Self.number(form.size.height))}")
            writeMetrics(form.metrics, over: layout.metrics)
            writeLayers(form.layers)
            writeConstraints(form.constraints)
            indent = ""
        }
    }

    // MARK: - Top-level fields

    /// `metrics`, with the fields that differ from `base`: the format's defaults at the top
    /// level, the layout's own in a form (a form's metrics are written over the layout's).
    private mutating func writeMetrics(_ metrics: Metrics, over base: Metrics) {
        let fields = Self.metricsFields(metrics, over: base)
        guard !fields.isEmpty else { return }
        line("\(LayoutField.metrics.name):")
        for field in fields { line("  " + field) }
    }

    /// The fields of `metrics` that differ from `base`, each as written.
    static func metricsFields(_ metrics: Metrics, over base: Metrics) -> [String] {
        var fields: [String] = []
        let insets = [
            (InsetsField.top, metrics.insets.top, base.insets.top), (.left, metrics.insets.left, base.insets.left),
            (.bottom, metrics.insets.bottom, base.insets.bottom), (.right, metrics.insets.right, base.insets.right),
        ].filter { $0.1 != $0.2 }
        if !insets.isEmpty {
            let sides = insets.map { "\($0.0.name): \(Self.number($0.1))" }
            fields.append("\(MetricsField.insets.name): {\(sides.joined(separator: ", "))}")
        }
        for (field, value, standard) in [
            (MetricsField.keyGap, metrics.keyGap, base.keyGap), (.rowGap, metrics.rowGap, base.rowGap),
            (.minKeyWidth, metrics.minKeyWidth, base.minKeyWidth),
            (.minRowHeight, metrics.minRowHeight, base.minRowHeight),
        ] where value != standard {
            fields.append("\(field.name): \(Self.number(value))")
        }
        // No default: an unwritten one is the layout's in a form, and none at the top level.
        if let value = metrics.maxUnitWidth, value != base.maxUnitWidth {
            fields.append("\(MetricsField.maxUnitWidth.name): \(Self.number(value))")
        }
        if let value = metrics.preferredRowHeight, value != base.preferredRowHeight {
            fields.append("\(MetricsField.preferredRowHeight.name): \(Self.number(value))")
        }
        return fields
    }

    /// `behavior`, with the fields that are not their defaults. `autocapitalize` is always
    /// written: its default depends on the layers.
    private mutating func writeBehavior() {
        let fields =
            ["\(BehaviorField.autocapitalize.name): \(layout.behavior.autocapitalize.rawValue)"]
            + Self.behaviorFields(layout.behavior)
        line("\(LayoutField.behavior.name):")
        for field in fields { line("  " + field) }
    }

    /// The fields of `behavior` besides `autocapitalize` that are not their defaults, each as
    /// written.
    static func behaviorFields(_ behavior: Behavior) -> [String] {
        var fields: [String] = []
        let gestures = behavior.gestures
        let values: [(BehaviorField, FieldValue)] = [
            (.doubleSpacePeriod, .boolean(behavior.doubleSpacePeriod)),
            (.capsLockDoubleTap, .boolean(behavior.capsLockDoubleTap)),
            (.backspace, .text(behavior.backspace.rawValue)), (.flickStart, .number(gestures.flickStart)),
            (.flickLock, .number(gestures.flickLock)), (.flickTrigger, .number(gestures.flickTrigger)),
            (.multitapInterval, .number(gestures.multitapInterval)),
            (.swipeTyping, .boolean(behavior.swipeTyping)), (.caretDrag, .boolean(behavior.caretDrag)),
            (.deleteDrag, .boolean(behavior.deleteDrag)),
        ]
        if let target = behavior.returnTo { fields.append("\(BehaviorField.returnTo.name): \(Self.scalar(target))") }
        for (field, value) in values where !field.spec.isDefault(value) {
            fields.append("\(field.name): \(Self.value(value))")
        }
        return fields
    }

    /// `field: value` on a line of its own, unless `value` is the field's default.
    private mutating func field<Field: FormatField>(_ field: Field, _ value: FieldValue) {
        guard !field.spec.isDefault(value) else { return }
        line("\(field.name): \(Self.value(value))")
    }

    private mutating func writeTables() {
        if !layout.alternates.isEmpty {
            line("\(LayoutField.alternates.name):")
            for id in layout.alternates.keys.sorted() {
                line("  \(Self.scalar(id.string)): \(Self.list(layout.alternates[id] ?? []))")
            }
        }
        if !layout.compose.entries.isEmpty {
            line("\(LayoutField.compose.name):")
            for accent in layout.compose.entries.keys.sorted() {
                line("  \(Self.scalar(accent.string)): \(Self.map(layout.compose.entries[accent] ?? [:]))")
            }
        }
        if !layout.modifyTables.isEmpty {
            line("\(LayoutField.modifyTables.name):")
            for name in layout.modifyTables.keys.sorted() {
                line("  \(Self.scalar(name.string)): \(Self.map(layout.modifyTables[name] ?? [:]))")
            }
        }
        if let composer = layout.composer { line("\(LayoutField.composer.name): \(composer.rawValue)") }
    }

    private mutating func writeLayers(_ layers: [Layer]) {
        line("\(LayoutField.layers.name):")
        for layer in layers {
            line("  \(Self.scalar(layer.name)):")
            if let base = layer.shiftOf { line("    \(LayerField.shiftOf.name): \(Self.scalar(base))") }
            if !LayerField.oneShot.spec.isDefault(.boolean(layer.isOneShot)) {
                line("    \(LayerField.oneShot.name): \(layer.isOneShot)")
            }
            line("    \(LayerField.rows.name):")
            for row in layer.rows {
                var keys = row.keys.map(key)
                // Gaps go in front of the key they stand before, the last ones first so that
                // earlier indices stay right.
                for gap in row.gaps.reversed() where gap.index >= 0 && gap.index <= keys.count {
                    guard let field = KeyField.rowGap else { break }
                    keys.insert("{\(field.name): \(Self.length(gap.width.description))}", at: gap.index)
                }
                var fields: [String] = []
                for (field, value) in [
                    (RowField.height, FieldValue.number(row.height)), (.align, .text(row.alignment.rawValue)),
                ] where !field.spec.isDefault(value) {
                    fields.append("\(field.name): \(Self.value(value))")
                }
                if fields.isEmpty {
                    flow("      - ", keys, open: "[", close: "]")
                } else {
                    for (index, field) in fields.enumerated() { line((index == 0 ? "      - " : "        ") + field) }
                    flow("        \(RowField.keys.name): ", keys, open: "[", close: "]")
                }
            }
        }
    }

    private mutating func writeConstraints(_ constraints: [LayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        line("\(LayoutField.constraints.name):")
        for constraint in constraints {
            let text = constraint.text.isEmpty ? Self.constraintText(constraint) : constraint.text
            line("  - \(Self.scalar(text))")
        }
    }

    // MARK: - Keys

    /// A key as a row item: a flow mapping of every field the key table writes for it (see
    /// ``KeyStorage``), or its text alone when that is all.
    private func key(_ key: Key) -> String {
        let writing = KeyWriting(caseRules: caseRules, tableAlternates: layout.alternates[text: key.id] ?? [])
        let written = writing.fields(of: key)
        return written.plainText ?? "{\(written.fields.joined(separator: ", "))}"
    }

    // MARK: - Text

    private mutating func line(_ line: String) {
        text += indent + line + "\n"
    }

    /// A flow collection of `items` after `prefix`, wrapped before 110 columns with the
    /// continuation lines indented under the first item.
    private mutating func flow(_ prefix: String, _ items: [String], open: String, close: String) {
        let continuation = String(repeating: " ", count: prefix.count + open.count)
        var current = prefix + open
        for (index, item) in items.enumerated() {
            let piece = item + (index + 1 < items.count ? "," : close)
            if indent.count + current.count + 1 + piece.count > 110, current.count > continuation.count {
                line(current)
                current = continuation + piece
            } else {
                current += (current.hasSuffix(open) && current.count == prefix.count + open.count ? "" : " ") + piece
            }
        }
        if items.isEmpty { current += close }
        line(current)
    }

    /// A flow sequence of texts.
    static func list(_ texts: [String]) -> String {
        "[" + texts.map(scalar).joined(separator: ", ") + "]"
    }

    /// A flow mapping of texts, by key in byte order.
    static func map(_ entries: [ExactText: String]) -> String {
        "{"
            + entries.keys.sorted().map { "\(scalar($0.string)): \(scalar(entries[$0] ?? ""))" }
            .joined(separator: ", ") + "}"
    }

    /// A width or length: a bare number of units, or a quoted text with its unit (`"42pt"`).
    static func length(_ text: String) -> String {
        text.hasSuffix("pt") || text.hasSuffix("%") ? "\"\(text)\"" : text
    }

    static func number(_ value: Double) -> String { KeyboardSize.format(value) }

    /// A scalar value of a field as YAML: a text quoted when it must be.
    static func value(_ value: FieldValue) -> String {
        if case .text(let text) = value { return scalar(text) }
        return value.text
    }

    /// A constraint written from its parts, for constraints made in code.
    static func constraintText(_ constraint: LayoutConstraint) -> String {
        func expression(_ expression: LinearExpression) -> String {
            var parts: [String] = []
            for term in expression.terms {
                let magnitude = abs(term.coefficient)
                let factor = magnitude == 1 ? "" : number(magnitude) + " * "
                let sign = term.coefficient < 0 ? "-" : "+"
                parts.append(
                    parts.isEmpty
                        ? (sign == "-" ? "-" : "") + factor + "\(term.anchor)" : "\(sign) \(factor)\(term.anchor)")
            }
            if expression.constant != 0 || parts.isEmpty {
                let sign = expression.constant < 0 ? "-" : "+"
                let value = number(abs(expression.constant))
                parts.append(parts.isEmpty ? (sign == "-" ? "-" : "") + value : "\(sign) \(value)")
            }
            return parts.joined(separator: " ")
        }
        let strength = constraint.strength == .required ? "" : " @\(constraint.strength.rawValue)"
        return "\(expression(constraint.lhs)) \(constraint.relation.rawValue) \(expression(constraint.rhs))\(strength)"
    }

    /// A text as a YAML scalar: plain when that cannot be read as anything else, else quoted.
    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// Whether `text` reads back as itself when plain, in a flow collection and as a mapping key:
    /// letters, marks, digits (not first) and `_`, or any character outside ASCII that is not
    /// a space, a control, a format character or a line break; not a word YAML reads as null or
    /// a boolean.
    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if scalar.isASCII {
                // `-` and `.` inside a word (`to-numbers`, `en-US.yaml`) read as plain text; first,
                // they could start a list item or a number such as `.5`.
                let isWordCharacter =
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_" || (index > 0 && (scalar == "-" || scalar == "."))
                if !isWordCharacter { return false }
            } else {
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
                    .privateUse, .unassigned:
                    return false
                default:
                    continue
                }
            }
        }
        let special: Set<String> = ["null", "true", "false", "yes", "no", "on", "off"]
        return !special.contains(text.lowercased())
    }

    /// `text` in double quotes, with `\` escapes for quotes, backslashes and every character
    /// that is not printable.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .format || scalar.value == 0xFEFF {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    if scalar.value <= 0xFF {
                        result += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    } else if scalar.value <= 0xFFFF {
                        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        result += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
