// MARK: - Moving row constants for edit suggestions

extension Tableau {
    /// Adds an empty (invalid) edit cache.
    ///
    /// - Returns: Its index.
    mutating func makeEditCache() -> Int {
        editCaches.append(EditCache())
        return editCaches.count - 1
    }

    /// Rebuilds an edit's cache when the tableau changed since it was made.
    ///
    /// A suggestion changes the edit constraint's constant by `-delta`, which is the same as
    /// replacing its positive error `e⁺` by `e⁺ + delta`: the row of a basic `e⁺` moves by
    /// `-delta`, the row of a basic `e⁻` by `+delta` (there `e⁺` has coefficient 1), and
    /// otherwise every row containing `e⁺` moves by its coefficient × `delta`.
    mutating func refreshEditCache(_ index: Int, marker: Int, other: Int) {
        guard editCaches[index].version != version else { return }
        var cache = EditCache(version: version)
        // Unrestricted rows first, then restricted ones, each in their original order, so that a
        // shift checks signs only where it must.
        if basicSlot[marker] >= 0 || basicSlot[other] >= 0 {
            let slot = basicSlot[marker] >= 0 ? basicSlot[marker] : basicSlot[other]
            cache.slots = [slot]
            cache.factors = [basicSlot[marker] >= 0 ? -1 : 1]
            cache.restrictedStart = kinds[rowBasic[slot]] == .external ? 1 : 0
        } else {
            let found = slotsContaining(marker)
            cache.slots.reserveCapacity(found.count)
            cache.factors.reserveCapacity(found.count)
            for slot in found where kinds[rowBasic[slot]] == .external {
                cache.slots.append(slot)
                cache.factors.append(rows[slot].coefficient(for: marker))
            }
            cache.restrictedStart = cache.slots.count
            for slot in found where kinds[rowBasic[slot]] != .external {
                cache.slots.append(slot)
                cache.factors.append(rows[slot].coefficient(for: marker))
            }
        }
        cache.restricted = [Bool](repeating: true, count: cache.slots.count)
        for position in 0..<cache.restrictedStart {
            cache.restricted[position] = false
        }
        editCaches[index] = cache
    }

    /// Moves the constants of the rows an edit depends on by `delta` × their factors and notes
    /// restricted rows that became negative.
    ///
    /// - Complexity: O(rows containing the edit's error symbols) when the cache is valid.
    mutating func shiftEdit(_ index: Int, marker: Int, other: Int, delta: Double) {
        refreshEditCache(index, marker: marker, other: other)
        shiftedCaches.append(index)
        let count = editCaches[index].slots.count
        let restrictedStart = editCaches[index].restrictedStart
        var lowest = 0.0
        // Borrowed in place (a copy of the cache would retain and release its arrays).
        editCaches[index].slots.withUnsafeBufferPointer { slots in
            editCaches[index].factors.withUnsafeBufferPointer { factors in
                rows.withUnsafeMutableBufferPointer { rows in
                    for position in 0..<restrictedStart {
                        rows[slots[position]].constant += factors[position] * delta
                    }
                    for position in restrictedStart..<count {
                        let slot = slots[position]
                        let constant = rows[slot].constant + factors[position] * delta
                        rows[slot].constant = constant
                        lowest = Swift.min(lowest, constant)
                    }
                }
            }
        }
        guard lowest < 0 else { return }
        let slots = editCaches[index].slots
        for position in restrictedStart..<count where rows[slots[position]].constant < 0 {
            infeasible.append(rowBasic[slots[position]])
        }
    }

    /// Writes the value of each symbol (its row constant when basic, else 0) into `values`.
    ///
    /// Declared `mutating` (it changes nothing) so that callers holding the tableau in a class
    /// property pass it in place instead of copying it.
    mutating func readValues(of symbols: [Int], into values: inout [Double]) {
        let count = symbols.count
        rows.withUnsafeBufferPointer { rows in
            basicSlot.withUnsafeBufferPointer { basicSlot in
                symbols.withUnsafeBufferPointer { symbols in
                    values.withUnsafeMutableBufferPointer { values in
                        for index in 0..<count {
                            let slot = basicSlot[symbols[index]]
                            values[index] = slot >= 0 ? rows[slot].constant : 0
                        }
                    }
                }
            }
        }
    }
}
