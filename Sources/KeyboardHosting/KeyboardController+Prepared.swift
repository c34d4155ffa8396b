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
}
