import KeyboardGeometry
import KeyboardModel
import LayoutExport
import LayoutFormat
import LayoutImport
import TestSupport
import Testing
import TouchScripts

@testable import KeyboardInput

extension ExportFormat: CustomTestStringConvertible {
    public var testDescription: String { rawValue }

    /// Layouts whose sentences need what the format cannot say, so that only what they type
    /// directly is checked: neither format has a Hangul composer (Keyman's dead keys and
    /// modify-previous keys are rules in the `.kmn` written beside the touch layout); the CLDR
    /// importer reads no marker after a letter (the kana pad's modify-previous key).
    nonisolated var needRules: Set<String> {
        switch self {
        case .keyman: ["ko-KR"]
        case .cldr: ["ko-KR", "ja-JP-kana"]
        }
    }
}

/// `import(export(L))` for each export format: each bundled layout's sentences (the table of
/// ``BundledLayoutTypingTests``) type the same text through the real controller on the layout
/// and on what comes back, every character the layout types comes back, and the keys that come
/// back stand where they stood.
@MainActor @Suite struct ExportRoundTripTests {
    typealias Format = ExportFormat

    static func roundTrip(_ id: String, _ format: Format) throws -> (
        original: KeyboardLayout, back: KeyboardLayout, warnings: [String]
    ) {
        let path = BundledLayoutTypingTests.layouts + "/" + id + ".yaml"
        let original = try #require(LayoutLoader().load(path: path).layout)
        let exported = format.export(original, file: path)
        #expect(!exported.diagnostics.contains { $0.severity == .error }, "\(exported.diagnostics)")
        let text = try #require(exported.text)
        // The companions (a Keyman touch layout's .kmn) are read beside it, as from a folder.
        let companions = exported.companions
        let imported = format.importFormat.importLayout(
            ImportSource(
                bytes: Array(text.utf8), file: id + (format == .keyman ? ".keyman-touch-layout" : ".xml"), id: id,
                read: { path in
                    companions.first { path == id + "." + $0.fileExtension }.map { Array($0.text.utf8) }
                }))
        let back = try #require(imported.layout, "\(imported.diagnostics.map(\.message))")
        return (original, back, exported.diagnostics.map(\.message))
    }

    static func type(_ text: String, on layout: KeyboardLayout) throws -> String {
        let controller = try KeyboardController(layout: layout)
        let buffer = TextBuffer()
        controller.input = buffer
        try Typist(controller: controller).type(text)
        return buffer.text
    }

    nonisolated static var sentenceCases: [(Format, String, String)] {
        Format.allCases.flatMap { format in
            BundledLayoutTypingTests.sentences.map { (format, $0.layout, $0.text) }
        }
    }

    @Test(arguments: sentenceCases)
    func sentencesTypeTheSame(_ format: Format, _ layout: String, _ sentence: String) throws {
        let (original, back, warnings) = try Self.roundTrip(layout, format)
        let missing = TypableCharacters.missing(in: sentence, layout: back)
        // Where the keyboard's rules would be needed, the rest of the sentence still types the same.
        if !format.needRules.contains(layout) { #expect(missing.isEmpty, "\(layout): \(missing)") }
        let typable = String(sentence.filter { !missing.contains($0) })
        #expect(try Self.type(typable, on: back) == Self.type(typable, on: original))
        // A sentence that is all composition (Hangul) is said to need the keyboard's rules.
        if typable.isEmpty { #expect(warnings.contains { $0.hasPrefix("'composer' is not carried over") }) }
    }

    nonisolated static var layoutCases: [(Format, String)] {
        Format.allCases.flatMap { format in
            BundledLayoutTypingTests.sentences.map(\.layout).reduce(into: [String]()) {
                if !$0.contains($1) && !format.needRules.contains($1) { $0.append($1) }
            }.map { (format, $0) }
        }
    }

    /// What dead keys, Hangul composition and modify-previous keys type is the keyboard's rules'
    /// work where the format has none (the export says so, per key): those layouts are not here.
    @Test(arguments: layoutCases)
    func everyCharacterTypedComesBack(_ format: Format, _ id: String) throws {
        let (original, back, _) = try Self.roundTrip(id, format)
        let lost = TypableCharacters.characters(of: original).subtracting(TypableCharacters.characters(of: back))
        #expect(lost.isEmpty, "\(format) \(id): \(lost.sorted())")
    }

    nonisolated static var allLayouts: [(Format, String)] {
        Format.allCases.flatMap { format in
            BundledLayoutTypingTests.sentences.map(\.layout).reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }.map { (format, $0) }
        }
    }

    /// The keys come back where they stood, within 0.5 pt, at the preferred size. Neither format
    /// says the keyboard's size, insets, gaps or row heights (the importers choose their own), so
    /// the layout that comes back is laid out with the original's; and a row to which the importer
    /// added keys (CLDR names no backspace key) is not compared: the export's warning says so.
    @Test(arguments: allLayouts)
    func keysStandWhereTheyStood(_ format: Format, _ id: String) throws {
        var (original, back, warnings) = try Self.roundTrip(id, format)
        original = try #require(original.form(named: original.formName))
        back = try #require(back.form(named: back.formName))
        back.metrics = original.metrics
        back.size = original.size
        var originalGeometry = try LayoutGeometry(original)
        var backGeometry = try LayoutGeometry(back)
        let before = try originalGeometry.frames(for: original.size)
        let after = try backGeometry.frames(for: original.size)
        var compared = 0
        for (layer, frames) in zip(original.layers, before) {
            // The layer that comes back: the first is the first, the others by name.
            let index = layer.name == original.layers.first?.name ? 0 : back.layers.firstIndex { $0.name == layer.name }
            guard let index, after.indices.contains(index) else { continue }
            for row in layer.rows.indices {
                let kept = frames.keys.filter { $0.row == row && Self.isCarried($0.key.action, format) }
                let returned = after[index].keys.filter { $0.row == row }
                guard kept.count == returned.count else {
                    #expect(
                        warnings.contains { $0.contains("backspace") || $0.contains("is written as a gap") },
                        "\(format) \(id) \(layer.name) row \(row + 1): \(kept.count) keys, \(returned.count) back")
                    continue
                }
                // Rows of one height and keys in one row: where the layout has others, the export
                // says so, and only the keys' places along their rows are compared.
                let rowsSaid = warnings.contains { $0.contains("every row one height") || $0.contains(" rows: in ") }
                for (a, b) in zip(kept, returned) {
                    var delta = max(abs(a.frame.minX - b.frame.minX), abs(a.frame.maxX - b.frame.maxX))
                    if !rowsSaid {
                        delta = max(delta, abs(a.frame.minY - b.frame.minY), abs(a.frame.maxY - b.frame.maxY))
                    }
                    #expect(delta <= 0.5, "\(format) \(id) \(layer.name) '\(a.id)': \(a.frame) → \(b.frame)")
                    compared += 1
                }
            }
        }
        #expect(compared > 0, "\(format) \(id): no key compared")
    }

