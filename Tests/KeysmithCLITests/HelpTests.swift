import Testing

@testable import KeysmithCLI

@MainActor @Suite struct HelpTests {
    nonisolated static let rootHelp = """
        keysmith - check and lay out on-screen keyboards defined in YAML

        Usage: keysmith <command> [options] [arguments]
               keysmith --help | --version

        Commands:
          validate     check layout files for errors
          render       draw a layout as text, SVG or HTML
          solve        print the key frames of a layout as JSON
          schema       print the schema of layout or theme files, or the field tables
          type         type a text on a layout and print the result
          replay       replay recorded touches on a layout and print the result
          preview      serve a live page of a layout to resize, type on and reload
          import       bring a layout in from another keyboard's format
          export       write a layout in another keyboard's format
          analyze      predict how fast and how accurately people type on a layout
          compile      compile layouts for devices to load without a YAML reader
          lexicon      compile word lists into lexicons for suggestions
          suggest      print the words a lexicon suggests for a text
          devices      print the device table: keyboard sizes and idioms
          lsp          run the language server for editors (LSP over stdin and stdout)
          completions  print a shell completion script
          help         show help for a command

        Options:
          -h, --help   Show this help.
          --version    Show the version.

        See 'keysmith help <command>' for the arguments and options of a command.

        Example:
          keysmith validate Layouts

        """

    nonisolated static let validateHelp = """
        keysmith validate - check layout files for errors

        Usage: keysmith validate [--format text|json] [--strict] [--quiet]
                                 [--size WxH]... [--device NAME] PATH...

        Reads each layout and reports every problem with its file, line and column. A
        folder stands for the *.yaml files directly inside it, in name order. Every
        layer is also laid out at the layout's preferred size, at each --size and on
        each --device (the form the device shows, at its keyboard size; 'all' for every
        device of `keysmith devices`; with --strict and no --device, every device the
        layout is for: iPhones, and iPads for a tablet form): a size a layer cannot
        take, required constraints that cannot hold together and rows whose percentages
        leave too little room are errors, with notes at the lines involved (and the
        devices of that size). A theme file (its modeline names theme.schema.json, or it
        has a top-level light, dark, fonts, corner-radius or shadow-offset and no
        layers) is checked as a theme.

        Problems are written to standard error in the form editors and CI understand
        (PATH:LINE:COLUMN: error: MESSAGE, then the line and a caret under the column),
        then one summary line (3 files: 0 errors, 1 warning). With --format json, one
        report goes to standard output instead: for each file its path, whether it is
        valid, and its diagnostics with severity, code, message, line and column.

        Arguments:
          PATH                A layout file, or a folder of them.

        Options:
          --format text|json  Report as text on standard error, or as JSON on standard
                              output. (default: text)
          --strict            Treat warnings as errors, and lay layouts out on every
                              device they are for.
          --quiet             Write no summary line (problems are still written).
          --size WxH          Also lay every layer out at this keyboard size in points
                              (repeatable: --size 390x216 --size 844x160).
          --device NAME       A device of `keysmith devices` (iphone-se-portrait,
                              ipad-mini, …): the form for its idiom, at its keyboard
                              size.
          -h, --help          Show this help.

        Exit status:
          0   every file is valid
          1   a file has errors
          64  usage error
          66  a PATH cannot be read, or a folder holds no *.yaml files

        Examples:
          keysmith validate Layouts
          keysmith validate --strict --size 390x216 --size 844x160 Layouts
          keysmith validate --format json --strict Layouts/en-US.yaml
          keysmith validate --device all Layouts

        """

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func rootHelpForms(_ arguments: [String]) {
        #expect(runCLI(arguments) == RunResult(status: 0, standardOutput: Self.rootHelp, standardError: ""))
    }

    @Test(arguments: [
        ["validate", "--help"], ["validate", "-h"], ["help", "validate"], ["--help", "validate"],
        ["validate", "--bogus", "--help"],  // help wins over other problems
        ["validate", "--format", "--help"],
        ["-h", "validate"],
    ])
    func validateHelpForms(_ arguments: [String]) {
        #expect(runCLI(arguments) == RunResult(status: 0, standardOutput: Self.validateHelp, standardError: ""))
    }

    @Test func helpAfterDoubleDashIsAPath() {
        let result = runCLI(["validate", "--", "--help"])
        #expect(result.status == 66)
        #expect(result.standardError == "keysmith: error: cannot read '--help': no such file or directory\n")
    }

    @Test func version() {
        #expect(runCLI(["--version"]) == RunResult(status: 0, standardOutput: "keysmith 0.1.0\n", standardError: ""))
    }

    @Test func helpOfHelpAndSchema() {
        let help = """
            keysmith help - show help for a command

            Usage: keysmith help [COMMAND]

            Arguments:
              COMMAND     The command to explain.

            Options:
              -h, --help  Show this help.

            Exit status:
              0   help was shown
              64  there is no such command

            Example:
              keysmith help validate

            """
        #expect(runCLI(["help", "help"]).standardOutput == help)
        #expect(runCLI(["help", "-h"]).standardOutput == help)
        let schema = runCLI(["schema", "--help"]).standardOutput
        #expect(
            schema.hasPrefix(
                "keysmith schema - print the schema of layout or theme files, or the field tables\n\n"
                    + "Usage: keysmith schema [--doc FILE] [KIND]\n")
        )
    }

    /// Every help page fits 80 columns, ends with one newline, and has no trailing spaces.
    @Test func everyHelpPageIsTidy() {
        let pages =
            [HelpFormatter.rootHelp(commands: KeysmithCLI.commandSpecs)]
            + KeysmithCLI.commandSpecs.map(HelpFormatter.help(for:))
        for page in pages {
            #expect(page.hasSuffix("\n") && !page.hasSuffix("\n\n"))
            for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.count <= 80, "\(line)")
                #expect(line.last != " ", "trailing space: \(line)")
            }
        }
    }

    @Test func wrapBreaksAtWordsAndKeepsParagraphs() {
        let words = (1...30).map { "w\($0)" }.joined(separator: " ")
        let wrapped = HelpFormatter.wrap(words + "\n\nnext", indent: 4)
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.isEmpty || ($0.hasPrefix("    ") && $0.count <= 80) })
        #expect(lines.suffix(2) == ["", "    next"])
        // Reflowing the wrapped text gives back the words in order.
        #expect(
            wrapped.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) == words.split(separator: " ")
                .map(String.init) + ["next"])
    }

    @Test func longUsageLinesWrapUnderTheFirstArgument() {
        let options = (1...8).map { OptionSpec.value("option\($0)", placeholder: "VALUE", help: "") }
        let spec = CommandSpec(
            name: "long", summary: "x", arguments: [ArgumentSpec(name: "PATH", arity: .optional, help: "")],
            options: options)
        let usage = HelpFormatter.help(for: spec).split(separator: "\n")[1...3].joined(separator: "\n")
        let expected = """
            Usage: keysmith long [--option1 VALUE] [--option2 VALUE] [--option3 VALUE]
                                 [--option4 VALUE] [--option5 VALUE] [--option6 VALUE]
                                 [--option7 VALUE] [--option8 VALUE] [PATH]
            """
        #expect(usage == expected)
    }
}
