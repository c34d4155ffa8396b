import Foundation
import KeyboardModel
import LayoutFormat
import Testing

@testable import KeysmithCLI
@testable import LayoutDiagnostics
@testable import LocatedYAML

@MainActor @Suite struct ValidateCommandTests {
    // MARK: - With the real YAML reader

    @Test func validFileGivesTheSummaryLineAloneAndNothingWithQuiet() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("ok.yaml", SampleLayouts.valid(id: "ok"))
        #expect(
            runCLI(["validate", file])
                == RunResult(status: 0, standardOutput: "", standardError: "1 file: 0 errors, 0 warnings\n"))
        #expect(runCLI(["validate", "--quiet", file]) == RunResult(status: 0, standardOutput: "", standardError: ""))
        #expect(
            runCLI(["validate", file, file, "--strict"])
                == RunResult(status: 0, standardOutput: "", standardError: "2 files: 0 errors, 0 warnings\n"))
    }

    @Test func duplicateKeyIsReportedWithLineAndCaret() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.yaml", "format: 1\nid: a\n  # comment\nid: b\n" + SampleLayouts.body)
        let expected = """
            \(file):4:1: error: duplicate key 'id' in a mapping [KS1002]
            id: b
            ^
            \(file):2:1: note: 'id' first appears here
            id: a
            ^
            1 file: 1 error, 0 warnings

            """
        #expect(runCLI(["validate", file]) == RunResult(status: 1, standardOutput: "", standardError: expected))
    }

    @Test func colouredWhenTheStreamAllowsIt() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("dup.yaml", "format: 1\nformat: 1\nid: x\n" + SampleLayouts.body)
        let result = runCLI(["validate", file], color: true)
        #expect(result.status == 1)
        // Location in bold, `error:` in bold red, as swiftc and clang do.
        #expect(result.standardError.hasPrefix("\u{1B}[1m\(file):2:1: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m"))
        let missing = runCLI(["validate", directory.path + "/none.yaml"], color: true)
        #expect(missing.standardError.hasPrefix("keysmith: \u{1B}[1;31merror:\u{1B}[0m cannot read"))
    }

    @Test func folderExpandsToItsYAMLFilesInNameOrder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b.yaml", "a: 1\na: 2\n")
        try directory.write("a.yaml", "x: [1\n")
        try directory.write("c.yml", "not: [checked\n")
        try directory.write(".hidden.yaml", "not: [checked\n")
        try directory.write("notes.txt", "not: [checked\n")
        try directory.makeDirectory("sub.yaml")
        try directory.makeDirectory("nested")
        try directory.write("nested/d.yaml", "not: [checked\n")
        #expect(
            InputFiles.expand([directory.path])
                == [.file(directory.path + "/a.yaml"), .file(directory.path + "/b.yaml")])
        #expect(
            InputFiles.expand([directory.path + "/"])
                == [.file(directory.path + "/a.yaml"), .file(directory.path + "/b.yaml")])

        let result = runCLI(["validate", "--format", "json", directory.path])
        #expect(result.status == 1)
        #expect(result.standardError == "")
        let files = try Self.files(fromJSON: result.standardOutput)
        #expect(files.map { $0["path"] as? String } == [directory.path + "/a.yaml", directory.path + "/b.yaml"])
        #expect(files.map { $0["valid"] as? Bool } == [false, false])
    }

    @Test func unreadablePaths() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.makeDirectory("empty")
        let missing = directory.path + "/missing.yaml"
        let good = try directory.write("good.yaml", SampleLayouts.valid(id: "good"))
        #expect(
            InputFiles.expand([missing, empty, good]) == [
                .unreadable(message: "cannot read '\(missing)': no such file or directory"),
                .unreadable(message: "no *.yaml files in folder '\(empty)'"),
                .file(good),
            ])
        // The readable file is still checked and reported; the exit code says some input was unreadable.
        let result = runCLI(["validate", "--format", "json", missing, good])
        #expect(result.status == 66)
        #expect(result.standardError == "keysmith: error: cannot read '\(missing)': no such file or directory\n")
        #expect(result.standardOutput == #"{"files":[{"path":"\#(good)","valid":true,"diagnostics":[]}]}"# + "\n")
    }

    /// Root reads everything, so as root (CI) the run reports this test as skipped.
    @Test(.enabled(if: getuid() != 0, "root reads every file")) func permissionDenied() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("locked.yaml", "a: 1\n")
        chmod(file, 0)
        let result = runCLI(["validate", file])
        #expect(
            result
                == RunResult(
                    status: 66, standardOutput: "",
                    standardError: "keysmith: error: cannot read '\(file)': permission denied\n"))
    }

    // MARK: - With chosen diagnostics

    private static func location(_ file: String, _ line: Int, _ column: Int) -> KeyboardModel.SourceLocation {
        KeyboardModel.SourceLocation(file: file, line: line, column: column)
    }

    /// Runs `validate` over real (empty) files with a checker that returns `diagnostics[path]`.
    private func run(
        _ options: [String], diagnostics: [String: [Diagnostic]], sources: [String: String] = [:],
        files names: [String]
    ) throws -> (RunResult, [String]) {
        let directory = try TemporaryDirectory()
        let paths = try names.map { try directory.write($0, "") }
        let byName = Dictionary(uniqueKeysWithValues: zip(paths, names))
        let output = CapturedOutput()
        let arguments = try ArgumentParser.parse(options + paths, for: ValidateCommand.spec)
        let status = try ValidateCommand.validate(arguments, context: CommandContext(io: output)) { path in
            let name = byName[path] ?? ""
            let found = (diagnostics[name] ?? []).map { diagnostic in
                var moved = diagnostic
                moved.location.file = path
                return moved
            }
            return .checked(
                diagnostics: found, sources: [SourceText(file: path, text: sources[name] ?? "")])
        }
        return (
            RunResult(status: status, standardOutput: output.standardOutput, standardError: output.standardError), paths
        )
    }

    static let warning = Diagnostic(.warning, code: "KS9001", "key 'q' is narrow", at: location("", 1, 3))
    static let error = Diagnostic(.error, code: "KS9002", "unknown field 'colour'", at: location("", 2, 1))

    @Test func warningsAloneExitZeroButAreCounted() throws {
        let (result, paths) = try run(
            [], diagnostics: ["a.yaml": [Self.warning]], sources: ["a.yaml": "q: 1\n"], files: ["a.yaml", "b.yaml"])
        let expected = """
            \(paths[0]):1:3: warning: key 'q' is narrow [KS9001]
            q: 1
              ^
            2 files: 0 errors, 1 warning

            """
        #expect(result == RunResult(status: 0, standardOutput: "", standardError: expected))
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let (text, paths) = try run(
            ["--strict"], diagnostics: ["a.yaml": [Self.warning]], sources: ["a.yaml": "q: 1\n"], files: ["a.yaml"])
        let expected = """
            \(paths[0]):1:3: error: key 'q' is narrow [KS9001]
            q: 1
              ^
            1 file: 1 error, 0 warnings

            """
        #expect(text == RunResult(status: 1, standardOutput: "", standardError: expected))

        let (json, jsonPaths) = try run(
            ["--strict", "--format=json"], diagnostics: ["a.yaml": [Self.warning]], files: ["a.yaml"])
        #expect(json.status == 1)
        let files = try Self.files(fromJSON: json.standardOutput)
        #expect(files.count == 1)
        #expect(files.first?["path"] as? String == jsonPaths[0])
        #expect(files.first?["valid"] as? Bool == false)
        let diagnostic = (files.first?["diagnostics"] as? [[String: Any]])?.first
        #expect(diagnostic?["severity"] as? String == "error")
    }

    @Test func jsonHasTheContractShape() throws {
        let noted = Diagnostic(
            .error, code: "KS9003", "duplicate id \"a\"\ttab", at: Self.location("", 3, 7),
            notes: [.note("first here", at: Self.location("", 1, 2))])
        let (result, paths) = try run(
            ["--format", "json"], diagnostics: ["a.yaml": [Self.warning, noted], "c.yaml": [Self.warning]],
            files: ["a.yaml", "b.yaml", "c.yaml"])
        #expect(result.status == 1)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasSuffix("}\n") && result.standardOutput.filter { $0 == "\n" }.count == 1)
        let files = try Self.files(fromJSON: result.standardOutput)
        #expect(files.map { $0["path"] as? String ?? "" } == paths)
        #expect(files.map { $0["valid"] as? Bool ?? true } == [false, true, true])
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        let second = diagnostics[1]
        #expect(second["severity"] as? String == "error")
        #expect(second["code"] as? String == "KS9003")
        #expect(second["message"] as? String == "duplicate id \"a\"\ttab")
        #expect(second["line"] as? Int == 3)
        #expect(second["column"] as? Int == 7)
        let note = try #require((second["notes"] as? [[String: Any]])?.first)
        #expect(note["message"] as? String == "first here")
        #expect(note["line"] as? Int == 1)
        #expect(note["column"] as? Int == 2)
        #expect((files[1]["diagnostics"] as? [Any])?.isEmpty == true)
        // Keys come in the contract's order.
        #expect(result.standardOutput.hasPrefix(#"{"files":[{"path":"#))
        #expect(
            result.standardOutput.contains(
                #""valid":false,"diagnostics":[{"severity":"warning","code":"KS9001","message":"#))
    }

    @Test func errorsAndWarningsAcrossFiles() throws {
        let (result, _) = try run(
            [], diagnostics: ["a.yaml": [Self.error, Self.warning], "b.yaml": [Self.error]],
            files: ["a.yaml", "b.yaml"])
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("\n2 files: 2 errors, 1 warning\n"))
        // Empty source lines are not shown: each diagnostic is one line here, plus the summary.
        #expect(result.standardError.split(separator: "\n").count == 4)
    }

    // MARK: - Summary

    @Test(
        arguments: [
            (3, 0, 0, "3 files: 0 errors, 0 warnings"),
            (1, 1, 0, "1 file: 1 error, 0 warnings"),
            (2, 2, 1, "2 files: 2 errors, 1 warning"),
            (1, 0, 2, "1 file: 0 errors, 2 warnings"),
            (12, 10, 11, "12 files: 10 errors, 11 warnings"),
        ] as [(Int, Int, Int, String)])
    func summary(_ files: Int, _ errors: Int, _ warnings: Int, _ expected: String) {
        #expect(ValidationSummary.line(files: files, errors: errors, warnings: warnings) == expected)
    }

    // MARK: - Helpers

    nonisolated static func files(fromJSON text: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let top = try #require(object as? [String: Any])
        #expect(top.keys.sorted() == ["files"])
        return try #require(top["files"] as? [[String: Any]])
    }
}

extension ValidateCommandTests {
    /// A theme file is checked as a theme: its own fields, its own messages; a layout beside it
    /// as a layout.
    @Test func themesAreCheckedAsThemes() throws {
        let directory = try TemporaryDirectory()
        let theme = try directory.write(
            "sunset.yaml",
            "format: 1\nid: sunset\nextends: ios\nlight:\n  primary: {fil: \"#FF7A1A\", text: white}\n")
        let layout = try directory.write("ok.yaml", SampleLayouts.valid(id: "ok"))
        let expected = """
            \(theme):5:13: error: unknown field 'fil' in a key style; did you mean 'fill'? [KS2001]
              primary: {fil: "#FF7A1A", text: white}
                        ^
            \(theme):5:35: error: bad colour 'white' for 'text'; did you mean '#FFFFFF'? [KS2801]
              primary: {fil: "#FF7A1A", text: white}
                                              ^
            \(theme):5:35: note: a colour is '#RRGGBB' or '#RRGGBBAA' in hexadecimal, quoted (a bare # starts a comment)
            2 files: 2 errors, 0 warnings

            """
        #expect(
            runCLI(["validate", layout, theme]) == RunResult(status: 1, standardOutput: "", standardError: expected))
    }
}
