import Foundation
import KeyboardModel
import LayoutFormat
import Testing

@testable import LayoutImport

/// The Keyman importer on a touch layout written for it from the format's documentation
/// (`Tests/Fixtures/import/keyman/small.keyman-touch-layout`), every expectation worked out from
/// the file; on malformed input; and on the real touch layouts of `../shared/corpus`.
@Suite struct KeymanImporterTests {
    static let root = SqueekboardImporterTests.root
    static let small = root.appendingPathComponent("Tests/Fixtures/import/keyman/small.keyman-touch-layout").path

    static func importSmall(platform: ImportForm? = nil) throws -> ImportResult {
        KeymanImporter.importLayout(
            ImportSource(bytes: try SqueekboardImporterTests.load(small), file: small, id: "small", form: platform))
    }

    @Test func phoneAndTabletBecomeForms() throws {
        let layout = try #require(try Self.importSmall().layout)
        #expect(layout.formName == "phone")
        #expect(layout.size == KeyboardSize(width: 390, height: 216))
        #expect(layout.forms.map(\.name) == ["tablet"])
        #expect(layout.forms.first?.minWidth == 960)
        #expect(layout.forms.first?.size == KeyboardSize(width: 1024, height: 320))
        // `caps` is what caps lock does with the shifted face; `hidden` is reached by no key.
        #expect(layout.layers.map(\.name) == ["default", "shift", "numeric"])
        #expect(layout.layers.map(\.shiftOf) == [nil, "default", nil])
        // The tablet's K_ROPT (*Hide*) dismisses; K_LOPT (*Menu*) is the next-keyboard key.
        let tablet = try #require(layout.forms.first?.layers.first)
        #expect(tablet.rows[1].keys.map(\.action) == [.nextKeyboard, .space, .return, .dismiss])
    }

    @Test func keysGapsAndGestures() throws {
        let layout = try #require(try Self.importSmall().layout)
        let rows = layout.layers[0].rows
        // K_Q types its cap; U_0077 its code point; U_0065_0301 two code points.
        #expect(rows[0].keys.map(\.text) == ["q", "w", "e\u{301}", "a"])
        #expect(rows[0].keys[1].alternates == ["ŵ", "ẁ"])
        #expect(rows[0].keys[1].defaultAlternate == "ẁ")
        #expect(rows[0].keys[2].hint == "e")
        #expect(rows[0].keys[2].flicks.map(\.direction) == [.s, .n])
        #expect(rows[0].keys[2].flicks.map(\.action) == [.character("ë", shifted: "Ë"), .character("ê", shifted: "Ê")])
        #expect(rows[0].keys[3].multitap == [.character("à", shifted: "À"), .character("â", shifted: "Â")])
        // Width 150 is 1.5 units; the pad of 50 before z and the spacer of 25 are gaps.
        #expect(rows[1].keys.map(\.action) == [.shift, .character("z", shifted: "Z"), .backspace])
        #expect(rows[1].keys.map(\.width) == [.units(1.5), .units(1), .units(1.5)])
        #expect(rows[1].gaps == [RowGap(before: 1, width: .units(0.5)), RowGap(before: 2, width: .units(0.25))])
        #expect(rows[2].keys.map(\.action) == [.layer("numeric"), .nextKeyboard, .space, .return])
        #expect(rows[2].keys[0].label == "123")
        #expect(rows[2].keys[2].width == .units(4))
        // On the face, shift (nextlayer default) turns shift off; its keys type as written.
        let face = layout.layers[1].rows
        #expect(face[1].keys[0].action == .shift)
        #expect(face[0].keys[0].action == .character("Q", shifted: "Q"))
        // On numeric, *abc* goes back; T_x types nothing the layout says: a 1-unit gap.
        let numeric = layout.layers[2].rows
        #expect(numeric[0].keys.map(\.text) == ["1", "2"])
        #expect(numeric[0].gaps == [RowGap(before: 2, width: .units(1))])
        #expect(numeric[1].keys[0].action == .layer("default"))
        #expect(numeric[1].keys[0].label == "abc")
    }

