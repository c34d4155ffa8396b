#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The figures of one benchmark, in nanoseconds per operation.
@MainActor
struct Measurement {
    let name: String
    let medianNanoseconds: Double
    let p25Nanoseconds: Double
    let p75Nanoseconds: Double
    let iterations: Int
}

/// The ratio of two operations' times, measured in alternating pairs of batches.
@MainActor
struct RatioMeasurement {
    let name: String
    /// Quartiles of the per-pair ratios (operation time over baseline time).
    let median: Double
    let p25: Double
    let p75: Double
    /// Median nanoseconds per call of each side.
    let operationNanoseconds: Double
    let baselineNanoseconds: Double
    let pairs: Int
}

/// Times operations: warm up, choose a batch size that takes about a millisecond, then time
/// batches until the time budget is spent and report the quartiles of the per-batch means.
@MainActor
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
        let batch = batchSize(operation)
        var samples: [Double] = []
        let end = now() + budgetNanoseconds
        while now() < end || samples.count < 5 {
            samples.append(time(batch, operation))
        }
        return Measurement(
            name: name, medianNanoseconds: quantile(0.5, of: samples), p25Nanoseconds: quantile(0.25, of: samples),
            p75Nanoseconds: quantile(0.75, of: samples), iterations: samples.count * batch)
    }

    /// A batch size that takes about a millisecond.
    private static func batchSize(_ operation: () -> Void) -> Int {
        var batch = 1
        while true {
            let start = now()
            for _ in 0..<batch { operation() }
            if now() - start >= 1_000_000 || batch >= 1 << 24 { return batch }
            batch *= 2
        }
    }

    /// Nanoseconds per call of one batch.
    private static func time(_ batch: Int, _ operation: () -> Void) -> Double {
        let start = now()
        for _ in 0..<batch { operation() }
        return Double(now() - start) / Double(batch)
    }

    /// Measures the ratio of `operation`'s time to `baseline`'s: batches of each, back to back
    /// (in alternating order, so neither always runs first), one ratio per pair.
    static func compare(
        name: String, budgetNanoseconds: UInt64 = 800_000_000, _ operation: () -> Void, to baseline: () -> Void
    ) -> RatioMeasurement {
        let warmUpEnd = now() + budgetNanoseconds / 8
        while now() < warmUpEnd {
            operation()
            baseline()
        }
        let operationBatch = batchSize(operation)
        let baselineBatch = batchSize(baseline)
        var ratios: [Double] = []
        var operationTimes: [Double] = []
        var baselineTimes: [Double] = []
        let end = now() + budgetNanoseconds
        while now() < end || ratios.count < 5 {
            let operationTime: Double
            let baselineTime: Double
            if ratios.count % 2 == 0 {
                operationTime = time(operationBatch, operation)
                baselineTime = time(baselineBatch, baseline)
            } else {
                baselineTime = time(baselineBatch, baseline)
                operationTime = time(operationBatch, operation)
            }
            ratios.append(operationTime / baselineTime)
            operationTimes.append(operationTime)
            baselineTimes.append(baselineTime)
        }
        return RatioMeasurement(
            name: name, median: quantile(0.5, of: ratios), p25: quantile(0.25, of: ratios),
            p75: quantile(0.75, of: ratios), operationNanoseconds: quantile(0.5, of: operationTimes),
            baselineNanoseconds: quantile(0.5, of: baselineTimes), pairs: ratios.count)
    }

    /// Quantile `q` of `values`, interpolated.
    private static func quantile(_ q: Double, of values: [Double]) -> Double {
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] * (1 - fraction) + sorted[upper] * fraction
    }
}
