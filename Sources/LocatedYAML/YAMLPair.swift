import LayoutDiagnostics

/// One key–value pair of a mapping, in document order.
public struct YAMLPair: Sendable, Hashable {
    public let key: YAMLNode
    public let value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
