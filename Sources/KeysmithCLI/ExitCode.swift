/// The exit codes of `keysmith`, as the CLI contract fixes them (64 and 66 are from `sysexits.h`).
public enum ExitCode {
    /// Everything worked and every layout is valid.
    public static let success: Int32 = 0
    /// A layout has errors (or, for later commands, some text cannot be produced).
    public static let failure: Int32 = 1
    /// The command line was wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// An input cannot be read (`EX_NOINPUT`).
    public static let noInput: Int32 = 66
}
