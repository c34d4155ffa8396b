/// Every benchmark, in report order. Each area adds its list in `Benchmarks+Area.swift`.
@MainActor
enum Benchmarks {
    static var all: [Benchmark] {
        [
            yaml,
            format,
            solver,
            geometry,
            buffer,
            input,
            hosting,
            render,
            analyze,
            lsp,
            words,
            gestures,
        ].flatMap { $0 }
    }
}
