import Dispatch
import Foundation
import Testing

@testable import KeyboardHosting

/// Counts preparations per layout and can hold them until released.
final class PrepareProbe: Sendable {
    private let counts = Locked<[String: Int]>([:])
    private let onMain = Locked<Bool>(false)
    let gate = DispatchSemaphore(value: 0)
    let gated: Bool

    init(gated: Bool = false) { self.gated = gated }

    var calls: [String: Int] { counts.withLock { $0 } }
    var ranOnMainThread: Bool { onMain.withLock { $0 } }

    func prepare(_ id: String) throws -> String {
        counts.withLock { $0[id, default: 0] += 1 }
        if Thread.isMainThread { onMain.withLock { $0 = true } }
        if gated { gate.wait() }
        if id.hasPrefix("bad") { throw KeyboardHeightStoreError.corrupt(path: id, reason: "boom") }
        return "prepared \(id)"
    }
}

/// Counts completions.
final class Counter: Sendable {
    private let value = Locked(0)
    var count: Int { value.withLock { $0 } }
    func increment() { value.withLock { $0 += 1 } }
}

@Suite struct KeyboardPreloaderTests {
    @Test func preparesEachLayoutOnceAcrossConcurrentCalls() async {
        let probe = PrepareProbe()
        let preloader = KeyboardPreloader<String> { try probe.prepare($0) }
        let ids = ["en-US", "fr-FR", "number-pad", "en-US"]
        let results = await withTaskGroup(of: KeyboardPreloader<String>.Outcomes.self) { group in
            for index in 0..<8 {
                // Each caller asks for a rotated list, so they race on different layouts first.
                let rotated = Array(ids[(index % 4)...] + ids[..<(index % 4)])
                group.addTask { await preloader.preload(rotated) }
            }
            var all: [KeyboardPreloader<String>.Outcomes] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        #expect(probe.calls == ["en-US": 1, "fr-FR": 1, "number-pad": 1])
        #expect(results.count == 8)
        for outcome in results {
            #expect(outcome.count == 3)
            #expect((try? outcome["fr-FR"]?.get()) == "prepared fr-FR")
        }
        #expect(preloader.prepared(layoutID: "number-pad") == "prepared number-pad")
        #expect(preloader.state(layoutID: "en-US") == .ready("prepared en-US"))
        #expect(preloader.state(layoutID: "de-DE") == .notStarted)
        #expect(preloader.prepared(layoutID: "de-DE") == nil)
    }

    @MainActor
    @Test func preparesOffTheCallersThreadAndReturnsAtOnce() async {
        let probe = PrepareProbe(gated: true)
        let preloader = KeyboardPreloader<String> { try probe.prepare($0) }
        let completions = Counter()
        let done = DispatchSemaphore(value: 0)
        // Called on the main thread; preparation is held by the gate, yet preload returns.
        preloader.preload(["en-US"]) { _ in
            completions.increment()
            done.signal()
        }
        #expect(preloader.state(layoutID: "en-US") == .preparing)
        #expect(preloader.prepared(layoutID: "en-US") == nil)
        #expect(completions.count == 0)
        probe.gate.signal()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                done.wait()
                continuation.resume()
            }
        }
        #expect(completions.count == 1)
        #expect(!probe.ranOnMainThread)
        #expect(preloader.prepared(layoutID: "en-US") == "prepared en-US")
    }

    @Test func aSecondCallWaitsForTheFirstPreparation() async {
        let probe = PrepareProbe(gated: true)
        let preloader = KeyboardPreloader<String> { try probe.prepare($0) }
        let completions = Counter()
        let both = DispatchGroup()
        both.enter()
        both.enter()
        preloader.preload(["en-US"]) { _ in
            completions.increment()
            both.leave()
        }
        preloader.preload(["en-US"]) { outcomes in
            // By the time the second caller hears, the layout is ready.
            #expect((try? outcomes["en-US"]?.get()) == "prepared en-US")
            completions.increment()
            both.leave()
        }
        #expect(completions.count == 0)
        probe.gate.signal()
        await withCheckedContinuation { continuation in
            both.notify(queue: .global()) { continuation.resume() }
        }
        #expect(completions.count == 2)
        #expect(probe.calls == ["en-US": 1])
    }

    @Test func aReadyLayoutCompletesWithoutPreparingAgain() async {
        let probe = PrepareProbe()
        let preloader = KeyboardPreloader<String> { try probe.prepare($0) }
        await preloader.preload(["en-US"])
        let again = await preloader.preload(["en-US"])
        #expect((try? again["en-US"]?.get()) == "prepared en-US")
        let empty = await preloader.preload([])
        #expect(empty.isEmpty)
        #expect(probe.calls == ["en-US": 1])
    }

    @Test func failuresAreKeptUntilDiscarded() async {
        let probe = PrepareProbe()
        let preloader = KeyboardPreloader<String> { try probe.prepare($0) }
        let outcomes = await preloader.preload(["bad-layout", "en-US"])
        let expected = KeyboardPreloadError(
            layoutID: "bad-layout", message: "ignoring corrupt keyboard heights in 'bad-layout': boom")
        #expect(outcomes["bad-layout"] == .failure(expected))
        #expect(preloader.state(layoutID: "bad-layout") == .failed(expected))
        #expect(preloader.prepared(layoutID: "en-US") == "prepared en-US")
        await preloader.preload(["bad-layout"])
        #expect(probe.calls["bad-layout"] == 1)
        preloader.discard(layoutID: "bad-layout")
        #expect(preloader.state(layoutID: "bad-layout") == .notStarted)
        await preloader.preload(["bad-layout"])
        #expect(probe.calls["bad-layout"] == 2)
    }
}
