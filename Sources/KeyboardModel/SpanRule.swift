/// Where a key that spans rows may stand: the one statement of the rule, which the validator
/// reports at the key's `span` and the geometry enforces for layouts built in code.
///
/// A key spanning rows `row…row + span − 1` takes, in each row below its own, the place before
/// the key with its own index there (after the last key when that row is shorter). It must not
/// reach past the last row; it ends every row it spans or none, so that its touch area, one
/// rectangle, meets the keys beside it in each; and two spanning keys do not take one place.
package enum SpanRule {
    /// What breaks the rule.
    package enum Problem: Error, Sendable, Equatable {
        /// `span` reaches past the layer's last row.
        case pastLastRow(key: String, row: Int, span: Int, layer: String, rowCount: Int)
        /// The key ends its own row but not row `below`, or the other way round.
        case endsDiffer(key: String, row: Int, below: Int, endsItsRow: Bool, keysBelow: Int)
        /// Two spanning keys take the same place of row `row`.
        case meet(first: String, second: String, row: Int)

        /// The message, rows counted from 1.
        package var message: String {
            switch self {
            case .pastLastRow(let key, let row, let span, let layer, let rowCount):
                let rows = rowCount == 1 ? "1 row" : "\(rowCount) rows"
                return "key '\(key)' spans \(span) rows from row \(row + 1), past the last row of layer '\(layer)' "
                    + "(it has \(rows))"
            case .endsDiffer(let key, let row, let below, let endsItsRow, let keysBelow):
                let how =
                    endsItsRow
                    ? "ends row \(row + 1) but would have keys after it in row \(below + 1)"
                    : "has keys after it in row \(row + 1) but would end row \(below + 1) (it has \(keysBelow))"
                return "key '\(key)' \(how), which it spans into; a key spanning rows ends all of them or none, so "
                    + "that its touch area meets the keys beside it"
            case .meet(let first, let second, let row):
                return "keys '\(first)' and '\(second)' both span into row \(row + 1) at the same place"
            }
        }
    }

    /// A place a spanning key takes in a row below its own: the row, and the index among that
    /// row's keys it stands before (-1: after the last).
    package struct Slot: Hashable, Sendable {
        package let row: Int
        package let index: Int
    }

    /// The places key `id` (at `index` in row `row`, spanning `span` rows) takes in the rows
    /// below its own, added to `taken`; or the first problem, with nothing added.
    ///
    /// - Parameters:
    ///   - keysPerRow: How many keys each row of the layer has.
    ///   - taken: The places of the spanning keys before this one, by the id of the key there.
    package static func places(
        of id: String, row: Int, index: Int, span: Int, layer: String, keysPerRow: [Int],
        taken: inout [Slot: String]
    ) -> Result<[Slot], Problem> {
        let rowCount = keysPerRow.count
        guard span >= 1, row + span <= rowCount else {
            return .failure(.pastLastRow(key: id, row: row, span: span, layer: layer, rowCount: rowCount))
        }
        let endsItsRow = index == keysPerRow[row] - 1
        for below in row + 1..<row + span where endsItsRow != (index >= keysPerRow[below]) {
            return .failure(
                .endsDiffer(key: id, row: row, below: below, endsItsRow: endsItsRow, keysBelow: keysPerRow[below]))
        }
        var places: [Slot] = []
        for below in row + 1..<row + span {
            let place = Slot(row: below, index: index < keysPerRow[below] ? index : -1)
            if let other = taken[place] { return .failure(.meet(first: other, second: id, row: below)) }
            places.append(place)
        }
        for place in places { taken[place] = id }
        return .success(places)
    }
}
