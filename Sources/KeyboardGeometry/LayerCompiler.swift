import ConstraintSolver
import KeyboardModel

/// Turns one layer into linear constraints over a few variables: the unit width `u`, the row
/// height unit `h`, the keyboard size `W` × `H` and one fill width per row with `fill` keys.
///
/// Every other quantity (a key's left edge, a row's top, …) is an affine expression of these, so
/// the solver stays small and a frame is a few multiply-adds.
struct LayerCompiler {
    let layer: Layer
    let metrics: Metrics
    let unit = Variable("u")
    let rowUnit = Variable("h")
    let width = Variable("W")
    let height = Variable("H")
    /// One fill variable per row that has fill keys.
    private(set) var fills: [Variable] = []
    /// The fill index of each row, or -1.
    private(set) var rowFill: [Int] = []
    /// The width form of every key, row by row.
    private(set) var forms: [WidthForm] = []
    /// `rowKeyStart[r]..<rowKeyStart[r + 1]` index `forms` for row `r`.
    private(set) var rowKeyStart: [Int] = [0]
    /// The width of the gaps just before each key (after the previous one's key gap), by flat
    /// index; empty when the layer has no gaps.
    private(set) var gapsBefore: [WidthForm] = []
    /// The width of the gaps after each row's last key; empty when the layer has no gaps.
    private(set) var gapsAfter: [WidthForm] = []
    /// The flat index of the first key with each id.
    private(set) var indexByID: [ExactText: Int] = [:]
    /// The places spanning keys take in the rows below their own, row by row and left to right
    /// within a row; empty when no key spans.
    private(set) var phantoms: [Phantom] = []
    /// The rows each key covers, by flat index; empty when no key spans.
    private(set) var spans: [Int] = []

    init(layer: Layer, metrics: Metrics) throws(GeometryError) {
        self.layer = layer
        self.metrics = metrics
        for (rowIndex, row) in layer.rows.enumerated() {
            var fillIndex = -1
            if row.keys.contains(where: { $0.width == .fill }) {
                fillIndex = fills.count
                fills.append(Variable("fill\(rowIndex + 1)"))
            }
            rowFill.append(fillIndex)
            for key in row.keys {
                if indexByID[text: key.id] == nil { indexByID[text: key.id] = forms.count }
                forms.append(try form(of: key, fillIndex: fillIndex))
            }
            rowKeyStart.append(forms.count)
        }
        try placeSpans()
        guard layer.rows.contains(where: { !$0.gaps.isEmpty }) else { return }
        gapsBefore = Array(repeating: .zero, count: forms.count)
        gapsAfter = Array(repeating: .zero, count: layer.rows.count)
        for (rowIndex, row) in layer.rows.enumerated() {
            for gap in row.gaps {
                let form = try gapForm(gap, row: rowIndex)
                if gap.index >= row.keys.count {
                    gapsAfter[rowIndex] = gapsAfter[rowIndex] + form
                } else {
                    let index = rowKeyStart[rowIndex] + max(0, gap.index)
                    gapsBefore[index] = gapsBefore[index] + form
                }
            }
        }
    }

    /// Where each spanning key stands in the rows below its own: in each, before the key with its
    /// own index in its row (after the last key when the row is shorter).
    private mutating func placeSpans() throws(GeometryError) {
        guard layer.rows.contains(where: { $0.keys.contains { $0.span != 1 } }) else { return }
        spans = Array(repeating: 1, count: forms.count)
        let keysPerRow = layer.rows.map(\.keys.count)
        var taken: [SpanRule.Slot: String] = [:]
        for (rowIndex, row) in layer.rows.enumerated() {
            for (keyIndex, key) in row.keys.enumerated() where key.span != 1 {
                let placed = SpanRule.places(
                    of: key.id, row: rowIndex, index: keyIndex, span: key.span, layer: layer.name,
                    keysPerRow: keysPerRow, taken: &taken)
                let places: [SpanRule.Slot]
                switch placed {
                case .success(let found): places = found
                case .failure(let problem): throw .invalidLayout(problem.message, location: key.source.location)
                }
                let flat = rowKeyStart[rowIndex] + keyIndex
                spans[flat] = key.span
                for place in places {
                    let before = place.index >= 0 ? rowKeyStart[place.row] + place.index : -1
                    phantoms.append(Phantom(row: place.row, before: before, key: flat, keyRow: rowIndex))
                }
            }
        }
        phantoms.sort { ($0.row, $0.before < 0 ? Int.max : $0.before) < ($1.row, $1.before < 0 ? Int.max : $1.before) }
    }

