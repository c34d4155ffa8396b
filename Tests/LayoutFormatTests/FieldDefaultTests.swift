import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat

/// The defaults the field tables state (`FieldSpec.defaultValue`) are what the reader makes of a
/// field left out, and the writer leaves out exactly those.
@Suite struct FieldDefaultTests {
    /// Every field of a layout's mappings whose table states a default value.
    static let layoutFields: [(kind: MappingKind, spec: FieldSpec)] = [
        MappingKind.layout, .metrics, .insets, .behavior, .layer, .row, .key,
    ].flatMap { kind in
        kind.specs.compactMap { spec in
            guard case .value? = spec.defaultValue else { return nil }
            return (kind, spec)
        }
    }

    /// A small layout with `field` written where its mapping is (`{}` for none).
    static func layout(_ kind: MappingKind? = nil, _ field: String = "") -> String {
        func at(_ place: MappingKind) -> String { kind == place ? field : "" }
        let insets = kind == .insets ? "insets: {\(field)}" : ""
        let metrics = [insets, at(.metrics)].filter { !$0.isEmpty }.joined(separator: ", ")
        return layoutHeader(id: "defaults", name: "Defaults", locale: "en")
            + """
            \(at(.layout))
            metrics: {\(metrics)}
            behavior: {autocapitalize: sentences\(kind == .behavior ? ", " + field : "")}
            layers:
              letters:
                rows:
                  - {keys: [q, {text: w\(kind == .key ? ", " + field : "")}, e]\(kind == .row ? ", " + field : "")}
                  - [{action: shift}, {action: backspace}, {action: layer, to: marks}]
                  - [{action: space}, {action: return}]
                \(at(.layer))
              marks:
                rows:
                  - [".", ",", {action: layer, to: letters}, {action: space}]
            """
    }

