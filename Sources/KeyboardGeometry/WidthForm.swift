/// How a key's width follows from the solved quantities of its layer:
/// `constant + units·u + share·W (+ the row's fill width)`.
struct WidthForm: Sendable, Hashable {
    /// The constant part, in points.
    var constant: Double
    /// The coefficient of the unit width `u`.
    var units: Double
    /// The coefficient of the keyboard width `W` (a percentage of the available width).
    var share: Double
    /// The index of the row's fill width among the layer's fill variables, or -1.
    var fill: Int

    /// A width of `value` points.
    static func points(_ value: Double) -> WidthForm {
        WidthForm(constant: value, units: 0, share: 0, fill: -1)
    }

    /// No width.
    static let zero = WidthForm(constant: 0, units: 0, share: 0, fill: -1)

    /// The sum of two widths without fill.
    static func + (lhs: WidthForm, rhs: WidthForm) -> WidthForm {
        WidthForm(
            constant: lhs.constant + rhs.constant, units: lhs.units + rhs.units, share: lhs.share + rhs.share,
            fill: -1)
    }

    /// Whether it is no width at all.
    var isZero: Bool { constant == 0 && units == 0 && share == 0 && fill < 0 }
}
