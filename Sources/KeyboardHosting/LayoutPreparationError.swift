public import KeyboardGeometry

/// Why the standard preparation of a layout failed.
public enum LayoutPreparationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is missing or has errors; `errors` are the loader's error diagnostics as text.
    case invalidLayout(layoutID: String, errors: [String])
    /// The layout cannot be laid out (conflicting constraints, or too small at the expected size).
    case geometry(layoutID: String, GeometryError)

    public var description: String {
        switch self {
        case .invalidLayout(let id, let errors):
            return "layout '\(id)' has errors: " + errors.joined(separator: "; ")
        case .geometry(let id, let error):
            return "layout '\(id)' cannot be laid out: \(error)"
        }
    }
}
