import CHeapCounter
import Keysmith

/// The memory figures (`memory.*`): the heap bytes an object holds, as the allocator counts
/// them (``heapBytes(holding:)``).
extension Benchmarks {
    /// The heap bytes in use while `make`'s result is alive, over those before it was made: the
    /// median of five makes (each after a first one that fills lazily made tables), with the
    /// result kept alive until the count is taken. `nil` where the platform cannot count.
    static func heapBytes<T>(holding make: () throws -> T) rethrows -> Int? {
        guard ks_heap_bytes_in_use() > 0 else { return nil }
        _ = try make()
        var deltas: [Int] = []
        for _ in 0..<5 {
            let before = ks_heap_bytes_in_use()
            let made = try make()
            let after = ks_heap_bytes_in_use()
            withExtendedLifetime(made) { deltas.append(Int(after) - Int(before)) }
        }
        return deltas.sorted()[deltas.count / 2]
    }

    /// `memory.prepared-layout.en-US`: a bundled layout prepared for a 6.1-inch iPhone in
    /// portrait (decoded from its compiled bytes, compiled to its constraint systems, every layer
    /// solved).
    static func preparedLayoutMemory() throws -> Int? {
        let preparation = try BundledLayouts.preparation(device: Self.phone())
        return try heapBytes { try preparation.prepare(layoutID: "en-US") }
    }

    /// `memory.controller.en-US`: a controller made from that prepared layout (its rules, key
    /// outputs and state; the prepared layout's own bytes not counted).
    static func controllerMemory() throws -> Int? {
        let prepared = try BundledLayouts.preparation(device: Self.phone()).prepare(layoutID: "en-US")
        return heapBytes { KeyboardController(prepared: prepared) }
    }

    /// `memory.lexicon.ru`: the Russian model's compiled bytes read into memory and opened.
    static func openedLexiconMemory() throws -> (bytes: Int?, file: Int) {
        let file = try russianBytes()
        let bytes = try heapBytes { () throws -> Lexicon in
            // A copy, as a file read gives: the file's bytes and the tables the lexicon builds.
            try Lexicon(bytes: file.withUnsafeBufferPointer { Array($0) })
        }
        return (bytes, file.count)
    }

    private static func phone() throws -> Device {
        guard let device = Device.named("iphone-portrait") else { throw Fixtures.Missing(path: "iphone-portrait") }
        return device
    }
}
