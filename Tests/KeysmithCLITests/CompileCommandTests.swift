import CompiledLayouts
import Foundation
import KeysmithSources
import TestSupport
import Testing

@testable import KeysmithCLI

/// `keysmith compile`, and every command reading what it writes.
@MainActor @Suite struct CompileCommandTests {
    nonisolated static let layouts = Binary.packageRoot.appendingPathComponent("Layouts").path
    nonisolated static let ids = BundledSources.layouts.keys.sorted()

    /// `solve` of a compiled file prints byte for byte what `solve` of its source prints, for
    /// every form.
    @Test(arguments: ids)
    func solveOfTheCompiledFileIsSolveOfTheSource(id: String) throws {
        let folder = try TemporaryDirectory()
        let source = Self.layouts + "/\(id).yaml"
        let compiled = runCLI(["compile", source, "--output-dir", folder.path])
        #expect(compiled.status == 0, "\(compiled.standardError)")
        #expect(compiled.standardError == "")
        let output = folder.path + "/\(id).kslayout"
        let layout = try CompiledLayout.decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
        for form in layout.formNames {
            let fromYAML = runCLI(["solve", source, "--form", form])
            let fromCompiled = runCLI(["solve", output, "--form", form])
            #expect(fromYAML.status == 0)
            #expect(fromCompiled.status == 0, "\(fromCompiled.standardError)")
            #expect(fromCompiled.standardOutput == fromYAML.standardOutput, "\(id) form \(form)")
        }
    }

    /// `--output-dir` makes a missing folder and the folders above it, as `mkdir -p`; a folder that
    /// cannot be made (a file in its way) is an error before anything is compiled.
    @Test func theOutputFolderIsMadeWhenMissing() throws {
        let folder = try TemporaryDirectory()
        let nested = folder.path + "/build/layouts"
        let compiled = runCLI([
            "compile", Self.layouts + "/en-US.yaml", Self.layouts + "/ru-RU.yaml", "--output-dir", nested,
        ])
        #expect(compiled.status == 0, "\(compiled.standardError)")
        #expect(compiled.standardError == "2 files: 0 errors, 0 warnings\n")
        #expect(FileManager.default.fileExists(atPath: nested + "/en-US.kslayout"))
        #expect(FileManager.default.fileExists(atPath: nested + "/ru-RU.kslayout"))
        let blocker = folder.path + "/file"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let blocked = runCLI(["compile", Self.layouts + "/en-US.yaml", "--output-dir", blocker + "/sub"])
        #expect(blocked.status == 1)
        #expect(blocked.standardError == "keysmith: error: cannot make the folder '\(blocker)/sub': not a directory\n")
    }

    /// The other commands take a compiled file wherever they take YAML, told by its magic
    /// whatever its name: the same picture, the same typing, the same check.
    @Test func everyCommandReadsACompiledFile() throws {
        let folder = try TemporaryDirectory()
        let source = Self.layouts + "/en-US.yaml"
        let renamed = folder.path + "/en-US.txt"  // not .kslayout: the magic decides
        #expect(runCLI(["compile", source, "-o", renamed]).status == 0)
        #expect(runCLI(["render", renamed]).standardOutput == runCLI(["render", source]).standardOutput)
        #expect(
            runCLI(["render", renamed, "--format", "svg"]).standardOutput
                == runCLI(["render", source, "--format", "svg"]).standardOutput)
        let typed = runCLI(["type", renamed, "Hello, wörld 42"])
        #expect(typed.status == 0)
        #expect(typed.standardOutput == runCLI(["type", source, "Hello, wörld 42"]).standardOutput)
        let validated = runCLI(["validate", renamed])
        #expect(validated.status == 0)
        #expect(validated.standardError == "1 file: 0 errors, 0 warnings\n")
    }

    @Test func theSameLayoutCompilesToTheSameBytes() throws {
        let folder = try TemporaryDirectory()
        let source = Self.layouts + "/ja-JP-kana.yaml"
        #expect(runCLI(["compile", source, "-o", folder.path + "/a.kslayout"]).status == 0)
        #expect(runCLI(["compile", source, "-o", folder.path + "/b.kslayout"]).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/a.kslayout"))
        let second = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/b.kslayout"))
        #expect(first == second)
        #expect(first.count > 24)
    }

    @Test func aLayoutWithErrorsIsReportedAndNotWritten() throws {
        let folder = try TemporaryDirectory()
        let broken = folder.path + "/broken.yaml"
        let text =
            layoutHeader(id: "broken", name: "B", locale: "en")
                + """
                layers:
                  letters:
                    rows:
                      - [a, {action: shfit}]

                """
        try text.write(toFile: broken, atomically: true, encoding: .utf8)
        let result = runCLI(["compile", broken])
        #expect(result.status == 1)
        // Line 9, `      - [a, {action: shfit}]`: six spaces, `- [a, {` and `action: ` put the value at 22.
        #expect(result.standardError.hasPrefix("\(broken):9:22: error: bad value 'shfit' for 'action'"))
        #expect(result.standardError.hasSuffix("1 file: 1 error, 0 warnings\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/broken.kslayout"))
    }

    /// A damaged compiled file is an error at its first line, as any unreadable layout is.
    @Test func aDamagedCompiledFileIsAnErrorOfItsOwn() throws {
        let folder = try TemporaryDirectory()
        let output = folder.path + "/en-US.kslayout"
        #expect(runCLI(["compile", Self.layouts + "/en-US.yaml", "-o", output]).status == 0)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        bytes[bytes.count - 2] ^= 0x40
        try bytes.write(to: URL(fileURLWithPath: output))
        let result = runCLI(["solve", output])
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix("\(output):1:1: error: the compiled layout is damaged: its checksum is "))
        #expect(result.standardError.contains("[KS2603]"))
    }

    @Test func optionsThatExcludeEachOtherAreUsageErrors() {
        let both = runCLI(["compile", Self.layouts + "/en-US.yaml", "-o", "a", "--output-dir", "b"])
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("keysmith: error: --output and --output-dir cannot be used together\n"))
        let two = runCLI(["compile", Self.layouts + "/en-US.yaml", Self.layouts + "/en-GB.yaml", "-o", "a"])
        #expect(two.status == 64)
        #expect(
            two.standardError.hasPrefix(
                "keysmith: error: --output takes one layout, and 2 were given: use --output-dir, or --swift\n"))
    }

    @Test func swiftSourceHoldsEveryLayoutAndNeedsAnOutput() throws {
        let folder = try TemporaryDirectory()
        let output = folder.path + "/Layouts.swift"
        let result = runCLI([
            "compile", "--swift", "PadLayouts", "-o", output, Self.layouts + "/number-pad.yaml",
            Self.layouts + "/phone-pad.yaml",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("public enum PadLayouts {"))
        #expect(text.contains(#"public static let layoutIDs: [String] = ["number-pad", "phone-pad"]"#))
        // The bytes of number-pad, as `compile` writes them to a file, in hex after its case.
        #expect(runCLI(["compile", Self.layouts + "/number-pad.yaml", "-o", folder.path + "/np.kslayout"]).status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/np.kslayout"))
        let hex = bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
        #expect(text.contains("case \"number-pad\":\n            return \"" + hex.joined() + "\"\n"))
        #expect(runCLI(["compile", "--swift", "PadLayouts", Self.layouts + "/number-pad.yaml"]).status == 64)
        #expect(runCLI(["compile", "--swift", "9Pads", "-o", output, Self.layouts + "/number-pad.yaml"]).status == 64)
    }
}
