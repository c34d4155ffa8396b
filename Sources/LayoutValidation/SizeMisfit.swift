import KeyboardGeometry
import KeyboardModel
import LayoutFormat

/// What a size too small for a layer is short of, in the author's terms: where the needed
/// length goes (fixed-width keys, the other keys at their smallest, gaps, insets; rows, row gaps,
/// insets), the key that takes the most, and the smallest single change that would fit.
///
/// Read from the layer's frames at the smallest size that fits, so every number is one the
/// solver agrees with; each suggested change is checked by laying the changed layer out at the
/// size again, so none is offered that would not fit.
struct SizeMisfit {
    /// What the message says after "needs width ≥ … pt, got … pt".
    var account: [String] = []
    /// Notes first, before the conflicting constraints': the key that takes the most.
    var leadingNotes: [Diagnostic] = []
    /// Notes after the conflicting constraints': the other terms, and the fix.
    var trailingNotes: [Diagnostic] = []

    /// The account of `layer` of `layout` (one form) at `size`, which it needs `needed` for;
    /// `layerGeometry` is the geometry of `layout` with only `layer`, when the caller has it.
    init(
        layer: Layer, layout: KeyboardLayout, needed: KeyboardSize, size: KeyboardSize,
        layerGeometry: LayoutGeometry? = nil
    ) {
        // Short as the error's message says it is (the one tolerance).
        let widthShort = size.width < needed.width - GeometryError.tolerance(needed.width)
        let heightShort = size.height < needed.height - GeometryError.tolerance(needed.height)
        var single = layout
        single.layers = [layer]
        var geometry = layerGeometry
        /// The layer's frames at `at`: through `geometry` when given (only re-solved), else compiled.
        func laidOut(at size: KeyboardSize) -> LayerFrames? {
            if geometry != nil { return try? geometry?.frames(ofLayer: layer.name, for: size) }
            return Self.frames(of: single, at: size)
        }
        var fixes: [Fix] = []
        if widthShort {
            // Laid out at the smallest width that fits, at a height that fits too.
            let at = KeyboardSize(width: Self.above(needed.width), height: max(size.height, Self.above(needed.height)))
            if let frames = laidOut(at: at) {
                fixes += accountWidth(of: layer, in: layout, frames: frames, short: needed.width - size.width)
            }
        }
        if heightShort {
            let at = KeyboardSize(width: max(size.width, Self.above(needed.width)), height: Self.above(needed.height))
            if let frames = laidOut(at: at) {
                fixes += accountHeight(of: layer, in: layout, frames: frames, short: needed.height - size.height)
            }
        }
        // The smallest change, as a share of what it changes, that lays the layer out at `size`.
        let checked = fixes.sorted { $0.share < $1.share }.first { fix in
            var changed = single
            fix.apply(&changed)
            return Self.frames(of: changed, at: size) != nil
        }
        var advice: [String] = []
        if let checked { advice.append(checked.text) }
        // A form of its own for a wider keyboard (a phone in landscape) that is not tall enough.
        if heightShort, !widthShort, size.width > layout.size.width {
            advice.append(
                "add a form for keyboards from \(Self.shown(size.width)) pt wide, with rows that fit "
                    + "\(Self.shown(size.height)) pt (see 'forms')")
        }
        if !advice.isEmpty {
            let location = checked?.location ?? layer.source.location ?? layout.source.location
            if let location {
                trailingNotes.append(
                    .note("the smallest change that fits: " + advice.joined(separator: "; or "), at: location))
            }
        }
    }

