import Foundation
import Testing

/// The built `keysmith` binary, run as a process: what users and CI see.
@Suite struct EndToEndTests {
    @Test func help() throws {
        let result = try Binary.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == HelpTests.rootHelp)
    }

    @Test func version() throws {
        #expect(
            try Binary.run(["--version"]) == RunResult(status: 0, standardOutput: "keysmith 0.1.0\n", standardError: "")
        )
    }

    @Test func helpValidate() throws {
        let result = try Binary.run(["help", "validate"])
        #expect(result == RunResult(status: 0, standardOutput: HelpTests.validateHelp, standardError: ""))
    }

    @Test func unknownSubcommand() throws {
        let expected = """
            keysmith: error: unknown command 'valdiate'; did you mean 'validate'?
            Usage: keysmith <command> [options] [arguments]
            See 'keysmith --help'.

            """
        #expect(
            try Binary.run(["valdiate", "x.yaml"]) == RunResult(status: 64, standardOutput: "", standardError: expected)
        )
    }

    @Test func unknownOptionNearMiss() throws {
        let expected = """
            keysmith: error: unknown option '--fromat'; did you mean '--format'?
            Usage: keysmith validate [--format text|json] [--strict] [--quiet] [--size WxH]... [--device NAME] PATH...
            See 'keysmith validate --help'.

            """
        #expect(
            try Binary.run(["validate", "--fromat", "json", "x.yaml"])
                == RunResult(status: 64, standardOutput: "", standardError: expected))
    }

    /// 1 500 unknown fields: about 200 KB of diagnostics, more than a pipe holds, so the child
    /// only finishes if the runner drains standard error while it waits.
    @Test func manyDiagnosticsDoNotBlock() throws {
        let directory = try TemporaryDirectory()
        var text = "format: 1\nid: big\nname: Big\nlocale: en-US\nsize: {width: 390, height: 216}\n"
        text += "layers:\n  letters:\n    rows:\n      - [{text: a}]\n"
        for index in 0..<1_500 {
            text += "bogus\(index): 1\n"
        }
        let file = try directory.write("big.yaml", text)
        let result = try Binary.run(["validate", file])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.utf8.count > 65_536)
        let unknown = result.standardError.split(separator: "\n").filter { $0.contains("error: unknown field 'bogus") }
        #expect(unknown.count == 1_500)
        #expect(result.standardError.hasSuffix("\n1 file: 1500 errors, 0 warnings\n"))
    }

    @Test func missingFile() throws {
        let directory = try TemporaryDirectory()
        let result = try Binary.run(["validate", "missing.yaml"], in: URL(fileURLWithPath: directory.path))
        #expect(
            result
                == RunResult(
                    status: 66, standardOutput: "",
                    standardError: "keysmith: error: cannot read 'missing.yaml': no such file or directory\n"))
    }

    @Test func brokenYAML() throws {
        let directory = try TemporaryDirectory()
        try directory.write("broken.yaml", "format: 1\nrows: [q, w\nname: x\n")
        let result = try Binary.run(["validate", "broken.yaml"], in: URL(fileURLWithPath: directory.path))
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        // libyaml finds the unclosed `[` where the next key starts: line 3, column 5.
        #expect(lines.first?.hasPrefix("broken.yaml:3:5: error: ") == true, "\(result.standardError)")
        #expect(lines.dropFirst().first == "name: x")
        #expect(lines.dropFirst(2).first == "    ^")
        #expect(lines.suffix(2) == ["1 file: 1 error, 0 warnings", ""])
    }

    /// Pipes are not terminals: no escape codes even when `NO_COLOR` is unset.
    @Test func noColourIntoAPipe() throws {
        let directory = try TemporaryDirectory()
        try directory.write("broken.yaml", "a: [\n")
        let result = try Binary.run(
            ["validate", "broken.yaml"], in: URL(fileURLWithPath: directory.path), noColor: false)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("broken.yaml:"))
        #expect(!result.standardError.contains("\u{1B}"))
        let usage = try Binary.run(["validate"], noColor: false)
        #expect(usage.standardError.hasPrefix("keysmith: error: missing argument PATH\n"))
    }

    @Test func validateJSON() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.yaml", "format: 1\nformat: 1\nid: a\n" + SampleLayouts.body)
        try directory.write("b.yaml", SampleLayouts.valid(id: "b"))
        let result = try Binary.run(["validate", "--format", "json", "."], in: URL(fileURLWithPath: directory.path))
        #expect(result.status == 1)
        #expect(result.standardError == "")
        let files = try ValidateCommandTests.files(fromJSON: result.standardOutput)
        #expect(files.map { $0["path"] as? String ?? "" } == ["./a.yaml", "./b.yaml"])
        #expect(files.map { $0["valid"] as? Bool ?? true } == [false, true])
        let diagnostic = try #require((files.first?["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["code"] as? String == "KS1002")
        #expect(diagnostic["line"] as? Int == 2)
        #expect(diagnostic["column"] as? Int == 1)
        #expect((diagnostic["message"] as? String)?.isEmpty == false)
    }

    /// `Schemas/*.schema.json` are what `keysmith schema` generates from the field tables.
    @Test(arguments: [([], "layout"), (["layout"], "layout"), (["theme"], "theme")])
    func theCheckedInSchemasAreTheGeneratedOnes(_ kind: [String], _ file: String) throws {
        let result = try Binary.run(["schema"] + kind)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let path = Binary.packageRoot.appendingPathComponent("Schemas/\(file).schema.json")
        let text = try String(contentsOf: path, encoding: .utf8)
        let upToDate = result.standardOutput == text  // compared apart, so a failure does not print both
        #expect(upToDate, "Schemas/\(file).schema.json is out of date: run scripts/generate-format-files.sh")
    }

    /// docs/FORMAT.md's field tables are what `keysmith schema reference` makes of them.
    @Test func theReferenceTablesAreTheGeneratedOnes() throws {
        let path = Binary.packageRoot.appendingPathComponent("docs/FORMAT.md").path
        let result = try Binary.run(["schema", "reference", "--doc", path])
        #expect(result.status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let upToDate = result.standardOutput == text
        #expect(upToDate, "docs/FORMAT.md's field tables are out of date: run scripts/generate-format-files.sh")
    }

    @Test func docGoesWithTheReferenceOnly() throws {
        let result = try Binary.run(["schema", "theme", "--doc", "docs/FORMAT.md"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--doc goes with 'reference' only"))
        let missing = try Binary.run(["schema", "reference", "--doc", "/nonexistent/FORMAT.md"])
        #expect(missing.status == 66)
    }
}
