import LayoutDiagnostics

/// A scalar's text and the style it was written in.
public struct YAMLScalar: Sendable, Hashable {
    /// The scalar's value after YAML's escapes and folding.
    public let value: String
    /// How it was written.
    public let style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// How a scalar was written.
    public enum Style: String, Sendable, Hashable {
        case plain
        case singleQuoted = "single-quoted"
        case doubleQuoted = "double-quoted"
        case literal
        case folded
    }
}
