public import KeyboardModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colours and captions laid over keys by ``SVGRenderer``: a heat map, such as how often each
/// key is tapped or how often taps on it miss (`keysmith analyze`).
public struct HeatMap: Sendable, Equatable {
    /// What one key shows: its fill and a short caption along its bottom edge.
    public struct Cell: Sendable, Equatable {
        /// A CSS colour (`#F26B38`).
        public var fill: String
        /// The caption (`12.4%`).
        public var caption: String
        /// The colour of the key's texts (label, caption) on ``fill``: black or white, whichever
        /// contrasts more (``ink(on:)``), so that every cell passes WCAG AA.
        public var ink: String

        /// Creates a cell; its ink is worked out from its fill.
        public init(fill: String, caption: String) {
            self.fill = fill
            self.caption = caption
            ink = HeatMap.ink(on: fill)
        }
    }

    /// One step of the legend: a colour and the value it stands for (`6.2%`).
    public struct LegendStep: Sendable, Equatable {
        public var fill: String
        public var label: String

        public init(fill: String, label: String) {
            self.fill = fill
            self.label = label
        }
    }

    /// What the map shows, added to each layer's title (`usage`).
    public var name: String
    /// The cells by layer name, then key id (each by its bytes); keys without one keep their
    /// usual look.
    public var cells: [ExactText: [ExactText: Cell]]
    /// The colour scale from its lowest value to its highest, drawn beside the map; empty for
    /// none.
    public var legend: [LegendStep]

    /// Creates a heat map.
    public init(name: String, cells: [ExactText: [ExactText: Cell]], legend: [LegendStep] = []) {
        self.name = name
        self.cells = cells
        self.legend = legend
    }

    /// The legend of a map whose colours scale shares up to `top` (``colour(_:)`` of each
    /// quarter), each labelled by `label`.
    public static func legend(upTo top: Double, label: (Double) -> String) -> [LegendStep] {
        [0, 0.25, 0.5, 0.75, 1].map { level in LegendStep(fill: colour(level), label: label(level * top)) }
    }

    /// Black or white, whichever contrasts more with `fill` (`#RRGGBB`): at least 4.58 : 1 on
    /// any colour, above WCAG AA's 4.5 : 1 for text.
    public static func ink(on fill: String) -> String {
        guard let colour = ThemeColor(hex: fill) else { return "#000000" }
        let black = ThemeColor(red: 0, green: 0, blue: 0)
        let white = ThemeColor(red: 255, green: 255, blue: 255)
        return contrast(colour, black) >= contrast(colour, white) ? "#000000" : "#FFFFFF"
    }

    /// WCAG 2's contrast ratio of two colours (1 to 21), from their relative luminance.
    public static func contrast(_ a: ThemeColor, _ b: ThemeColor) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ colour: ThemeColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue)
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
