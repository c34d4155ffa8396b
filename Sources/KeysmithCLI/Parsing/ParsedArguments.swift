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

    /// The option's value: the last one given, else its default.
    func value(_ name: String) -> String? {
        values[name]?.last ?? defaults[name]
    }

    /// Whether the flag was given.
    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The values of a positional argument (empty when none were given).
    func arguments(_ name: String) -> [String] {
        arguments[name] ?? []
    }
}
