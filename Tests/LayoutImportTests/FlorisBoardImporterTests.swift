import Foundation
import KeyboardModel
import LayoutFormat
import Testing

@testable import LayoutImport

/// The FlorisBoard importer on layout files written for it from the format's documentation
/// (`Tests/Fixtures/import/florisboard`: a characters layout with its modifier rows, symbols,
/// manifest and a popup mapping beside it), every expectation worked out from the files; on
/// malformed input; and on the real FlorisBoard layouts of `../shared/corpus`.
@Suite struct FlorisBoardImporterTests {
    static let folder = SqueekboardImporterTests.root.appendingPathComponent("Tests/Fixtures/import/florisboard").path
    static let small = folder + "/layouts/characters/small.json"

    static func read(_ path: String) -> [UInt8]? { try? Array(Data(contentsOf: URL(fileURLWithPath: path))) }

    static func importSmall(popups: Bool = true, companions: Bool = true) throws -> ImportResult {
        let mapping = folder + "/popupMappings/test.json"
        var companion: @Sendable (String) -> [UInt8]? = { _ in nil }
        if companions { companion = { read($0) } }
        return FlorisBoardImporter.importLayout(
            ImportSource(
                bytes: try #require(read(small)), file: small, id: "small", read: companion,
                popups: popups ? (try #require(read(mapping)), mapping) : nil))
    }

    @Test func composedAsFlorisBoardComposesIt() throws {
        let layout = try #require(try Self.importSmall().layout)
        // The manifest's entry for `small`: its label and direction.
        #expect(layout.name == "Small test")
        #expect(layout.direction == .rightToLeft)
        #expect(layout.layers.map(\.name) == ["letters", "symbols"])
        let rows = layout.layers[0].rows
        #expect(rows.count == 4)
        // The last characters row takes the modifier row's placeholder, between shift and delete.
        #expect(
            rows[2].keys.map(\.action) == [
                .shift, .character("z", shifted: "Z"), .character("あ", shifted: "あ"), .backspace,
            ])
        #expect(rows[2].keys.map(\.width) == [.units(1.56), .units(1), .units(1), .units(1.56)])
        #expect(rows[3].keys.map(\.action) == [.layer("symbols"), .character(",", shifted: ","), .space, .return])
        #expect(rows[3].keys.map(\.width) == [.units(1.56), .units(1), .fill, .units(1.56)])
        #expect(rows[3].keys[0].label == "?123")
        // The symbols layer: its rows and the bottom row that leads back.
        let symbols = layout.layers[1].rows
        #expect(symbols[0].keys.map(\.text) == ["@", "#"])
        #expect(symbols[1].keys.map(\.action) == [.layer("letters"), .space, .backspace, .return])
    }

    @Test func keyKinds() throws {
        let layout = try #require(try Self.importSmall().layout)
        let rows = layout.layers[0].rows
        // auto_text_key capitalises; case_selector says its capital (the dotted İ).
        #expect(
            rows[0].keys.map(\.action) == [
                .character("q", shifted: "Q"), .character("w", shifted: "W"), .character("i", shifted: "İ"),
            ])
        // A plain key types its code point as it is; shift_state_selector's shiftedManual is
        // the shifted text; multi_text_key its code points; the rtl branch for an rtl layout.
        #expect(
            rows[1].keys.map(\.action) == [
                .character("א", shifted: "א"), .character("1", shifted: "!"),
                .character("e\u{301}", shifted: "e\u{301}"),
                .character(")", shifted: ")"),
            ])
    }

    @Test func popupsAndMappings() throws {
        let layout = try #require(try Self.importSmall().layout)
        let rows = layout.layers[0].rows
        // The mapping's q: main first and the default, then relevant.
        #expect(rows[0].keys[0].alternates == ["ǫ", "ꝗ"])
        #expect(rows[0].keys[0].defaultAlternate == "ǫ")
        // The key's own popup.
        #expect(rows[0].keys[1].alternates == ["ŵ"])
        #expect(rows[0].keys[1].defaultAlternate == "ŵ")
        // z: the mapping's text item; its `delete` item is an action, left out.
        #expect(rows[2].keys[1].alternates == ["ž"])
        #expect(rows[2].keys[1].defaultAlternate == nil)
        let symbols = layout.layers[1].rows
        #expect(symbols[0].keys[1].alternates == ["№", "♯"])
        // Without the mapping, only the keys' own popups.
        let plain = try #require(try Self.importSmall(popups: false).layout)
        #expect(plain.layers[0].rows[0].keys[0].alternates == [])
    }

