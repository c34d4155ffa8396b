/// A named set of rows shown together, e.g. `letters`, `numbers`, `symbols`.
public struct Layer: Sendable, Hashable, Codable {
    /// The layer's name, the target of layer keys.
    public var name: String
    /// The rows, top to bottom.
    public var rows: [Row]
    /// The layer this one is the shifted face of (`shift-of`), if any: it is shown instead of
    /// that layer while shift is on, its keys type their own texts as they are (shift adds
    /// nothing on a shifted face), and it goes back when shift turns off.
    public var shiftOf: String?
    /// Whether the layer is left after one character (`one-shot`): the layer it was reached
    /// from comes back, as a modifier layer such as AltGr is left after one key.
    public var isOneShot: Bool
    /// Where the layer was written.
    public var source: SourceMark

    /// Creates a layer.
    ///
    /// - Parameters:
    ///   - name: The layer's name.
    ///   - rows: The rows, top to bottom.
    ///   - shiftOf: The layer this one is the shifted face of.
    ///   - isOneShot: Whether the layer is left after one character.
    ///   - source: Where the layer was written.
    public init(
        name: String, rows: [Row], shiftOf: String? = nil, isOneShot: Bool = false, source: SourceMark = .none
    ) {
        self.name = name
        self.rows = rows
        self.shiftOf = shiftOf
        self.isOneShot = isOneShot
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
