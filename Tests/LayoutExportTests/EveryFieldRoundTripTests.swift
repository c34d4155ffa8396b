import CompiledLayouts
import Foundation
import KeyboardModel
import LayoutDiagnostics
import LayoutExport
import LayoutFormat
import TestSupport
import Testing

/// Every field of every mapping of the layout format, set to a value that is not its default,
/// survives each way a layout travels: YAML written and read again, compiled and loaded, and each
/// exporter either keeps it (its output changes) or says it cannot (a warning or a note more).
///
/// The fields come from the format's own tables (`MappingKind`, each table's specs), so a field
/// added to a table without a sample here fails ``everyFieldHasASample()``, and one whose reading,
/// writing or compiling is lost fails the round trips.
@Suite struct EveryFieldRoundTripTests {
    /// Where a sample writes: the slots of ``base``.
    enum Slot: String, CaseIterable {
        /// Top-level lines.
        case layout = "%LAYOUT%"
        /// The first key of `letters`, a whole flow mapping (`{text: a}` when unset).
        case key = "%KEY%"
        /// More fields of the first row of `letters` (a mapping with `keys`).
        case row = "%ROW%"
        /// More fields of the layer `letters`.
        case layer = "%LAYER%"
        /// More fields of the layer `symbols`.
        case symbols = "%SYMBOLS%"
        /// More layers.
        case layers = "%LAYERS%"
    }

    /// A layout with a slot for each place a field is written. Letters: a row of six keys
    /// (written as a mapping, so that row fields have a place) and a row below; symbols: five.
    static let base =
        layoutHeader(id: "every", name: "Every", locale: "en-US")
            + """
            %LAYOUT%
            layers:
              letters:
                %LAYER%
                rows:
                  - {keys: [%KEY%, b, {action: shift}, {action: backspace}, {action: layer, to: symbols}, {action: return}], %ROW%}
                  - [c, d, {action: space, width: fill}]
              symbols:
                %SYMBOLS%
                rows:
                  - ["1", "2", {action: layer, to: letters}, {action: backspace}, {action: return}]
              %LAYERS%
            """

    /// A sample: the text each slot gets (the others keep their default).
    typealias Sample = [Slot: String]

    /// The mappings a layout file holds (the theme's are a theme file's, checked by the theme tests).
    static let layoutMappings: [MappingKind] = [
        .layout, .size, .metrics, .insets, .behavior, .layer, .row, .key, .flicks, .form,
    ]

    /// Fields the base layout already writes with a value of its own, or that are resolved when the
    /// layout is read and are not part of the model (`extends`): they have no separate sample.
    static let inBase: Set<String> = [
        "layout.format", "layout.id", "layout.name", "layout.locale", "layout.size", "layout.layers",
        "size.width", "size.height", "layer.rows", "row.keys", "key.text", "key.action", "key.to",
        "layout.extends", "layout.metrics", "layout.behavior", "metrics.insets", "key.flicks", "form.metrics",
        "form.size", "form.layers", "layout.forms",
    ]

