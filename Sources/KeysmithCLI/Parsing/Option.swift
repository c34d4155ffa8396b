import KeyboardModel

/// An option with a value, declared once with its type: the spec that the parser, the help and
/// the completion scripts read, and the one check that turns its text into a value. Commands
/// read options only through these (``ParsedArguments/value(_:)``), never by name.
struct Option<Value: Sendable>: Sendable {
    /// The option as the parser and the help see it.
    let spec: OptionSpec
    /// The value for a text, or `nil` when the text is not one.
    private let convert: @Sendable (String) -> Value?
    /// What a value must be, for the error when it is not one ("a number of points greater
    /// than 0 and at most 100000"); `nil` when the spec's allowed values say it.
    let expected: String?

    init(_ spec: OptionSpec, expected: String? = nil, convert: @escaping @Sendable (String) -> Value?) {
        self.spec = spec
        self.convert = convert
        self.expected = expected
    }

    /// The value written as `text`, if it is one.
    func value(of text: String) -> Value? { convert(text) }
}

extension Option where Value == String {
    /// An option taking any text.
    static func text(_ name: String, placeholder: String, help: String) -> Option {
        Option(.value(name, placeholder: placeholder, help: help)) { $0 }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// An option taking one of an enumeration's raw values.
    static func choice(_ name: String, default defaultValue: Value, help: String) -> Option {
        Option(
            .value(
                name, allowed: Value.allCases.map(\.rawValue), defaultValue: defaultValue.rawValue, help: help)
        ) { Value(rawValue: $0) }
    }

    /// An option taking one of an enumeration's raw values, with no default.
    static func choice(_ name: String, help: String) -> Option {
        Option(.value(name, allowed: Value.allCases.map(\.rawValue), help: help)) { Value(rawValue: $0) }
    }
}

extension Option where Value == Double {
    /// A length in points: a finite number greater than 0 and at most 100 000.
    static func points(_ name: String, help: String) -> Option {
        Option(
            .value(name, placeholder: "PT", help: help),
            expected: "a number of points greater than 0 and at most 100000"
        ) { text in
            guard let value = Double(text), value.isFinite, value > 0, value <= 100_000 else { return nil }
            return value
        }
    }
}

extension Option where Value == KeyboardSize {
    /// A keyboard size `WxH` in points, each a finite number greater than 0 and at most 100 000.
    static func size(_ name: String, repeatable: Bool, help: String) -> Option {
        Option(
            .value(name, placeholder: "WxH", repeatable: repeatable, help: help),
            expected: "a size WIDTHxHEIGHT in points, each greater than 0 and at most 100000, such as 390x216"
        ) { text in
            let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000
            else { return nil }
            return KeyboardSize(width: width, height: height)
        }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`.
    static func count(_ name: String, placeholder: String, in range: ClosedRange<Int>, help: String) -> Option {
        Option(
            .value(name, placeholder: placeholder, help: help),
            expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"
        ) { text in
            guard let value = Int(text), range.contains(value) else { return nil }
            return value
        }
    }
}

/// A flag, declared once: present or not.
struct Flag: Sendable {
    let spec: OptionSpec

    init(_ name: String, help: String) {
        spec = .flag(name, help: help)
    }
}
