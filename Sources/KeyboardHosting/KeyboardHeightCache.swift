import Dispatch
public import KeyboardModel

/// Remembers the last real keyboard height per layout and orientation, so that a view can make
/// room for the keyboard before the keyboard has said how tall it is.
///
/// Heights are in points. Before any height is known for a layout and orientation,
/// `estimatedHeight(of:width:orientation:)` returns the layout's preferred height at that width —
/// what `LayoutPreparation` prepares it at, so the two agree — and
/// `estimatedHeight(layoutID:orientation:)`, which has only an id (the system keyboard's, say),
/// returns `fallbackHeight` (335 pt by default: an iPhone's portrait keyboard with its suggestion
/// bar).
///
/// **Persistence.** The table is loaded from the store once, in `init`. Each change is written
/// back on a private serial queue, so the caller (usually the main thread, inside a keyboard
/// notification) never waits for the disk; writes are serialised and coalesced: a burst of
/// records from any number of threads ends in one or a few writes of the latest table. Call
/// `flush()` to wait for them (when the app goes to the background, or in tests).
///
/// **Problems** are reported through `reportProblem`, never thrown: a store that cannot be read or
/// is corrupt is reported once, ignored (the cache starts empty) and rewritten with a valid table
/// on the next `record`; a failing write is reported once and retried on each later change until
/// one succeeds (after which a new failure is reported again).
///
/// The store keys are `"<orientation>:<layout id>"`, e.g. `"portrait:en-US"`; the orientation
/// comes first because it never holds a colon, so any layout id is allowed.
///
/// `Sendable` without `@unchecked`: all mutable state sits behind a lock (`Locked`), the store is
/// `Sendable` and only touched from the serial writer queue (and `init`).
public final class KeyboardHeightCache: Sendable {
    /// The default estimate before anything is known: an iPhone's portrait keyboard with its bar.
    public static let standardFallbackHeight = 335.0

    /// What `estimatedHeight(layoutID:orientation:)` returns before a height has been recorded.
    public let fallbackHeight: Double

    private let store: any KeyboardHeightStore
    private let reportProblem: @Sendable (any Error) -> Void
    private let state: Locked<State>
    private let writer = DispatchQueue(label: "keysmith.keyboard-height-cache.writer")

    private struct State {
        var heights: [String: Double]
        /// The store does not hold `heights` for a reason other than a new record (it was corrupt
        /// or a write failed), so the next record must write even if its height is not new.
        var needsRewrite = false
        var writeScheduled = false
        var writeFailureReported = false
    }

    /// Creates a cache and loads the table from `store`.
    ///
    /// - Parameters:
    ///   - store: Where heights live between launches; by default only in memory.
    ///   - fallbackHeight: The estimate before anything is known; a value ≤ 0 or not finite is
    ///     replaced by `standardFallbackHeight`.
    ///   - reportProblem: Told of store problems (see the type's discussion), on the thread that
    ///     creates the cache (load) or on the writer queue (save). Usually a logger.
    public init(
        store: any KeyboardHeightStore = InMemoryHeightStore(),
        fallbackHeight: Double = KeyboardHeightCache.standardFallbackHeight,
        reportProblem: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.store = store
        self.fallbackHeight =
            fallbackHeight.isFinite && fallbackHeight > 0 ? fallbackHeight : Self.standardFallbackHeight
        self.reportProblem = reportProblem
        var initial = State(heights: [:])
        do {
            let loaded = try store.load()
            var invalid: [String] = []
            for (key, height) in loaded {
                if height.isFinite, height > 0, Self.isValidKey(key) {
                    initial.heights[key] = height
                } else {
                    invalid.append(key)
                }
            }
            if !invalid.isEmpty {
                initial.needsRewrite = true
                reportProblem(KeyboardHeightStoreError.invalidEntries(keys: invalid.sorted()))
            }
        } catch {
            initial.needsRewrite = true
            reportProblem(error)
        }
        state = Locked(initial)
    }

    // MARK: - Reading

    /// The height to plan for: the last one recorded for this layout and orientation, or
    /// `fallbackHeight` before any is known.
    ///
    /// - Parameters:
    ///   - layoutID: The keyboard layout's id (any string; use one id for the system keyboard).
    ///   - orientation: The interface orientation.
    /// - Returns: A height in points, always finite and > 0.
    public func estimatedHeight(layoutID: String, orientation: KeyboardOrientation) -> Double {
        knownHeight(layoutID: layoutID, orientation: orientation) ?? fallbackHeight
    }

