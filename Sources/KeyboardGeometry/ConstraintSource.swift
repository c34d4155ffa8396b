import KeyboardModel

/// Which part of a layout asked for a compiled constraint; turned into a ``ConstraintOrigin``
/// (location and message) only when a conflict is reported, so compiling builds no text.
enum ConstraintSource: Sendable, Hashable {
    /// A key's width against `metrics.minKeyWidth`.
    case keyMinimum(row: Int, key: Int)
    /// A key's `min-width`.
    case keyMinWidth(row: Int, key: Int)
    /// A key's `max-width`.
    case keyMaxWidth(row: Int, key: Int)
    /// A row's width against the available width (equal when it has fill keys).
    case rowWidth(row: Int)
    /// The rows' heights and gaps add up to the height inside the insets.
    case rowsFillHeight
    /// A row's height against `metrics.minRowHeight`.
    case rowMinimum(row: Int)
    /// One of the layout's `constraints`.
    case layoutConstraint(index: Int)
    /// `metrics.maxUnitWidth`.
    case unitCap
    /// The weak push that makes units as large as the rows allow.
    case unitGrowth
    /// `metrics.preferredRowHeight`.
    case preferredRowHeight
    /// A spanning key's place in row `row` stands under the key, which is in row `keyRow`.
    case spanPlace(row: Int, keyRow: Int, key: Int)

    /// The location and message of this source in `layout`'s layer `layer`.
    func origin(layer: Layer, layout: KeyboardLayout) -> ConstraintOrigin {
        let layerName = "layer '\(layer.name)'"
        let metrics = layout.metrics
        let metricsLocation = metrics.source.location ?? layout.source.location
        func key(_ row: Int, _ index: Int) -> (key: Key, name: String) {
            let key = layer.rows[row].keys[index]
            return (key, "key '\(key.id)' in row \(row + 1) of \(layerName)")
        }
        switch self {
        case .keyMinimum(let row, let index):
            let (key, name) = key(row, index)
            return ConstraintOrigin(
                location: key.source.location,
                message: "\(name) must be at least \(KeyboardSize.format(metrics.minKeyWidth)) pt wide (min-key-width)")
        case .keyMinWidth(let row, let index):
            let (key, name) = key(row, index)
            let bound = key.minWidth.map(\.description) ?? "?"
            return ConstraintOrigin(
                location: key.source.location, message: "\(name) must be at least \(bound) wide (min-width)")
        case .keyMaxWidth(let row, let index):
            let (key, name) = key(row, index)
            let bound = key.maxWidth.map(\.description) ?? "?"
            return ConstraintOrigin(
                location: key.source.location, message: "\(name) must be at most \(bound) wide (max-width)")
        case .rowWidth(let row):
            let fills = layer.rows[row].keys.contains { $0.width == .fill }
            let demand = fills ? "must fill the width (it has a fill key)" : "must fit the width"
            return ConstraintOrigin(
                location: layer.rows[row].source.location, message: "row \(row + 1) of \(layerName) \(demand)")
        case .rowsFillHeight:
            return ConstraintOrigin(
                location: layer.source.location, message: "the rows of \(layerName) must fill the height")
        case .rowMinimum(let row):
            let minimum = KeyboardSize.format(metrics.minRowHeight)
            return ConstraintOrigin(
                location: layer.rows[row].source.location ?? metricsLocation,
                message: "row \(row + 1) of \(layerName) must be at least \(minimum) pt high (min-row-height)")
        case .layoutConstraint(let index):
            let constraint = layout.constraints[index]
            let text = constraint.text.isEmpty ? "a layout constraint" : "'\(constraint.text)'"
            return ConstraintOrigin(
                location: constraint.source.location, message: "constraint \(text) in \(layerName)")
        case .unitCap:
            let maximum = metrics.maxUnitWidth.map(KeyboardSize.format) ?? "?"
            return ConstraintOrigin(
                location: metricsLocation,
                message: "a unit of \(layerName) should be at most \(maximum) pt wide (max-unit-width)")
        case .unitGrowth:
            return ConstraintOrigin(location: layer.source.location, message: "units of \(layerName) grow")
        case .preferredRowHeight:
            let preferred = metrics.preferredRowHeight.map(KeyboardSize.format) ?? "?"
            return ConstraintOrigin(
                location: metricsLocation,
                message: "rows of \(layerName) prefer \(preferred) pt (preferred-row-height)")
        case .spanPlace(let row, let keyRow, let index):
            let (key, name) = key(keyRow, index)
            return ConstraintOrigin(
                location: key.source.location,
                message: "\(name) spans into row \(row + 1), so its place there must be right under it")
        }
    }
}
