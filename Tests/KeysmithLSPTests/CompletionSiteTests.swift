import LayoutFormat
import Testing

@testable import KeysmithLSP

@Suite struct CompletionSiteTests {
    /// A text with `|` at the cursor, and the site there.
    static let cases: [(String, CompletionSite)] = [
        ("|", .fieldName(.layout, present: [], prefix: "")),
        ("format: 1\nmet|", .fieldName(.layout, present: [], prefix: "met")),
        ("metrics:\n  key-gap: 6\n  |", .fieldName(.metrics, present: [], prefix: "")),
        ("metrics:\n  insets:\n    to|", .fieldName(.insets, present: [], prefix: "to")),
        ("metrics:\n  insets: {top: 1, |", .fieldName(.insets, present: ["top"], prefix: "")),
        ("direction: |", .value(.layout, field: "direction", prefix: "")),
        ("behavior: {autocapitalize: wo|", .value(.behavior, field: "autocapitalize", prefix: "wo")),
        ("layers:\n  letters:\n    |", .fieldName(.layer, present: [], prefix: "")),
        (
            "layers:\n  letters:\n    rows:\n      - [q, {action: shift, |",
            .fieldName(.key, present: ["action"], prefix: "")
        ),
        ("layers:\n  letters:\n    rows:\n      - [q, {action: la|", .value(.key, field: "action", prefix: "la")),
        ("layers:\n  letters:\n    rows:\n      - [{action: layer, to: |", .value(.key, field: "to", prefix: "")),
        // A flow collection continued over lines.
        (
            "layers:\n  l:\n    rows:\n      - [{action: shift},\n         {te|",
            .fieldName(.key, present: [], prefix: "te")
        ),
        ("layers:\n  l:\n    rows:\n      - {keys: [a], |", .fieldName(.row, present: ["keys"], prefix: "")),
        ("layers:\n  l:\n    rows:\n      - keys: [a]\n        al|", .fieldName(.row, present: [], prefix: "al")),
        ("layers:\n  l:\n    rows:\n      - [{flicks: {n: {|", .fieldName(.key, present: [], prefix: "")),
        ("layers:\n  l:\n    rows:\n      - [{flicks: {|", .fieldName(.flicks, present: [], prefix: "")),
        ("forms:\n  - name: tablet\n    |", .fieldName(.form, present: [], prefix: "")),
        ("forms:\n  - name: tablet\n    size: {|", .fieldName(.size, present: [], prefix: "")),
        ("constraints:\n  - q.|", .constraint(keyID: "q", prefix: "")),
        ("constraints:\n  - \"a.width == sp|", .constraint(keyID: nil, prefix: "sp")),
        // A comment's text is no field.
        ("metrics:  # insets and |", .none),
        ("alternates:\n  a: [|", .none),
    ]

    /// The site at the `|` of `marked`, starting from `root`'s fields.
    static func site(_ marked: String, root: MappingKind = .layout) -> CompletionSite {
        let cursor = marked.firstIndex(of: "|") ?? marked.endIndex
        let text = marked.replacingOccurrences(of: "|", with: "")
        let before = marked[..<cursor]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0) + 1
        return CompletionSite.at(line: line, column: column, in: TextLines(text), root: root)
    }

    @Test(arguments: cases.indices)
    func siteAtTheCursor(index: Int) {
        let (marked, expected) = Self.cases[index]
        #expect(Self.site(marked) == expected, "\(marked)")
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        replacing(target, with: replacement)
    }
}

extension CompletionSiteTests {
    /// In a theme file the same walk starts from the theme's fields.
    static let themeCases: [(String, CompletionSite)] = [
        ("format: 1\ncor|", .fieldName(.theme, present: [], prefix: "cor")),
        ("light:\n  |", .fieldName(.appearance, present: [], prefix: "")),
        ("light:\n  character: {fill: \"#FFFFFF\", |", .fieldName(.keyStyle, present: ["fill"], prefix: "")),
        ("light:\n  function:\n    pressed: {|", .fieldName(.keyStyle, present: [], prefix: "")),
        ("fonts:\n  label: {weight: se|", .value(.themeFont, field: "weight", prefix: "se")),
    ]

    @Test(arguments: themeCases.indices)
    func siteInATheme(index: Int) {
        let (marked, expected) = Self.themeCases[index]
        #expect(Self.site(marked, root: .theme) == expected, "\(marked)")
    }
}
