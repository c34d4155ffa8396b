import Keysmith
import TouchScripts

/// `keysmith replay PATH EVENTS.jsonl [--width PT] [--height PT]`: feeds recorded touches to
/// the touch dispatcher and prints what they typed.
enum ReplayCommand: Command {
    /// The most line errors reported before stopping.
    static let maxErrors = 20

    static let pathArgument = Positional<String>.one("PATH", help: "The layout file.", completion: .layoutFiles)
    static let eventsArgument = Positional<String>.one(
        "EVENTS", help: "The touch events, as JSON lines.", completion: .files)

    static let spec = CommandSpec(
        name: "replay",
        summary: "replay recorded touches on a layout and print the result",
        discussion: """
            Reads touch events, one JSON object per line:

            {"t":0.12,"touch":1,"phase":"began","x":20,"y":30}

            t is in seconds and may not go back; touch identifies the finger; phase is began, \
            moved, ended or cancelled; x and y are points from the keyboard's top-left corner. \
            Blank lines are skipped and lines are at most 4096 bytes. Every event is checked \
            before any is replayed: problems are reported as EVENTS:LINE:COLUMN: error: MESSAGE \
            and the command exits 1.

            Each event lets the keyboard's timers run up to its time, then goes to the keyboard \
            controller. The resulting text is printed on standard output, followed by a line break.

            With --lexicon, the keyboard suggests words as it types (docs/WORDS.md), and with \
            --autocorrect it corrects a mistyped word at its end. --trace --format json then \
            prints, for each touch once it has ended, one line \
            {"touch":ID,"text":"…","suggestions":[…]}: the touch's id, the text before the caret and the suggestions after it; --trace alone prints \
            the same as text on standard error.
            """,
        arguments: [
            pathArgument.spec,
            eventsArgument.spec,
        ],
        options: SharedOptions.sizeAndForm + [
            SharedOptions.lexicon.spec, SharedOptions.autocorrect.spec, trace.spec, format.spec,
        ],
        exitCodes: [
            (ExitCode.success, "the events were replayed"),
            (ExitCode.failure, "the layout or an event line has errors"),
            (ExitCode.noInput, "PATH or EVENTS cannot be read"),
        ],
        examples: [
            "keysmith replay Layouts/en-US.yaml taps.jsonl",
            "keysmith replay Layouts/en-US.yaml taps.jsonl --lexicon en.kslexicon",
            "keysmith replay en-US.yaml taps.jsonl --lexicon en.kslexicon --trace",
        ]
    )

    enum Format: String, CaseIterable, Sendable { case text, json }
    static let trace = Flag("trace", help: "Print the text and suggestions after each touch.")
    static let format = Option<Format>.choice("format", default: .text, help: "How --trace prints.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let path = try arguments.value(pathArgument)
        let eventsPath = try arguments.value(eventsArgument)
        let bytes: [UInt8]
        switch LayoutSession.readInput(eventsPath, context: context) {
        case .success(let read): bytes = read
        case .failure(let status): return status.code
        }
        let events: [TouchEvent]
        switch parse(bytes, file: eventsPath) {
        case .success(let parsed):
            events = parsed
        case .failure(let problems):
            let renderer = DiagnosticRenderer(
                sources: [SourceText(file: eventsPath, text: String(decoding: bytes, as: UTF8.self))],
                colored: context.errorStyle.enabled)
            context.err(renderer.render(problems.diagnostics))
            if problems.stoppedEarly {
                LayoutSession.fail("too many errors in '\(eventsPath)'; stopped after \(maxErrors)", context: context)
            }
            return ExitCode.failure
        }
        let ready: LayoutSession.Ready
        switch try LayoutSession.open(path, arguments: arguments, context: context) {
        case .success(let value): ready = value
        case .failure(let status): return status.code
        }
        if let status = try LayoutSession.attachLexicon(arguments, to: ready.controller, context: context) {
            return status
        }
        let tracing = arguments.isSet(trace)
        let json = try arguments.value(format) == .json
        for event in events {
            ready.controller.tick(at: event.timestamp)
            ready.controller.handle(event)
            guard tracing, event.phase == .ended || event.phase == .cancelled else { continue }
            let before = ready.buffer.documentContextBeforeInput ?? ""
            let suggestions = ready.controller.suggestions.suggestions
            if json {
                context.out(
                    "{\"touch\":\(event.id),\"text\":" + JSONText.quoted(before) + ",\"suggestions\":"
                        + SuggestCommand.suggestionsJSON(suggestions) + "}\n")
            } else {
                context.err("touch \(event.id): \(before) | \(suggestions.map(\.text).joined(separator: " | "))\n")
            }
        }
        if tracing && json { return ExitCode.success }
        context.out(ready.buffer.text + "\n")
        return ExitCode.success
    }

    /// Errors found in an events file.
    struct Problems: Error {
        var diagnostics: [Diagnostic] = []
        var stoppedEarly = false
    }

    /// Parses every line of an events file; fails with every problem (up to ``maxErrors``).
    static func parse(_ bytes: [UInt8], file: String) -> Result<[TouchEvent], Problems> {
        var events: [TouchEvent] = []
        var problems = Problems()
        var previousTime = -Double.infinity
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            defer { start = end + 1 }
            do {
                guard let parsed = try TouchEventLine.parse(bytes[start..<end]) else { continue }
                let time = parsed.event.timestamp
                if time < previousTime {
                    let message =
                        "time \(time) is earlier than the previous event's \(previousTime); times may not go back"
                    problems.diagnostics.append(
                        Diagnostic(
                            .error, code: "", message,
                            at: SourceLocation(file: file, line: lineNumber, column: parsed.timeColumn)))
                } else {
                    previousTime = time
                    events.append(parsed.event)
                }
            } catch {
                problems.diagnostics.append(
                    Diagnostic(
                        .error, code: "", error.message,
                        at: SourceLocation(file: file, line: lineNumber, column: error.column)))
            }
            if problems.diagnostics.count >= maxErrors {
                problems.stoppedEarly = end + 1 < bytes.count
                break
            }
        }
        return problems.diagnostics.isEmpty ? .success(events) : .failure(problems)
    }
}
