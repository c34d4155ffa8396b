public import KeyboardInput

extension KeyboardController {
    /// Creates a controller for a prepared layout at the size it was prepared for, showing the
    /// first layer: nothing is compiled or solved, so on the main thread it costs microseconds
    /// after a preloader prepared the layout on its queue.
    ///
    ///     let prepared = try await preparation.prepare(layoutID: "en-US")  // any thread
    ///     let controller = KeyboardController(prepared: prepared)            // main thread
    ///
    /// - Parameters:
    ///   - prepared: The prepared layout.
    ///   - timing: The thresholds; iOS's by default.
    public convenience init(prepared: PreparedLayout, timing: KeyboardTiming = .standard) {
        self.init(
            layout: prepared.layout, geometry: prepared.geometry, size: prepared.size, frames: prepared.layers,
            timing: timing)
    }

    /// Takes this controller's layout prepared for a new size off the main actor (after a
    /// rotation: `prepared.resized(to:)` on any thread): nothing is compiled or solved here. The
    /// text context, the shift state, the layer and a dead key or syllable in progress stay, as
    /// with ``resize(to:)``; a touch in progress is cancelled.
    ///
    /// - Parameter prepared: The same layout (equal to ``layout``), prepared at the new size.
    /// - Returns: Whether it was taken: `false`, and nothing changes, for another layout.
    @discardableResult
    public func resize(with prepared: PreparedLayout) -> Bool {
        guard prepared.layout == layout else { return false }
        guard context.needsInputModeSwitchKey else {
            // The prepared form has the next-keyboard keys this controller has taken out: solved
            // here without them.
            do { try resize(to: prepared.size) } catch { return false }
            return true
        }
        present(prepared.geometry, frames: prepared.layers, size: prepared.size)
        return true
    }
}
