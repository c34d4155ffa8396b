import Foundation
import KeyboardGeometry
import KeyboardModel
import KeyboardRendering
import LayoutFormat
import Testing

@testable import KeysmithCLI

/// `keysmith render`, run in-process (standard output is not a terminal: 80 columns) and as the
/// built binary. The expected drawings come from the renderers themselves, whose output is locked
/// by the golden tests of `KeyboardRenderingTests`.
@MainActor @Suite struct RenderCommandTests {
    /// `Layouts/en-US.yaml` drawn by the library with `columns` and `style`.
    static func expected(
        width: Double = 390, height: Double = 216, layer: String? = nil, columns: Int = 80, style: LineStyle = .unicode
    ) throws -> String {
        let path = Binary.packageRoot.appendingPathComponent("Layouts/en-US.yaml").path
        let layout = try #require(LayoutLoader().load(path: path).layout)
        var geometry = try LayoutGeometry(layout)
        let size = KeyboardSize(width: width, height: height)
        let layers = try layer.map { [try geometry.frames(ofLayer: $0, for: size)] } ?? geometry.frames(for: size)
        return try TextRenderer(columns: columns, style: style).render(layers, of: layout)
    }

    static let usage =
        "Usage: keysmith render [--layer NAME] [--width PT] [--height PT] [--form NAME] [--device NAME] [--columns N] "
        + "[--format text|svg|html] [--ascii] [--shift] [--theme NAME|FILE] [--appearance light|dark] "
        + "[--lexicon FILE] [--typed TEXT] [PATH]\n"

    @Test func bundledLayoutByDefault() throws {
        let expected = try Self.expected()
        #expect(runCLI(["render"]) == RunResult(status: 0, standardOutput: expected, standardError: ""))
        #expect(runCLI(["render", "--ascii"]).standardOutput == (try Self.expected(style: .ascii)))
        #expect(runCLI(["render", "--width", "320"]).standardOutput == (try Self.expected(width: 320)))
        let landscape = runCLI(["render", "--width=844", "--height", "160", "--columns", "120", "--ascii"])
        #expect(landscape.standardOutput == (try Self.expected(width: 844, height: 160, columns: 120, style: .ascii)))
    }

    @Test func oneLayer() throws {
        let numbers = try Self.expected(layer: "numbers")
        #expect(numbers.hasPrefix("en-US · English (US) · numbers · 390 × 216 pt"))
        #expect(runCLI(["render", "--layer", "numbers"]).standardOutput == numbers)
        // Every layer is the layers one after another, a line of 80 spaces between them.
        let all = try ["letters", "numbers", "symbols"].map { try Self.expected(layer: $0) }
        let separator = String(repeating: " ", count: 80) + "\n"
        #expect(runCLI(["render"]).standardOutput == all.joined(separator: separator))
    }

    @Test func fileGivenByPath() throws {
        let path = Binary.packageRoot.appendingPathComponent("Layouts/en-US.yaml").path
        let expected = try Self.expected()
        #expect(runCLI(["render", path]) == RunResult(status: 0, standardOutput: expected, standardError: ""))
    }

    @Test func svg() throws {
        func keyRects(_ svg: String) -> Int {
            svg.components(separatedBy: "<rect class=\"key ").count - 1
        }
        let result = runCLI(["render", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\""))
        #expect(result.standardOutput.hasSuffix("</svg>\n"))
        // en-US has 10 + 9 + 9 + 5 letters keys, 10 + 10 + 7 + 5 numbers keys and as many symbols.
        #expect(keyRects(result.standardOutput) == 33 + 32 + 32)
        #expect(keyRects(runCLI(["render", "--format", "svg", "--layer", "letters"]).standardOutput) == 33)
    }

    @Test(arguments: [
        (
            ["--layer", "leters"],
            "invalid value 'leters' for option '--layer' (expected 'letters', 'numbers' or "
                + "'symbols'); did you mean 'letters'?"
        ),
        (
            ["--width", "wide"],
            "invalid value 'wide' for option '--width' (expected a number of points greater than 0 "
                + "and at most 100000)"
        ),
        (
            ["--height", "-5"],
            "invalid value '-5' for option '--height' (expected a number of points greater than 0 "
                + "and at most 100000)"
        ),
        (
            ["--width", "nan"],
            "invalid value 'nan' for option '--width' (expected a number of points greater than 0 "
                + "and at most 100000)"
        ),
        (["--columns", "0"], "invalid value '0' for option '--columns' (expected a whole number from 1 to 10000)"),
        (["--format", "png"], "invalid value 'png' for option '--format' (expected 'text', 'svg' or 'html')"),
        (["a.yaml", "b.yaml"], "unexpected argument 'b.yaml'"),
        // A theme that is neither bundled nor a file's path: both are named.
        (
            ["--theme", "nord"],
            "invalid value 'nord' for option '--theme' (expected 'ios' or 'material', or a theme file: a path "
                + "with '/' or ending in .yaml)"
        ),
        (
            ["--theme", "materail"],
            "invalid value 'materail' for option '--theme' (expected 'ios' or 'material', or a theme file: a path "
                + "with '/' or ending in .yaml); did you mean 'material'?"
        ),
    ])
    func usageErrors(arguments: [String], message: String) {
        let expected = "keysmith: error: \(message)\n" + Self.usage + "See 'keysmith render --help'.\n"
        #expect(runCLI(["render"] + arguments) == RunResult(status: 64, standardOutput: "", standardError: expected))
    }

