import Foundation
import KeyboardModel
import LayoutFormat
import Testing

@testable import LayoutImport

/// The CLDR importer on a keyboard and a key set written for it from the LDML keyboard 3.0
/// specification (`Tests/Fixtures/import/cldr`), every expectation worked out from the files; on
/// malformed input; and on the real keyboards of `../shared/corpus`.
@Suite struct CLDRImporterTests {
    static let folder = SqueekboardImporterTests.root.appendingPathComponent("Tests/Fixtures/import/cldr").path
    static let test = folder + "/keyboards/test.xml"

    static func importTest() throws -> ImportResult {
        CLDRImporter.importLayout(
            ImportSource(
                bytes: try #require(FlorisBoardImporterTests.read(test)), file: test, id: "test",
                read: FlorisBoardImporterTests.read))
    }

    @Test func theTouchFormByKeyIDs() throws {
        let layout = try #require(try Self.importTest().layout)
        #expect(layout.locale == "fr")
        #expect(layout.name == "Test")
        #expect(layout.formName == "phone")
        #expect(layout.layers.map(\.name) == ["base", "shift", "numbers"])
        #expect(layout.layers.map(\.shiftOf) == [nil, "base", nil])
        let rows = layout.layers[0].rows
        // Implied keys (z, q, space), own keys and the imported set's (period, comma).
        #expect(rows[0].keys.map(\.id) == ["a", "z", "e", "acute", "ring"])
        #expect(
            rows[1].keys.map(\.action) == [
                .shift, .character("q", shifted: "Q"), .character(".", shifted: "."), .character(",", shifted: ","),
            ])
        // `wide-gap` is a gap of 2; the imported period's long press is the comma.
        #expect(rows[1].gaps == [RowGap(before: 1, width: .units(2))])
        #expect(rows[1].keys[2].alternates == [","])
        // The layer key's display, space stretching, \u{000A} as return, backspace added.
        #expect(rows[2].keys.map(\.action) == [.layer("numbers"), .space, .return, .backspace])
        #expect(rows[2].keys[0].label == "123")
        #expect(rows[2].keys.map(\.width) == [.units(1), .fill, .units(1.5), .units(1.5)])
        // On the face, `base` turns shift off; an undeclared key is a gap.
        #expect(layout.layers[1].rows[1].keys[0].action == .shift)
        #expect(layout.layers[2].rows[0].gaps == [RowGap(before: 3, width: .units(1))])
    }

    @Test func gesturesAndDeadKeys() throws {
        let layout = try #require(try Self.importTest().layout)
        let keys = layout.layers[0].rows[0].keys
        // e: long press é (\u{E9}) and è, è first.
        #expect(keys[2].alternates == ["é", "è"])
        #expect(keys[2].defaultAlternate == "è")
        // a: the one-direction flick segment; the `nw se` one is left out; multitap à.
        #expect(keys[0].flicks == [Flick(.n, .character("à", shifted: "À"))])
        #expect(keys[0].multitap == [.character("à", shifted: "À")])
        // \m{acute} composes through `$1\u{0301}` and is shown ´, whose combining mark U+0301 is:
        // a dead key with the accent ´ (as a layout writes it; it composes through U+0301).
        #expect(keys[3].action == .dead(accent: "\u{B4}"))
        #expect(keys[3].label == "´")
        // \m{ring} has one literal composition: the compose table.
        #expect(keys[4].action == .dead(accent: "ring"))
        #expect(layout.compose.compose(accent: "ring", base: "a") == "å")
    }

    @Test func whatIsNotCarriedOverIsSaidWhereItIs() throws {
        let result = try Self.importTest()
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        let lines = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        // `        <import base="cldr" path="` is 34 characters.
        #expect(
            lines.contains("11:35 the key set '45/keys-Missing.xml' is not beside the keyboard; its keys are left out"))
        #expect(lines.contains { $0.hasPrefix("56:13 1 transform is beyond what compose tables express") })
        #expect(
            lines.contains { $0.hasPrefix("15:9 a flick of 'a-flicks' over several directions (nw se) is left out") })
        // `            <row keys="` is 23 characters.
        #expect(lines.contains("48:24 no key 'unknown' is declared or imported; a gap takes its place"))
        #expect(lines.contains("31:5 the 'iso' hardware form is left out: the touch form is imported"))
        let check = LayoutLoader().load(text: LayoutWriter.yaml(try #require(result.layout)), name: "test.yaml")
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics)")
    }

    /// A hardware form alone: layers by modifiers, AltGr one-shot, a row of touch keys added.
    @Test func aHardwareForm() throws {
        let text = """
            <keyboard3 locale="kk-Arab" conformsTo="45">
              <layers formId="us">
                <layer modifiers="none"><row keys="a b c"/><row keys="space"/></layer>
                <layer modifiers="shift"><row keys="A B C"/><row keys="space"/></layer>
                <layer modifiers="altR"><row keys="1 2 3"/><row keys="space"/></layer>
                <layer modifiers="ctrl"><row keys="x"/></layer>
              </layers>
            </keyboard3>
            """
        let result = CLDRImporter.importLayout(ImportSource(bytes: Array(text.utf8), file: "h.xml", id: "h"))
        let layout = try #require(result.layout, "\(result.diagnostics)")
        // kk-Arab is written in the Arabic script: right to left.
        #expect(layout.direction == .rightToLeft)
        #expect(layout.layers.map(\.name) == ["base", "shift", "altgr"])
        #expect(layout.layers.map(\.shiftOf) == [nil, "base", nil])
        #expect(layout.layers[2].isOneShot)
        #expect(layout.layers[0].rows.last?.keys.map(\.action) == [.shift, .layer("altgr"), .backspace, .return])
        #expect(layout.layers[2].rows.last?.keys.map(\.action) == [.shift, .layer("base"), .backspace, .return])
        #expect(result.diagnostics.contains { $0.message.hasPrefix("the layer for modifiers 'ctrl' is left out") })
        let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: "h.yaml")
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics)")
    }

    /// String variables resolve, `${…}` inside them too, but one naming itself stops.
    @Test func variables() throws {
        let text = """
            <keyboard3 locale="fr"><variables><string id="a" value="x${b}"/><string id="b" value="y"/>
            <string id="loop" value="z${loop}"/></variables>
            <keys><key id="k" output="${a}"/><key id="l" output="${loop}"/></keys>
            <layers formId="touch"><layer id="base"><row keys="k l"/></layer></layers></keyboard3>
            """
        let layout = try #require(
            CLDRImporter.importLayout(ImportSource(bytes: Array(text.utf8), file: "v.xml", id: "v")).layout)
        // `loop` is read 8 levels down, one z each.
        #expect(layout.layers[0].rows[0].keys.prefix(2).map(\.text) == ["xy", String(repeating: "z", count: 8)])
    }

    @Test(arguments: [
        ("<keyboard locale=\"fr\"/>", "1:1", "a CLDR keyboard is a <keyboard3> element, not <keyboard>"),
        (
            "<keyboard3 locale=\"fr\"><layers formId=\"touch\"/></keyboard3>", "1:1",
            "the keyboard has no layers with keys"
        ),
        ("<keyboard3 locale=\"fr\"><keys>", "1:30", "Extra content at the end of the document"),
    ])
    func malformed(text: String, place: String, message: String) {
        ImportExpectations.expectRefused(
            CLDRImporter.importLayout(ImportSource(bytes: Array(text.utf8), file: "x.xml", id: "x")), at: place, message
        )
    }

    /// Every real keyboard of the corpus (20) imports with the key sets beside it, and what is
    /// written validates under `--strict`.
    @Test(.enabled(if: Corpus.isPresent, Corpus.absence)) func theCorpus() throws {
        let corpus = try #require(Corpus.folder("cldr"))
        var files: [String] = []
        for folder in ["keyboards-46", "keyboards-main", "keyman-conformance"] {
            let path = corpus + "/" + folder
            files += try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".xml") }.map {
                path + "/" + $0
            }
        }
        for path in files.sorted() {
            let id = String(path.split(separator: "/").last?.dropLast(4) ?? "")
            let result = CLDRImporter.importLayout(
                ImportSource(
                    bytes: try #require(FlorisBoardImporterTests.read(path)), file: path, id: id,
                    read: FlorisBoardImporterTests.read))
            let layout = try #require(result.layout, "\(path): \(result.diagnostics.map(\.message))")
            let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: id + ".yaml")
            #expect(check.diagnostics.isEmpty, "\(path): \(check.diagnostics.map(\.message))")
        }
        #expect(files.count == 20)
    }
}