    /// Whether a key comes back as a key (CLDR writes the system's keys as gaps).
    static func isCarried(_ action: KeyAction, _ format: Format) -> Bool {
        guard format == .cldr else { return true }
        switch action {
        case .backspace, .nextKeyboard, .dismiss, .custom, .caret, .deleteForward, .host: return false
        default: return true
        }
    }
}

/// The fidelity issue's round trip: a layout that autocapitalises, whose first layer is called
/// `letters` and which has a globe key keeps autocapitalisation and the globe through Keyman and
/// CLDR; CLDR keeps the layer's name, Keyman (whose first layer is `default`) says it does not.
@MainActor @Suite struct ExportKeepsWhatItCanTests {
    static let yaml =
        layoutHeader(id: "keeps", name: "Keeps", locale: "en")
            + """
            behavior: {autocapitalize: sentences}
            layers:
              letters:
                rows:
                  - [q, w, e, r, t, y, u, i, o, p]
                  - [{action: shift}, a, s, d, f, g, h, j, k, {action: backspace}]
                  - [{action: next-keyboard}, {action: space, width: fill}, {action: return}]

            """

    @Test(arguments: ExportFormat.allCases)
    func autocapitalisationTheGlobeAndTheLayerName(_ format: ExportFormat) throws {
        let layout = try #require(LayoutLoader().load(text: Self.yaml, name: "keeps.yaml").layout)
        let exported = format.export(layout, file: "keeps.yaml")
        let text = try #require(exported.text)
        let companions = exported.companions
        let file = "keeps" + (format == .keyman ? ".keyman-touch-layout" : ".xml")
        let back = try #require(
            format.importFormat.importLayout(
                ImportSource(
                    bytes: Array(text.utf8), file: file, id: "keeps",
                    read: { path in
                        companions.first { path == "keeps." + $0.fileExtension }.map { Array($0.text.utf8) }
                    })
            ).layout)
        #expect(back.behavior.autocapitalize == .sentences)
        #expect(back.layers[0].keys.contains { $0.action == .nextKeyboard })
        let warnings = exported.diagnostics.map(\.message)
        switch format {
        case .cldr:
            #expect(back.layers[0].name == "letters")
            #expect(!warnings.contains { $0.contains("layer names") })
        case .keyman:
            #expect(back.layers[0].name == "default")
            #expect(
                warnings.contains(
                    "layer names are not all kept: 'letters' as 'default' (a Keyman touch layout names its first "
                        + "layer and its shifted face so)"))
        }
        // Nothing about autocapitalisation is lost, so nothing is said about it.
        #expect(!warnings.contains { $0.contains("autocapitalize") })
    }

    /// An autocapitalisation the letters do not imply is said lost.
    @Test func anotherAutocapitalisationIsSaidLost() throws {
        let words = Self.yaml.replacingOccurrences(of: "autocapitalize: sentences", with: "autocapitalize: words")
        let layout = try #require(LayoutLoader().load(text: words, name: "keeps.yaml").layout)
        for format in ExportFormat.allCases {
            let warnings = format.export(layout, file: "keeps.yaml").diagnostics.map(\.message)
            #expect(warnings.contains { $0.hasPrefix("'autocapitalize: words' is not carried over") }, "\(format)")
        }
    }
}