    /// A gap's width: `k` units stand for `k` missing keys with their gaps, `k·(u + key-gap)`.
    private func gapForm(_ gap: RowGap, row: Int) throws(GeometryError) -> WidthForm {
        func finite(_ value: Double) throws(GeometryError) {
            guard value.isFinite else {
                throw .invalidLayout(
                    "a gap in row \(row + 1) of layer '\(layer.name)' is not a finite width",
                    location: layer.rows[row].source.location)
            }
        }
        switch gap.width {
        case .units(let count):
            try finite(count)
            return WidthForm(constant: count * metrics.keyGap, units: count, share: 0, fill: -1)
        case .points(let value):
            try finite(value)
            return .points(value)
        case .percent(let percent):
            try finite(percent)
            let share = percent / 100
            return WidthForm(
                constant: -share * (metrics.insets.left + metrics.insets.right), units: 0, share: share, fill: -1)
        }
    }

    // MARK: - Widths

    private func form(of key: Key, fillIndex: Int) throws(GeometryError) -> WidthForm {
        switch key.width {
        case .units(let count):
            try Self.checkFinite(count, "width", of: key)
            return WidthForm(constant: (count - 1) * metrics.keyGap, units: count, share: 0, fill: -1)
        case .points(let value):
            try Self.checkFinite(value, "width", of: key)
            return .points(value)
        case .percent(let percent):
            try Self.checkFinite(percent, "width", of: key)
            let share = percent / 100
            return WidthForm(
                constant: -share * (metrics.insets.left + metrics.insets.right), units: 0, share: share, fill: -1)
        case .fill:
            return WidthForm(constant: 0, units: 0, share: 0, fill: fillIndex)
        }
    }

    private static func checkFinite(_ value: Double, _ what: String, of key: Key) throws(GeometryError) {
        guard value.isFinite else {
            throw .invalidLayout(
                "key '\(key.id)' has a \(what) that is not a finite number", location: key.source.location)
        }
    }

    /// The width of the key at flat index `index`.
    func widthExpression(_ index: Int) -> Expression {
        expression(of: forms[index])
    }

    func expression(of form: WidthForm) -> Expression {
        var result = Expression(constant: form.constant)
        if form.units != 0 { result.add(unit, form.units) }
        if form.share != 0 { result.add(width, form.share) }
        if form.fill >= 0 { result.add(fills[form.fill], 1) }
        return result
    }

    /// A bound written on a key, as a width.
    func expression(of length: KeyLength, for key: Key) throws(GeometryError) -> Expression {
        switch length {
        case .units(let count):
            try Self.checkFinite(count, "width bound", of: key)
            return expression(of: WidthForm(constant: (count - 1) * metrics.keyGap, units: count, share: 0, fill: -1))
        case .points(let value):
            try Self.checkFinite(value, "width bound", of: key)
            return Expression(constant: value)
        case .percent(let percent):
            try Self.checkFinite(percent, "width bound", of: key)
            return available * (percent / 100)
        }
    }

    /// `A = W − insets.left − insets.right`.
    var available: Expression {
        Expression(terms: [Term(width, 1)], constant: -(metrics.insets.left + metrics.insets.right))
    }

    // MARK: - Rows and positions

    /// The width a spanning key's place takes in a row below its own: the key's, and a key gap.
    func width(of phantom: Phantom) -> Expression {
        widthExpression(phantom.key) + metrics.keyGap
    }

    /// The left edge of a spanning key's place in a row below its own: a key gap after the key
    /// before it, ahead of the gaps written before the next key (or after the row's last key).
    func left(of phantom: Phantom) -> Expression {
        if phantom.before >= 0 {
            var result = keyLeft(phantom.before, row: phantom.row) - width(of: phantom)
            if !gapsBefore.isEmpty { result.add(expression(of: gapsBefore[phantom.before]), times: -1) }
            return result
        }
        var result = rowLeft(phantom.row) + rowWidth(phantom.row) - widthExpression(phantom.key)
        if !gapsAfter.isEmpty { result.add(expression(of: gapsAfter[phantom.row]), times: -1) }
        return result
    }

