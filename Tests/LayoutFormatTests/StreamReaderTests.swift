import Foundation
import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat

/// The fast path (``LayoutStreamReader``) against the full path: whenever the fast path answers,
/// the full path must give the same layout, with the same source marks, and no diagnostic.
@Suite struct StreamReaderTests {
    /// What the fast path answers for `bytes`, checked against the full path; `true` when it answered.
    @discardableResult
    static func compare(_ bytes: [UInt8], path: String, loader: LayoutLoader = LayoutLoader()) throws -> Bool {
        var full = loader
        full.readsWithoutTree = false
        let slow = full.load(bytes: bytes, path: path)
        guard let fast = loader.loadWithoutTree(bytes: bytes, path: path) else { return false }
        #expect(slow.diagnostics.isEmpty, "\(path): the fast path took a file with \(summary(slow.diagnostics))")
        #expect(fast.diagnostics.isEmpty)
        let fastLayout = try #require(fast.layout)
        let slowLayout = try #require(slow.layout, "\(path): the fast path took a file the full path rejects")
        // JSON holds the source marks, which equality leaves out.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let same = try encoder.encode(fastLayout) == encoder.encode(slowLayout)
        #expect(same, "\(path): the two paths read different layouts")
        #expect(FuzzDriver.same(fastLayout, slowLayout))
        #expect(fast.sources.map(\.text) == slow.sources.map(\.text))
        #expect(fast.sources.map(\.file) == slow.sources.map(\.file))
        return true
    }

    static func files(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") }.sorted().map {
            folder + "/" + $0
        }
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func bundledLayoutsTakeTheFastPathWithTheFullPathsAnswer() throws {
        let layouts = Self.files(in: packageRoot() + "/Layouts")
        #expect(layouts.count >= 12)
        for path in layouts {
            let text = try Self.bytes(path)
            let answered = try Self.compare(text, path: path)
            // Only `extends` sends a bundled layout to the full path.
            let extends = String(decoding: text, as: UTF8.self).contains("\nextends:")
            #expect(answered == !extends, "\(path)")
        }
    }

    @Test func everyFixtureGetsTheFullPathsAnswer() throws {
        var answered = 0
        for path in Self.files(in: fixturesFolder()) {
            if try Self.compare(try Self.bytes(path), path: path) { answered += 1 }
        }
        // The valid fixtures without `extends` at least.
        #expect(answered >= 3)
    }

    @Test func aLowerDepthLimitOrALayoutLimitGoesToTheFullPath() throws {
        let path = packageRoot() + "/Layouts/en-US.yaml"
        let text = try Self.bytes(path)
        #expect(try !Self.compare(text, path: path, loader: LayoutLoader(limits: YAMLLimits(maxDepth: 7))))
        #expect(try !Self.compare(text, path: path, loader: LayoutLoader(limits: YAMLLimits(maxNodes: 100))))
        var fewAlternates = LayoutLoader()
        fewAlternates.layoutLimits.maxAlternatesPerKey = 3
        #expect(try !Self.compare(text, path: path, loader: fewAlternates))
        var fewKeys = LayoutLoader()
        fewKeys.layoutLimits.maxKeysPerRow = 9
        #expect(try !Self.compare(text, path: path, loader: fewKeys))
    }

