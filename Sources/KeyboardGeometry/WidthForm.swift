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
}
