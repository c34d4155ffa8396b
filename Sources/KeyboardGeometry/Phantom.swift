/// The place a spanning key takes in a row below its own: no key of that row, the spanning
/// key's width and a key gap, at the spanning key's left edge, its hit region the spanning key's.
struct Phantom: Sendable, Hashable {
    /// The row it is in.
    let row: Int
    /// The flat index of the key it stands before, or -1 after the row's last key.
    let before: Int
    /// The flat index of the spanning key.
    let key: Int
    /// The spanning key's own row.
    let keyRow: Int
}
