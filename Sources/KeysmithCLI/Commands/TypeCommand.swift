import Keysmith
import TouchScripts

/// `keysmith type PATH TEXT [--width PT] [--height PT] [--trace]`: types a text through the
/// touch dispatcher and prints what it typed.
enum TypeCommand: Command {
    static let pathArgument = Positional<String>.one("PATH", help: "The layout file.", completion: .layoutFiles)
    static let textArgument = Positional<String>.one("TEXT", help: "The text to type.")

    static let spec = CommandSpec(
        name: "type",
        summary: "type a text on a layout and print the result",
        discussion: """
            Plans the gestures a person would make to type TEXT on the layout: layer switches (by \
            a layer key or a flick), shift (on, or off where autocapitalisation turned it on), long \
            presses for alternates, flicks, multitap, dead keys for characters only composition \
            gives, return for line breaks. Each gesture goes to its key as touch events through the \
            real keyboard controller, which decides what is typed; the resulting text is printed on \
            standard output, followed by a line break.

            Characters the layout cannot produce are all named before anything is typed, and the \
            command exits 1; so does a text the keyboard typed otherwise than planned, with both \
            named (with --autocorrect, words the keyboard corrected are printed as corrected). \
            With --trace, each gesture is written to standard error as \
            t=SECONDS layer=NAME key=ID at (X, Y), and how it ends (a flick, a long press, a \
            multitap step).

            With --swipe (and --lexicon), each word of two keys or more is swiped instead, as one \
            touch through its letters' key centres, and everything between words is tapped: a \
            self-test of how clearly the layout's swipes read. Each word the keyboard reads as \
            another (or as nothing) is named on standard error (swiped 'WORD' read as 'OTHER') and typed again \
            by taps, and the command exits 1 after printing the text.
            """,
        arguments: [
            pathArgument.spec,
            textArgument.spec,
        ],
        options: SharedOptions.sizeAndForm + [
            trace.spec, SharedOptions.lexicon.spec, SharedOptions.autocorrect.spec, swipe.spec,
        ],
        exitCodes: [
            (ExitCode.success, "the text was typed"),
            (ExitCode.failure, "the layout has errors, or TEXT cannot be typed on it"),
            (ExitCode.noInput, "PATH cannot be read"),
        ],
        examples: [
            "keysmith type Layouts/en-US.yaml 'Hello, world!'",
            "keysmith type --trace Layouts/pt-BR.yaml 'Você está aí?'",
            "keysmith type Layouts/ru-RU.yaml 'привет как дела' --swipe --lexicon auto",
        ]
    )

    static let trace = Flag("trace", help: "Write each gesture to standard error.")
    static let swipe = Flag("swipe", help: "Swipe each word instead of tapping it, and check it reads back.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let path = try arguments.value(pathArgument)
        let text = try arguments.value(textArgument)
        let ready: LayoutSession.Ready
        switch try LayoutSession.open(path, arguments: arguments, context: context) {
        case .success(let value): ready = value
        case .failure(let status): return status.code
        }
        if let status = try LayoutSession.attachLexicon(arguments, to: ready.controller, context: context) {
            return status
        }
        let typist = Typist(controller: ready.controller)
        if arguments.isSet(trace) {
            typist.trace = { line in context.err(line + "\n") }
        }
        let swipes = arguments.isSet(swipe)
        if swipes, ready.controller.lexicon == nil {
            throw .conflictingOptions(reason: "--swipe needs --lexicon: the words a swipe is read as")
        }
        var misread = 0
        do {
            if swipes {
                misread = try swipeWords(text, typist: typist, buffer: ready.buffer, context: context)
            } else {
                try typist.type(text)
            }
        } catch {
            LayoutSession.fail(error.description, context: context)
            return ExitCode.failure
        }
        // The planner rehearses on a copy of the keyboard; what the keyboard did is checked too,
        // so that a disagreement between the two is an error, never a wrong text printed — except
        // with --autocorrect, where changing words is the point.
        guard
            arguments.isSet(SharedOptions.autocorrect)
                || ready.buffer.text.unicodeScalars.elementsEqual(text.unicodeScalars)
        else {
            LayoutSession.fail(
                "the gestures planned for \(text.debugDescription) typed \(ready.buffer.text.debugDescription) on layout "
                    + "'\(ready.controller.layout.id)' (a fault of keysmith's planner or keyboard: \(trace.spec.longForm) "
                    + "shows the gestures)",
                context: context)
            return ExitCode.failure
        }
        context.out(ready.buffer.text + "\n")
        return misread == 0 ? ExitCode.success : ExitCode.failure
    }

    /// Types `text` swiping each word (a run of letters) and tapping the rest; a word read as
    /// another is named on standard error, deleted (one backspace) and tapped instead.
    ///
    /// - Returns: How many words were read as others.
    @MainActor private static func swipeWords(
        _ text: String, typist: Typist, buffer: TextBuffer, context: CommandContext
    ) throws(TypingError) -> Int {
        let controller = typist.controller
        var misread = 0
        var swiped = 0
        for (isWord, piece) in pieces(of: text) {
            guard isWord else {
                try typist.type(piece)
                continue
            }
            let before = buffer.text
            // Shift as the word's first letter asks, where autocapitalisation says otherwise.
            let capital = piece.first.map { String($0) != String($0).lowercased() } ?? false
            if capital != controller.shiftState.isOn, controller.shiftState != .locked {
                controller.setShiftState(capital ? .once : .off)
            }
            guard typist.swipe(piece) else {
                try typist.type(piece)
                continue
            }
            swiped += 1
            var typed = String(buffer.text.unicodeScalars.dropFirst(before.unicodeScalars.count))
            if typed.hasPrefix(" "), !piece.hasPrefix(" ") { typed.removeFirst() }
            guard !typed.unicodeScalars.elementsEqual(piece.unicodeScalars) else { continue }
            misread += 1
            context.err("swiped '\(piece)' read as " + (typed.isEmpty ? "nothing\n" : "'\(typed)'\n"))
            // Back to where the swipe started, then the word by taps.
            while buffer.text.unicodeScalars.count > before.unicodeScalars.count {
                buffer.deleteBackward()
            }
            controller.textDidChange()
            try typist.type(piece)
        }
        if misread > 0 {
            context.err("\(swiped - misread) of \(swiped) swiped words read back\n")
        }
        return misread
    }

    /// `text` cut into words (runs of letters, marks and digits) and what lies between them.
    static func pieces(of text: String) -> [(isWord: Bool, text: String)] {
        var result: [(isWord: Bool, text: String)] = []
        for character in text {
            let isWord = character.unicodeScalars.allSatisfy(WordCharacters.isWordScalar)
            if let last = result.last, last.isWord == isWord {
                result[result.count - 1].text.append(character)
            } else {
                result.append((isWord, String(character)))
            }
        }
        return result
    }
}
