import Foundation
import KeyboardModel
import LayoutFormat
import Testing

@testable import LayoutImport

/// The squeekboard importer on a file written for it (`Tests/Fixtures/import/squeekboard`),
/// with every expectation worked out from the file, and on the real squeekboard layouts of
/// `../shared/corpus` when they are there.
@Suite struct SqueekboardImporterTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func load(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func theSmallFile() throws {
        let path = Self.root.appendingPathComponent("Tests/Fixtures/import/squeekboard/small.yaml").path
        let result = SqueekboardImporter.importLayout(ImportSource(bytes: try Self.load(path), file: path, id: "small"))
        let layout = try #require(result.layout)
        #expect(layout.id == "small")
        #expect(layout.layers.map(\.name) == ["base", "upper", "numbers"])
        // Shift_L latches upper over base: upper is base's shifted face, Shift_L a shift key.
        #expect(layout.layers.map(\.shiftOf) == [nil, "base", nil])
        let base = layout.layers[0]
        #expect(base.rows[0].keys.map(\.text) == ["q", "w", "e"])
        // The wide outline is 45 over the default's 30: 1.5 units; the placeholder a 1-unit gap.
        let second = base.rows[1]
        #expect(second.keys.map(\.action) == [.shift, .character("a", shifted: "A"), .backspace])
        #expect(second.keys.map(\.width) == [.units(1.5), .units(1), .units(1.5)])
        #expect(second.keys.map(\.symbol) == [.shift, nil, .backspace])
        #expect(second.gaps == [RowGap(before: 1, width: .units(1))])
        let third = base.rows[2]
        #expect(third.keys.map(\.action) == [.layer("numbers"), .space, .return, .custom("F1")])
        #expect(third.keys.map(\.width) == [.units(1), .units(4), .units(1.5), .units(1)])
        #expect(third.keys[0].label == "123")
        // The tall outline (75 over 50) makes its row 1.5 high; Control is the host's latch; the
        // switch to the face `upper` goes to its layer.
        let numbers = layout.layers[2]
        #expect(numbers.rows[1].height == 1.5)
        #expect(numbers.rows[1].keys.map(\.action) == [.layer("base"), .host(.control), .space])
        let warnings = result.diagnostics.map {
            "\($0.location.line):\($0.location.column): \($0.severity) \($0.message)"
        }
        #expect(
            warnings == [
                "53:9: warning keysym 'F1' has no Keysmith action; the host is told 'custom: F1'",
                "38:13: warning set_view 'upper' goes to 'base', whose shift shows 'upper'",
            ])
        // What is written reads back without a problem.
        let written = LayoutWriter.yaml(layout)
        let check = LayoutLoader().load(text: written, name: "small.yaml")
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics)")
        #expect(check.layout?.layers.map(\.name) == ["base", "upper", "numbers"])
    }

    @Test func notASqueekboardFile() {
        let text = "views: [1, 2]\n"
        let result = SqueekboardImporter.importLayout(ImportSource(bytes: Array(text.utf8), file: "x.yaml", id: "x"))
        #expect(result.layout == nil)
        #expect(result.diagnostics.map(\.message) == ["'views' must be a mapping"])
        let broken = SqueekboardImporter.importLayout(
            ImportSource(bytes: Array("views: {a: [\n".utf8), file: "y.yaml", id: "y"))
        #expect(broken.layout == nil)
        #expect(broken.diagnostics.first?.severity == .error)
        let noBase = SqueekboardImporter.importLayout(
            ImportSource(bytes: Array("views: {letters: [\"a b\"]}\n".utf8), file: "z.yaml", id: "z"))
        #expect(noBase.diagnostics.map(\.message) == ["no 'base' view: squeekboard shows it first"])
    }

    /// Every real squeekboard layout in the corpus (33 files, purpose folders included)
    /// imports, and what is written validates without errors: the two with the most views, emoji
    /// (167) and jp+kana (40), within the 256 layers a layout may have.
    @Test(.enabled(if: Corpus.isPresent, Corpus.absence)) func theCorpus() throws {
        let folder = try #require(Corpus.folder("squeekboard/keyboards"))
        let files = Corpus.files(below: folder) { $0.hasSuffix(".yaml") }
        var imported = 0
        for name in files {
            let path = folder + "/" + name
            let id = String(name.split(separator: "/").last?.dropLast(5) ?? "")
            let result = SqueekboardImporter.importLayout(ImportSource(bytes: try Self.load(path), file: path, id: id))
            let layout = try #require(result.layout, "\(name): \(result.diagnostics.map(\.message))")
            let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: id + ".yaml")
            let errors = check.diagnostics.filter { $0.severity == .error }.map(\.message)
            #expect(errors.isEmpty, "\(name): \(errors)")
            if errors.isEmpty { imported += 1 }
            if name == "emoji/us.yaml" { #expect(layout.layers.count == 167) }
        }
        #expect(files.count == 33)
        #expect(imported == 33)
    }
}
