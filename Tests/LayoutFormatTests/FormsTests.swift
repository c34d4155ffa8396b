import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat

/// `form` and `forms`: what a form takes from the layout, how forms merge through `extends`, and
/// which checks run per form.
@Suite struct FormsTests {
    static let row = "[[q, {action: backspace}, {action: return}]]"

    static let parent =
        layoutHeader(id: "parent", name: "Parent", locale: "de-DE")
            + """
            metrics: {key-gap: 7, row-gap: 9}
            alternates: {ü: [û], q: [ꝗ]}
            behavior: {return-to: letters}
            layers:
              letters:
                rows: \(row)
            forms:
              - {name: tablet, min-width: 700, size: {width: 800, height: 300}, metrics: {row-gap: 20},
                 layers: {letters: {rows: \(row)}}}
              - {name: desktop, min-width: 1200, size: {width: 1300, height: 300}, layers: {letters: {rows: \(row)}}}

            """

    static func load(_ text: String, files: [String: String] = [:]) -> LayoutLoadResult {
        LayoutLoader(files: InMemoryLayoutFiles(files.merging(["main.yaml": text]) { _, new in new }))
            .load(path: "main.yaml")
    }

    @Test func aFormTakesTheLayoutsMetricsFieldByField() throws {
        let result = Self.load(Self.parent.replacingOccurrences(of: "id: parent", with: "id: main"))
        // The `ü` entry is for a child's tablet form (below): unused here.
        #expect(result.diagnostics.map(\.code) == ["KS2109"], "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.formName == "default")
        #expect(layout.formNames == ["default", "tablet", "desktop"])
        let tablet = try #require(layout.form(named: "tablet"))
        #expect(tablet.metrics.keyGap == 7)
        #expect(tablet.metrics.rowGap == 20)
        #expect(tablet.size == KeyboardSize(width: 800, height: 300))
        // Unwritten insets are the defaults, as at the top level.
        #expect(tablet.metrics.insets == layout.metrics.insets)
        // Everything but the arrangement is the layout's.
        #expect(tablet.alternates == layout.alternates)
        #expect(tablet.behavior == layout.behavior)
        #expect(layout.form(named: "desktop")?.metrics.rowGap == 9)
    }

    @Test func formsMergeByNameThroughExtends() throws {
        let child = """
            format: 1
            id: main
            extends: parent.yaml
            form: phone
            forms:
              - {name: tablet, min-width: 800, size: {width: 900, height: 300},
                 layers: {letters: {rows: [[ü, {action: backspace}, {action: return}]]}}}
              - {name: wall, min-width: 2000, size: {width: 2100, height: 300}, layers: {letters: {rows: \(Self.row)}}}

            """
        let result = Self.load(child, files: ["parent.yaml": Self.parent])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.formNames == ["phone", "tablet", "desktop", "wall"])
        // The child's tablet replaced the parent's whole: its width, its keys, and no row-gap 20.
        let tablet = try #require(layout.forms.first)
        #expect(tablet.minWidth == 800)
        #expect(tablet.layers[0].rows[0].keys[0].id == "ü")
        #expect(tablet.metrics.rowGap == 9)
        // The `ü` alternates entry is used by the tablet's key only: not reported as unused.
        #expect(tablet.layers[0].rows[0].keys[0].alternates == ["û"])
        #expect(layout.formName(forWidth: 799) == "phone")
        #expect(layout.formName(forWidth: 1500) == "desktop")
    }

    /// A form's layers are checked against its own layer names; `return-to` must name a layer
    /// of every form; a form's constraints name its own keys.
    @Test func eachFormIsCheckedOnItsOwn() throws {
        let text =
            layoutHeader(id: "main", name: "Main", locale: "en-US")
                + """
                behavior: {return-to: numbers}
                layers:
                  letters:
                    rows: [[q, {action: layer, to: numbers}, {action: backspace}, {action: return}]]
                  numbers:
                    rows: [["1", {action: layer, to: letters}]]
                forms:
                  - name: tablet
                    min-width: 700
                    size: {width: 800, height: 300}
                    layers:
                      letters:
                        rows: [[w, {action: layer, to: numbers}, {action: backspace}, {action: return}]]
                    constraints:
                      - w.width == q.width

                """
        let result = Self.load(text)
        let lines = result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.code) \($0.message)" }
        #expect(
            lines == [
                // `behavior: {return-to: ` is 22 characters; `        rows: [[w, {action: layer, to: ` 39.
                "6:23: KS2103 no layer named 'numbers' for 'return-to' in form 'tablet'",
                "18:40: KS2102 no layer named 'numbers'",
                // `      - w.width == ` is 19 characters.
                "20:20: KS2302 unknown key id 'q' in constraint",
            ])
    }
}
