public import KeyboardModel

/// Why key frames could not be computed.
public enum GeometryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The requested size is not finite and positive.
    case invalidSize(KeyboardSize)
    /// No layer has this name; `available` lists the layers in order.
    case unknownLayer(String, available: [String])
    /// The size cannot hold the layer's required minimums. `needed` is the smallest width at the
    /// requested height and the smallest height at the requested width (each alone); `conflicts`
    /// are the constraints that cannot all hold at the requested size.
    case sizeTooSmall(layer: String, needed: KeyboardSize, got: KeyboardSize, conflicts: [ConstraintOrigin])
    /// Required constraints of the layer contradict each other at every size.
    case conflictingConstraints(layer: String, conflicts: [ConstraintOrigin])
    /// A metric or width of the layout is not a finite number, or a row weight is not positive.
    case invalidLayout(String, location: SourceLocation?)
    /// The solver failed for a reason the layout did not cause (a bug or numerical trouble).
    case solverFailure(String)

    /// A stable diagnostic code (`KS3xxx` belongs to the geometry), for tools that report
    /// geometry errors as diagnostics.
    public var code: String {
        switch self {
        case .sizeTooSmall: "KS3001"
        case .conflictingConstraints: "KS3002"
        case .invalidLayout: "KS3003"
        case .invalidSize: "KS3004"
        case .unknownLayer: "KS3005"
        case .solverFailure: "KS3006"
        }
    }

    /// One line for people, e.g. "layer 'letters' needs height ≥ 156 pt, got 120 pt".
    public var description: String {
        switch self {
        case .invalidSize(let size):
            return "invalid keyboard size \(size): width and height must be finite and greater than 0"
        case .unknownLayer(let name, let available):
            let list = available.map { "'\($0)'" }.joined(separator: ", ")
            return "unknown layer '\(name)'; the layers are \(list)"
        case .sizeTooSmall(let layer, let needed, let got, _):
            return Self.tooSmallMessage(layer: layer, needed: needed, got: got)
        case .conflictingConstraints(let layer, let conflicts):
            let list = conflicts.map(\.message).joined(separator: "; ")
            return "layer '\(layer)' has required constraints that cannot all hold: \(list)"
        case .invalidLayout(let message, _):
            return message
        case .solverFailure(let message):
            return "the constraint solver failed: \(message)"
        }
    }

    /// The user-facing text of a too-small size, naming each dimension that is short.
    private static func tooSmallMessage(layer: String, needed: KeyboardSize, got: KeyboardSize) -> String {
        let widthShort = got.width < needed.width - tolerance(needed.width)
        let heightShort = got.height < needed.height - tolerance(needed.height)
        let width = "width ≥ \(points(needed.width)) pt"
        let height = "height ≥ \(points(needed.height)) pt"
        switch (widthShort, heightShort) {
        case (true, false):
            return "layer '\(layer)' needs \(width), got \(KeyboardSize.format(got.width)) pt"
        case (false, true):
            return "layer '\(layer)' needs \(height), got \(KeyboardSize.format(got.height)) pt"
        case (true, true):
            return "layer '\(layer)' needs \(width) and \(height), got \(got) pt"
        case (false, false):
            return "layer '\(layer)' cannot be laid out at \(got) pt: its required constraints conflict at this size"
        }
    }

    /// The slack allowed when comparing a size with a needed size.
    package static func tolerance(_ value: Double) -> Double {
        1e-7 * max(1, abs(value))
    }

    /// A needed or given length for messages: rounded up to hundredths, without a trailing `.0`.
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let hundredths = (value * 100 - 1e-6).rounded(.up) / 100
        return KeyboardSize.format(hundredths)
    }
}