    /// One sample per field, by `mapping.field`.
    static let samples: [String: Sample] = [
        // The layout.
        "layout.direction": [.layout: "direction: rtl"],
        "layout.alternates": [.layout: "alternates: {b: [ƀ, ɓ]}"],
        "layout.compose": [.layout: "compose: {\"´\": {b: ḃ}}", .key: "{action: dead, accent: \"´\"}"],
        "layout.modify-tables": [
            .layout: "modify-tables: {swap: {b: B}}", .key: "{action: modify-previous, table: swap}",
        ],
        "layout.composer": [.layout: "composer: hangul"],
        "layout.constraints": [.layout: "constraints:\n  - shift.width == backspace.width"],
        "layout.form": [.layout: "form: handset"],
        "layout.theme": [.layout: "theme: ios"],
        // Its size, metrics, insets and behaviour.
        "metrics.key-gap": [.layout: "metrics: {key-gap: 9}"],
        "metrics.row-gap": [.layout: "metrics: {row-gap: 3}"],
        "metrics.min-key-width": [.layout: "metrics: {min-key-width: 11}"],
        "metrics.min-row-height": [.layout: "metrics: {min-row-height: 21}"],
        "metrics.max-unit-width": [.layout: "metrics: {max-unit-width: 50}"],
        "metrics.preferred-row-height": [.layout: "metrics: {preferred-row-height: 44}"],
        "insets.top": [.layout: "metrics: {insets: {top: 11}}"],
        "insets.left": [.layout: "metrics: {insets: {left: 11}}"],
        "insets.bottom": [.layout: "metrics: {insets: {bottom: 11}}"],
        "insets.right": [.layout: "metrics: {insets: {right: 11}}"],
        "behavior.autocapitalize": [.layout: "behavior: {autocapitalize: words}"],
        "behavior.double-space-period": [.layout: "behavior: {double-space-period: false}"],
        "behavior.caps-lock-double-tap": [.layout: "behavior: {caps-lock-double-tap: false}"],
        "behavior.return-to": [.layout: "behavior: {return-to: symbols}"],
        "behavior.backspace": [.layout: "behavior: {backspace: scalar}"],
        "behavior.flick-start": [.layout: "behavior: {flick-start: 0.25}"],
        "behavior.flick-lock": [.layout: "behavior: {flick-lock: 0.7}"],
        "behavior.flick-trigger": [.layout: "behavior: {flick-trigger: 0.6}"],
        "behavior.multitap-interval": [.layout: "behavior: {multitap-interval: 1.5}"],
        "behavior.swipe-typing": [.layout: "behavior: {swipe-typing: false}"],
        "behavior.caret-drag": [.layout: "behavior: {caret-drag: false}"],
        "behavior.delete-drag": [.layout: "behavior: {delete-drag: false}"],
        // A layer and a row.
        "layer.shift-of": [
            .layers:
                "capitals:\n    shift-of: letters\n    rows:\n      - [A, B, {action: shift}, {action: backspace}, "
                + "{action: layer, to: symbols}, {action: return}]\n      - [C, D, {action: space, width: fill}]"
        ],
        "layer.one-shot": [.symbols: "one-shot: true"],
        "row.height": [.row: "height: 1.5"],
        "row.align": [.row: "align: left", .layout: "metrics: {max-unit-width: 40}"],
        // A key.
        "key.shifted": [.key: "{text: a, shifted: Ä}"],
        "key.label": [.key: "{text: a, label: Ą}"],
        "key.id": [.key: "{text: a, id: first}"],
        "key.accent": [.key: "{action: dead, accent: \"`\"}"],
        "key.name": [.key: "{action: custom, name: dictation}"],
        "key.table": [.layout: "modify-tables: {swap: {b: B}}", .key: "{action: modify-previous, table: swap}"],
        "key.alternates": [.key: "{text: a, alternates: [à, â]}"],
        "key.multitap": [.key: "{text: a, multitap: [æ, å]}"],
        "key.width": [.key: "{text: a, width: 1.5}"],
        "key.min-width": [.key: "{text: a, min-width: 30pt}"],
        "key.max-width": [.key: "{text: a, max-width: 80pt}"],
        "key.hint": [.key: "{text: a, hint: ⁹}"],
        "key.shifted-label": [.key: "{text: a, shifted-label: Ⓐ}"],
        "key.symbol": [.key: "{text: a, symbol: globe}"],
        "key.default-alternate": [.key: "{text: a, alternates: [à, â], default-alternate: â}"],
        "key.gap": [.key: "{gap: 0.5}, a"],
        "key.span": [.key: "{text: a, span: 2}"],
        "key.accessibility-label": [.key: "{text: a, accessibility-label: Alpha}"],
        "key.sound": [.key: "{text: a, sound: modifier}"],
        // Flicks, each direction.
        "flicks.n": [.key: "{text: a, flicks: {n: ①}}"],
        "flicks.ne": [.key: "{text: a, flicks: {ne: ②}}"],
        "flicks.e": [.key: "{text: a, flicks: {e: ③}}"],
        "flicks.se": [.key: "{text: a, flicks: {se: ④}}"],
        "flicks.s": [.key: "{text: a, flicks: {s: ⑤}}"],
        "flicks.sw": [.key: "{text: a, flicks: {sw: ⑥}}"],
        "flicks.w": [.key: "{text: a, flicks: {w: ⑦}}"],
        "flicks.nw": [.key: "{text: a, flicks: {nw: {action: backspace}}}"],
        // A form (a tablet form beside the top-level one).
        "form.name": [.layout: form("")],
        "form.min-width": [.layout: form("")],
        "form.max-width": [
            .layout: "forms:\n" + formItem("tablet", from: 700, "\n    max-width: 1100") + "\n"
                + formItem("wall", from: 1100, "", width: 1366)
        ],
        "form.idiom": [.layout: form("\n    idiom: pad")],
        "form.constraints": [.layout: form("\n    constraints:\n      - q.width == w.width")],
    ]

    /// What a sample writes that an export keeping the field holds too (for fields whose value
    /// is text); an export without it must say it lost the field.
    static let needles: [String: String] = [
        "key.label": "Ą", "key.shifted": "Ä", "key.id": "first", "key.accessibility-label": "Alpha", "key.hint": "⁹",
        "key.shifted-label": "Ⓐ", "key.name": "dictation", "key.alternates": "à", "layout.alternates": "ƀ",
        "key.multitap": "æ", "layout.form": "handset", "form.name": "tablet", "flicks.n": "①", "flicks.ne": "②",
        "flicks.e": "③", "flicks.se": "④", "flicks.s": "⑤", "flicks.sw": "⑥", "flicks.w": "⑦",
    ]

    /// A second form, `tablet`, with `extra` fields.
    static func form(_ extra: String) -> String { "forms:\n" + formItem("tablet", from: 700, extra) }

