import Keysmith
import KeysmithPreview

/// `keysmith preview PATH [--port N] [--host ADDR] [--lexicon FILE|auto]`: serves a live page of
/// a layout.
enum PreviewCommand: Command {
    static let pathArgument = Positional<String>.one("PATH", help: "The layout file.", completion: .layoutFiles)

    static let spec = CommandSpec(
        name: "preview",
        summary: "serve a live page of a layout to resize, type on and reload",
        discussion: """
            Serves a page on http://127.0.0.1:PORT/ (another address only with --host) and \
            prints 'Serving http://ADDRESS:PORT/' as the first line on standard output, then runs \
            until interrupted.

            The page draws the current layer at its solved frames, one CSS pixel per point, with \
            width and height fields and device presets. Clicks, holds and slides on it go to the \
            real keyboard controller, so taps type, long presses open alternates, flicks and \
            backspace repeat behave as on a device, and the typed text is shown below. With \
            --lexicon, a suggestion bar above the keys offers words (click one to accept it) and \
            a mistyped word is corrected at its end.

            When the file, or a file it extends, is saved, the page shows the new version within \
            a second. A version with errors is listed on the page (and here, as 'keysmith \
            validate' lists it) while the last version without errors stays shown.
            """,
        arguments: [pathArgument.spec],
        options: [port.spec, host.spec, SharedOptions.lexicon.spec],
        exitCodes: [
            (ExitCode.success, "the server was stopped"),
            (ExitCode.failure, "the server cannot listen on that address and port"),
            (ExitCode.noInput, "PATH cannot be read"),
        ],
        examples: [
            "keysmith preview Layouts/en-US.yaml",
            "keysmith preview Layouts/fr-FR.yaml --port 0",
            "keysmith preview Layouts/ru-RU.yaml --lexicon auto",
        ]
    )

    static let port = Option<Int>.count(
        "port", placeholder: "N", in: 0...65_535, help: "The port to listen on; 0 picks a free one (default: 8125).")
    static let host = Option<String>.text(
        "host", placeholder: "ADDR",
        help: "The IPv4 or IPv6 address to listen on (default: 127.0.0.1, this machine only).")

    /// The port used without `--port`.
    static let defaultPort = 8125

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let path = try arguments.value(pathArgument)
        let portNumber = try arguments.value(port) ?? defaultPort
        let address = try arguments.value(host) ?? "127.0.0.1"
        // A file that cannot be read at all is a mistake in the command line; one with errors
        // is served (the page lists them until they are fixed).
        if case .failure(let status) = LayoutSession.readInput(path, context: context) { return status.code }
        var lexicon: PreviewSession.LexiconChoice?
        if let choice = try arguments.value(SharedOptions.lexicon) {
            if choice == "auto" {
                lexicon = .bundled
            } else {
                switch LexiconCommand.open(choice, context: context) {
                case .success(let opened): lexicon = .compiled(opened)
                case .failure(let status): return status.code
                }
            }
        }
        let server: HTTPServer
        do throws(PreviewServerError) {
            server = try HTTPServer(host: address, port: portNumber)
        } catch {
            LayoutSession.fail(error.description, context: context)
            return ExitCode.failure
        }
        let shownHost = address.contains(":") ? "[\(address)]" : address
        let loopback = ["127.0.0.1", "localhost", "::1"].contains(address)
        let allowedHosts: Set<String>? =
            loopback ? Set(["127.0.0.1", "localhost", "[::1]"].map { "\($0):\(server.port)" }) : nil
        context.out("Serving http://\(shownHost):\(server.port)/\n")
        let colored = context.errorStyle.enabled
        let session = PreviewSession(path: path, allowedHosts: allowedHosts, lexicon: lexicon) { report in
            var text = report.version == 1 ? "" : "keysmith: \(path) changed\n"
            if !report.diagnostics.isEmpty {
                text += DiagnosticRenderer(sources: report.sources, colored: colored).render(report.diagnostics)
                let errors = report.diagnostics.filter { $0.severity == .error }.count
                text +=
                    ValidationSummary.line(files: 1, errors: errors, warnings: report.diagnostics.count - errors)
                    + (report.keptPrevious ? "; the page keeps the last version without errors" : "") + "\n"
            }
            context.err(text)
        }
        server.serve(session)
        return ExitCode.success
    }
}
