public import KeyboardGeometry
public import KeyboardModel
public import KeyboardWords

/// What `keysmith analyze` finds for one layout at one size: the predicted expert speed, how
/// often taps miss, and for every key its share of the taps and its chance of a miss.
public struct LayoutAnalysis: Sendable {
    /// The layout's id and name.
    public let layoutID: String
    public let layoutName: String
    /// The form analysed (the one the width shows, or the one asked for).
    public let form: String
    /// The keyboard size analysed, in points.
    public let size: KeyboardSize
    /// The hand modelled.
    public let model: MotorModel
    /// Points per millimetre of the device the figures assume.
    public let pointsPerMillimetre: Double
    /// Where the text statistics come from.
    public let source: String
    /// The mean time per grapheme typed, in seconds, and what it is spent on.
    public let time: TimeBreakdown
    /// The share of taps predicted to land on another key than the one aimed at, weighted by
    /// how often each key is tapped (0–1).
    public let errorRate: Double
    /// Every key of every layer of the form, in layer order.
    public let keys: [KeyFigures]
    /// The layers' frames at ``size``, for pictures.
    public let layers: [LayerFrames]
    /// Graphemes of the text the layout cannot type, most frequent first, with their counts.
    public let untypable: [(grapheme: String, count: Double)]
    /// The share of the text's graphemes that were typed (and so are in the figures).
    public let typedShare: Double
    /// For the most frequent pairs of graphemes typed (up to 20 000), each one's share of all
    /// pairs and the seconds its second grapheme takes after the first: the basis for naming
    /// differences between analyses.
    public let pairs: [String: PairFigure]
    /// The keystrokes a suggestion bar saves, when a lexicon was given.
    public var keystrokeSavings: KeystrokeSavings?
    /// How clearly swipes tell the lexicon's words apart on the first layer, when asked.
    public var gestureClarity: GestureClarity?

    /// Predicted expert words per minute (a word is 5 graphemes including its space), or `nil`
    /// when no pair of neighbouring graphemes could be typed or they take no time (repeats under
    /// a model without an intercept).
    public var wordsPerMinute: Double? {
        time.total > 0 && !pairs.isEmpty ? 60 / (5 * time.total) : nil
    }

    /// Whether any key is tapped: `false` when the layout types no grapheme of the text, and
    /// then ``errorRate`` describes no tap (reports write "none").
    public var isTapped: Bool { keys.contains { $0.usage > 0 } }

    /// The keys that cause the most misses (usage × miss), at most `count`, each with its
    /// reason.
    public func riskiest(_ count: Int = 10) -> [Risk] {
        let used = keys.filter { $0.usage > 0 }
        let areas = used.map { $0.frame.area }.sorted()
        let median = areas.isEmpty ? 0 : areas[areas.count / 2]
        let ranked = used.filter { $0.miss > 0 }.sorted { ($0.usage * $0.miss, $1.id) > ($1.usage * $1.miss, $0.id) }
        return ranked.prefix(count).map { key in
            let small = key.frame.area < 0.85 * median
            return Risk(key: key, errors: errorRate > 0 ? key.usage * key.miss / errorRate : 0, isSmall: small)
        }
    }
}

/// Where the time per grapheme goes, in seconds.
public struct TimeBreakdown: Sendable, Equatable {
    /// Moving to and tapping character keys (Fitts' law, repeats at the intercept).
    public var movement = 0.0
    /// Taps on shift, caps lock and layer keys, and flicks that shift or switch layer (the reach
    /// and the stroke).
    public var switching = 0.0
    /// Holding for long-press alternates and sliding to them.
    public var longPress = 0.0
    /// Flick strokes past the key (of flicks that type).
    public var flicks = 0.0
    /// Waiting out a multitap cycle before tapping its key afresh.
    public var waiting = 0.0

    /// All of it.
    public var total: Double { movement + switching + longPress + flicks + waiting }
}

/// One key's figures.
public struct KeyFigures: Sendable, Equatable {
    /// The layer and the key's id in it.
    public let layer: String
    public let id: String
    /// What the key shows.
    public let label: String
    /// The key's frame and hit region, in points.
    public let frame: KeyboardRect
    public let hitRegion: KeyboardRect
    /// Its share of all taps (0–1; the shares of all keys sum to 1 when anything was typed).
    public let usage: Double
    /// The chance that a tap aimed at its centre lands outside its hit region (0–1).
    public let miss: Double
    /// The spread of taps aimed at it, in mm, across and down.
    public let spread: (x: Double, y: Double)
    /// The keys most of its misses land on (at most two, the most first), each with its share
    /// of the misses.
    public let neighbours: [(id: String, share: Double)]

    public static func == (lhs: KeyFigures, rhs: KeyFigures) -> Bool {
        lhs.layer == rhs.layer && lhs.id == rhs.id && lhs.label == rhs.label && lhs.frame == rhs.frame
            && lhs.hitRegion == rhs.hitRegion && lhs.usage == rhs.usage && lhs.miss == rhs.miss
            && lhs.spread == rhs.spread && lhs.neighbours.map(\.id) == rhs.neighbours.map(\.id)
            && lhs.neighbours.map(\.share) == rhs.neighbours.map(\.share)
    }
}

/// A key among the riskiest, and why.
public struct Risk: Sendable {
    /// The key.
    public let key: KeyFigures
    /// Its share of all predicted misses.
    public let errors: Double
    /// Whether its area is under 85 % of the median used key's.
    public let isSmall: Bool
}

/// A pair of graphemes: its share of the pairs typed, and the time of its second grapheme
/// after the first, in seconds.
public struct PairFigure: Sendable, Equatable {
    public let share: Double
    public let seconds: Double
}