    @Test func cannotBeDrawn() {
        #expect(
            runCLI(["render", "--columns", "10"])
                == RunResult(
                    status: 1, standardOutput: "",
                    // The 10-key top row needs 10 · 2 + 1 columns.
                    standardError: "keysmith: error: layer 'letters' needs at least 21 columns to draw, got 10\n"))
        #expect(
            runCLI(["render", "--width", "844", "--height", "150"])
                == RunResult(
                    status: 1, standardOutput: "",
                    // 8 + 4 pt of insets, 3 row gaps of 12 and 4 rows of at least 26: 152 pt. 2 pt short:
                    // rows of 26 × (1 − 2/104) = 25.5 (2% less) beat row-gap 11.33 (6%).
                    standardError: """
                        Layouts/en-US.yaml:45:3: error: layer 'letters' needs height ≥ 152 pt, got 150 pt: it takes \
                        104 pt for 4 rows at their smallest + 36 pt for 3 row gaps of 12 pt + 12 pt for insets (top 8, \
                        bottom 4) [KS3001]
                          letters:
                          ^
                        Layouts/en-US.yaml:45:3: note: the rows of layer 'letters' must fill the height
                        Layouts/en-US.yaml:47:9: note: row 1 of layer 'letters' must be at least 26 pt high \
                        (min-row-height)
                              - [q, w, e, r, t, y, u, i, o, p]
                                ^
                        Layouts/en-US.yaml:11:3: note: row-gap: 3 gaps of 12 pt take 36 pt
                          insets: {top: 8, left: 3, bottom: 4, right: 3}
                          ^
                        Layouts/en-US.yaml:11:3: note: insets: top 8 + bottom 4 take 12 pt
                        Layouts/en-US.yaml:11:3: note: the smallest change that fits: min-row-height ≤ 25.5 (it is \
                        26); or add a form for keyboards from 844 pt wide, with rows that fit 150 pt (see 'forms')

                        """))
    }

    @Test func unreadablePath() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path + "/missing.yaml"
        let result = runCLI(["render", missing])
        #expect(result.status == 66)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("keysmith: error: cannot read '\(missing)': "))
        #expect(runCLI(["render", directory.path]).status == 66)
    }

    @Test func layoutErrorsAreReportedLikeValidate() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.yaml", "format: 1\nid: a\n  # comment\nid: b\n")
        let loaded = LayoutLoader().load(path: file)
        // Four missing fields and the duplicate id, each with its line and caret, then the count.
        #expect(loaded.diagnostics.filter { $0.severity == .error }.count == 5)
        let expected =
            DiagnosticRenderer(sources: loaded.sources).render(loaded.diagnostics) + "1 file: 5 errors, 0 warnings\n"
        let render = runCLI(["render", file])
        #expect(render == RunResult(status: 1, standardOutput: "", standardError: expected))
        #expect(
            render.standardError.contains("\(file):4:1: error: duplicate key 'id' in a mapping [KS1002]\nid: b\n^\n"))
    }

    @Test func warningsAreShownAndTheLayoutIsDrawn() throws {
        let source = try String(
            contentsOf: Binary.packageRoot.appendingPathComponent("Layouts/en-US.yaml"), encoding: .utf8)
        let directory = try TemporaryDirectory()
        let file = try directory.write("en-US.yaml", source.replacingOccurrences(of: "e: [è, é,", with: "e: [è, è,"))
        let result = runCLI(["render", file, "--layer", "letters"])
        // The duplicate is dropped, so the drawing is en-US's; the warning goes to standard error.
        #expect(result.status == 0)
        #expect(result.standardOutput == (try Self.expected(layer: "letters")))
        #expect(result.standardError.hasPrefix("\(file):22:10: warning: duplicate alternate 'è' [KS2106]\n"))
        #expect(!result.standardError.contains("1 warning"))
    }

    @Test func helpListsEveryOption() {
        let help = runCLI(["render", "--help"])
        #expect(help.status == 0)
        let usage = """
            Usage: keysmith render [--layer NAME] [--width PT] [--height PT] [--form NAME]
                                   [--device NAME] [--columns N] [--format text|svg|html]
                                   [--ascii] [--shift] [--theme NAME|FILE]
                                   [--appearance light|dark] [--lexicon FILE] [--typed TEXT]
                                   [PATH]

            """
        #expect(help.standardOutput.hasPrefix("keysmith render - draw a layout as text, SVG or HTML\n\n" + usage))
        for option in [
            "--layer NAME", "--width PT", "--height PT", "--form NAME", "--device NAME", "--columns N",
            "--format text|svg|html",
            "--ascii", "--shift", "--theme NAME|FILE", "--appearance light|dark", "--lexicon FILE", "--typed TEXT",
        ] {
            #expect(help.standardOutput.contains("  \(option)"), "\(option)")
        }
    }

    // MARK: - The built binary

    @Test func binaryRendersTheBundledLayoutFromAnyFolder() throws {
        let directory = try TemporaryDirectory()
        let result = try Binary.run(["render"], in: URL(fileURLWithPath: directory.path))
        let expected = try Self.expected()
        #expect(result == RunResult(status: 0, standardOutput: expected, standardError: ""))
    }
}
