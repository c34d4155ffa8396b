/// Where a layout stands in a `KeyboardPreloader`.
public enum KeyboardPreloadState<Prepared: Sendable>: Sendable {
    /// Nobody has asked for it (or it was discarded).
    case notStarted
    /// Being prepared now.
    case preparing
    /// Ready: presenting it costs only this lookup.
    case ready(Prepared)
    /// Preparing it failed; asking again does not retry (discard it first).
    case failed(KeyboardPreloadError)
}

extension KeyboardPreloadState: Equatable where Prepared: Equatable {}
