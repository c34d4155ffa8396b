/// The closing line of `validate`'s text output: how many files, errors and warnings.
enum ValidationSummary {
    /// `3 files: 0 errors, 1 warning`; `1 file: 2 errors, 0 warnings`.
    ///
    /// - Parameters:
    ///   - files: Files read and checked.
    ///   - errors: Errors (warnings promoted by `--strict` included).
    ///   - warnings: Warnings.
    /// - Returns: The line, without a newline.
    static func line(files: Int, errors: Int, warnings: Int) -> String {
        "\(count(files, "file")): \(count(errors, "error")), \(count(warnings, "warning"))"
    }

    /// `1 error`, `2 errors`, `0 warnings`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