    /// The account of the row that needs the most width.
    private mutating func accountWidth(
        of layer: Layer, in layout: KeyboardLayout, frames: LayerFrames, short: Double
    ) -> [Fix] {
        let metrics = layout.metrics
        let available = frames.size.width - metrics.insets.left - metrics.insets.right
        // The row with no room to give: its fill keys at their smallest, or its keys end to end.
        var best: (row: Int, fixed: Double)?
        for row in layer.rows.indices {
            let keys = frames.keys.filter { $0.row == row }
            guard let first = keys.first, let last = keys.last else { continue }
            var slack = 0.0
            if keys.contains(where: { $0.key.width == .fill }) {
                for frame in keys where frame.key.width == .fill {
                    slack += frame.frame.width - Self.smallest(frame.key, metrics)
                }
            } else {
                slack = available - (last.frame.maxX - first.frame.minX)
            }
            guard slack <= 0.01 else { continue }
            let fixed = keys.reduce(0.0) { total, frame in
                if case .points = frame.key.width { return total + frame.frame.width }
                return total
            }
            if best == nil || fixed > (best?.fixed ?? 0) { best = (row, fixed) }
        }
        guard let row = best?.row else { return [] }
        let keys = frames.keys.filter { $0.row == row }
        let fixedKeys = keys.filter { if case .points = $0.key.width { true } else { false } }
        let others = keys.filter { if case .points = $0.key.width { false } else { true } }
        let keyWidths = keys.reduce(0.0) { $0 + $1.frame.width }
        let gaps = available - keyWidths
        let insets = metrics.insets.left + metrics.insets.right
        var terms: [String] = []
        for frame in fixedKeys {
            terms.append("\(Self.shown(frame.frame.width)) pt for '\(frame.id)' (fixed)")
        }
        if !others.isEmpty {
            let width = others.reduce(0.0) { $0 + $1.frame.width }
            let what =
                fixedKeys.isEmpty
                ? (others.count == 1 ? "its key" : "its \(others.count) keys")
                : (others.count == 1 ? "its other key" : "its \(others.count) other keys")
            terms.append("\(Self.shown(width)) pt for \(what) at \(others.count == 1 ? "its" : "their") smallest")
        }
        let gapCount = keys.count - 1
        if gaps > 0.005 {
            let keyGaps = Double(gapCount) * metrics.keyGap
            let what =
                abs(gaps - keyGaps) < 0.005
                ? (gapCount == 1 ? "1 key gap" : "\(gapCount) key gaps") : "gaps"
            terms.append("\(Self.shown(gaps)) pt for \(what)")
        }
        if insets > 0 {
            terms.append(
                "\(Self.shown(insets)) pt for insets (left \(Self.shown(metrics.insets.left)), right "
                    + "\(Self.shown(metrics.insets.right)))")
        }
        account.append("row \(row + 1) takes " + terms.joined(separator: " + "))

        var fixes: [Fix] = []
        let metricsLocation = metrics.source.location ?? layout.source.location
        if let widest = fixedKeys.max(by: { $0.frame.width < $1.frame.width }),
            let location = widest.key.source.location
        {
            let share = Int((100 * widest.frame.width / max(keyWidths + gaps, 1)).rounded())
            leadingNotes.append(
                .note(
                    "key '\(widest.id)' is \(Self.shown(widest.frame.width)) pt wide (fixed), \(share)% of row "
                        + "\(row + 1), the most of any key", at: location))
            let width = Self.below(widest.frame.width - short)
            if width >= metrics.minKeyWidth, width > 0 {
                let (rowIndex, keyIndex) = (widest.row, widest.indexInRow)
                fixes.append(
                    Fix(
                        text: "width: \(Self.shown(width))pt on key '\(widest.id)'", location: location,
                        share: short / widest.frame.width,
                        apply: { $0.layers[0].rows[rowIndex].keys[keyIndex].width = .points(width) }))
            }
        }
        let otherWidth = keyWidths - fixedKeys.reduce(0) { $0 + $1.frame.width }
        let candidates: [Fix?] = [
            gapCount > 0
                ? Self.metricFix(
                    "key-gap", metrics.keyGap, to: metrics.keyGap - short / Double(gapCount), at: metricsLocation
                ) { $0.metrics.keyGap = $1 } : nil,
            !others.isEmpty
                ? Self.metricFix(
                    "min-key-width", metrics.minKeyWidth,
                    to: metrics.minKeyWidth * (1 - short / max(1e-9, otherWidth)), floor: 0.01, at: metricsLocation
                ) { $0.metrics.minKeyWidth = $1 } : nil,
            Self.metricFix("insets.left", metrics.insets.left, to: metrics.insets.left - short, at: metricsLocation) {
                $0.metrics.insets.left = $1
            },
            Self.metricFix("insets.right", metrics.insets.right, to: metrics.insets.right - short, at: metricsLocation)
            {
                $0.metrics.insets.right = $1
            },
        ]
        return fixes + candidates.compactMap { $0 }
    }

