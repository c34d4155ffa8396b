public import KeyboardGeometry
import KeyboardInput
public import KeyboardModel
import TouchScripts

/// Works out a ``LayoutAnalysis``: plans the gestures of every grapheme and pair of the text
/// through the real typist and controller, times them with a ``MotorModel``, and spreads taps
/// over the keys' hit regions.
///
/// The planner's state carries from one grapheme to the next (a digit leaves the numbers layer
/// shown, so the next digit needs no layer key), so each pair is planned as typed: its first
/// grapheme from the resting keyboard, then its second from where that left the keyboard. The
/// finger starts the second where it lifted after the first. Autocapitalisation is off: every
/// capital costs its shift tap.
///
///     let analysis = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(statistics)
@MainActor
public struct LayoutAnalyzer {
    /// The layout (all its forms; the size's width picks one, as on a device).
    public let layout: KeyboardLayout
    /// The keyboard size in points.
    public let size: KeyboardSize
    /// The hand modelled.
    public var model: MotorModel
    /// Points per millimetre: 163 points per inch by default, an iPhone's.
    public var pointsPerMillimetre: Double

    /// How many of the most frequent pairs an analysis keeps for comparisons.
    static let pairsKept = 20_000

    /// iOS's 163 points per inch, per millimetre.
    public static let iPhonePointsPerMillimetre = 163 / 25.4

    /// Creates an analyzer.
    public init(
        layout: KeyboardLayout, size: KeyboardSize, model: MotorModel = .finger,
        pointsPerMillimetre: Double = iPhonePointsPerMillimetre
    ) {
        self.layout = layout
        self.size = size
        self.model = model
        self.pointsPerMillimetre = pointsPerMillimetre
    }

    /// Analyses the layout for the text `statistics` describe; `progress` is told the share of
    /// the pairs planned, now and then.
    ///
    /// - Throws: `GeometryError` when a layer cannot be laid out at ``size``.
    /// - Complexity: O(p · g) for p distinct pairs and g gestures per grapheme (the text itself
    ///   was reduced to its counts already), plus O(k²) per layer of k keys for the misses.
    public func analyze(
        _ statistics: TextStatistics, progress: ((Double) -> Void)? = nil
    ) throws(GeometryError) -> LayoutAnalysis {
        let controller = try KeyboardController(geometry: LayoutGeometry(layout), size: size)
        controller.fieldTraits = FieldTraits(autocapitalization: Autocapitalization.none)
        var planner = Planner(base: controller)
        let graphemes = statistics.graphemes
        let alone = graphemes.map { planner.plan($0) }
        var untypable: [(grapheme: String, count: Double)] = []
        for (id, grapheme) in graphemes.enumerated() where alone[id] == nil {
            untypable.append((grapheme, statistics.counts[id]))
        }
        untypable.sort { ($0.count, $1.grapheme) > ($1.count, $0.grapheme) }

        // Time and usage over every pair whose two graphemes can be typed.
        let interval = controller.gestures.multitapInterval
        let frames = controller.layerFrames
        let twins = Self.twins(in: frames)
        var time = TimeBreakdown()
        var usage: [KeyRef: Double] = [:]
        var pairs: [String: PairFigure] = [:]
        var weight = 0.0
        var timed: [(key: String, weight: Double, seconds: Double)] = []
        let allPairs = statistics.pairs
        for (index, pair) in allPairs.enumerated() {
            if let progress, index % 64 == 0 { progress(Double(index) / Double(allPairs.count)) }
            guard let first = alone[pair.first],
                let plan = planner.plan(graphemes[pair.second], after: graphemes[pair.first], leaving: first.state)
            else { continue }
            var cost = TimeBreakdown()
            var point = first.gestures.last.map { start(after: $0, before: plan.gestures.first, twins: twins) }
            // A tap on a multitap key starts its cycle: a tap for the next grapheme on the same key
            // waits it out (a flick or a long press does not step the cycle, so needs no wait).
            if let last = first.gestures.last, !last.key.key.multitap.isEmpty, let next = plan.gestures.first,
                next.layer == last.layer, next.key.id == last.key.id, interval.isFinite,
                last.kind.isTap, next.kind.isTap
            {
                cost.waiting += interval
            }
            for gesture in plan.gestures {
                let key = nearest(gesture, from: point, twins: twins)
                add(gesture, on: key, from: point, to: &cost)
                point = key.id == gesture.key.id ? gesture.end : key.frame.center
                usage[KeyRef(layer: gesture.layer, id: key.id), default: 0] += pair.count
            }
            weight += pair.count
            time.movement += cost.movement * pair.count
            time.switching += cost.switching * pair.count
            time.longPress += cost.longPress * pair.count
            time.flicks += cost.flicks * pair.count
            time.waiting += cost.waiting * pair.count
            timed.append((graphemes[pair.first] + graphemes[pair.second], pair.count, cost.total))
        }
        if weight > 0 {
            time.movement /= weight
            time.switching /= weight
            time.longPress /= weight
            time.flicks /= weight
            time.waiting /= weight
            // The most frequent pairs only: what comparisons name (a text of many scripts can have
            // millions of distinct pairs).
            if timed.count > Self.pairsKept {
                timed.sort { ($0.weight, $1.key) > ($1.weight, $0.key) }
                timed.removeLast(timed.count - Self.pairsKept)
            }
            for entry in timed {
                pairs[entry.key] = PairFigure(share: entry.weight / weight, seconds: entry.seconds)
            }
        }

        // Accuracy: every key of every layer, its usage share and its chance of a miss.
        let taps = usage.values.reduce(0, +)
        var keys: [KeyFigures] = []
        var errorRate = 0.0
        for layer in frames {
            for key in layer.keys {
                let share = taps > 0 ? (usage[KeyRef(layer: layer.name, id: key.id)] ?? 0) / taps : 0
                let figures = accuracy(of: key, in: layer, usage: share)
                errorRate += share * figures.miss
                keys.append(figures)
            }
        }
        let typed = alone.indices.reduce(0.0) { $0 + (alone[$1] == nil ? 0 : statistics.counts[$1]) }
        return LayoutAnalysis(
            layoutID: layout.id, layoutName: layout.name, form: controller.formName, size: size, model: model,
            pointsPerMillimetre: pointsPerMillimetre, source: statistics.source, time: time,
            errorRate: errorRate, keys: keys, layers: frames, untypable: untypable,
            typedShare: statistics.total > 0 ? typed / statistics.total : 0, pairs: pairs)
    }

