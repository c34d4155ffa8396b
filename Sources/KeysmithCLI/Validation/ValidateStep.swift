import Keysmith
import LayoutValidation

/// The one step `validate` performs per file: ``FileValidator`` (the language server's check
/// too), with an unreadable file told apart.
enum ValidateStep {
    /// What checking one file gave.
    enum Outcome: Sendable {
        /// The file was read; here is every problem found, and the text of each file the
        /// diagnostics point into (for showing source lines).
        case checked(diagnostics: [Diagnostic], sources: [SourceText])
        /// The file could not be read at all; `reason` is the system's message.
        case unreadable(reason: String)
    }

    /// Reads and checks the layout file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file, as the user wrote it (used in diagnostics).
    ///   - sizes: Keyboard sizes to lay the layers out at, besides the preferred one.
    ///   - devices: Devices to lay the layers out on.
    /// - Returns: The diagnostics and sources, or why the file cannot be read.
    static func run(
        path: String, sizes: [KeyboardSize], devices: [Device] = [], standardDevices: Bool = false
    ) -> Outcome {
        let report = FileValidator.validate(
            path: path, sizes: sizes, devices: devices, standardDevices: standardDevices)
        if let reason = report.load.unreadableReason {
            return .unreadable(reason: reason)
        }
        return .checked(diagnostics: report.diagnostics, sources: report.load.sources)
    }
}
