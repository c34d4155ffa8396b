/// One positional argument of a command, such as `PATH...`.
struct ArgumentSpec: Sendable {
    /// How many values the argument takes.
    enum Arity: Sendable {
        /// Exactly one.
        case one
        /// Zero or one.
        case optional
        /// One or more.
        case oneOrMore
        /// Any number, including none.
        case zeroOrMore
    }

    /// What a shell offers for a value (see `keysmith completions`).
    enum Completion: Sendable, Equatable {
        /// Nothing: free text.
        case none
        /// Layout files (`*.yaml`) and folders.
        case layoutFiles
        /// Any file.
        case files
        /// The name of a `keysmith` command.
        case commands
        /// One of these words.
        case words([String])
    }

    /// The name shown in usage and help, upper case by convention: `PATH`.
    let name: String
    /// How many values it takes.
    let arity: Arity
    /// One or more sentences for the help text.
    let help: String
    /// What shells offer for it.
    let completion: Completion

    /// Creates an argument.
    init(name: String, arity: Arity, help: String, completion: Completion = .none) {
        self.name = name
        self.arity = arity
        self.help = help
        self.completion = completion
    }

    /// The fewest values it takes.
    var minimum: Int {
        switch arity {
        case .one, .oneOrMore: return 1
        case .optional, .zeroOrMore: return 0
        }
    }

    /// Whether it takes every remaining value.
    var isVariadic: Bool {
        switch arity {
        case .oneOrMore, .zeroOrMore: return true
        case .one, .optional: return false
        }
    }

    /// How it is shown in a usage line: `PATH`, `[PATH]`, `PATH...`, `[PATH...]`.
    var usage: String {
        switch arity {
        case .one: return name
        case .optional: return "[\(name)]"
        case .oneOrMore: return "\(name)..."
        case .zeroOrMore: return "[\(name)...]"
        }
    }
}

/// A command's positional argument, declared once: its spec (usage, help, completion) and what the
/// parser read for it, whose type follows from its arity (``ParsedArguments/value(_:)``).
struct Positional<Value>: Sendable {
    let spec: ArgumentSpec

    fileprivate init(_ spec: ArgumentSpec) { self.spec = spec }
}

extension Positional<String> {
    /// Exactly one value.
    static func one(_ name: String, help: String, completion: ArgumentSpec.Completion = .none) -> Self {
        Self(ArgumentSpec(name: name, arity: .one, help: help, completion: completion))
    }
}

extension Positional<String?> {
    /// Zero or one value.
    static func optional(_ name: String, help: String, completion: ArgumentSpec.Completion = .none) -> Self {
        Self(ArgumentSpec(name: name, arity: .optional, help: help, completion: completion))
    }
}

extension Positional<[String]> {
    /// One value or more.
    static func oneOrMore(_ name: String, help: String, completion: ArgumentSpec.Completion = .none) -> Self {
        Self(ArgumentSpec(name: name, arity: .oneOrMore, help: help, completion: completion))
    }
}
