import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension FormatDecoder {
    /// A width field's value (`1.5`, `"60pt"`, `"25%"`, and `fill` for ``FieldKind/width``), or
    /// a length's (``FieldKind/length``: no `fill`).
    ///
    /// Numbers of units may be plain or quoted; every form must be finite and greater than 0, and
    /// a percentage at most 100.
    mutating func width<Field: FormatField>(_ event: YAMLEvent, _ widthField: Field) throws(YAMLStop) -> KeyWidth? {
        let allowsFill = Field.table.kind(widthField) == .width
        var field: String { widthField.name }
        guard event.kind == .scalar else {
            try reject(event, expected: allowsFill ? "a width" : "a length")
            return nil
        }
        var text: String { event.string }
        switch Widths.width(of: event.text, allowsFill: allowsFill) {
        case .success(let width):
            return width
        case .failure(.fillNotAllowed):
            error(
                .unreadableWidth, "'fill' is not allowed for '\(field)'; expected units, points or a percentage",
                at: event)
        case .failure(.notANumber):
            let forms = "a number of units, points ('60pt') or a percentage ('25%')" + (allowsFill ? ", or 'fill'" : "")
            let comma = ScalarValue.decimalCommaHint(for: text)
            error(
                .unreadableWidth, "cannot read '\(field)' '\(text)'\(comma.isEmpty ? "; expected \(forms)" : comma)",
                at: event)
        case .failure(.nonFinite):
            error(.badWidth, "'\(field)' must be finite, found '\(text)'", at: event)
        case .failure(.notPositive):
            error(.badWidth, "'\(field)' must be greater than 0, found '\(text)'", at: event)
        case .failure(.overHundredPercent):
            error(.badWidth, "'\(field)' must be at most 100%, found '\(text)'", at: event)
        }
        return nil
    }
}
