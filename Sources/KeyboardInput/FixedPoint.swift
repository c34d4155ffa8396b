/// Formats numbers with a fixed number of decimals, without Foundation (for traces).
package enum FixedPoint {
    /// `value` rounded to `decimals` places, e.g. `format(0.12, 3)` is "0.120".
    ///
    /// - Parameters:
    ///   - value: The number; non-finite values and magnitudes of 1e15 and more are written
    ///     with Swift's default description.
    ///   - decimals: Places after the point (0–9).
    /// - Returns: The text.
    package static func format(_ value: Double, _ decimals: Int) -> String {
        let places = min(max(decimals, 0), 9)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite, abs(value) * scale < 1e15 else { return String(value) }
        let scaled = Int((abs(value) * scale).rounded())
        let divisor = Int(scale)
        let whole = String(scaled / divisor)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        var fraction = String(scaled % divisor)
        while fraction.count < places { fraction = "0" + fraction }
        return sign + whole + "." + fraction
    }
}
