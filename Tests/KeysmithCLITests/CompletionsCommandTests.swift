import Foundation
import Testing

@testable import KeysmithCLI

/// `keysmith completions bash|zsh|fish`, loaded into the real shells: bash registers it
/// (`complete -p`) and completes command lines through `_keysmith`; fish completes them with
/// `complete -C`; zsh parses the script and registers `_keysmith` with compinit.
@MainActor @Suite struct CompletionsCommandTests {
    nonisolated static func shell(_ name: String) -> URL? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { URL(fileURLWithPath: $0 + name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A folder with two layouts, a text file and a sub-folder, and the script for `shell` in it.
    static func folder(script shell: String) throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        try directory.write("en-US.yaml", "")
        try directory.write("de-DE.yaml", "")
        try directory.write("notes.txt", "")
        try directory.makeDirectory("more")
        let result = runCLI(["completions", shell])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let path = try directory.write("keysmith.\(shell)", result.standardOutput)
        return (directory, path)
    }

    @Test func bashRegistersTheFunction() throws {
        let bash = try #require(Self.shell("bash"))
        let (directory, script) = try Self.folder(script: "bash")
        let result = try Binary.run(
            program: bash, ["--norc", "-c", "source \(script) && complete -p keysmith"],
            in: URL(fileURLWithPath: directory.path))
        #expect(result == RunResult(status: 0, standardOutput: "complete -F _keysmith keysmith\n", standardError: ""))
    }

    /// What `_keysmith` offers for the line `words`, the last word being completed, sorted.
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let bash = try #require(Self.shell("bash"))
        let (directory, script) = try Self.folder(script: "bash")
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let command =
            "source \(script) && COMP_WORDS=(\(quoted)) && COMP_CWORD=\(words.count - 1) && _keysmith; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\""
        let result = try Binary.run(program: bash, ["--norc", "-c", command], in: URL(fileURLWithPath: directory.path))
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").map(String.init).sorted()
    }

    @Test(
        arguments: [
            (["keysmith", "va"], ["validate"]),
            (["keysmith", "--v"], ["--version"]),
            (["keysmith", "validate", "--st"], ["--strict"]),
            (["keysmith", "validate", "--format", ""], ["json", "text"]),
            (["keysmith", "validate", "--format", "j"], ["json"]),
            (["keysmith", "render", "--format", "=", "s"], ["svg"]),  // bash splits `--format=s` at `=`
            (["keysmith", "validate", "--size", ""], []),  // a size: nothing to offer
            // Layout files and folders, not other files, for PATH (every one of validate's).
            (["keysmith", "validate", ""], ["de-DE.yaml", "en-US.yaml", "more"]),
            (["keysmith", "validate", "en-US.yaml", "--strict", "d"], ["de-DE.yaml"]),
            (["keysmith", "type", "--width", "320", ""], ["de-DE.yaml", "en-US.yaml", "more"]),
            (["keysmith", "type", "en-US.yaml", ""], []),  // TEXT
            (["keysmith", "replay", "en-US.yaml", "n"], ["notes.txt"]),  // EVENTS: any file
            (["keysmith", "help", "re"], ["render", "replay"]),
            (["keysmith", "completions", ""], ["bash", "fish", "zsh"]),
        ] as [([String], [String])])
    func bashCompletes(_ words: [String], _ expected: [String]) throws {
        #expect(try Self.bashCompletions(words) == expected)
    }

    @Test(
        .enabled(if: shell("fish") != nil, "fish is not installed"),
        arguments: [
            ("keysmith val", ["validate"]),
            ("keysmith validate --format ", ["json", "text"]),
            ("keysmith validate ", ["de-DE.yaml", "en-US.yaml", "more/"]),
            ("keysmith type en-US.yaml ", []),
            ("keysmith completions ", ["bash", "fish", "zsh"]),
            ("keysmith render --form", ["--form", "--format"]),
            ("keysmith render --forma", ["--format"]),
        ])
    func fishCompletes(_ line: String, _ expected: [String]) throws {
        let fish = try #require(Self.shell("fish"))
        let (directory, script) = try Self.folder(script: "fish")
        let result = try Binary.run(
            program: fish, ["--no-config", "-c", "source \(script); complete -C '\(line)'"],
            in: URL(fileURLWithPath: directory.path))
        #expect(result.status == 0, "\(result.standardError)")
        let offered = result.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(offered.sorted() == expected)
    }

    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed")) func zshParsesAndRegisters() throws {
        let zsh = try #require(Self.shell("zsh"))
        let (directory, script) = try Self.folder(script: "zsh")
        let syntax = try Binary.run(program: zsh, ["-n", script])
        #expect(syntax.status == 0, "\(syntax.standardError)")
        let result = try Binary.run(
            program: zsh,
            [
                "-f", "-c",
                "autoload -U compinit && compinit -u -D && source \(script) && print -r -- $_comps[keysmith]",
            ],
            in: URL(fileURLWithPath: directory.path))
        #expect(result.standardOutput == "_keysmith\n", "\(result.standardError)")
    }

    /// Every command, option and fixed value of the specs is in every script: they are written
    /// from the specs, not by hand.
    @Test(arguments: CompletionScript.Shell.allCases)
    func scriptsNameEverythingInTheSpecs(_ shell: CompletionScript.Shell) {
        let script = CompletionScript.script(for: shell, commands: KeysmithCLI.commandSpecs)
        for spec in KeysmithCLI.commandSpecs {
            #expect(script.contains(spec.name), "\(shell): \(spec.name)")
            for option in spec.options {
                let written = shell == .fish ? "-l \(option.name)" : option.longForm
                #expect(script.contains(written), "\(shell): \(spec.name) \(option.longForm)")
                for value in option.allowedValues {
                    #expect(script.contains(value), "\(shell): \(option.longForm) \(value)")
                }
            }
        }
    }

    @Test func unknownShell() {
        let result = runCLI(["completions", "zhs"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "keysmith: error: invalid value 'zhs' for SHELL (expected 'bash', 'zsh' or 'fish'); did you mean 'zsh'?\n"
            ))
    }
}
