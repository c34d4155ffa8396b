/// A named set of rows shown together, e.g. `letters`, `numbers`, `symbols`.
public struct Layer: Sendable, Hashable, Codable {
    /// The layer's name, the target of layer keys.
    public var name: String
    /// The rows, top to bottom.
    public var rows: [Row]
    /// Where the layer was written.
    public var source: SourceMark

    /// Creates a layer.
    public init(name: String, rows: [Row], source: SourceMark = .none) {
        self.name = name
        self.rows = rows
        self.source = source
    }

    /// Every key of the layer, row by row, left to right.
    public var keys: [Key] { rows.flatMap(\.keys) }

    /// Whether the layer has a shift or caps-lock key.
    public var hasShiftKey: Bool {
        rows.contains { row in row.keys.contains { $0.action == .shift || $0.action == .capsLock } }
    }

    /// The key with id `id`, if the layer has one.
    ///
    /// - Complexity: O(*keys*).
    public func key(withID id: String) -> Key? {
        for row in rows {
            if let key = row.keys.first(where: { $0.id == id }) { return key }
        }
        return nil
    }
}
