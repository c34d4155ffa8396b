/// Colours and captions laid over keys by ``SVGRenderer``: a heat map, such as how often each
/// key is tapped or how often taps on it miss (`keysmith analyze`).
public struct HeatMap: Sendable, Equatable {
    /// What one key shows: its fill and a short caption along its bottom edge.
    public struct Cell: Sendable, Equatable {
        /// A CSS colour (`#F26B38`).
        public var fill: String
        /// The caption (`12.4%`).
        public var caption: String

        /// Creates a cell.
        public init(fill: String, caption: String) {
            self.fill = fill
            self.caption = caption
        }
    }

    /// What the map shows, added to each layer's title (`usage`).
    public var name: String
    /// The cells by layer name, then key id; keys without one keep their usual look.
    public var cells: [String: [String: Cell]]

    /// Creates a heat map.
    public init(name: String, cells: [String: [String: Cell]]) {
        self.name = name
        self.cells = cells
    }

    /// A colour from pale yellow (0) through orange to deep red (1), for a share scaled to the
    /// largest on the map.
    ///
    /// - Parameter level: The share, clamped to 0…1.
    /// - Returns: The colour as `#RRGGBB`.
    public static func colour(_ level: Double) -> String {
        let t = level.isFinite ? min(max(level, 0), 1) : 0
        // Three stops: #FFF7D6, #FD8D3C, #B10026.
        let stops: [(Double, Double, Double)] = [(255, 247, 214), (253, 141, 60), (177, 0, 38)]
        let scaled = t * 2
        let index = min(Int(scaled), 1)
        let f = scaled - Double(index)
        let (a, b) = (stops[index], stops[index + 1])
        let channels = [a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f]
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for channel in channels {
            let value = Int(channel.rounded())
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }
}