    // MARK: - Movement

    /// Keys of a layer that do the same when tapped (two space bars, two shift keys), by layer
    /// name: only groups of two or more.
    static func twins(in layers: [LayerFrames]) -> [String: [KeyAction: [KeyFrame]]] {
        var result: [String: [KeyAction: [KeyFrame]]] = [:]
        for layer in layers {
            var groups: [KeyAction: [KeyFrame]] = [:]
            for key in layer.keys where !key.key.hasGestures && key.key.alternates.isEmpty {
                groups[key.key.action, default: []].append(key)
            }
            let shared = groups.filter { $0.value.count > 1 }
            if !shared.isEmpty { result[layer.name] = shared }
        }
        return result
    }

    /// The key a practised typist taps for `gesture`: for a plain tap, the quickest to reach from
    /// `start` among the keys of its layer that do the same (Soukoreff & MacKenzie's nearest
    /// space bar); otherwise the planned key.
    func nearest(
        _ gesture: Typist.Gesture, from start: KeyboardPoint?, twins: [String: [KeyAction: [KeyFrame]]]
    ) -> KeyFrame {
        guard let start, let group = Self.twins(of: gesture, in: twins) else { return gesture.key }
        return quickest(gesture.key, among: group) { movement(from: start, to: $0.frame) }
    }

    /// Where the finger starts a grapheme whose first gesture is `next`, after the previous
    /// grapheme ended with `last`: where `last` lifted, or — when `last` was a plain tap on a key
    /// with twins — the twin nearest to `next`, as the digraph model has it (a practised typist
    /// picks the space bar that suits the letters on both sides).
    func start(
        after last: Typist.Gesture, before next: Typist.Gesture?, twins: [String: [KeyAction: [KeyFrame]]]
    ) -> KeyboardPoint {
        guard let next, let group = Self.twins(of: last, in: twins) else { return last.end }
        return quickest(last.key, among: group) { movement(from: $0.frame.center, to: next.key.frame) }.frame.center
    }

    /// The twins of a plain tap's key (itself among them), or `nil` when it has none.
    private static func twins(of gesture: Typist.Gesture, in twins: [String: [KeyAction: [KeyFrame]]]) -> [KeyFrame]? {
        guard case .tap = gesture.kind, let group = twins[gesture.layer]?[gesture.key.key.action],
            group.contains(where: { $0.id == gesture.key.id })
        else { return nil }
        return group
    }

    /// The key of `group` with the least `time`, `planned` unless another is quicker.
    private func quickest(_ planned: KeyFrame, among group: [KeyFrame], time: (KeyFrame) -> Double) -> KeyFrame {
        var best = planned
        var bestTime = time(planned)
        for key in group where key.id != planned.id {
            let candidate = time(key)
            if candidate < bestTime - 1e-12 {
                best = key
                bestTime = candidate
            }
        }
        return best
    }

