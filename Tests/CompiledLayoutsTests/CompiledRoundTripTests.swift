import Foundation
import KeyboardGeometry
import KeyboardModel
import KeysmithSources
import LayoutFormat
import TestSupport
import Testing

@testable import CompiledLayouts

/// The repository's `Layouts` folder, found from this file's place.
let layoutsFolder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/CompiledLayoutsTests/<this file>
    return parts.joined(separator: "/") + "/Layouts"
}()

/// A bundled layout read from its YAML through the real loader.
func yamlLayout(_ id: String) throws -> KeyboardLayout {
    let result = LayoutLoader().load(path: layoutsFolder + "/\(id).yaml")
    return try #require(result.layout, "\(result.diagnostics)")
}

@Suite struct CompiledRoundTripTests {
    static let ids = BundledSources.layouts.keys.sorted()

    @Test(arguments: ids)
    func everyBundledLayoutReadsBackAsItself(id: String) throws {
        let layout = try yamlLayout(id)
        let bytes = CompiledLayout.encode(layout)
        let read = try CompiledLayout.decode(bytes)
        #expect(read == layout)
        // Field by field where `==` is lenient: source marks compare equal, so check the forms too.
        #expect(read.forms.map(\.name) == layout.forms.map(\.name))
        #expect(read.forms.map(\.layers) == layout.forms.map(\.layers))
        // Deterministic: the same layout, the same bytes, and the read layout writes them again.
        #expect(CompiledLayout.encode(layout) == bytes)
        #expect(CompiledLayout.encode(read) == bytes)
    }

    /// A key whose alternates are the table's for its id shares the table's list when read; one
    /// with its own list, or a list equal to the table's under another id, reads its own.
    @Test func alternatesFromTheTableAndTheKeysOwnReadBack() throws {
        let yaml =
            layoutHeader(id: "t", name: "T", locale: "fr", width: 300, height: 100)
                + """
                alternates: {a: [à, â], e: [é]}
                layers:
                  one:
                    rows:
                      - [a, e, {text: o, alternates: [à, â]}, {action: layer, to: two}]
                  two:
                    rows:
                      - [{text: a, alternates: [â]}, {text: e, alternates: []}, {id: e2, text: e}, {action: layer, to: one}]
                """
        let result = LayoutLoader().load(text: yaml, name: "t.yaml")
        let layout = try #require(result.layout, "\(result.diagnostics)")
        let read = try CompiledLayout.decode(CompiledLayout.encode(layout))
        #expect(read == layout)
        // Worked out by hand from the table and each key's own field.
        let one = try #require(read.layers.first { $0.name == "one" }).rows[0].keys
        let two = try #require(read.layers.first { $0.name == "two" }).rows[0].keys
        #expect(one.map(\.alternates) == [["à", "â"], ["é"], ["à", "â"], []])
        #expect(two.map(\.alternates) == [["â"], [], [], []])
    }

    @Test(arguments: ids)
    func everyFormSolvesToTheSameFrames(id: String) throws {
        let layout = try yamlLayout(id)
        let read = try CompiledLayout.decode(CompiledLayout.encode(layout))
        for name in layout.formNames {
            let original = try #require(layout.form(named: name))
            let compiled = try #require(read.form(named: name))
            var left = try LayoutGeometry(original)
            var right = try LayoutGeometry(compiled)
            #expect(try left.frames(for: original.size) == right.frames(for: compiled.size), "\(id) form \(name)")
        }
    }

    /// A compiled layout is no larger than its YAML, with the parents it `extends` and the
    /// theme it names (which it carries).
    @Test(arguments: ids)
    func compiledLayoutsAreSmallerThanTheirSource(id: String) throws {
        var source = 0
        var next: String? = id
        var theme: String?
        while let file = next, let text = BundledSources.layouts[file] {
            source += text.utf8.count
            theme =
                theme
                ?? text.split(separator: "\n").first { $0.hasPrefix("theme: ") }.map {
                    String($0.dropFirst("theme: ".count))
                }
            next = text.split(separator: "\n").first { $0.hasPrefix("extends: ") }.map {
                String($0.dropFirst("extends: ".count).dropLast(".yaml".count))
            }
        }
        source += theme.flatMap { BundledSources.themes[$0]?.utf8.count } ?? 0
        let compiled = CompiledLayout.encode(try yamlLayout(id))
        #expect(compiled.count <= source, "\(id): \(compiled.count) bytes compiled, \(source) of YAML")
    }

    /// Every plain cap text of the model has a key-field bit of its own, unused by any other field:
    /// the four the format has had at their bits (5, 6, 13, 14: files already written keep their
    /// meaning), later ones from bit 15 on; `anyCapText` covers them all and no other field, and
    /// `known` is exactly the fields and cap texts there are. The action kinds that are ids fit
    /// the reader's 64-bit set.
    @Test func everyCapTextHasAKeyFieldBit() {
        let bits = Key.CapText.allCases.map { KeyFields.capText($0).rawValue }
        #expect(Array(bits.prefix(4)) == [1 << 5, 1 << 6, 1 << 13, 1 << 14])
        #expect(bits.dropFirst(4).enumerated().allSatisfy { $0.element == 1 << (15 + $0.offset) })
        #expect(bits.count <= 52, "a key field set is 64 bits")
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 } && Set(bits).count == bits.count)
        #expect(bits.allSatisfy { KeyFields.anyCapText.rawValue & $0 != 0 })
        let others: [KeyFields] = [
            .id, .label, .alternates, .flicks, .multitap, .symbol, .defaultAlternate, .width, .minWidth, .maxWidth,
            .span,
        ]
        #expect(others.allSatisfy { $0.rawValue & KeyFields.anyCapText.rawValue == 0 })
        #expect(others.reduce(bits.reduce(0, |)) { $0 | $1.rawValue } == KeyFields.known.rawValue)
        #expect(Codes.actionKinds.values.count <= 64)
        // No cap text is newer than the format; the first ones are as old as it.
        #expect(Key.CapText.allCases.allSatisfy { CompiledLayout.version(adding: $0) <= CompiledLayout.version })
        #expect(CompiledLayout.version(adding: .hint) == 1 && CompiledLayout.version(adding: .sound) == 6)
    }

    /// Every case of every enumeration the format writes has a code, and no two share one.
    @Test func everyCaseHasACode() {
        func check<Value: CaseIterable & Hashable>(_ table: CodeTable<Value>, _ type: Value.Type) {
            #expect(Set(table.values) == Set(Value.allCases), "\(type)")
            #expect(table.values.count == Set(table.values).count, "\(type)")
        }
        check(Codes.actionKinds, KeyAction.Kind.self)
        check(Codes.symbols, KeySymbol.self)
        check(Codes.directions, FlickDirection.self)
        check(Codes.alignments, RowAlignment.self)
        check(Codes.textDirections, TextDirection.self)
        check(Codes.autocapitalizations, Autocapitalization.self)
        check(Codes.backspaceUnits, BackspaceUnit.self)
        check(Codes.composers, ComposerKind.self)
        check(Codes.relations, ConstraintRelation.self)
        check(Codes.strengths, ConstraintStrength.self)
        check(Codes.attributes, KeyAttribute.self)
    }
}
