/// A result builder that collects elements (and arrays of them) in order, with `if`, `switch` and
/// `for` support. Used to write layers, rows and keys in code.
@resultBuilder
public enum ListBuilder<Element> {
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    public static func buildEither(first part: [Element]) -> [Element] { part }
    public static func buildEither(second part: [Element]) -> [Element] { part }
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
