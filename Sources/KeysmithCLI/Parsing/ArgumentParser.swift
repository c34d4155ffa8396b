/// Parses a subcommand's arguments against its ``CommandSpec``.
///
/// Accepted forms: `--opt value`, `--opt=value`, `-o value` for options with a short name,
/// flags `--flag`/`-f`, and `--`, after which everything is positional. A value may start with a
/// dash only in the `--opt=value` form or when it is a negative number (`--x -5`). `-` alone is a
/// positional (conventionally standard input).
enum ArgumentParser {
    /// Whether the arguments ask for help (`-h` or `--help` before any `--`).
    ///
    /// Help wins over every other problem on the line, so `keysmith validate --bogus --help`
    /// shows help rather than an error.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    /// Parses `arguments` (everything after the subcommand's name).
    ///
    /// - Parameters:
    ///   - arguments: The command-line words after the subcommand.
    ///   - spec: The command's spec.
    /// - Returns: Options, flags and positional values, checked against the spec.
    /// - Throws: ``CLIError`` for the first problem found, left to right.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        for option in spec.options {
            if let defaultValue = option.defaultValue { parsed.defaults[option.name] = defaultValue }
        }
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || !looksLikeOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (option, attached) = try resolve(word, in: spec)
            if !option.repeatable, parsed.values[option.name] != nil || parsed.flags.contains(option.name) {
                throw .duplicateOption(option.longForm)
            }
            guard option.takesValue else {
                if let attached { throw .unexpectedValue(option: option.longForm, value: attached) }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: option.longForm)
            }
            let allowed = option.allowedValues
            if !allowed.isEmpty, !allowed.contains(value) {
                throw .invalidValue(
                    option: option.longForm, value: value, allowed: allowed,
                    suggestion: Suggestion.nearest(to: value, in: allowed))
            }
            parsed.values[option.name, default: []].append(value)
        }
        parsed.arguments = try assign(positionals, to: spec.arguments)
        return parsed
    }

    /// Whether a word is an option (or `--`) rather than a value: it starts with a dash, is not a
    /// lone `-`, and is not a negative number.
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let rest = word.dropFirst()
        let isNumber = rest.first.map { $0.isASCII && ($0.isNumber || $0 == ".") } ?? false
        return !isNumber
    }

    // MARK: - Private

    /// The option a word names, and the value attached with `=`, if any.
    private static func resolve(_ word: String, in spec: CommandSpec) throws(CLIError) -> (OptionSpec, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name: Substring
            let attached: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                attached = String(body[body.index(after: equals)...])
            } else {
                name = body
                attached = nil
            }
            if let option = spec.option(named: String(name)) { return (option, attached) }
            throw unknown("--" + name, in: spec)
        }
        // A single dash and one letter: `-h`. Bundles such as `-abc` are not supported.
        let letters = word.dropFirst()
        if letters.count == 1, let letter = letters.first, let option = spec.option(short: letter) {
            return (option, nil)
        }
        throw unknown(word, in: spec)
    }

    private static func unknown(_ word: String, in spec: CommandSpec) -> CLIError {
        var names = spec.options.map(\.longForm)
        names.append("--help")
        return .unknownOption(word, suggestion: Suggestion.nearest(to: word, in: names))
    }

    /// Distributes positional values over the argument specs, left to right.
    private static func assign(
        _ values: [String], to specs: [ArgumentSpec]
    ) throws(CLIError) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var next = 0
        for (position, spec) in specs.enumerated() {
            let neededLater = specs[(position + 1)...].reduce(0) { $0 + $1.minimum }
            let available = max(0, values.count - next - neededLater)
            let count: Int
            switch spec.arity {
            // A required argument takes a value whenever one is left, so that a missing later
            // argument is the one reported (`type PATH` lacks TEXT, not PATH).
            case .one: count = min(1, values.count - next)
            case .optional: count = min(1, available)
            case .oneOrMore, .zeroOrMore: count = available
            }
            if count < spec.minimum { throw .missingArgument(spec.name) }
            result[spec.name] = Array(values[next..<(next + count)])
            next += count
        }
        if next < values.count { throw .unexpectedArgument(values[next]) }
        return result
    }
}
