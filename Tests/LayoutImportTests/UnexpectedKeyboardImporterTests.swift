import Foundation
import KeyboardModel
import LayoutFormat
import Testing

@testable import LayoutImport

/// The Unexpected Keyboard importer and its libxml2 reader on files written for them from the
/// format's documentation (`Tests/Fixtures/import/unexpected`: a layout with the built-in bottom
/// row and numeric pane beside it), every expectation worked out from the files; on malformed
/// XML; and on the real layouts of `../shared/corpus`.
@Suite struct UnexpectedKeyboardImporterTests {
    static let folder = SqueekboardImporterTests.root.appendingPathComponent("Tests/Fixtures/import/unexpected").path
    static let small = folder + "/layouts/small.xml"

    static func importSmall(companions: Bool = true) throws -> ImportResult {
        var companion: @Sendable (String) -> [UInt8]? = { _ in nil }
        if companions { companion = { FlorisBoardImporterTests.read($0) } }
        return UnexpectedKeyboardImporter.importLayout(
            ImportSource(
                bytes: try #require(FlorisBoardImporterTests.read(small)), file: small, id: "small", read: companion))
    }

    @Test func keysCornersAndBuiltInRows() throws {
        let layout = try #require(try Self.importSmall().layout)
        #expect(layout.name == "Small")
        // `script="hebrew"` is written right to left.
        #expect(layout.direction == .rightToLeft)
        #expect(layout.layers.map(\.name) == ["letters", "numeric"])
        let rows = layout.layers[0].rows
        #expect(rows.count == 3)
        // q: `ne` and the escaped `\@` as flicks; the `loc esc` placeholder left out.
        #expect(rows[0].keys[0].flicks.map(\.direction) == [.ne, .sw])
        #expect(rows[0].keys[0].flicks.map(\.action) == [.character("1", shifted: "1"), .character("@", shifted: "@")])
        // Legacy key0/key2/key8: centre, ne, s; `&amp;` is `&`; the modmap gives ß its capital ẞ.
        #expect(rows[0].keys[1].action == .character("ß", shifted: "ẞ"))
        #expect(rows[0].keys[1].flicks.map(\.direction) == [.ne, .s])
        #expect(rows[0].keys[1].flicks.map(\.action) == [.character("&", shifted: "&"), .dead(accent: "\u{301}")])
        // accent_grave is a dead key with the combining grave; combining_aigu types the mark.
        #expect(rows[0].keys[2].action == .dead(accent: "\u{300}"))
        #expect(rows[0].keys[2].flicks.map(\.action) == [.character("\u{301}", shifted: "\u{301}")])
        // Row 2: its height; the 0.5 left shift a gap; `\\` types a backslash; superscript is a gap.
        #expect(rows[1].height == 1.2)
        #expect(rows[1].keys.map(\.action) == [.shift, .character("\\", shifted: "\\"), .backspace])
        #expect(rows[1].keys.map(\.width) == [.units(1.5), .units(1), .units(1.5)])
        #expect(rows[1].gaps == [RowGap(before: 0, width: .units(0.5)), RowGap(before: 2, width: .units(1))])
        #expect(rows[1].keys[1].flicks.map(\.action) == [.caret(.right), .caret(.left)])
        // The built-in bottom row from res/bottom_row.xml, its switch to the numeric pane.
        #expect(rows[2].keys.map(\.action) == [.layer("numeric"), .space, .return])
        #expect(rows[2].keys[0].label == "123")
        #expect(rows[2].height == 0.95)
        #expect(layout.layers[1].rows[1].keys.map(\.action) == [.layer("letters"), .space, .backspace, .return])
    }

    /// Attributes are located at their values, elements at their `<`.
    @Test func warningsAreAtTheSource() throws {
        let result = try Self.importSmall()
        let lines = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(lines.contains("6:5 modmap 'fn' entries are not carried over: Keysmith has no fn layer"))
        // `    <key c="` is 12 characters.
        #expect(lines.contains("16:13 key 'superscript' has no Keysmith action; left out"))
        // `    <key c="q" ne="1" sw="\@" se="` is 34 characters.
        #expect(
            lines.contains(
                "9:35 1 'loc' placeholder is left out: Unexpected Keyboard shows them only when a setting adds them"))
    }

    @Test func withoutTheBuiltInRows() throws {
        let result = try Self.importSmall(companions: false)
        let layout = try #require(result.layout)
        #expect(layout.layers.map(\.name) == ["letters"])
        #expect(layout.layers[0].rows[2].keys.map(\.action) == [.nextKeyboard, .space, .return])
        #expect(
            result.diagnostics.contains {
                $0.message.hasPrefix("the built-in bottom row (res/bottom_row.xml) is not beside")
            })
        let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: "small.yaml")
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics)")
    }

    /// After a byte order mark, columns are the text's (the mark takes none).
    @Test func aByteOrderMarkTakesNoColumn() throws {
        let text = "\u{FEFF}<keyboard><row><key c=\"superscript\"/><key c=\"a\"/></row></keyboard>"
        let result = UnexpectedKeyboardImporter.importLayout(
            ImportSource(bytes: Array(text.utf8), file: "b.xml", id: "b"))
        // `<keyboard><row><key c="` is 23 characters.
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column)" }.contains("1:24"))
    }

    /// libxml2's errors, at their line and column; nothing from a document's own entities.
    @Test(arguments: [
        // libxml2 says where it noticed: past the end tag, at the end of the text.
        ("<keyboard><row></keyboard>", "1:27", "Opening and ending tag mismatch: row line 1 and keyboard"),
        ("<keyboard>", "1:11", "Extra content at the end of the document"),
        (
            "<?xml version=\"1.0\"?><!DOCTYPE k [<!ENTITY e \"x\">]><keyboard name=\"&e;\"/>", "1:",
            "Entity 'e' not defined"
        ),
        ("<row/>", "1:1", "an Unexpected Keyboard layout is a <keyboard> element, not <row>"),
        ("<keyboard><row/></keyboard>", "1:1", "the layout has no rows of keys"),
    ])
    func malformed(text: String, place: String, message: String) {
        ImportExpectations.expectRefused(
            UnexpectedKeyboardImporter.importLayout(ImportSource(bytes: Array(text.utf8), file: "x.xml", id: "x")),
            at: place, message)
    }

    /// Random mutations of the small file never crash and always say why nothing came.
    @Test func randomInputNeverCrashes() throws {
        ImportExpectations.expectMutationsSurvive(
            try #require(FlorisBoardImporterTests.read(Self.small)), seed: 0x0055_4B58
        ) {
            UnexpectedKeyboardImporter.importLayout(ImportSource(bytes: $0, file: "mutated.xml", id: "mutated"))
        }
    }

    /// Every real layout of the corpus (34) imports with the built-in rows beside it, and what is
    /// written validates under `--strict`.
    @Test(.enabled(if: Corpus.isPresent, Corpus.absence)) func theCorpus() throws {
        let corpus = try #require(Corpus.folder("unexpected-keyboard/layouts"))
        // The layouts themselves, not the rows and panes in folders below.
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".xml") }.sorted()
        for name in files {
            let path = corpus + "/" + name
            let result = UnexpectedKeyboardImporter.importLayout(
                ImportSource(
                    bytes: try #require(FlorisBoardImporterTests.read(path)), file: path, id: String(name.dropLast(4)),
                    read: FlorisBoardImporterTests.read))
            let layout = try #require(result.layout, "\(name): \(result.diagnostics.map(\.message))")
            let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: String(name.dropLast(4)) + ".yaml")
            #expect(check.diagnostics.isEmpty, "\(name): \(check.diagnostics.map(\.message))")
        }
        #expect(files.count == 34)
    }
}