    /// A form of the list `forms`, `name`, from `minimum` pt wide, with `extra` fields, preferring
    /// `width`.
    static func formItem(_ name: String, from minimum: Int, _ extra: String, width: Int = 1024) -> String {
        """
          - name: \(name)
            min-width: \(minimum)\(extra)
            size: {width: \(width), height: 320}
            metrics: {key-gap: 10}
            layers:
              letters:
                rows:
                  - [q, w, {action: shift}, {action: backspace}, {action: layer, to: symbols}, {action: return}]
              symbols:
                rows:
                  - ["1", "2", {action: layer, to: letters}, {action: backspace}, {action: return}]
        """
    }

    /// `base` with each slot filled from `sample`, the others emptied (the key slot unset is `a`).
    static func text(_ sample: Sample) -> String {
        var text = base
        for slot in Slot.allCases {
            let value = sample[slot] ?? (slot == .key ? "a" : "")
            // Multi-line values keep the slot's indentation on their later lines.
            let indent: String
            switch slot {
            case .layout: indent = ""
            case .layer, .symbols: indent = "    "
            case .layers: indent = "  "
            case .key, .row: indent = ""
            }
            text = text.replacingOccurrences(
                of: slot.rawValue, with: value.replacingOccurrences(of: "\n", with: "\n" + indent))
        }
        return text
    }

    /// The names of every field of every layout mapping, as `mapping.field`.
    static let fields: [String] = layoutMappings.flatMap { mapping in
        mapping.specs.map { "\(mapping.rawValue).\($0.name)" }
    }

    static func load(_ text: String) throws -> KeyboardLayout {
        let result = LayoutLoader().load(text: text, name: "every.yaml")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.location.line):\($0.location.column): \($0.message)" })")
        return try #require(result.layout)
    }

    @Test func everyFieldHasASample() {
        let missing = Self.fields.filter { Self.samples[$0] == nil && !Self.inBase.contains($0) }
        #expect(missing.isEmpty, "fields without a sample: \(missing)")
        let stale = Set(Self.samples.keys).union(Self.inBase).subtracting(Self.fields)
        #expect(stale.isEmpty, "samples of no field: \(stale.sorted())")
    }

    @Test func theBaseLayoutReadsWritesAndCompilesAsItself() throws {
        let layout = try Self.load(Self.text([:]))
        let written = LayoutWriter.yaml(layout)
        #expect(try Self.load(written) == layout)
        #expect(try CompiledLayout.decode(CompiledLayout.encode(layout)) == layout)
        // Its metrics are the format's defaults: the exports say the size alone is lost.
        let said = Self.said(ExportFormat.keyman.export(layout, file: "every.yaml").diagnostics)
        #expect(
            said.contains(
                "the keyboard's size (390 × 216 pt) is not carried over: a Keyman touch layout lays its rows out itself"
            ))
    }

    @Test(arguments: samples.keys.sorted())
    func theFieldSurvivesEveryWay(field: String) throws {
        let sample = try #require(Self.samples[field])
        let plain = try Self.load(Self.text([:]))
        let layout = try Self.load(Self.text(sample))
        // The field was read: the layout differs from the one without it.
        #expect(layout != plain || layout.forms.map(\.name) != plain.forms.map(\.name), "\(field) read as nothing")
        // YAML: written and read again, the same layout, written the same again.
        let written = LayoutWriter.yaml(layout)
        let reread = try Self.load(written)
        #expect(reread == layout, "\(field) lost by the writer:\n\(written)")
        #expect(reread.forms.map(\.name) == layout.forms.map(\.name))
        #expect(LayoutWriter.yaml(reread) == written)
        let name = String(field.split(separator: ".").last ?? "")
        // (A flick is written by its direction; a form's name after `- `; a form's `max-width` is
        // written only to be checked against the next form's `min-width`, which the writer writes.)
        let implied = field.hasPrefix("flicks.") || field == "form.name" || field == "form.max-width"
        #expect(written.contains(name + ":") || implied, "\(field) not written")
        // Compiled and loaded.
        let compiled = try CompiledLayout.decode(CompiledLayout.encode(layout))
        #expect(compiled == layout, "\(field) lost by the compiled format")
        #expect(compiled.forms.map(\.name) == layout.forms.map(\.name))
        // Each exporter keeps it or says it cannot.
        for format in ExportFormat.allCases {
            let without = format.export(plain, file: "every.yaml")
            let with = format.export(layout, file: "every.yaml")
            let texts = [with.text ?? ""] + with.companions.map(\.text)
            let kept =
                Self.needles[field].map { needle in texts.contains { $0.contains(needle) } }
                ?? (with.text != without.text || with.companions != without.companions)
            let said = Self.said(with.diagnostics) != Self.said(without.diagnostics)
            #expect(kept || said, "\(format.rawValue) drops \(field) without a word: \(Self.said(with.diagnostics))")
        }
    }

    /// Each diagnostic's message and notes, for comparing what two exports say.
    static func said(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap { [$0.message] + $0.notes.map(\.message) }
    }
}