    /// The account of the rows' height.
    private mutating func accountHeight(
        of layer: Layer, in layout: KeyboardLayout, frames: LayerFrames, short: Double
    ) -> [Fix] {
        let metrics = layout.metrics
        let rowCount = layer.rows.count
        guard rowCount > 0 else { return [] }
        var rows = 0.0
        for row in 0..<rowCount {
            rows += frames.keys.first { $0.row == row }?.frame.height ?? 0
        }
        let gapCount = rowCount - 1
        let gaps = Double(gapCount) * metrics.rowGap
        let insets = metrics.insets.top + metrics.insets.bottom
        var terms = [
            "\(Self.shown(rows)) pt for \(rowCount == 1 ? "1 row at its" : "\(rowCount) rows at their") smallest"
        ]
        if gaps > 0 {
            terms.append(
                "\(Self.shown(gaps)) pt for \(gapCount == 1 ? "1 row gap" : "\(gapCount) row gaps") of "
                    + "\(Self.shown(metrics.rowGap)) pt")
        }
        if insets > 0 {
            terms.append(
                "\(Self.shown(insets)) pt for insets (top \(Self.shown(metrics.insets.top)), bottom "
                    + "\(Self.shown(metrics.insets.bottom)))")
        }
        account.append("it takes " + terms.joined(separator: " + "))

        let metricsLocation = metrics.source.location ?? layout.source.location
        if let location = metricsLocation {
            if gaps > 0 {
                trailingNotes.append(
                    .note(
                        "row-gap: \(gapCount == 1 ? "1 gap" : "\(gapCount) gaps") of \(Self.shown(metrics.rowGap)) pt "
                            + "take \(Self.shown(gaps)) pt", at: location))
            }
            if insets > 0 {
                trailingNotes.append(
                    .note(
                        "insets: top \(Self.shown(metrics.insets.top)) + bottom \(Self.shown(metrics.insets.bottom)) "
                            + "take \(Self.shown(insets)) pt", at: location))
            }
        }
        let candidates: [Fix?] = [
            gapCount > 0
                ? Self.metricFix(
                    "row-gap", metrics.rowGap, to: metrics.rowGap - short / Double(gapCount), at: metricsLocation
                ) { $0.metrics.rowGap = $1 } : nil,
            rows > 0
                ? Self.metricFix(
                    "min-row-height", metrics.minRowHeight, to: metrics.minRowHeight * (1 - short / rows),
                    floor: 0.01, at: metricsLocation
                ) { $0.metrics.minRowHeight = $1 } : nil,
            Self.metricFix("insets.top", metrics.insets.top, to: metrics.insets.top - short, at: metricsLocation) {
                $0.metrics.insets.top = $1
            },
            Self.metricFix(
                "insets.bottom", metrics.insets.bottom, to: metrics.insets.bottom - short, at: metricsLocation
            ) { $0.metrics.insets.bottom = $1 },
        ]
        return candidates.compactMap { $0 }
    }

    /// `NAME ≤ value (it is current)`, `value` rounded down to hundredths, when it is a change
    /// that could hold (below the current value, at least `floor`).
    private static func metricFix(
        _ name: String, _ current: Double, to value: Double, floor: Double = 0, at location: SourceLocation?,
        _ set: @escaping (inout KeyboardLayout, Double) -> Void
    ) -> Fix? {
        let value = below(value)
        guard current > 0, value >= floor, value < current else { return nil }
        return Fix(
            text: "\(name) ≤ \(shown(value)) (it is \(shown(current)))", location: location,
            share: (current - value) / current, apply: { set(&$0, value) })
    }

    /// One change to the layout, said as the author would write it.
    private struct Fix {
        var text: String
        var location: SourceLocation?
        /// How much of the value it changes: the smallest share wins.
        var share: Double
        var apply: (inout KeyboardLayout) -> Void
    }

    /// The frames of the single layer of `layout` at `size`, or `nil` when it does not fit.
    private static func frames(of layout: KeyboardLayout, at size: KeyboardSize) -> LayerFrames? {
        guard let name = layout.layers.first?.name, var geometry = try? LayoutGeometry(layout) else { return nil }
        return try? geometry.frames(ofLayer: name, for: size)
    }

    /// The smallest a fill key may be: the minimum key width, or its own `min-width` in points.
    private static func smallest(_ key: Key, _ metrics: Metrics) -> Double {
        if case .points(let value)? = key.minWidth { return max(value, metrics.minKeyWidth) }
        return metrics.minKeyWidth
    }

    /// A length just above `value`, for laying out at a needed size.
    private static func above(_ value: Double) -> Double { value + 1e-6 * max(1, value) }

    /// `value` rounded down to hundredths, for a bound that must fit.
    private static func below(_ value: Double) -> Double { ((value * 100) + 1e-6).rounded(.down) / 100 }

    /// A length for messages, to hundredths.
    private static func shown(_ value: Double) -> String { GeometryDiagnostics.shown(value) }
}
