import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The width and length forms of the format.
enum Widths {
    /// Why a scalar is not a width.
    enum WidthProblem: Error {
        case fillNotAllowed, notANumber, nonFinite, notPositive, overHundredPercent
    }

    /// Reads the text of a scalar as a WIDTH or, without `allowsFill`, a LENGTH.
    static func width(of bytes: UnsafeBufferPointer<UInt8>, allowsFill: Bool) -> Result<KeyWidth, WidthProblem> {
        if bytes.count == 4, bytes[0] == UInt8(ascii: "f"), bytes[1] == UInt8(ascii: "i"),
            bytes[2] == UInt8(ascii: "l"),
            bytes[3] == UInt8(ascii: "l")
        {
            return allowsFill ? .success(.fill) : .failure(.fillNotAllowed)
        }
        var make: (Double) -> KeyWidth = KeyWidth.units
        var end = bytes.count
        if end >= 2, bytes[end - 1] == UInt8(ascii: "t"), bytes[end - 2] == UInt8(ascii: "p") {
            end -= 2
            make = KeyWidth.points
        } else if end >= 1, bytes[end - 1] == UInt8(ascii: "%") {
            end -= 1
            make = KeyWidth.percent
        }
        switch ScalarValue.number(bytes: UnsafeBufferPointer(rebasing: bytes[..<end])) {
        case .notANumber: return .failure(.notANumber)
        case .nonFinite: return .failure(.nonFinite)
        case .finite(let value):
            if value <= 0 { return .failure(.notPositive) }
            let width = make(value)
            if case .percent = width, value > 100 { return .failure(.overHundredPercent) }
            return .success(width)
        }
    }

    /// The message for a `min-width` greater than `max-width`, when both have the same unit.
    static func conflict(min: KeyLength, max: KeyLength) -> String? {
        let pair: (Double, Double)? =
            switch (min, max) {
            case (.units(let low), .units(let high)), (.points(let low), .points(let high)),
                (.percent(let low), .percent(let high)):
                (low, high)
            default: nil
            }
        guard let (low, high) = pair, low > high else { return nil }
        return "'min-width' \(min) is greater than 'max-width' \(max)"
    }
}

extension KeyWidth {
    /// The same length as a ``KeyLength``, unless it is `fill`.
    var length: KeyLength? {
        switch self {
        case .units(let value): .units(value)
        case .points(let value): .points(value)
        case .percent(let value): .percent(value)
        case .fill: nil
        }
    }
}
