import KeyboardModel

/// The options several commands take, each declared once, with one check: the same names,
/// help, limits and messages wherever they appear.
enum SharedOptions {
    static let width = Option<Double>.points("width", help: "The keyboard's width in points (default: the layout's).")
    static let height = Option<Double>.points(
        "height", help: "The keyboard's height in points (default: the layout's).")
    static let layer = Option<String>.text(
        "layer", placeholder: "NAME", help: "Only this layer (default: every layer, in order).")

    /// `--width` and `--height` over the layout's preferred size.
    static func size(_ arguments: ParsedArguments, for layout: KeyboardLayout) throws(CLIError) -> Size {
        Size(
            width: try arguments.value(width) ?? layout.size.width,
            height: try arguments.value(height) ?? layout.size.height)
    }

    /// The layer `--layer` names, checked to be one of the layout's; `nil` when not given.
    ///
    /// - Throws: ``CLIError/invalidValue(option:value:allowed:suggestion:)`` naming the layers.
    static func layer(_ arguments: ParsedArguments, in layout: KeyboardLayout) throws(CLIError) -> String? {
        guard let name = try arguments.value(layer) else { return nil }
        let names = layout.layers.map(\.name)
        guard names.contains(name) else {
            throw .invalidValue(
                option: layer.spec.longForm, value: name, allowed: names,
                suggestion: Suggestion.nearest(to: name, in: names))
        }
        return name
    }
}
