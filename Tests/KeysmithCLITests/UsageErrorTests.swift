import Testing

@testable import KeysmithCLI

@MainActor @Suite struct UsageErrorTests {
    nonisolated static let validateTail = """
        Usage: keysmith validate [--format text|json] [--strict] [--quiet] [--size WxH]... [--device NAME] PATH...
        See 'keysmith validate --help'.

        """
    nonisolated static let rootTail = """
        Usage: keysmith <command> [options] [arguments]
        See 'keysmith --help'.

        """

    /// Every usage error: exit 64, nothing on standard output, exactly this on standard error.
    @Test(arguments: [
        ([], "keysmith: error: missing command\n" + rootTail),
        (["valdate", "x"], "keysmith: error: unknown command 'valdate'; did you mean 'validate'?\n" + rootTail),
        (["frobnicate"], "keysmith: error: unknown command 'frobnicate'\n" + rootTail),
        (["--hepl"], "keysmith: error: unknown option '--hepl'; did you mean '--help'?\n" + rootTail),
        (["--verison"], "keysmith: error: unknown option '--verison'; did you mean '--version'?\n" + rootTail),
        (["--version", "x"], "keysmith: error: unexpected argument 'x'\n" + rootTail),
        (["validate"], "keysmith: error: missing argument PATH\n" + validateTail),
        (["validate", "--strict"], "keysmith: error: missing argument PATH\n" + validateTail),
        (
            ["validate", "--strcit", "a"],
            "keysmith: error: unknown option '--strcit'; did you mean '--strict'?\n" + validateTail
        ),
        (["validate", "--layer", "x", "a"], "keysmith: error: unknown option '--layer'\n" + validateTail),
        (["validate", "a", "--format"], "keysmith: error: missing value for option '--format'\n" + validateTail),
        (
            ["validate", "--format", "yaml", "a"],
            "keysmith: error: invalid value 'yaml' for option '--format' (expected 'text' or 'json')\n" + validateTail
        ),
        (
            ["validate", "--format=jsno", "a"],
            "keysmith: error: invalid value 'jsno' for option '--format' (expected 'text' or 'json'); did you mean 'json'?\n"
                + validateTail
        ),
        (
            ["validate", "--format", "json", "--format=json", "a"],
            "keysmith: error: option '--format' is given more than once\n" + validateTail
        ),
        (
            ["validate", "--strict", "--strict", "a"],
            "keysmith: error: option '--strict' is given more than once\n" + validateTail
        ),
        (
            ["validate", "--strict=false", "a"],
            "keysmith: error: option '--strict' does not take a value\n" + validateTail
        ),
        (
            ["validate", "--size", "99999999x216", "a"],
            "keysmith: error: invalid value '99999999x216' for option '--size' (expected a size WIDTHxHEIGHT in points, "
                + "each greater than 0 and at most 100000, such as 390x216)\n" + validateTail
        ),
        (
            ["schema", "theme", "extra"],
            "keysmith: error: unexpected argument 'extra'\nUsage: keysmith schema [--doc FILE] [KIND]\n"
                + "See 'keysmith schema --help'.\n"
        ),
        (
            ["schema", "thme"],
            "keysmith: error: invalid value 'thme' for KIND (expected 'layout', 'theme' or 'reference'); "
                + "did you mean 'theme'?\nUsage: keysmith schema [--doc FILE] [KIND]\nSee 'keysmith schema --help'.\n"
        ),
        (
            ["schema", "--format", "json"],
            "keysmith: error: unknown option '--format'\nUsage: keysmith schema [--doc FILE] [KIND]\n"
                + "See 'keysmith schema --help'.\n"
        ),
        // Arguments the other way round: the fix, written out.
        (
            ["export", "Layouts/en-US.yaml", "keyman"],
            "keysmith: error: FORMAT comes before LAYOUT, and 'keyman' is a FORMAT: keysmith export keyman Layouts/en-US.yaml\n"
                + "Usage: keysmith export [--output OUT] [--form NAME] FORMAT LAYOUT\nSee 'keysmith export --help'.\n"
        ),
        (
            ["import", "board.json", "florisboard"],
            "keysmith: error: FORMAT comes before FILE, and 'florisboard' is a FORMAT: keysmith import florisboard board.json\n"
                + "Usage: keysmith import [--output OUT] [--form phone|tablet] [--rtl] [--popups FILE] FORMAT FILE\n"
                + "See 'keysmith import --help'.\n"
        ),
        (
            ["help", "valiate"],
            "keysmith: error: unknown command 'valiate'; did you mean 'validate'?\n"
                + "Usage: keysmith help [COMMAND]\nSee 'keysmith help --help'.\n"
        ),
        (
            ["help", "validate", "schema"],
            "keysmith: error: unexpected argument 'schema'\nUsage: keysmith help [COMMAND]\nSee 'keysmith help --help'.\n"
        ),
        (
            ["--help", "nope"],
            "keysmith: error: unknown command 'nope'\nUsage: keysmith help [COMMAND]\nSee 'keysmith help --help'.\n"
        ),
    ])
    func usageError(_ arguments: [String], _ expected: String) {
        let result = runCLI(arguments)
        #expect(result == RunResult(status: 64, standardOutput: "", standardError: expected))
    }

    @Test func errorIsRedOnlyWhenColourIsAllowed() {
        let colored = runCLI(["validate"], color: true)
        #expect(
            colored.standardError == "keysmith: \u{1B}[1;31merror:\u{1B}[0m missing argument PATH\n" + Self.validateTail
        )
        #expect(runCLI(["validate"], color: false).standardError.hasPrefix("keysmith: error: missing"))
    }

    @Test(
        arguments: [
            (true, nil, true), (true, "", true), (true, "1", false), (true, "0", false),
            (false, nil, false), (false, "", false),
        ] as [(Bool, String?, Bool)])
    func colourPolicy(_ isTerminal: Bool, _ noColor: String?, _ expected: Bool) {
        #expect(TextStyle.allowsColor(isTerminal: isTerminal, noColor: noColor) == expected)
    }
}
