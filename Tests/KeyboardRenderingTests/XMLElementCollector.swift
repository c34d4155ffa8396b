import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses XML with Foundation's parser and keeps every element with its attributes, its text and
/// the chain of its ancestors' attributes.
final class XMLElementCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        /// The attributes of the enclosing elements, outermost first.
        var ancestors: [[String: String]]
    }

    private(set) var elements: [Element] = []
    private(set) var error: Error?
    private var stack: [Int] = []

    /// Parses `text`; `nil` when it is not well-formed XML.
    static func parse(_ text: String) -> [Element]? {
        let collector = XMLElementCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse(), collector.error == nil else { return nil }
        return collector.elements
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let ancestors = stack.map { elements[$0].attributes }
        elements.append(Element(name: elementName, attributes: attributes, text: "", ancestors: ancestors))
        stack.append(elements.count - 1)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = stack.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = parseError
    }
}

/// How drawings write numbers: to a hundredth of a point.
enum XMLNumbers {
    /// Whether `attribute` is `value` as drawn: a number within half a hundredth of it.
    static func drawn(_ attribute: String?, _ value: Double) -> Bool {
        guard let written = attribute.flatMap(Double.init) else { return false }
        return abs(written - value) <= 0.005 + 1e-9
    }
}
