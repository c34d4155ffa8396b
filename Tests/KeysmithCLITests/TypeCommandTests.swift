import Foundation
import TestSupport
import Testing

@testable import KeysmithCLI

/// `keysmith type`, run in-process.
@MainActor @Suite struct TypeCommandTests {
    static let enUS = Binary.packageRoot.appendingPathComponent("Layouts/en-US.yaml").path
    static let ruRU = Binary.packageRoot.appendingPathComponent("Layouts/ru-RU.yaml").path

    @Test func typesTheText() {
        let text = "Hello, world! It's 42 — café."
        #expect(
            runCLI(["type", Self.enUS, text]) == RunResult(status: 0, standardOutput: text + "\n", standardError: ""))
    }

    @Test func namesEveryMissingCharacter() {
        let result = runCLI(["type", Self.enUS, "жук и ёж"])
        #expect(
            result
                == RunResult(
                    status: 1, standardOutput: "",
                    standardError: "keysmith: error: layout 'en-US' cannot type 'ж' (U+0436), 'у' (U+0443), "
                        + "'к' (U+043A), 'и' (U+0438), 'ё' (U+0451)\n"))
    }

    @Test func traceWritesEachTapToStandardError() {
        let result = runCLI(["type", "--trace", Self.ruRU, "Да"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Да\n")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        // Autocapitalisation gives the capital; then one tap for the lower-case letter.
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("t=0.000 layer=letters key=д at (") == true)
        #expect(lines.last?.hasPrefix("t=0.150 layer=letters key=а at (") == true)
    }

    @Test func sizeOptions() {
        let result = runCLI(["type", "--width", "320", "--height=200", Self.enUS, "Small"])
        #expect(result == RunResult(status: 0, standardOutput: "Small\n", standardError: ""))
    }

    @Test func sizeTooSmall() {
        let result = runCLI(["type", "--height", "20", Self.enUS, "x"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        // Located like `validate` and `solve`: at the layer, with the notes after.
        #expect(
            result.standardError.hasPrefix(
                "\(Self.enUS):45:3: error: layer 'letters' needs height ≥ 152 pt, got 20 pt: it takes 104 pt for 4 rows "
                    + "at their smallest + 36 pt for 3 row gaps of 12 pt + 12 pt for insets (top 8, bottom 4) [KS3001]\n"
                    + "  letters:\n"))
    }

    @Test(arguments: ["abc", "0", "-5", "nan", "inf"])
    func invalidSize(value: String) {
        let result = runCLI(["type", "--width", value, Self.enUS, "x"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "keysmith: error: invalid value '\(value)' for option '--width' (expected a number of points greater than 0 and "
                    + "at most 100000)\n"))
    }

    @Test func missingText() {
        let result = runCLI(["type", Self.enUS])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("keysmith: error: missing argument TEXT\n"))
    }

    @Test func unreadableLayout() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/none.yaml"
        let result = runCLI(["type", path, "x"])
        #expect(result.status == 66)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("keysmith: error: cannot read '\(path)': "))
        #expect(result.standardError.lowercased().hasSuffix(": no such file or directory\n"))
    }

    @Test func layoutWithErrors() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad.yaml", "format: 1\nid: [x\n")
        let result = runCLI(["type", file, "x"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        // The same report as `validate` gives.
        let validate = runCLI(["validate", file])
        #expect(validate.status == 1)
        #expect(result.standardError == validate.standardError)
        #expect(result.standardError.hasPrefix("\(file):"))
    }

    /// Shift and a multitap key on its shifted face: the planner taps shift and the face's key
    /// twice for "A", and the keyboard keeps the cycle shifted though its one-shot shift lets go
    /// after the first tap (which typed "8"). Before it did, the second tap began a cycle of its
    /// own and "88" was printed as if typed right; now what the keyboard typed is also checked
    /// against the text (a disagreement is an error naming both).
    @Test func aShiftedMultitapCycle() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(
            "ten.yaml",
            layoutHeader(id: "ten", name: "Ten", locale: "en")
                + """
                behavior: {autocapitalize: none}
                layers:
                  default:
                    rows:
                      - [{text: "8", multitap: [a, b, c]}]
                      - [{action: shift}, {action: backspace}, {action: return}]
                  upper:
                    shift-of: default
                    rows:
                      - [{text: "8", multitap: [A, B, C]}]
                      - [{action: shift}, {action: backspace}, {action: return}]

                """)
        #expect(runCLI(["type", file, "AbB8a"]) == RunResult(status: 0, standardOutput: "AbB8a\n", standardError: ""))
    }

    static let help = """
        keysmith type - type a text on a layout and print the result

        Usage: keysmith type [--width PT] [--height PT] [--form NAME] [--device NAME]
                             [--trace] [--lexicon FILE] [--autocorrect] [--swipe] PATH
                             TEXT

        Plans the gestures a person would make to type TEXT on the layout: layer
        switches (by a layer key or a flick), shift (on, or off where autocapitalisation
        turned it on), long presses for alternates, flicks, multitap, dead keys for
        characters only composition gives, return for line breaks. Each gesture goes to
        its key as touch events through the real keyboard controller, which decides what
        is typed; the resulting text is printed on standard output, followed by a line
        break.

        Characters the layout cannot produce are all named before anything is typed, and
        the command exits 1; so does a text the keyboard typed otherwise than planned,
        with both named (with --autocorrect, words the keyboard corrected are printed as
        corrected). With --trace, each gesture is written to standard error as t=SECONDS
        layer=NAME key=ID at (X, Y), and how it ends (a flick, a long press, a multitap
        step).

        With --swipe (and --lexicon), each word of two keys or more is swiped instead,
        as one touch through its letters' key centres, and everything between words is
        tapped: a self-test of how clearly the layout's swipes read. Each word the
        keyboard reads as another (or as nothing) is named on standard error (swiped
        'WORD' read as 'OTHER') and typed again by taps, and the command exits 1 after
        printing the text.

        Arguments:
          PATH            The layout file.
          TEXT            The text to type.

        Options:
          --width PT      The keyboard's width in points (default: the layout's).
          --height PT     The keyboard's height in points (default: the layout's).
          --form NAME     The layout's form to use (default: the one the width shows).
          --device NAME   A device of `keysmith devices` (iphone-se-portrait, ipad-mini,
                          …): the form for its idiom, at its keyboard size.
          --trace         Write each gesture to standard error.
          --lexicon FILE  Suggest and correct words from this compiled lexicon ('auto':
                          the bundled one of the layout's language).
          --autocorrect   Replace a mistyped word at its end (needs --lexicon).
          --swipe         Swipe each word instead of tapping it, and check it reads
                          back.
          -h, --help      Show this help.

        Exit status:
          0   the text was typed
          1   the layout has errors, or TEXT cannot be typed on it
          64  usage error
          66  PATH cannot be read

        Examples:
          keysmith type Layouts/en-US.yaml 'Hello, world!'
          keysmith type --trace Layouts/pt-BR.yaml 'Você está aí?'
          keysmith type Layouts/ru-RU.yaml 'привет как дела' --swipe --lexicon auto

        """

    @Test(arguments: [["type", "--help"], ["help", "type"]])
    func help(arguments: [String]) {
        #expect(runCLI(arguments) == RunResult(status: 0, standardOutput: Self.help, standardError: ""))
    }
}
