/// Everything that can go wrong on the command line, before a command does any work.
///
/// Each case becomes one line of user text in ``description``; ``suggestion`` adds a
/// "Did you mean …?" when the user probably misspelt a name.
public enum CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `keysmith` alone.
    case missingCommand
    /// A subcommand that does not exist; `suggestion` is the nearest existing one.
    case unknownCommand(String, suggestion: String?)
    /// An option the command does not have; `suggestion` is the nearest one it has.
    case unknownOption(String, suggestion: String?)
    /// `--format` at the end of the line, or followed by another option.
    case missingValue(option: String)
    /// `--strict=yes`: a flag given a value.
    case unexpectedValue(option: String, value: String)
    /// An option that makes sense once, given twice.
    case duplicateOption(String)
    /// A value outside the option's allowed list.
    case invalidValue(option: String, value: String, allowed: [String], suggestion: String?)
    /// A value that is none of `allowed` and no file either, for an option that takes a name or a
    /// file (`--theme NAME|FILE`); `file` says what a file's path looks like.
    case invalidNameOrFile(option: String, value: String, allowed: [String], file: String, suggestion: String?)
    /// A value that should be a number and is not one, or is out of range; `expected` says what
    /// is wanted ("a number of points greater than 0").
    case invalidNumber(option: String, value: String, expected: String)
    /// A required positional argument is missing.
    case missingArgument(String)
    /// A positional argument that takes one of a few words was given another (`SHELL`).
    case invalidArgument(String, value: String, allowed: [String], suggestion: String?)
    /// More positional arguments than the command takes.
    case unexpectedArgument(String)
    /// Two options that exclude each other, or an option with what it cannot serve: `reason`
    /// says which ("--output and --output-dir cannot be used together").
    case conflictingOptions(reason: String)

    public var description: String {
        switch self {
        case .missingCommand:
            return "missing command"
        case .unknownCommand(let name, _):
            return "unknown command '\(name)'"
        case .unknownOption(let name, _):
            return "unknown option '\(name)'"
        case .missingValue(let option):
            return "missing value for option '\(option)'"
        case .unexpectedValue(let option, _):
            return "option '\(option)' does not take a value"
        case .duplicateOption(let option):
            return "option '\(option)' is given more than once"
        case .invalidValue(let option, let value, let allowed, _):
            return "invalid value '\(value)' for option '\(option)' (expected \(Self.list(allowed)))"
        case .invalidNameOrFile(let option, let value, let allowed, let file, _):
            return "invalid value '\(value)' for option '\(option)' (expected \(Self.list(allowed)), or \(file))"
        case .invalidArgument(let name, let value, let allowed, _):
            return "invalid value '\(value)' for \(name) (expected \(Self.list(allowed)))"
        case .invalidNumber(let option, let value, let expected):
            return "invalid value '\(value)' for option '\(option)' (expected \(expected))"
        case .missingArgument(let name):
            return "missing argument \(name)"
        case .unexpectedArgument(let value):
            return "unexpected argument '\(value)'"
        case .conflictingOptions(let reason):
            return reason
        }
    }

    /// The error for arguments given the other way round: `first` (a FORMAT) is not one, and the
    /// argument after it is (`keysmith export en-US.yaml keyman`).
    static func swapped(command: String, _ first: String, _ second: String, given: String, other: String) -> CLIError {
        .conflictingOptions(
            reason:
                "\(first) comes before \(second), and '\(other)' is a \(first): keysmith \(command) \(other) \(given)")
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    private static func list(_ allowed: [String]) -> String {
        let expected = allowed.map { "'\($0)'" }
        return expected.count <= 1
            ? expected.joined() : expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
    }

    /// The name the user probably meant, if there is a close one.
    public var suggestion: String? {
        switch self {
        case .unknownCommand(_, let suggestion), .unknownOption(_, let suggestion),
            .invalidValue(_, _, _, let suggestion), .invalidArgument(_, _, _, let suggestion),
            .invalidNameOrFile(_, _, _, _, let suggestion):
            return suggestion
        default:
            return nil
        }
    }
}
