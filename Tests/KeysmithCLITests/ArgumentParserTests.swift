import TestSupport
import Testing

@testable import KeysmithCLI

@Suite struct ArgumentParserTests {
    static let spec = CommandSpec(
        name: "test",
        summary: "a command for tests",
        arguments: [ArgumentSpec(name: "PATH", arity: .oneOrMore, help: "Files.")],
        options: [
            .value("format", allowed: ["text", "json"], defaultValue: "text", help: "Format."),
            .value("width", placeholder: "PT", help: "Width."),
            .value("tag", repeatable: true, help: "Tags."),
            .flag("strict", help: "Strict."),
            .flag("verbose", short: "v", help: "Verbose."),
        ]
    )

    private static func parsed(
        values: [String: [String]] = [:], flags: Set<String> = [], paths: [String]
    ) -> ParsedArguments {
        ParsedArguments(values: values, flags: flags, arguments: ["PATH": paths], defaults: ["format": "text"])
    }

    @Test(arguments: [
        (["a"], parsed(paths: ["a"])),
        (["a", "b", "c"], parsed(paths: ["a", "b", "c"])),
        (["--format", "json", "a"], parsed(values: ["format": ["json"]], paths: ["a"])),
        (["--format=json", "a"], parsed(values: ["format": ["json"]], paths: ["a"])),
        (["a", "--strict", "b"], parsed(flags: ["strict"], paths: ["a", "b"])),
        (["-v", "a"], parsed(flags: ["verbose"], paths: ["a"])),
        (["--width", "-5", "a"], parsed(values: ["width": ["-5"]], paths: ["a"])),  // a negative number is a value
        (["--width", "-.5", "a"], parsed(values: ["width": ["-.5"]], paths: ["a"])),
        (["--width=--x", "a"], parsed(values: ["width": ["--x"]], paths: ["a"])),  // `=` takes anything
        (["--width=", "a"], parsed(values: ["width": [""]], paths: ["a"])),
        (["--tag", "x", "--tag=y", "a"], parsed(values: ["tag": ["x", "y"]], paths: ["a"])),
        (["--", "--strict", "-v"], parsed(paths: ["--strict", "-v"])),
        (["a", "--", "--"], parsed(paths: ["a", "--"])),
        (["-"], parsed(paths: ["-"])),  // a lone dash is a positional
        (["-1"], parsed(paths: ["-1"])),
    ])
    func accepts(_ arguments: [String], _ expected: ParsedArguments) throws {
        #expect(try ArgumentParser.parse(arguments, for: Self.spec) == expected)
    }

    @Test(
        arguments: [
            ([], CLIError.missingArgument("PATH")),
            (["--strict"], .missingArgument("PATH")),
            (["--frmat", "json", "a"], .unknownOption("--frmat", suggestion: "--format")),
            (["--format=json", "--format", "text", "a"], .duplicateOption("--format")),
            (["--strict", "a", "--strict"], .duplicateOption("--strict")),
            (["-v", "--verbose", "a"], .duplicateOption("--verbose")),
            (["a", "--format"], .missingValue(option: "--format")),
            (["--width", "--strict", "a"], .missingValue(option: "--width")),
            (["--width", "-x", "a"], .missingValue(option: "--width")),
            (["--strict=yes", "a"], .unexpectedValue(option: "--strict", value: "yes")),
            (["--strict=", "a"], .unexpectedValue(option: "--strict", value: "")),
            (
                ["--format", "xml", "a"],
                .invalidValue(option: "--format", value: "xml", allowed: ["text", "json"], suggestion: nil)
            ),
            (
                ["--format", "JSON", "a"],
                .invalidValue(option: "--format", value: "JSON", allowed: ["text", "json"], suggestion: "json")
            ),
            (["-x", "a"], .unknownOption("-x", suggestion: nil)),
            (["-vv", "a"], .unknownOption("-vv", suggestion: nil)),  // no bundles
            (["--=x", "a"], .unknownOption("--", suggestion: nil)),
            // The first problem from the left wins.
            (["--bogus", "--format", "xml"], .unknownOption("--bogus", suggestion: nil)),
        ] as [([String], CLIError)])
    func rejects(_ arguments: [String], _ expected: CLIError) {
        #expect(throws: expected) { try ArgumentParser.parse(arguments, for: Self.spec) }
    }

    @Test(arguments: [
        (["--help"], true), (["-h"], true), (["a", "--bogus", "-h"], true), (["--", "--help"], false),
        (["--help=x"], false), (["--format=--help"], false), ([], false),
    ])
    func asksForHelp(_ arguments: [String], _ expected: Bool) {
        #expect(ArgumentParser.asksForHelp(arguments) == expected)
    }

    @Test func unexpectedPositional() {
        let spec = CommandSpec(name: "one", summary: "x", arguments: [ArgumentSpec(name: "A", arity: .one, help: "")])
        #expect(throws: CLIError.unexpectedArgument("b")) { try ArgumentParser.parse(["a", "b"], for: spec) }
        let none = CommandSpec(name: "none", summary: "x")
        #expect(throws: CLIError.unexpectedArgument("a")) { try ArgumentParser.parse(["a"], for: none) }
    }

    /// Positional assignment against a model: values are dealt out left to right; it succeeds
    /// exactly when the count lies between the specs' total minimum and total maximum, and then
    /// every spec gets between its minimum and maximum and the concatenation is the input.
    @Test func positionalAssignmentMatchesTheModel() throws {
        var random = SplitMix64(seed: 42)
        let arities: [ArgumentSpec.Arity] = [.one, .optional, .oneOrMore, .zeroOrMore]
        for _ in 0..<3000 {
            var specs: [ArgumentSpec] = []
            var variadic = false
            for index in 0..<Int.random(in: 0...4, using: &random) {
                var arity = arities[Int.random(in: 0..<4, using: &random)]
                if variadic, arity == .oneOrMore || arity == .zeroOrMore { arity = .one }  // at most one variadic
                if arity == .oneOrMore || arity == .zeroOrMore { variadic = true }
                specs.append(ArgumentSpec(name: "A\(index)", arity: arity, help: ""))
            }
            let values = (0..<Int.random(in: 0...6, using: &random)).map { "v\($0)" }
            let minimum = specs.reduce(0) { $0 + $1.minimum }
            let maximum = variadic ? Int.max : specs.count
            let spec = CommandSpec(name: "p", summary: "x", arguments: specs)
            if values.count < minimum {
                #expect(throws: CLIError.self) { try ArgumentParser.parse(values, for: spec) }
            } else if values.count > maximum {
                #expect(throws: CLIError.unexpectedArgument(values[specs.count])) {
                    try ArgumentParser.parse(values, for: spec)
                }
            } else {
                let parsed = try ArgumentParser.parse(values, for: spec)
                #expect(specs.flatMap { parsed.arguments[$0.name] ?? [] } == values)
                for argument in specs {
                    let count = (parsed.arguments[argument.name] ?? []).count
                    #expect(count >= argument.minimum)
                    #expect(argument.isVariadic || count <= 1)
                }
            }
        }
    }
}
