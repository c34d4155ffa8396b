/// One option a command accepts: a flag (`--strict`) or an option with a value (`--format json`).
struct OptionSpec: Sendable {
    /// What the option takes.
    enum Kind: Sendable {
        /// A flag: present or not; it takes no value.
        case flag
        /// An option with a value. `allowed` lists the only accepted values (empty: any value);
        /// `placeholder` names the value in help (`PT`, `NAME`), when no `allowed` list is given.
        case value(placeholder: String, allowed: [String], defaultValue: String?)
    }

    /// The long name without dashes: `format` for `--format`.
    let name: String
    /// A one-letter alias (`h` for `-h`), if any.
    let short: Character?
    /// Flag or value.
    let kind: Kind
    /// Whether it may be given more than once (values are then collected in order).
    let repeatable: Bool
    /// One or more sentences for the help text.
    let help: String

    /// Creates an option.
    init(_ name: String, short: Character? = nil, kind: Kind, repeatable: Bool = false, help: String) {
        self.name = name
        self.short = short
        self.kind = kind
        self.repeatable = repeatable
        self.help = help
    }

    /// A flag such as `--strict`.
    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help)
    }

    /// An option with a value, such as `--format text|json` or `--width PT`.
    static func value(
        _ name: String, short: Character? = nil, placeholder: String = "VALUE", allowed: [String] = [],
        defaultValue: String? = nil, repeatable: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            name, short: short, kind: .value(placeholder: placeholder, allowed: allowed, defaultValue: defaultValue),
            repeatable: repeatable, help: help)
    }

    /// `--format`.
    var longForm: String { "--" + name }

    /// Whether the option takes a value.
    var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// How the value is shown in usage and help: `text|json`, `PT`; `nil` for a flag.
    var valueDisplay: String? {
        switch kind {
        case .flag: return nil
        case .value(let placeholder, let allowed, _):
            return allowed.isEmpty ? placeholder : allowed.joined(separator: "|")
        }
    }

    /// The value used when the option is not given, if any.
    var defaultValue: String? {
        if case .value(_, _, let defaultValue) = kind { return defaultValue }
        return nil
    }

    /// What shells offer for the value: the allowed values, if listed.
    var completion: ArgumentSpec.Completion {
        allowedValues.isEmpty ? .none : .words(allowedValues)
    }

    /// The only accepted values (empty: any).
    var allowedValues: [String] {
        if case .value(_, let allowed, _) = kind { return allowed }
        return []
    }
}
