import Keysmith

/// `keysmith type PATH TEXT [--width PT] [--height PT] [--trace]`: types a text through the
/// touch dispatcher and prints what it typed.
enum TypeCommand: Command {
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
            """,
        arguments: [
            ArgumentSpec(name: "PATH", arity: .one, help: "The layout file.", completion: .layoutFiles),
            ArgumentSpec(name: "TEXT", arity: .one, help: "The text to type."),
        ],
        options: SharedOptions.sizeAndForm + [trace.spec, SharedOptions.lexicon.spec, SharedOptions.autocorrect.spec],
        exitCodes: [
            (ExitCode.success, "the text was typed"),
            (ExitCode.failure, "the layout has errors, or TEXT cannot be typed on it"),
            (ExitCode.noInput, "PATH cannot be read"),
        ],
        examples: [
            "keysmith type Layouts/en-US.yaml 'Hello, world!'",
            "keysmith type --trace Layouts/pt-BR.yaml 'Você está aí?'",
        ]
    )

    static let trace = Flag("trace", help: "Write each gesture to standard error.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        guard let path = arguments.arguments("PATH").first else { throw .missingArgument("PATH") }
        guard let text = arguments.arguments("TEXT").first else { throw .missingArgument("TEXT") }
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
        do {
            try typist.type(text)
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
        return ExitCode.success
    }
}