    /// `Σ widths + (n − 1)·keyGap` of row `row` (0 for an empty row).
    func rowWidth(_ row: Int) -> Expression {
        let range = rowKeyStart[row]..<rowKeyStart[row + 1]
        guard !range.isEmpty else { return Expression(constant: 0) }
        var result = Expression(constant: Double(range.count - 1) * metrics.keyGap)
        for index in range {
            result.add(widthExpression(index))
        }
        if !gapsBefore.isEmpty {
            for index in range where !gapsBefore[index].isZero { result.add(expression(of: gapsBefore[index])) }
            if !gapsAfter[row].isZero { result.add(expression(of: gapsAfter[row])) }
        }
        for phantom in phantoms where phantom.row == row { result.add(width(of: phantom)) }
        return result
    }

    /// The left edge of row `row`'s first key, from its alignment (rows with fill keys span the
    /// available width and start at the left inset).
    func rowLeft(_ row: Int) -> Expression {
        let left = metrics.insets.left
        if rowFill[row] >= 0 { return Expression(constant: left) }
        switch layer.rows[row].alignment {
        case .left:
            return Expression(constant: left)
        case .center:
            return Expression(constant: left) + (available - rowWidth(row)) / 2
        case .right:
            return Expression(width) - metrics.insets.right - rowWidth(row)
        }
    }

    /// The left edge of the key at flat index `index` in row `row`.
    func keyLeft(_ index: Int, row: Int) -> Expression {
        var result = rowLeft(row)
        for previous in rowKeyStart[row]..<index {
            result.add(widthExpression(previous))
            result.constant += metrics.keyGap
        }
        if !gapsBefore.isEmpty {
            for gapped in rowKeyStart[row]...index where !gapsBefore[gapped].isZero {
                result.add(expression(of: gapsBefore[gapped]))
            }
        }
        for phantom in phantoms where phantom.row == row && phantom.before >= 0 && phantom.before <= index {
            result.add(width(of: phantom))
        }
        return result
    }

    /// The top edge of row `row`.
    func rowTop(_ row: Int) -> Expression {
        var weights = 0.0
        for previous in 0..<row {
            weights += layer.rows[previous].height
        }
        return Expression(terms: [Term(rowUnit, weights)], constant: metrics.insets.top + Double(row) * metrics.rowGap)
    }

    /// The height of row `row`.
    func rowHeight(_ row: Int) -> Expression {
        Expression(terms: [Term(rowUnit, layer.rows[row].height)])
    }

    /// The row of the key at flat index `index`.
    func row(ofKey index: Int) -> Int {
        var row = 0
        while rowKeyStart[row + 1] <= index { row += 1 }
        return row
    }

    /// The bottom edge of the key at flat index `index` in row `row`: its row's, or the last
    /// covered row's for a spanning key.
    func keyBottom(_ index: Int, row: Int) -> Expression {
        let last = spans.isEmpty ? row : row + spans[index] - 1
        return rowTop(last) + rowHeight(last)
    }

    /// A key attribute of a layout constraint as an expression.
    func expression(of anchor: KeyAnchor) -> Expression? {
        guard let index = indexByID[text: anchor.keyID] else { return nil }
        let row = row(ofKey: index)
        switch anchor.attribute {
        case .left: return keyLeft(index, row: row)
        case .right: return keyLeft(index, row: row) + widthExpression(index)
        case .width: return widthExpression(index)
        case .centerX: return keyLeft(index, row: row) + widthExpression(index) / 2
        case .top: return rowTop(row)
        case .bottom: return keyBottom(index, row: row)
        case .height: return keyBottom(index, row: row) - rowTop(row)
        case .centerY: return (rowTop(row) + keyBottom(index, row: row)) / 2
        }
    }

    /// A side of a layout constraint as an expression.
    func expression(of side: LinearExpression) -> Expression? {
        var result = Expression(constant: side.constant)
        for term in side.terms {
            guard let anchor = expression(of: term.anchor) else { return nil }
            result.add(anchor, times: term.coefficient)
        }
        return result
    }
}
