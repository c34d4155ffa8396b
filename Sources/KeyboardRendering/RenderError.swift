/// Why a layer could not be drawn.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The requested number of columns cannot hold a row of the layer, even with every key one
    /// column wide inside its borders; `needed` is the fewest columns that can.
    case tooNarrow(layer: String, columns: Int, needed: Int)
    /// The drawing would have more than ``TextRenderer/maxCells`` cells (or more than
    /// ``TextRenderer/maxColumns`` columns): a very tall keyboard in many columns.
    case drawingTooLarge(layer: String, columns: Int, lines: Int)
    /// A key frame has a coordinate that is not a finite number.
    case invalidFrame(layer: String, key: String)

    /// One line for people.
    public var description: String {
        switch self {
        case .tooNarrow(let layer, let columns, let needed):
            return "layer '\(layer)' needs at least \(needed) columns to draw, got \(columns)"
        case .drawingTooLarge(let layer, let columns, let lines):
            return "layer '\(layer)' would take \(lines) lines of \(columns) columns, more than a text drawing may have"
        case .invalidFrame(let layer, let key):
            return "key '\(key)' of layer '\(layer)' has a frame that is not finite"
        }
    }
}