    /// The height to plan for a Keysmith layout shown `width` wide: the last one recorded for it
    /// in this orientation, or — before any is known — the preferred height of its form for that
    /// width (``KeyboardLayout/preferredSize(forWidth:idiom:)``), the height `LayoutPreparation`
    /// prepares it at. (``fallbackHeight`` is for a layout id alone: the system keyboard, or a
    /// layout not loaded.)
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - width: The keyboard's width in points.
    ///   - orientation: The interface orientation.
    /// - Returns: A height in points.
    public func estimatedHeight(of layout: KeyboardLayout, width: Double, orientation: KeyboardOrientation) -> Double {
        knownHeight(layoutID: layout.id, orientation: orientation) ?? layout.preferredSize(forWidth: width).height
    }

    /// The height to plan for a Keysmith layout shown on `device`: the last one recorded for it in
    /// the device's orientation, or — before any is known — the device's keyboard height
    /// (``Device/keyboardHeight``), the height `LayoutPreparation` prepares it at there.
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - device: The device and orientation it is shown on.
    /// - Returns: A height in points.
    public func estimatedHeight(of layout: KeyboardLayout, on device: Device) -> Double {
        knownHeight(layoutID: layout.id, orientation: device.orientation) ?? device.keyboardHeight
    }

    /// The last height recorded for this layout and orientation, or `nil` if none is known.
    ///
    /// - Parameters:
    ///   - layoutID: The keyboard layout's id.
    ///   - orientation: The interface orientation.
    /// - Returns: A height in points, or `nil`.
    public func knownHeight(layoutID: String, orientation: KeyboardOrientation) -> Double? {
        let key = Self.key(layoutID: layoutID, orientation: orientation)
        return state.withLock { $0.heights[key] }
    }

    // MARK: - Recording

    /// Remembers a real keyboard height and schedules writing it to the store.
    ///
    /// - Parameters:
    ///   - height: The keyboard's height in points, as the system reported it.
    ///   - layoutID: The keyboard layout's id.
    ///   - orientation: The interface orientation.
    /// - Returns: `true` if the height was usable and is now the estimate; `false` (and nothing
    ///   changes) for a height ≤ 0 or not finite, such as a hidden keyboard's.
    @discardableResult
    public func record(height: Double, layoutID: String, orientation: KeyboardOrientation) -> Bool {
        guard height.isFinite, height > 0 else { return false }
        let key = Self.key(layoutID: layoutID, orientation: orientation)
        let mustSchedule = state.withLock { state -> Bool in
            if state.heights[key] == height, !state.needsRewrite { return false }
            state.heights[key] = height
            if state.writeScheduled { return false }
            state.writeScheduled = true
            return true
        }
        if mustSchedule {
            writer.async { self.writeLatest() }
        }
        return true
    }

    /// Waits until every change recorded so far has been written (or has failed to be).
    ///
    /// Do not call it from inside `reportProblem`, which may run on the writer queue.
    public func flush() {
        writer.sync {}
    }

    // MARK: - Writing

    /// Writes the latest table; runs on `writer` only, so writes never overlap.
    private func writeLatest() {
        let table = state.withLock { state -> [String: Double] in
            // Records from now on schedule another write; this one takes everything so far.
            state.writeScheduled = false
            return state.heights
        }
        do {
            try store.save(table)
            state.withLock { state in
                state.needsRewrite = false
                state.writeFailureReported = false
            }
        } catch {
            let isNew = state.withLock { state -> Bool in
                state.needsRewrite = true
                defer { state.writeFailureReported = true }
                return !state.writeFailureReported
            }
            if isNew { reportProblem(error) }
        }
    }

    // MARK: - Keys

    static func key(layoutID: String, orientation: KeyboardOrientation) -> String {
        orientation.rawValue + ":" + layoutID
    }

    static func isValidKey(_ key: String) -> Bool {
        guard let colon = key.firstIndex(of: ":") else { return false }
        return KeyboardOrientation(rawValue: String(key[..<colon])) != nil
    }
}
