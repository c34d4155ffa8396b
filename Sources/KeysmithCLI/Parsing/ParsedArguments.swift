/// What the parser found on a command line, checked against the command's spec.
struct ParsedArguments: Sendable, Equatable {
    /// The values given for each option, by long name, in command-line order.
    var values: [String: [String]] = [:]
    /// The flags given, by long name.
    var flags: Set<String> = []
    /// The positional values, by argument name, in command-line order.
    var arguments: [String: [String]] = [:]
    /// Defaults of the options that take one, by long name.
    var defaults: [String: String] = [:]

    // MARK: - Positional arguments, by their declarations

    /// The value of an argument that takes exactly one (the parser checked there is one).
    func value(_ argument: Positional<String>) throws(CLIError) -> String {
        guard let value = arguments[argument.spec.name]?.first else { throw .missingArgument(argument.spec.name) }
        return value
    }

    /// The value of an optional argument, if one was given.
    func value(_ argument: Positional<String?>) -> String? {
        arguments[argument.spec.name]?.first
    }

    /// The values of an argument that takes several, in command-line order.
    func value(_ argument: Positional<[String]>) -> [String] {
        arguments[argument.spec.name] ?? []
    }

    // MARK: - Options, by their declarations

    /// The value of `option` — the last one given, else its default — checked; `nil` when it
    /// was not given and has no default.
    ///
    /// - Throws: ``CLIError/invalidNumber(option:value:expected:)`` or
    ///   ``CLIError/invalidValue(option:value:allowed:suggestion:)`` for a text that is not a value.
    func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
        guard let text = values[option.spec.name]?.last ?? defaults[option.spec.name] else { return nil }
        return try checked(text, option)
    }

    /// Every value given for the repeatable `option`, checked, in command-line order.
    func values<Value>(_ option: Option<Value>) throws(CLIError) -> [Value] {
        var result: [Value] = []
        for text in values[option.spec.name] ?? [] {
            result.append(try checked(text, option))
        }
        return result
    }

    /// Whether `flag` was given.
    func isSet(_ flag: Flag) -> Bool {
        flags.contains(flag.spec.name)
    }

    private func checked<Value>(_ text: String, _ option: Option<Value>) throws(CLIError) -> Value {
        if let value = option.value(of: text) { return value }
        let name = option.spec.longForm
        if let expected = option.expected {
            throw .invalidNumber(option: name, value: text, expected: expected)
        }
        let allowed = option.spec.allowedValues
        throw .invalidValue(
            option: name, value: text, allowed: allowed, suggestion: Suggestion.nearest(to: text, in: allowed))
    }
}
