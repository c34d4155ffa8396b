#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The figures of one benchmark, in nanoseconds per operation.
struct Measurement {
    let name: String
    let medianNanoseconds: Double
    let p25Nanoseconds: Double
    let p75Nanoseconds: Double
    let iterations: Int
}

/// Times operations: warm up, choose a batch size that takes about a millisecond, then time
/// batches until the time budget is spent and report the quartiles of the per-batch means.
enum Harness {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Measures one operation.
    ///
    /// - Parameters:
    ///   - name: The benchmark's name.
    ///   - budgetNanoseconds: Wall time to spend on timed batches.
    ///   - operation: The operation to time.
    /// - Returns: Quartiles of nanoseconds per operation.
    static func measure(
        name: String, budgetNanoseconds: UInt64 = 400_000_000, _ operation: () -> Void
    ) -> Measurement {
        // Warm up: caches, lazy initialisation, branch predictors.
        let warmUpEnd = now() + budgetNanoseconds / 8
        var warmUpCalls = 0
        while now() < warmUpEnd || warmUpCalls < 3 {
            operation()
            warmUpCalls += 1
        }
        // Batch size: aim for about 1 ms a batch so the clock's cost vanishes.
        var batch = 1
        while true {
            let start = now()
            for _ in 0..<batch { operation() }
            let elapsed = now() - start
            if elapsed >= 1_000_000 || batch >= 1 << 24 { break }
            batch *= 2
        }
        var samples: [Double] = []
        var iterations = 0
        let end = now() + budgetNanoseconds
        while now() < end || samples.count < 5 {
            let start = now()
            for _ in 0..<batch { operation() }
            let elapsed = now() - start
            samples.append(Double(elapsed) / Double(batch))
            iterations += batch
        }
        samples.sort()
        func quantile(_ q: Double) -> Double {
            let position = q * Double(samples.count - 1)
            let lower = Int(position.rounded(.down))
            let upper = min(lower + 1, samples.count - 1)
            let fraction = position - Double(lower)
            return samples[lower] * (1 - fraction) + samples[upper] * fraction
        }
        return Measurement(
            name: name, medianNanoseconds: quantile(0.5), p25Nanoseconds: quantile(0.25),
            p75Nanoseconds: quantile(0.75), iterations: iterations)
    }
}