    /// Each field written with its stated default gives the layout the same file without it
    /// gives: the table's default is the reader's.
    @Test func aFieldWrittenAsItsDefaultChangesNothing() throws {
        // The defaults of every layout mapping, checked against what the model says by hand:
        // 25 fields.
        #expect(
            Self.layoutFields.map(\.spec.name).sorted() == [
                "align", "backspace", "bottom", "caps-lock-double-tap", "caret-drag", "delete-drag", "direction",
                "double-space-period", "flick-lock", "flick-start", "flick-trigger", "form", "height", "key-gap",
                "left", "min-key-width", "min-row-height", "multitap-interval", "one-shot", "right", "row-gap",
                "span", "swipe-typing", "top", "width",
            ])
        let plain = LayoutLoader().load(text: Self.layout(), name: "defaults.yaml")
        let expected = try #require(plain.layout, "\(plain.diagnostics)")
        #expect(plain.diagnostics.isEmpty, "\(plain.diagnostics)")
        for (kind, spec) in Self.layoutFields {
            guard case .value(let value)? = spec.defaultValue else { continue }
            let field = "\(spec.name): \(LayoutTextWriter.value(value))"
            let result = LayoutLoader().load(text: Self.layout(kind, field), name: "defaults.yaml")
            #expect(result.diagnostics.isEmpty, "\(field): \(result.diagnostics)")
            #expect(result.layout == expected, "\(kind) \(field)")
            // And a value that is not the default changes the layout, so the comparison can fail.
            let other = Self.otherValue(than: value)
            let changed = LayoutLoader().load(
                text: Self.layout(kind, "\(spec.name): \(LayoutTextWriter.value(other))"), name: "defaults.yaml")
            #expect(changed.layout != expected, "\(kind) \(spec.name): \(other.text)")
        }
    }

    /// A valid value of the same field that is not `value`.
    static func otherValue(than value: FieldValue) -> FieldValue {
        switch value {
        case .boolean(let flag): .boolean(!flag)
        case .number(let number): .number(number + 0.5)
        case .integer(let count): .integer(count + 1)
        case .text("ltr"): .text("rtl")
        case .text("grapheme"): .text("scalar")
        case .text("center"): .text("left")
        case .text("default"): .text("phone")
        default: value
        }
    }

    /// The values the tables state, as the model has them (each worked out from the model's
    /// initialisers by hand).
    @Test func theStatedDefaultsAreTheModels() {
        func stated(_ field: some FormatField) -> FieldValue? {
            if case .value(let value)? = field.spec.defaultValue { return value }
            return nil
        }
        #expect(stated(MetricsField.keyGap) == .number(6))
        #expect(stated(MetricsField.rowGap) == .number(12))
        #expect(stated(InsetsField.top) == .number(8))
        #expect(stated(InsetsField.left) == .number(3))
        #expect(stated(BehaviorField.flickStart) == .number(0.3))
        #expect(stated(BehaviorField.multitapInterval) == .number(0.8))
        #expect(stated(BehaviorField.doubleSpacePeriod) == .boolean(true))
        #expect(stated(KeyField.width) == .number(1))
        #expect(stated(KeyField.span) == .integer(1))
        #expect(stated(RowField.align) == .text("center"))
        #expect(stated(LayoutField.direction) == .text("ltr"))
        #expect(stated(ThemeField.cornerRadius) == .number(0))
        #expect(stated(ThemeFontField.weight) == .text("regular"))
        #expect(ThemeFontsField.families.spec.defaultValue == .derived("`system-ui`, `sans-serif`"))
        // Worked out from other fields: words, and no value for the writer to compare with.
        #expect(KeyField.label.spec.defaultValue == .derived("the text, or a glyph for actions"))
        #expect(!KeyField.label.spec.isDefault(.text("")))
    }

    /// A theme's fields written with their stated defaults give the theme the file without them
    /// gives.
    @Test func aThemeFieldWrittenAsItsDefaultChangesNothing() throws {
        func theme(_ extra: String) -> [UInt8] {
            Array(
                """
                format: 1
                id: plain
                \(extra)
                light:
                  background: "#DDDDDD"
                  character: {fill: "#FFFFFF", text: "#000000"}
                """.utf8)
        }
        let loader = ThemeLoader()
        let plain = loader.load(bytes: theme(""), path: "plain.yaml")
        let expected = try #require(plain.theme, "\(plain.diagnostics)")
        for extra in [
            "corner-radius: 0", "shadow-offset: 0", "fonts: {families: [system-ui, sans-serif]}",
            "fonts: {label: {weight: regular}}", "fonts: {hint: {size: 11}}", "suggestion-bar-height: 44",
        ] {
            let written = loader.load(bytes: theme(extra), path: "plain.yaml")
            #expect(written.diagnostics.isEmpty, "\(extra): \(written.diagnostics)")
            #expect(written.theme == expected, "\(extra)")
        }
        let rounder = loader.load(bytes: theme("corner-radius: 4"), path: "plain.yaml")
        #expect(rounder.theme != expected)
        let taller = loader.load(bytes: theme("suggestion-bar-height: 52"), path: "plain.yaml")
        #expect(taller.theme?.suggestionBarHeight == 52)
    }

    /// The writer leaves out what is a default: a layout with every value at its default has no
    /// `metrics`, no `direction`, and `behavior` only with `autocapitalize` (whose default depends
    /// on the layers: `none` here, with no shift key). The builder's backspace, space and return
    /// are 1.5 units, `fill` and 2.5 units wide, not the default 1. Written out by hand.
    @Test func theWriterLeavesOutDefaults() throws {
        let layout = KeyboardLayout(id: "mini", name: "Mini", locale: "en") {
            Layer("letters") {
                Row(letters: "a b")
                Row {
                    Key.backspace()
                    Key.space()
                    Key.return()
                }
            }
        }
        #expect(
            LayoutWriter.yaml(layout) == layoutHeader(id: "mini", name: "Mini", locale: "en")
                + """
                behavior:
                  autocapitalize: none
                layers:
                  letters:
                    rows:
                      - [a, b]
                      - [{action: backspace, width: 1.5}, {action: space, width: fill}, {action: return, width: 2.5}]

                """)
        // One value off its default: that field alone, in a form over the layout's metrics too.
        var changed = layout
        changed.metrics.insets.left = 5
        changed.metrics.rowGap = 10
        changed.behavior.gestures.flickLock = 0.5
        changed.behavior.doubleSpacePeriod = false
        changed.direction = .rightToLeft
        var tablet = LayoutForm(
            name: "tablet", minWidth: 700, size: KeyboardSize(width: 800, height: 300), metrics: changed.metrics,
            layers: layout.layers)
        tablet.metrics.keyGap = 9
        changed.forms = [tablet]
        let text = LayoutWriter.yaml(changed)
        #expect(text.contains("\ndirection: rtl\n"))
        #expect(text.contains("\nmetrics:\n  insets: {left: 5}\n  row-gap: 10\nbehavior:\n"))
        #expect(text.contains("\n  double-space-period: false\n  flick-lock: 0.5\nlayers:\n"))
        // The form's metrics: only what differs from the layout's.
        #expect(text.contains("\n    metrics:\n      key-gap: 9\n    layers:\n"), "\(text)")
        let reread = LayoutLoader().load(text: text, name: "mini.yaml")
        #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics)")
        #expect(reread.layout == changed)
    }
}
