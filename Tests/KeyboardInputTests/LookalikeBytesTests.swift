import CompiledLayouts
import KeyboardGeometry
import KeyboardModel
import LayoutExport
import LayoutFormat
import LayoutImport
import Testing

@testable import KeyboardInput

/// Texts that `String`'s `==` calls equal but whose bytes differ stay apart wherever a layout
/// goes. The fixture `lookalikes.yaml` (its own layout for this check) has a key for each member
/// of six pairs, in three layers: with alternates naming the other member, with labels showing
/// the other member, and with default ids (their texts, so `;` and U+037E are two ids).
@MainActor @Suite struct LookalikeBytesTests {
    static let path =
        String(BundledLayoutTypingTests.layouts.dropLast("Layouts".count)) + "Tests/Fixtures/valid/lookalikes.yaml"

    /// The pairs, as scalars written out (not as literals a tool might normalise).
    static let pairs: [(String, String)] = [
        ("\u{3B}", "\u{37E}"), ("\u{C5}", "\u{212B}"), ("\u{4B}", "\u{212A}"), ("\u{E9}", "\u{65}\u{301}"),
        ("\u{1E9B}", "\u{17F}\u{307}"), ("\u{AC00}", "\u{1100}\u{1161}"),
    ]

    static func yamlLayout() throws -> KeyboardLayout {
        let result = LayoutLoader().load(path: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.layout)
    }

    /// What each key of each layer shows and types, byte for byte: label, text, shifted text,
    /// alternates and id, each as hex, so that a comparison of two reports is one of bytes.
    static func report(_ layout: KeyboardLayout, ids: Bool = true) -> [String] {
        func hex(_ text: String) -> String { text.utf8.map { String($0, radix: 16) }.joined(separator: ".") }
        var lines: [String] = []
        for layer in layout.layers {
            for key in layer.keys {
                guard case .character(let text, let shifted) = key.action else { continue }
                let alternates = (key.alternates.isEmpty ? layout.alternates[text: key.id] ?? [] : key.alternates)
                var line = "\(layer.name) label=\(hex(key.label)) text=\(hex(text)) shifted=\(hex(shifted))"
                line += " alternates=\(alternates.map(hex))"
                if ids { line += " id=\(hex(key.id))" }
                lines.append(line)
            }
        }
        return lines
    }

    /// The fixture says what it should: hand-checked bytes of a few keys.
    @Test func theYAMLKeepsEveryMemberApart() throws {
        let layout = try Self.yamlLayout()
        let letters = try #require(layout.layer(named: "letters")).keys
        #expect(Array(letters[0].label.utf8) == [0x3B])
        #expect(Array(letters[1].label.utf8) == [0xCD, 0xBE])  // U+037E
        #expect(letters[1].alternates.map { Array($0.utf8) } == [[0x3B]])
        let labels = try #require(layout.layer(named: "labels")).keys
        #expect(Array(labels[0].label.utf8) == [0xCD, 0xBE])
        #expect(Array(labels[2].label.utf8) == [0xE2, 0x84, 0xAB])  // U+212B on the key typing U+00C5
        let plain = try #require(layout.layer(named: "plain")).keys
        #expect(
            plain.prefix(6).map { Array($0.id.utf8) } == [
                [0x3B], [0xCD, 0xBE], [0xC3, 0x85], [0xE2, 0x84, 0xAB], [0x4B], [0xE2, 0x84, 0xAA],
            ])
        // The table's entries by those ids: each key takes its own.
        #expect(plain[0].alternates.map { Array($0.utf8) } == [[0xCD, 0xBE], [0x3B, 0x3B]])
        #expect(plain[1].alternates.map { Array($0.utf8) } == [[0x3B], [0xCD, 0xBE, 0xCD, 0xBE]])
        // 12 keys in each of three layers.
        #expect(Self.report(layout).count == 36)
    }

    @Test func theCompiledLayoutIsTheYAMLByteForByte() throws {
        let layout = try Self.yamlLayout()
        let compiled = try CompiledLayout.decode(CompiledLayout.encode(layout))
        #expect(Self.report(compiled) == Self.report(layout))
        // Written as YAML and read again, too.
        let written = LayoutWriter.yaml(layout)
        let read = try #require(LayoutLoader().load(text: written, name: "lookalikes.yaml").layout)
        #expect(Self.report(read) == Self.report(layout))
    }

    /// Every key of every layer, tapped through the real controller, types its own bytes, from
    /// the YAML and from the compiled file alike.
    @Test func everyKeyTypesItsOwnBytes() throws {
        let layout = try Self.yamlLayout()
        let compiled = try CompiledLayout.decode(CompiledLayout.encode(layout))
        for source in [layout, compiled] {
            for layer in source.layers {
                for key in layer.keys {
                    guard case .character(let text, _) = key.action else { continue }
                    let harness = try ControllerHarness(source)
                    #expect(harness.controller.showLayer(named: layer.name))
                    try harness.tap(key.id, at: 1)
                    #expect(Array(harness.text.utf8) == Array(text.utf8), "\(layer.name) \(key.id)")
                }
            }
        }
        // Both members of each pair are typed (by the planner, which finds each key by bytes).
        for (a, b) in Self.pairs {
            for member in [a, b] {
                let typed = try ExportRoundTripTests.type(member, on: compiled)
                #expect(Array(typed.utf8) == Array(member.utf8), "\(member.unicodeScalars.map(\.value))")
            }
        }
    }

    /// Exported to each format and imported again, every key keeps its label, text and
    /// alternates byte for byte (ids are the formats' own).
    @Test(arguments: ExportFormat.allCases)
    func anExportAndItsImportKeepEveryMemberApart(_ format: ExportFormat) throws {
        let layout = try Self.yamlLayout()
        let exported = format.export(layout, file: Self.path)
        let text = try #require(exported.text)
        let imported = format.importFormat.importLayout(
            ImportSource(
                bytes: Array(text.utf8),
                file: "lookalikes" + (format == .keyman ? ".keyman-touch-layout" : ".xml"), id: "lookalikes"))
        let back = try #require(imported.layout, "\(imported.diagnostics.map(\.message))")
        let before = Self.report(layout, ids: false)
        let after = Self.report(back, ids: false)
        #expect(after.count == before.count)
        for (a, b) in zip(before, after) {
            // The layers' names are the format's; the rest is bytes.
            #expect(a.drop { $0 != " " } == b.drop { $0 != " " }, "\(format)")
        }
        // Both members of each pair come back as outputs.
        let outputs = TypableCharacters.outputs(of: back)
        for (a, b) in Self.pairs {
            #expect(outputs.contains(ExactText(a)) && outputs.contains(ExactText(b)), "\(format) \(a) \(b)")
        }
    }
}
