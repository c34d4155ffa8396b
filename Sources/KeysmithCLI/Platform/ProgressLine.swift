#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line on a terminal's standard error that says how a long run is going (`analyze`): shown
/// only once the run has taken a second (a quick run prints nothing), rewritten in place at most
/// ten times a second, and erased when the run ends. Nothing at all when standard error is not a
/// terminal (a pipe or a file keeps only the report).
final class ProgressLine {
    private let context: CommandContext
    private let isShown: Bool
    private let start: Double
    private var lastDrawn = -1.0
    private var drawn = false

    /// The line for `context`'s standard error; `isTerminal` (whether it is one) is asked of the
    /// system when not given.
    init(context: CommandContext, isTerminal: Bool? = nil, start: Double = ProgressLine.now()) {
        self.context = context
        isShown = isTerminal ?? (isatty(2) == 1)
        self.start = start
    }

    /// Says that the run is at `what`, `fraction` of the way through it (when known).
    func update(_ what: String, fraction: Double? = nil, at time: Double = ProgressLine.now()) {
        guard isShown, time - start >= 1, time - lastDrawn >= 0.1 else { return }
        lastDrawn = time
        drawn = true
        let percent = fraction.map { " \(Int(($0 * 100).rounded(.down)))%" } ?? ""
        context.err("\r\u{1B}[K" + what + percent)
    }

    /// Erases the line, if it was drawn.
    func finish() {
        guard drawn else { return }
        drawn = false
        context.err("\r\u{1B}[K")
    }

    /// Seconds on a clock that never goes back.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
