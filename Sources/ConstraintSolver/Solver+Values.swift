// MARK: - Reading many values

extension Solver {
    /// Prepares to read the values of `variables` in one loop.
    ///
    /// - Parameter variables: The variables.
    /// - Returns: A reader for ``readValues(_:into:)``.
    /// - Complexity: One hash look-up per variable.
    public func makeValueReader(for variables: [Variable]) -> ValueReader {
        ValueReader(variables: variables, indices: variables.map { indexOfVariable[$0] ?? -1 })
    }

    /// Writes the values computed by the last ``updateVariables()`` for the reader's variables.
    ///
    /// - Parameters:
    ///   - reader: A reader made by this solver.
    ///   - values: Receives one value per variable of the reader, in its order.
    /// - Complexity: O(number of variables), a load and a store each.
    public func readValues(_ reader: ValueReader, into values: inout [Double]) {
        let indices = reader.indices
        let count = indices.count
        if values.count != count {
            values = [Double](repeating: 0, count: count)
        }
        let source = self.values
        let known = source.count
        source.withUnsafeBufferPointer { source in
            indices.withUnsafeBufferPointer { indices in
                values.withUnsafeMutableBufferPointer { values in
                    if reader.extent > 0 && known >= reader.extent {
                        // Every index was checked against the table when the reader was made.
                        for position in 0..<count {
                            values[position] = source[indices[position]]
                        }
                    } else {
                        for position in 0..<count {
                            let index = indices[position]
                            values[position] = index >= 0 && index < known ? source[index] : 0
                        }
                    }
                }
            }
        }
    }
}
