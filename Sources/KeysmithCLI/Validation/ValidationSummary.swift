/// The closing line of `validate`'s text output: how many problems, in how many files.
enum ValidationSummary {
    /// `2 errors, 1 warning in 1 of 3 files`; `1 error in 1 file`; `nil` when there is nothing
    /// to report.
    ///
    /// The file count says how many files had problems; when that is not every file checked,
    /// the number checked follows (`in 1 of 3 files`).
    ///
    /// - Parameters:
    ///   - errors: Errors (warnings promoted by `--strict` included).
    ///   - warnings: Warnings.
    ///   - filesWithProblems: Files with at least one error or warning.
    ///   - filesChecked: Files read and checked.
    /// - Returns: The line without a newline, or `nil` when there are no errors and no warnings.
    static func line(errors: Int, warnings: Int, filesWithProblems: Int, filesChecked: Int) -> String? {
        var counts: [String] = []
        if errors > 0 { counts.append(count(errors, "error")) }
        if warnings > 0 { counts.append(count(warnings, "warning")) }
        guard !counts.isEmpty else { return nil }
        let files =
            filesWithProblems == filesChecked
            ? count(filesChecked, "file")
            : "\(filesWithProblems) of \(count(filesChecked, "file"))"
        return counts.joined(separator: ", ") + " in " + files
    }

    /// `1 error`, `2 errors`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