    /// Every approximation is a warning at its own file's line, with its JSON Pointer.
    @Test func whatIsNotCarriedOverIsSaidWhereItIs() throws {
        let result = try Self.importSmall()
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        let lines = result.diagnostics.map {
            "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line):"
                + "\($0.location.column) \($0.message)"
        }
        #expect(
            lines.contains(
                "popupMappings/test.json:6:10 popup context 'uri' (for email or URI fields) is not carried over (at /uri)"
            ))
        // `    "z": { "relevant": [ { "code": 382, "label": "ž" }, ` is 56 characters.
        #expect(
            lines.contains(
                "popupMappings/test.json:4:57 popup item delete is an action, not text; left out (at /all/z/relevant/1)"
            ))
        #expect(
            lines.contains(
                "characters/small.json:15:5 the 'kata' branch of this kana_selector is not carried over; 'hira' is (at /2/1)"
            ))
        #expect(
            lines.contains(
                "characters/small.json:16:5 key code -255 ('uri_tld') is a FlorisBoard action with no Keysmith one; left out (at /2/2)"
            ))
        #expect(
            lines.contains(
                "charactersMod/default.json:9:5 the 'email' branch of this variation_selector is not carried over; 'default' is (at /1/1)"
            ))
        // Every file a warning is in is among the result's sources, for the renderer.
        let files = Set(result.sources.map(\.file))
        #expect(result.diagnostics.allSatisfy { files.contains($0.location.file) })
    }

    /// Without the files beside it, the layout gets Keysmith's modifier rows, said, and no symbols.
    @Test func withoutCompanions() throws {
        let result = try Self.importSmall(popups: false, companions: false)
        let layout = try #require(result.layout)
        #expect(layout.direction == .leftToRight)
        #expect(layout.layers.map(\.name) == ["letters"])
        #expect(
            layout.layers[0].rows[3].keys.map(\.action) == [
                .character(",", shifted: ","), .space, .character(".", shifted: "."), .return,
            ])
        #expect(
            result.diagnostics.contains { $0.message.hasPrefix("no charactersMod/default.json beside the layouts") })
        #expect(result.diagnostics.contains { $0.message.hasPrefix("no symbols/western.json beside the layouts") })
        let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: "small.yaml")
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics)")
    }

    @Test(arguments: [
        ("{\"a\": 1}", "1:1", "a FlorisBoard layout (a list of rows) must be a list"),
        ("[[{\"label\": \"x\"}]]", "1:3", "a key needs a 'code' (at /0/0)"),
        (
            "[[{\"$\": \"case_selector\", \"upper\": {\"code\": 65}}]]", "1:3",
            "this case_selector needs 'lower' (at /0/0)"
        ),
        ("[[]]", "1:1", "the layout has no keys"),
    ])
    func malformed(text: String, place: String, message: String) {
        ImportExpectations.expectRefused(
            FlorisBoardImporter.importLayout(ImportSource(bytes: Array(text.utf8), file: "x.json", id: "x")), at: place,
            message)
    }

    /// A code too large for any key (found by the fuzzer: it trapped in the conversion to an
    /// integer) is left out with a warning, as an unknown action is.
    @Test func aHugeOrFractionalCodeIsNoKey() throws {
        let text =
            "[[{\"code\": 6.2e34, \"label\": \"@\"}, {\"code\": 97.5}, {\"code\": 98}], [{\"$\": \"multi_text_key\", \"codePoints\": [1e300, 99]}]]"
        let result = FlorisBoardImporter.importLayout(ImportSource(bytes: Array(text.utf8), file: "x.json", id: "x"))
        let layout = try #require(result.layout, "\(result.diagnostics)")
        #expect(layout.layers[0].rows[0].keys.map(\.text) == ["b"])
        #expect(layout.layers[0].rows[1].keys.map(\.text) == ["c"])
        #expect(result.diagnostics.filter { $0.message.hasPrefix("key code 0") }.count == 2)
    }

    /// Every real layout file of the corpus (29, the manifest aside) imports with the files
    /// beside it, and what is written validates under `--strict`.
    @Test(.enabled(if: Corpus.isPresent, Corpus.absence)) func theCorpus() throws {
        let corpus = try #require(Corpus.folder("florisboard/layouts"))
        let files = Corpus.files(below: corpus) { $0.hasSuffix(".json") && $0 != "extension.json" }
        for name in files {
            let path = corpus + "/" + name
            let id = String(name.split(separator: "/").last?.dropLast(5) ?? "")
            let result = FlorisBoardImporter.importLayout(
                ImportSource(bytes: try #require(Self.read(path)), file: path, id: id, read: Self.read))
            let layout = try #require(result.layout, "\(name): \(result.diagnostics.map(\.message))")
            let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: id + ".yaml")
            #expect(check.diagnostics.isEmpty, "\(name): \(check.diagnostics.map(\.message))")
        }
        #expect(files.count == 29)
    }
}
