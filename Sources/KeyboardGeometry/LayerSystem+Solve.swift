import ConstraintSolver
import KeyboardModel

extension LayerSystem {
    /// The frames at `size`: from the affine snapshot when the solver's basis still holds there,
    /// else by a real re-solve (dual simplex) that also takes a new snapshot.
    ///
    /// - Parameter size: A finite, positive size.
    /// - Returns: The frames (a copy of the buffer updated in place).
    /// - Throws: `GeometryError.sizeTooSmall` when the required constraints cannot hold at `size`.
    /// - Complexity: O(keys) when the snapshot applies.
    func frames(for size: KeyboardSize) throws(GeometryError) -> LayerFrames {
        suggestions[0] = size.width
        suggestions[1] = size.height
        if let box = snapshot, Self.fastPath(box, plan, suggestions, &values, &frames, size) {
            return frames
        }
        snapshot = nil
        realSolves += 1
        do throws(SolverError) {
            try solver.suggestValues([(width, size.width), (height, size.height)])
        } catch let error {
            throw mapped(error)
        }
        solver.updateVariables()
        solver.readValues(reader, into: &values)
        guard Self.holds(values, size) else {
            throw tooSmall(size)
        }
        snapshot = (try? solver.affineSnapshot(of: quantities, editVariables: [width, height])).map(SnapshotBox.init)
        plan.fill(&frames, values: values, size: size)
        return frames
    }

    /// Evaluates the snapshot and, if the basis holds and the size came out as asked, fills the
    /// frames. A static function with borrowed arguments, so neither the snapshot nor the plan
    /// is copied.
    private static func fastPath(
        _ box: SnapshotBox, _ plan: FramePlan, _ suggestions: [Double], _ values: inout [Double],
        _ frames: inout LayerFrames, _ size: KeyboardSize
    ) -> Bool {
        guard box.snapshot.evaluate(suggestions, into: &values), holds(values, size) else { return false }
        plan.fill(&frames, values: values, size: size)
        return true
    }

    /// Whether the solved size is the requested one (the strong edits held).
    private static func holds(_ values: [Double], _ size: KeyboardSize) -> Bool {
        abs(values[2] - size.width) <= GeometryError.tolerance(size.width)
            && abs(values[3] - size.height) <= GeometryError.tolerance(size.height)
    }
}