    @Test func writtenFormsTheFastPathTakes() throws {
        // Quoted and block scalars, block and flow collections, comments, a BOM, CRLF, every field.
        let text =
            "\u{FEFF}"
            + ("# comment\n"
            + minimalLayout(
                rows: """
                          - keys: ["q", 'w', {text: e, shifted: "É", label: e, id: "e-key", alternates: [è, é]}]
                            height: 1.5
                            align: left
                          - - {action: shift, width: fill, min-width: 42pt, max-width: 2}
                            - {action: layer, to: letters, id: again, width: "25%"}
                            - {action: dead, accent: "´"}
                            - {action: custom, name: emoji}
                            - {action: backspace}
                            - {action: return, label: go}

                    """,
                extra: """
                    direction: ltr
                    metrics:
                      insets: {top: 1, left: 2, bottom: 3, right: 4}
                      key-gap: 5
                      row-gap: 6
                      min-key-width: 7
                      min-row-height: 8
                      max-unit-width: 60
                      preferred-row-height: 40
                    behavior: {autocapitalize: words, double-space-period: false, caps-lock-double-tap: true, return-to: letters}
                    alternates:
                      q: [1]
                    compose:
                      "´": {e: é, a: á}
                    constraints:
                      - "q.width == w.width"
                      - >-
                        shift.width >= q.width

                    """
            )).replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try Self.compare(Array(text.utf8), path: "forms.yaml"))
    }

    @Test func layersBeforeLocaleAndAlternatesGetTheirDefaultsAtTheEnd() throws {
        let text = """
            format: 1
            id: t
            layers:
              letters:
                rows:
                  - [q, é, {text: ß}, {text: i, shifted: j}, {text: x, alternates: [y]}]
                  - [{action: backspace}, {action: return}]
            name: T
            size: {width: 390, height: 216}
            alternates: {q: [1], é: [è], x: [z]}
            locale: tr

            """
        #expect(try Self.compare(Array(text.utf8), path: "order.yaml"))
        // Filled in at the end: the locale's uppercase (a lone ß stays ß) and the table's alternates.
        let keys = try #require(LayoutLoader().loadWithoutTree(bytes: Array(text.utf8), path: "t.yaml")?.layout)
            .layers[0].rows[0].keys
        #expect(
            keys.map(\.action) == [
                .character("q", shifted: "Q"), .character("é", shifted: "É"), .character("ß", shifted: "ß"),
                .character("i", shifted: "j"), .character("x", shifted: "X"),
            ])
        #expect(keys.map(\.alternates) == [["1"], ["è"], [], [], ["y"]])
    }

    @Test func whatTheFastPathLeavesToTheFullPath() throws {
        let cases = [
            minimalLayout(extra: "extends: base.yaml\n"),
            minimalLayout(extra: "alternates: {q: &a [1], w: *a}\n"),
            minimalLayout(extra: "name: again\n"),
            minimalLayout(extra: "colour: red\n"),
            minimalLayout(extra: "alternates: {q: [1, 1]}\n"),
            minimalLayout(extra: "alternates: {<<: {q: [1]}}\n"),
            minimalLayout(extra: "alternates: {q: [1], q: [2]}\n"),
            minimalLayout(extra: "alternates: {q: 1}\n"),
            minimalLayout(extra: "compose: {\"´\": {e: é, e: è}}\n"),
            minimalLayout(extra: "behavior: {autocapitalize: always}\n"),
            minimalLayout(extra: "behavior: {double-space-period: yes}\n"),
            minimalLayout(extra: "size: {width: 390, height: 216, depth: 1}\n"),
            minimalLayout(extra: "format: 2\n").replacingOccurrences(of: "format: 1\n", with: ""),
            minimalLayout().replacingOccurrences(of: "id: t\n", with: ""),
            minimalLayout(rows: "      - [q, {text: w, colour: red}, {action: backspace}, {action: return}]\n"),
            minimalLayout(rows: "      - [q, {text: w, width: 0}, {action: backspace}, {action: return}]\n"),
            minimalLayout(rows: "      - [q, {text: w, width: 120%}, {action: backspace}, {action: return}]\n"),
            minimalLayout(
                rows: "      - [q, {text: w, min-width: 2, max-width: 1}, {action: backspace}, {action: return}]\n"),
            minimalLayout(
                rows: "      - [q, {action: layer, to: letters, accent: x}, {action: backspace}, {action: return}]\n"),
            minimalLayout(rows: "      - [q, {text: ''}, {action: backspace}, {action: return}]\n"),
            minimalLayout(rows: "      - [q, [w], {action: backspace}, {action: return}]\n"),
            minimalLayout(extra: "direction: !!str ltr\n"),
            minimalLayout(rows: "      - [q, q]\n      - [{action: backspace}, {action: return}]\n"),
            minimalLayout(rows: "      - [q, {action: layer, to: nowhere}]\n"),
            minimalLayout(rows: "      - [q]\n"),  // no backspace or return: warnings
            minimalLayout(rows: "      - []\n"),
            minimalLayout(rows: "      - [{text: a, action: shift}, {action: backspace}, {action: return}]\n"),
            minimalLayout(rows: "      - [{action: dead, accent: x}, {action: backspace}, {action: return}]\n"),
            minimalLayout(extra: "constraints: [\"q.width == nope.width\"]\n"),
            minimalLayout(extra: "constraints: [\"q.width == \"]\n"),
            minimalLayout(extra: "metrics: {key-gap: -1}\n"),
            minimalLayout(extra: "size: {width: 390}\n"),
            minimalLayout() + "---\n" + minimalLayout(),
            "[1, 2]\n",
            "",
        ]
        for text in cases {
            #expect(try !Self.compare(Array(text.utf8), path: "t.yaml"), "\(text)")
        }
    }

    @Test func manyLayersOrConstraintsGiveUpAtTheLimit() throws {
        // Past the limits the fast path stops at once (its search for repeated layer names stays
        // short); the full path reports.
        let layers = (0..<5_000).map { "  l\($0):\n    rows: [[{action: backspace}, {action: return}]]\n" }
        let text = "format: 1\nid: t\nname: T\nlocale: en\nsize: {width: 1, height: 1}\nlayers:\n" + layers.joined()
        #expect(LayoutLoader().loadWithoutTree(bytes: Array(text.utf8), path: "t.yaml") == nil)
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "t.yaml")
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.tooManyLayers.rawValue })
        let constraints = (0..<300).map { _ in "  - \"q.width == w.width\"\n" }.joined()
        let many = minimalLayout(extra: "constraints:\n" + constraints)
        #expect(LayoutLoader().loadWithoutTree(bytes: Array(many.utf8), path: "t.yaml") == nil)
        #expect(
            LayoutLoader().load(bytes: Array(many.utf8), path: "t.yaml").diagnostics.contains {
                $0.code == DiagnosticCode.tooManyConstraints.rawValue
            })
    }

    /// One random edit of a layout's text: most make it invalid, some keep it valid.
    static func mutate(_ text: String, using random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = Int.random(in: 0..<lines.count, using: &random)
        let pieces = [
            "~", "&a", "*a", "!!str", "<<", "{", "}", "[", "]", ",", ":", "-", "\"", "'", "#", " ", "x", "é", "1",
            "0", "-1", "1e999", ".inf", "fill", "pt", "%", "action", "text", "to", "width", "layer",
        ]
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            lines.remove(at: index)
        case 1:
            lines.insert(lines[index], at: index)
        case 2:
            let other = Int.random(in: 0..<lines.count, using: &random)
            lines.swapAt(index, other)
        default:
            // Replace a few characters of the line with a piece of YAML or of the format.
            var line = Array(lines[index])
            guard !line.isEmpty else { break }
            let start = Int.random(in: 0..<line.count, using: &random)
            let length = Int.random(in: 0...min(3, line.count - start), using: &random)
            let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
            line.replaceSubrange(start..<start + length, with: Array(piece))
            lines[index] = String(line)
        }
        return lines.joined(separator: "\n")
    }

    @Test func randomEditsOfBundledLayoutsGetTheFullPathsAnswer() throws {
        var random = SplitMix64(seed: 0x5EED_F00D)
        let layouts = Self.files(in: packageRoot() + "/Layouts").filter { !$0.contains("en-GB") && !$0.contains("url") }
        var answered = 0
        var total = 0
        for path in layouts {
            let original = String(decoding: try Self.bytes(path), as: UTF8.self)
            for _ in 0..<60 {
                var text = original
                for _ in 0..<Int.random(in: 1...2, using: &random) { text = Self.mutate(text, using: &random) }
                total += 1
                if try Self.compare(Array(text.utf8), path: path) { answered += 1 }
            }
        }
        // Both paths are exercised: some edits keep the layout valid, most do not.
        #expect(answered > total / 20)
        #expect(answered < total)
    }
}
