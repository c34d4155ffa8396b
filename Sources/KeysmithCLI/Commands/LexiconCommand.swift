import Keysmith
import LayoutDiagnostics
import LayoutEmbedding
import LexiconSources

/// `keysmith lexicon compile SOURCE... -o OUT | info FILE [--format json]`: compiled word lists.
enum LexiconCommand: Command {
    enum Format: String, CaseIterable, Sendable { case text, json }

    static let actionArgument = Positional<String>.one(
        "ACTION", help: "compile or info.", completion: .words(["compile", "info"]))
    static let fileArgument = Positional<[String]>.oneOrMore(
        "FILE", help: "The sources (compile) or the lexicon (info).", completion: .files)

    static let spec = CommandSpec(
        name: "lexicon",
        summary: "compile word lists into lexicons for suggestions",
        discussion: """
            lexicon compile SOURCE... -o OUT reads word lists and writes one compiled lexicon \
            (docs/WORDS.md). A SOURCE is a Keyman lexical-model source (*.model.ts, format \
            trie-1.0, with the word lists its sources name), a folder holding one, a TSV word \
            list (word, tab, count; # comments; more columns ignored), or a plain list (one word \
            a line, most frequent first). The same word listed twice adds its counts. Each \
            word's search key is made by Keyman's default: NFKD, accents U+0300–U+036F dropped, \
            lower case, NFC; a model's custom searchTermToKey or wordBreaker gets a warning. \
            Problems are reported as FILE:LINE:COLUMN: error: MESSAGE. The same sources give the \
            same bytes.

            lexicon info FILE prints the number of words, the language and the size in bytes; \
            with --format json as {"words":N,"language":"…","bytes":N}.
            """,
        arguments: [
            actionArgument.spec,
            fileArgument.spec,
        ],
        options: [output.spec, language.spec, format.spec],
        exitCodes: [
            (ExitCode.success, "the lexicon was written, or described"),
            (ExitCode.failure, "a source has errors, or the lexicon is damaged"),
            (ExitCode.usage, "usage error"),
            (ExitCode.noInput, "a file cannot be read"),
        ],
        examples: [
            "keysmith lexicon compile dotland.ru.russian -o ru.kslexicon",
            "keysmith lexicon compile words.tsv --language cs -o cs.kslexicon",
            "keysmith lexicon info ru.kslexicon --format json",
        ]
    )

    static let output = Option<String>(
        .value("output", short: "o", placeholder: "OUT", help: "Where compile writes the lexicon.")
    ) { $0 }
    static let language = Option<String>.text(
        "language", placeholder: "TAG", help: "The language tag (default: the model's, else none).")
    static let format = Option<Format>.choice("format", default: .text, help: "How info prints.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let action = try arguments.value(actionArgument)
        let files = arguments.value(fileArgument)
        switch action {
        case "compile":
            guard let target = try arguments.value(output) else {
                throw .conflictingOptions(reason: "lexicon compile needs --output: the file to write")
            }
            return compile(files, to: target, language: try arguments.value(language), context: context)
        case "info":
            guard files.count == 1, let file = files.first else {
                throw .conflictingOptions(reason: "lexicon info takes one FILE")
            }
            return info(file, json: try arguments.value(format) == .json, context: context)
        default:
            throw .invalidValue(option: "ACTION", value: action, allowed: ["compile", "info"], suggestion: nil)
        }
    }

    private static func compile(_ files: [String], to target: String, language: String?, context: CommandContext)
        -> Int32
    {
        let result = LexiconCompiler.read(files, language: language)
        if !result.diagnostics.isEmpty {
            let renderer = DiagnosticRenderer(sources: result.sources, colored: context.errorStyle.enabled)
            context.err(renderer.render(result.diagnostics))
        }
        guard let contents = result.contents else {
            let unreadable = result.diagnostics.contains { $0.code == "KS2906" }
            return unreadable ? ExitCode.noInput : ExitCode.failure
        }
        let bytes = Lexicon.encode(contents)
        if target == "-" {
            context.outBytes(bytes)
        } else if !AtomicFile.write(bytes, to: target) {
            LayoutSession.fail("cannot write '\(target)'", context: context)
            return ExitCode.failure
        }
        return ExitCode.success
    }

    private static func info(_ file: String, json: Bool, context: CommandContext) -> Int32 {
        let lexicon: Lexicon
        switch open(file, context: context) {
        case .success(let opened): lexicon = opened
        case .failure(let status): return status.code
        }
        if json {
            context.out(
                "{\"words\":\(lexicon.wordCount),\"language\":\(JSONText.quoted(lexicon.language)),\"bytes\":\(lexicon.byteCount)}\n"
            )
        } else {
            let language = lexicon.language.isEmpty ? "no language" : lexicon.language
            context.out("\(file): \(lexicon.wordCount) words, \(language), \(lexicon.byteCount) bytes\n")
        }
        return ExitCode.success
    }

    /// Opens the compiled lexicon at `path`; `auto` is not a file here.
    /// Opens the lexicon a `LEXICON` or `--lexicon` value names: a compiled file, or `auto` for
    /// the bundled lexicon of `locale` (a layout's), saying on standard error why it cannot.
    static func open(
        _ path: String, locale: String? = nil, context: CommandContext
    ) -> Result<Lexicon, LayoutSession.ExitStatus> {
        if path == "auto" {
            guard let locale else {
                context.fail("'auto' picks the lexicon of a layout's locale: name a layout")
                return .failure(LayoutSession.ExitStatus(code: ExitCode.usage))
            }
            guard let lexicon = BundledLexicons.lexicon(forLocale: locale) else {
                context.fail(
                    "no lexicon is bundled for the locale '\(locale)' (there are: "
                        + BundledLexicons.languages.joined(separator: ", ") + ")")
                return .failure(LayoutSession.ExitStatus(code: ExitCode.failure))
            }
            return .success(lexicon)
        }
        let bytes: [UInt8]
        switch LayoutSession.readInput(path, context: context) {
        case .success(let read): bytes = read
        case .failure(let status): return .failure(status)
        }
        do throws(LexiconError) {
            return .success(try Lexicon(bytes: bytes))
        } catch {
            context.err("\(path):1:1: error: \(error)\n")
            return .failure(LayoutSession.ExitStatus(code: ExitCode.failure))
        }
    }
}
