import Keysmith
import LayoutDiagnostics

/// `keysmith suggest LEXICON [TEXT] [--count N] [--layout FILE] [--format text|json]`: what the
/// suggestion bar offers for the text before the caret.
enum SuggestCommand: Command {
    enum Format: String, CaseIterable, Sendable { case text, json }

    static let lexiconArgument = Positional<String>.one(
        "LEXICON", help: "A compiled lexicon, or 'auto': the bundled one of --layout's language.", completion: .files)
    static let textArgument = Positional<String?>.optional("TEXT", help: "The text before the caret.")

    static let spec = CommandSpec(
        name: "suggest",
        summary: "print the words a lexicon suggests for a text",
        discussion: """
            TEXT is the text before the caret; the word it ends with is the word being typed \
            (letters, marks and digits, with apostrophes and hyphens inside). Its characters are \
            taken as typed exactly — or, with --layout, as taps on the centres of the layout's \
            keys, so that corrections weigh the keys' positions — and the best --count \
            suggestions are printed: completions, corrections and what was typed (docs/WORDS.md).

            Without TEXT, each line of standard input is one text, and each gets one JSON line, \
            {"context":"…","word":"…","suggestions":[…]}, each suggestion \
            {"text":"…","kind":"…"} with kind completion, correction or literal.
            """,
        arguments: [
            lexiconArgument.spec,
            textArgument.spec,
        ],
        options: [count.spec, layout.spec, format.spec],
        exitCodes: [
            (ExitCode.success, "the suggestions were printed"),
            (ExitCode.failure, "the lexicon or the layout has errors"),
            (ExitCode.usage, "usage error"),
            (ExitCode.noInput, "a file cannot be read"),
        ],
        examples: [
            "keysmith suggest ru.kslexicon 'привет, как де'",
            "keysmith suggest en.kslexicon 'I am hapy' --layout Layouts/en-US.yaml",
            "printf 'the\\nthe quick br\\n' | keysmith suggest en.kslexicon",
        ]
    )

    static let count = Option<Int>.count(
        "count", placeholder: "N", in: 1...50, help: "How many suggestions (default 3).")
    static let layout = Option<String>.text(
        "layout", placeholder: "FILE", help: "Take the text as taps on this layout's key centres.")
    static let format = Option<Format>.choice("format", default: .text, help: "How to print the suggestions.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let wanted = try arguments.value(count) ?? 3
        let json = try arguments.value(format) == .json
        let path = try arguments.value(lexiconArgument)
        var frames: LayerFrames?
        var locale: String?
        if let layoutPath = try arguments.value(layout) {
            let loaded: LayoutSession.Loaded
            switch LayoutSession.load(layoutPath, context: context) {
            case .success(let value): loaded = value
            case .failure(let status): return status.code
            }
            locale = loaded.layout.locale
            do throws(GeometryError) {
                var geometry = try LayoutGeometry(loaded.layout)
                frames = try geometry.frames(for: loaded.layout.size).first
            } catch {
                return LayoutSession.report(error, for: loaded, context: context)
            }
        }
        let lexicon: Lexicon
        switch LexiconCommand.open(path, locale: locale, context: context) {
        case .success(let opened): lexicon = opened
        case .failure(let status): return status.code
        }
        let decoder = WordDecoder(lexicon: lexicon, frames: frames)
        if let text = arguments.value(textArgument) {
            let answer = suggest(text, decoder: decoder, frames: frames, count: wanted)
            if json {
                context.out(line(text, answer) + "\n")
            } else {
                for suggestion in answer.suggestions {
                    context.out("\(suggestion.text)\t\(suggestion.kind.rawValue)\n")
                }
            }
            return ExitCode.success
        }
        while let text = readLine(strippingNewline: true) {
            context.out(line(text, suggest(text, decoder: decoder, frames: frames, count: wanted)) + "\n")
        }
        return ExitCode.success
    }

    /// The suggestions for the word `text` ends with.
    static func suggest(_ text: String, decoder: WordDecoder, frames: LayerFrames?, count: Int) -> WordSuggestions {
        let word = WordCharacters.trailingWord(of: text)
        let taps = word.map { character in
            WordTap(text: String(character), point: frames?.centre(ofKeyTyping: String(character)))
        }
        return decoder.suggestions(for: taps, count: count)
    }

    /// The contract's JSON line.
    static func line(_ context: String, _ answer: WordSuggestions) -> String {
        var text = "{\"context\":" + JSONText.quoted(context) + ",\"word\":" + JSONText.quoted(answer.word)
        text += ",\"suggestions\":" + suggestionsJSON(answer.suggestions) + "}"
        return text
    }

    /// `[{"text":"…","kind":"…"},…]`.
    static func suggestionsJSON(_ suggestions: [WordSuggestion]) -> String {
        var text = "["
        for (index, suggestion) in suggestions.enumerated() {
            if index > 0 { text += "," }
            text += "{\"text\":" + JSONText.quoted(suggestion.text)
            text += ",\"kind\":\"" + suggestion.kind.rawValue + "\"}"
        }
        return text + "]"
    }
}