    /// Adds the time of `gesture`, performed on `key` (the planned key or its twin), begun with
    /// the finger at `start` (`nil`: already over the key, as for a text's first grapheme), to
    /// `cost`.
    func add(_ gesture: Typist.Gesture, on key: KeyFrame, from start: KeyboardPoint?, to cost: inout TimeBreakdown) {
        let frame = key.frame
        let reach: Double
        if case .multitap(let step) = gesture.kind, step > 1 {
            reach = model.intercept
        } else {
            reach = movement(from: start ?? frame.center, to: frame)
        }
        switch gesture.kind {
        case .tap, .multitap:
            if Self.switches(key.key.action) {
                cost.switching += reach
            } else {
                cost.movement += reach
            }
        case .longPress(let dwell, let cell):
            cost.movement += reach
            cost.longPress += dwell + movement(from: frame.center, to: cell)
        case .flick(let direction, let end):
            let distance = Self.distance(frame.center, end)
            let stroke = model.movementTime(distance: distance, width: min(frame.width, frame.height))
            // A flick that shifts or shows a layer is switching, reach and stroke alike.
            if let flick = key.key.flicks.first(where: { $0.direction == direction }), Self.switches(flick.action) {
                cost.switching += reach + stroke
            } else {
                cost.movement += reach
                cost.flicks += stroke
            }
        }
    }

    /// Whether `action` switches shift, caps lock or the layer (time spent on it is switching).
    static func switches(_ action: KeyAction) -> Bool {
        switch action {
        case .shift, .capsLock, .layer: true
        default: false
        }
    }

    /// The time to move from `start` to the centre of `target`: Fitts' law with the target's
    /// width along the line of approach (MacKenzie & Buxton 1992's W′); a repeat (no distance)
    /// costs the intercept.
    func movement(from start: KeyboardPoint, to target: KeyboardRect) -> Double {
        let centre = target.center
        let distance = Self.distance(start, centre)
        guard distance > 1e-9 else { return model.intercept }
        let dx = abs(centre.x - start.x) / distance
        let dy = abs(centre.y - start.y) / distance
        let along = min(dx > 1e-12 ? target.width / dx : .infinity, dy > 1e-12 ? target.height / dy : .infinity)
        return model.movementTime(distance: distance, width: along)
    }

    static func distance(_ a: KeyboardPoint, _ b: KeyboardPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    // MARK: - Accuracy

    /// The figures of `key`: taps aimed at its centre spread as a bivariate normal with the
    /// model's deviation for its width and height, independently across and down; a miss is a
    /// tap outside its hit region, and the neighbour is the key whose hit region gets most of
    /// them.
    func accuracy(of key: KeyFrame, in layer: LayerFrames, usage: Double) -> KeyFigures {
        let perMM = pointsPerMillimetre
        let sigmaX = model.spread(extent: key.frame.width / perMM)
        let sigmaY = model.spread(extent: key.frame.height / perMM)
        let hit = probability(of: key.hitRegion, around: key.frame.center, sigmaX * perMM, sigmaY * perMM)
        let miss = min(1, max(0, 1 - hit))
        var landings: [(id: String, share: Double)] = []
        if miss > 1e-12 {
            for other in layer.keys where other.id != key.id {
                let landing = probability(of: other.hitRegion, around: key.frame.center, sigmaX * perMM, sigmaY * perMM)
                if landing > 0 { landings.append((other.id, landing / miss)) }
            }
            landings.sort { ($0.share, $1.id) > ($1.share, $0.id) }
        }
        return KeyFigures(
            layer: layer.name, id: key.id, label: key.key.shownLabel(shifted: false), frame: key.frame,
            hitRegion: key.hitRegion, usage: usage, miss: miss, spread: (sigmaX, sigmaY),
            neighbours: Array(landings.prefix(2)))
    }

    /// The chance that a tap aimed at `centre`, spread `sigmaX` across and `sigmaY` down (in
    /// points), lands in `region`.
    func probability(of region: KeyboardRect, around centre: KeyboardPoint, _ sigmaX: Double, _ sigmaY: Double)
        -> Double
    {
        Normal.probability(from: region.minX, to: region.maxX, mean: centre.x, sigma: sigmaX)
            * Normal.probability(from: region.minY, to: region.maxY, mean: centre.y, sigma: sigmaY)
    }
}

extension Typist.Gesture.Kind {
    /// Whether the gesture is a tap (alone, or a step of a multitap cycle).
    var isTap: Bool {
        switch self {
        case .tap, .multitap: true
        case .longPress, .flick: false
        }
    }
}

/// A key of a layer.
struct KeyRef: Hashable {
    let layer: String
    let id: String
}
