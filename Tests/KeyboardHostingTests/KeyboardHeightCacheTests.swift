import Foundation
import KeyboardModel
import Testing

@testable import KeyboardHosting

@Suite struct KeyboardHeightCacheTests {
    @Test func fallbackBeforeAnythingIsKnown() {
        let cache = KeyboardHeightCache()
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 335)
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .landscape) == 335)
        #expect(cache.knownHeight(layoutID: "en-US", orientation: .portrait) == nil)

        let custom = KeyboardHeightCache(fallbackHeight: 260)
        #expect(custom.estimatedHeight(layoutID: "x", orientation: .portrait) == 260)
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity, -.infinity])
    func badFallbackFallsBackToTheStandard(_ fallback: Double) {
        #expect(KeyboardHeightCache(fallbackHeight: fallback).fallbackHeight == 335)
    }

    @Test func heightsAreKeptPerLayoutAndOrientation() {
        let cache = KeyboardHeightCache()
        #expect(cache.record(height: 291, layoutID: "en-US", orientation: .portrait))
        #expect(cache.record(height: 171, layoutID: "en-US", orientation: .landscape))
        #expect(cache.record(height: 260, layoutID: "number-pad", orientation: .portrait))
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 291)
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .landscape) == 171)
        #expect(cache.estimatedHeight(layoutID: "number-pad", orientation: .portrait) == 260)
        #expect(cache.estimatedHeight(layoutID: "number-pad", orientation: .landscape) == 335)
        // The last real height wins.
        #expect(cache.record(height: 336, layoutID: "en-US", orientation: .portrait))
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 336)
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity, -.infinity, -.zero])
    func badHeightsAreIgnored(_ height: Double) {
        let store = InMemoryHeightStore()
        let cache = KeyboardHeightCache(store: store)
        #expect(cache.record(height: 216, layoutID: "en-US", orientation: .portrait))
        #expect(!cache.record(height: height, layoutID: "en-US", orientation: .portrait))
        #expect(!cache.record(height: height, layoutID: "fresh", orientation: .portrait))
        cache.flush()
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 216)
        #expect(cache.knownHeight(layoutID: "fresh", orientation: .portrait) == nil)
        #expect(store.heights == ["portrait:en-US": 216])
    }

    @Test func layoutIdsWithColonsAndSlashesAreKeptApart() {
        let store = InMemoryHeightStore()
        let cache = KeyboardHeightCache(store: store)
        cache.record(height: 200, layoutID: "a:b/c", orientation: .landscape)
        cache.flush()
        #expect(store.heights == ["landscape:a:b/c": 200])
        let reopened = KeyboardHeightCache(store: store)
        #expect(reopened.knownHeight(layoutID: "a:b/c", orientation: .landscape) == 200)
    }

    @Test func orientationOfASize() {
        #expect(KeyboardOrientation(width: 390, height: 844) == .portrait)
        #expect(KeyboardOrientation(width: 844, height: 390) == .landscape)
        #expect(KeyboardOrientation(width: 500, height: 500) == .portrait)
    }

    // MARK: - File store

    @Test func recordAndRestoreAcrossInstancesThroughAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("heights.json")
        let problems = ProblemLog()

        let first = KeyboardHeightCache(store: JSONFileHeightStore(path: path), reportProblem: problems.report)
        #expect(first.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 335)
        first.record(height: 291, layoutID: "en-US", orientation: .portrait)
        first.record(height: 208.5, layoutID: "en-US", orientation: .landscape)
        first.flush()

        let second = KeyboardHeightCache(store: JSONFileHeightStore(path: path), reportProblem: problems.report)
        #expect(second.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 291)
        #expect(second.estimatedHeight(layoutID: "en-US", orientation: .landscape) == 208.5)
        #expect(problems.all.isEmpty)
        #expect(try parseWithFoundation(path) == ["portrait:en-US": 291, "landscape:en-US": 208.5])
        // Only the file remains: the temporary file was renamed over it.
        #expect(try folder.contents() == ["heights.json"])
    }

    @Test func aMissingFileIsNotAProblem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let problems = ProblemLog()
        let cache = KeyboardHeightCache(
            store: JSONFileHeightStore(path: folder.file("none.json")), reportProblem: problems.report)
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 335)
        #expect(problems.all.isEmpty)
    }

    @Test(arguments: [
        "{\"portrait:en-US\": 291", "not json", "", "[1, 2]", "{\"portrait:en-US\": \"291\"}",
        "{\"portrait:en-US\": 291} trailing", "{\"a\": 1, \"a\": 2}", "\u{FF}\u{FE}",
    ])
    func corruptFileIsReportedOnceIgnoredAndRewritten(_ text: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("heights.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let problems = ProblemLog()

        let cache = KeyboardHeightCache(store: JSONFileHeightStore(path: path), reportProblem: problems.report)
        #expect(problems.all.count == 1)
        #expect(problems.all.first?.hasPrefix("ignoring corrupt keyboard heights in '\(path)'") == true)
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 335)

        cache.record(height: 216, layoutID: "en-US", orientation: .portrait)
        cache.record(height: 162, layoutID: "en-US", orientation: .landscape)
        cache.flush()
        #expect(problems.all.count == 1)
        #expect(try parseWithFoundation(path) == ["portrait:en-US": 216, "landscape:en-US": 162])
    }

    @Test func aCorruptFileIsRewrittenEvenWhenTheFirstRecordMatchesMemory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("heights.json")
        // One valid entry and one invalid: the valid one is kept, the file is still rewritten.
        try Data("{\"portrait:en-US\": 216, \"landscape:en-US\": -3, \"sideways:x\": 10}".utf8)
            .write(to: URL(fileURLWithPath: path))
        let problems = ProblemLog()
        let cache = KeyboardHeightCache(store: JSONFileHeightStore(path: path), reportProblem: problems.report)
        #expect(problems.all == ["ignoring invalid keyboard heights for 'landscape:en-US', 'sideways:x'"])
        #expect(cache.knownHeight(layoutID: "en-US", orientation: .portrait) == 216)
        cache.record(height: 216, layoutID: "en-US", orientation: .portrait)
        cache.flush()
        #expect(try parseWithFoundation(path) == ["portrait:en-US": 216])
    }

    @Test func anUnreadableStoreIsReportedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A folder where the file should be: open succeeds on Linux but read fails (EISDIR).
        let path = folder.file("heights.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let problems = ProblemLog()
        let cache = KeyboardHeightCache(store: JSONFileHeightStore(path: path), reportProblem: problems.report)
        #expect(problems.all.count == 1)
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 335)
        // Writing cannot replace a folder either: reported once, however many records follow.
        for height in stride(from: 200.0, to: 210, by: 1) {
            cache.record(height: height, layoutID: "en-US", orientation: .portrait)
            cache.flush()
        }
        #expect(problems.all.count == 2)
        #expect(problems.all.last?.hasPrefix("cannot write keyboard heights to '\(path)'") == true)
        // Memory still has the latest height.
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 209)
    }

    @Test func eightThreadsRecordingConcurrentlyLeaveAValidFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("heights.json")
        let problems = ProblemLog()
        let cache = KeyboardHeightCache(store: JSONFileHeightStore(path: path), reportProblem: problems.report)
        let threads = 8
        let recordsPerThread = 50
        // Thread t records heights 100 + t * 1000 + i for i in 0..<50 under its own layout "t", and
        // the shared layout "shared" too; the last value of each thread's own layout is known.
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<recordsPerThread {
                let height = Double(100 + thread * 1000 + index)
                cache.record(height: height, layoutID: "l\(thread)", orientation: .portrait)
                cache.record(height: height, layoutID: "shared", orientation: .landscape)
            }
        }
        cache.flush()
        #expect(problems.all.isEmpty)
        let table = try parseWithFoundation(path)
        #expect(table.count == threads + 1)
        for thread in 0..<threads {
            #expect(table["portrait:l\(thread)"] == Double(100 + thread * 1000 + recordsPerThread - 1))
        }
        // The shared entry holds the final value of one of the threads.
        let finals = (0..<threads).map { Double(100 + $0 * 1000 + recordsPerThread - 1) }
        #expect(finals.contains(table["landscape:shared"] ?? -1))
        #expect(table["landscape:shared"] == cache.knownHeight(layoutID: "shared", orientation: .landscape))
        #expect(try folder.contents() == ["heights.json"])
    }

    @Test func twoCachesWritingOneFileLeaveItValid() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("heights.json")
        let caches = (0..<2).map { _ in KeyboardHeightCache(store: JSONFileHeightStore(path: path)) }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<20 {
                caches[thread % 2].record(height: Double(1 + index), layoutID: "l\(thread)", orientation: .portrait)
            }
        }
        for cache in caches { cache.flush() }
        // Whichever cache wrote last, the file parses and holds only its layouts' final heights.
        let table = try parseWithFoundation(path)
        #expect(!table.isEmpty)
        #expect(table.values.allSatisfy { $0 == 20 })
        #expect(try folder.contents() == ["heights.json"])
    }
}