    /// Every approximation is a warning at its source line, with its JSON Pointer.
    @Test func whatIsNotCarriedOverIsSaidWhereItIs() throws {
        let result = try Self.importSmall()
        let lines = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(lines.allSatisfy { $0.contains("(at /") })
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(
            lines.contains("73:14 the 'desktop' layout is left out: Keysmith lays out touch keyboards (at /desktop)"))
        #expect(
            lines.contains("3:13 'font' Tahoma is not carried over: Keysmith leaves fonts to the host (at /phone/font)")
        )
        // Line 11, column 15: `              {"id": "K_Q"` — the first key typing its cap.
        #expect(
            lines.contains(
                "11:15 3 keys of layer 'default' ('K_Q', 'T_A', 'K_Z') type what the keyboard's .kmn rules say; "
                    + "each is imported typing its cap (at /phone/layer/0)"))
        #expect(lines.contains { $0.hasPrefix("45:7 layer 'caps' is Keyman's caps-lock layer") })
        #expect(lines.contains { $0.hasPrefix("56:7 layer 'hidden' is left out: no key leads to it") })
        // `          {"id": 1, "key": [{"id": "K_1", "text": "1"}, ` is 56 characters.
        #expect(
            lines.contains(
                "52:57 1 key of layer 'numeric' types and then switches layer ('nextlayer'); only the typing is "
                    + "carried over (at /phone/layer/3)"))
        #expect(lines.contains { $0.hasPrefix("52:109 key 'T_x' types nothing the layout says") })
    }

    @Test func formPicksOnePlatform() throws {
        let tablet = try #require(try Self.importSmall(platform: .tablet).layout)
        #expect(tablet.formName == "tablet")
        #expect(tablet.forms.isEmpty)
        #expect(tablet.size == KeyboardSize(width: 1024, height: 320))
        #expect(tablet.layers.map(\.name) == ["default"])
        let phone = try #require(try Self.importSmall(platform: .phone).layout)
        #expect(phone.forms.isEmpty)
        #expect(phone.layers.count == 3)
    }

    @Test func whatIsWrittenValidatesStrictly() throws {
        let layout = try #require(try Self.importSmall().layout)
        let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: "small.yaml")
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics)")
        #expect(check.layout?.forms.count == 1)
    }

    /// Malformed files are located errors, never a crash.
    @Test(arguments: [
        // Read as JSON: the end of the text is just after its last character.
        ("{\"phone\": {\"layer\": [\n", "1:22", "the JSON text ends before the value is complete (in /phone/layer/0)"),
        ("[1, 2]", "1:1", "the top level must be a JSON object (in the top-level value)"),
        ("{\"watch\": {}}", "1:1", "a touch layout needs a 'phone' or a 'tablet' layout"),
        ("{\"phone\": {\"font\": \"x\"}}", "1:11", "the 'phone' layout needs 'layer' (at /phone)"),
        ("{\"phone\": {\"layer\": [{\"row\": []}]}}", "1:22", "a layer needs an 'id' (at /phone/layer/0)"),
        (
            "{\"phone\": {\"layer\": [{\"id\": \"default\"}]}}", "1:22",
            "layer 'default' needs 'row' (at /phone/layer/0)"
        ),
    ])
    func malformed(text: String, place: String, message: String) {
        ImportExpectations.expectRefused(
            KeymanImporter.importLayout(ImportSource(bytes: Array(text.utf8), file: "x.json", id: "x")), at: place,
            message)
    }

    /// Random bytes and mutations of the small file never crash and always say why nothing came.
    @Test func randomInputNeverCrashes() throws {
        ImportExpectations.expectMutationsSurvive(try SqueekboardImporterTests.load(Self.small), seed: 0x4B45_594D) {
            KeymanImporter.importLayout(ImportSource(bytes: $0, file: "mutated.json", id: "mutated"))
        }
    }

    /// Every real touch layout of the corpus (41 files) imports; what is written validates
    /// under `--strict` but for `legacy`, a test fixture of Keyman's without a return key.
    @Test(.enabled(if: Corpus.isPresent, Corpus.absence)) func theCorpus() throws {
        let folder = try #require(Corpus.folder("keyman"))
        let files = Corpus.files(below: folder) { $0.hasSuffix(".keyman-touch-layout") }
        var clean = 0
        for name in files {
            let path = folder + "/" + name
            let id = String(name.split(separator: "/").last?.split(separator: ".").first ?? "")
            let result = KeymanImporter.importLayout(
                ImportSource(bytes: try SqueekboardImporterTests.load(path), file: path, id: id))
            let layout = try #require(result.layout, "\(name): \(result.diagnostics.map(\.message))")
            #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.location.file == path })
            let check = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: id + ".yaml")
            let problems = check.diagnostics.map(\.message)
            if id == "legacy" {
                #expect(problems == ["no return key in any layer reachable from 'default'"])
            } else {
                #expect(problems.isEmpty, "\(name): \(problems)")
                clean += 1
            }
        }
        #expect(files.count == 41)
        #expect(clean == 40)
    }
}
