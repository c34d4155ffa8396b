import LayoutDiagnostics
import LocatedYAML

/// Why a constraint's text could not be parsed: one or more problems, each at a character offset.
public struct ConstraintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, in the order found.
    public var issues: [ConstraintIssue]

    /// Creates an error.
    public init(issues: [ConstraintIssue]) {
        self.issues = issues
    }

    /// `offset N: message`, one problem per line.
    public var description: String {
        issues.map { "offset \($0.offset): \($0.message)" }.joined(separator: "\n")
    }
}

/// One problem in a constraint's text.
public struct ConstraintIssue: Equatable, Sendable {
    /// The diagnostic code (`KS23xx`).
    public var code: String
    /// The message: lower-case start, no final period.
    public var message: String
    /// The 0-based offset in `Character`s from the start of the text.
    public var offset: Int
    /// Related places in the same text: a message and an offset each.
    public var notes: [Note]

    /// Creates an issue.
    public init(code: String, message: String, offset: Int, notes: [Note] = []) {
        self.code = code
        self.message = message
        self.offset = offset
        self.notes = notes
    }

    /// A related place in the same text.
    public struct Note: Equatable, Sendable {
        /// What is there.
        public var message: String
        /// The 0-based offset in `Character`s.
        public var offset: Int

        /// Creates a note.
        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }
}
