import CompiledLayouts
import Dispatch
import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import LayoutFormat
import Testing

@testable import KeyboardHosting

/// The repository's `Layouts` folder, found from this file's place.
private let layoutsFolder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/KeyboardHostingTests/<this file>
    return parts.joined(separator: "/") + "/Layouts"
}()

/// A preloaded layout gives a controller without solving again, on the main actor, after
/// being prepared on another thread.
@Suite struct PreparedControllerTests {
    /// Prepared on a global queue, as a preloader does, and handed to the main actor.
    @MainActor @Test func preparedOffTheMainActorTypesOnIt() async throws {
        let prepared = try await Task.detached {
            try LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390).prepare(layoutID: "en-US")
        }.value
        let controller = KeyboardController(prepared: prepared)
        #expect(controller.size == KeyboardSize(width: 390, height: 216))
        #expect(controller.frames == prepared.frames(ofLayer: "letters"))
        // No layer was solved again for the controller: its geometry is the prepared one's.
        #expect(controller.geometry.realSolveCount == prepared.geometry.realSolveCount)
        let buffer = TextBuffer()
        controller.input = buffer
        // q at (3, 8), 33 × 42 at 390 × 216 (LayoutPreparationTests works the numbers out).
        let q = KeyboardPoint(x: 19.5, y: 29)
        controller.handle(TouchEvent(id: 1, phase: .began, location: q, timestamp: 0))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: q, timestamp: 0.05))
        // At the document start en-US shifts by itself.
        #expect(buffer.text == "Q")
    }

    @Test func aRotationIsOneCallAndGivesTheFramesOfAFreshSolve() throws {
        let prepared = try LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390).prepare(
            layoutID: "en-US")
        let landscape = try prepared.resized(to: KeyboardSize(width: 844, height: 160))
        #expect(landscape.size == KeyboardSize(width: 844, height: 160))
        var fresh = try LayoutGeometry(prepared.layout)
        #expect(landscape.layers == (try fresh.frames(for: KeyboardSize(width: 844, height: 160))))
        // Back in portrait: exactly the frames prepared first.
        let portrait = try landscape.resized(to: KeyboardSize(width: 390, height: 216))
        #expect(portrait.layers == prepared.layers)
        #expect(portrait.warnings == prepared.warnings)
    }

    @Test func aTooSmallSizeIsAnErrorNotACrash() throws {
        let prepared = try LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390).prepare(
            layoutID: "en-US")
        #expect(throws: GeometryError.self) { try prepared.resized(to: KeyboardSize(width: 390, height: 40)) }
        #expect(throws: GeometryError.self) { try prepared.resized(to: KeyboardSize(width: .nan, height: 216)) }
    }

    /// Copies of a geometry share nothing that either changes: solving one at a new size leaves
    /// the other's solvers, and its next frames, as they were.
    @Test func geometryCopiesAreIndependentValues() throws {
        let layout = try LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390).prepare(
            layoutID: "en-US"
        ).layout
        var first = try LayoutGeometry(layout)
        let portrait = try first.frames(for: KeyboardSize(width: 390, height: 216))
        let solvesBefore = first.realSolveCount
        var second = first
        // 844 × 160 needs a real re-solve (another basis): only `second` does it.
        _ = try second.frames(for: KeyboardSize(width: 844, height: 160))
        #expect(second.realSolveCount > solvesBefore)
        #expect(first.realSolveCount == solvesBefore)
        // `first` still answers 390 × 216 from its own snapshot, without a re-solve.
        #expect(try first.frames(for: KeyboardSize(width: 390, height: 216)) == portrait)
        #expect(first.realSolveCount == solvesBefore)
    }

    /// Many threads each resizing their own copy of one geometry (checked by the thread
    /// sanitizer when run with it; here, by the frames each gets).
    @Test func copiesResizeOnManyThreadsAtOnce() throws {
        let layout = try LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390).prepare(
            layoutID: "en-US"
        ).layout
        let shared = try LayoutGeometry(layout)
        let sizes = (0..<8).map { KeyboardSize(width: 320 + Double($0) * 70, height: 160 + Double($0 % 3) * 28) }
        var expected: [[LayerFrames]] = []
        for size in sizes {
            var own = try LayoutGeometry(layout)
            expected.append(try own.frames(for: size))
        }
        let results = Locked<[Int: [LayerFrames]]>([:])
        DispatchQueue.concurrentPerform(iterations: sizes.count * 4) { index in
            var copy = shared
            let size = sizes[index % sizes.count]
            if let frames = try? copy.frames(for: size) {
                results.withLock { $0[index] = frames }
            }
        }
        let got = results.withLock { $0 }
        #expect(got.count == sizes.count * 4)
        for (index, frames) in got {
            #expect(frames == expected[index % sizes.count], "\(sizes[index % sizes.count])")
        }
    }

    /// A tablet width prepares en-US's tablet form, at the form's preferred height, 320 (its
    /// `size`; the least it needs is four rows of 66 pt, 8 + 8 + 3·10 + 4·66 = 310); a rotation
    /// to a phone width gives the phone form, and a controller made from it switches back on a
    /// resize.
    @MainActor @Test func aTabletWidthPreparesTheTabletForm() throws {
        let prepared = try LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 1024).prepare(
            layoutID: "en-US")
        #expect(prepared.geometry.layout.formName == "tablet")
        #expect(prepared.layout.formNames == ["phone", "tablet"])
        #expect(prepared.size.height == 320)
        #expect(prepared.frames(ofLayer: "letters")?.key(withID: "dismiss") != nil)
        let phone = try prepared.resized(to: KeyboardSize(width: 390, height: 216))
        #expect(phone.geometry.layout.formName == "phone")
        #expect(phone.frames(ofLayer: "letters")?.key(withID: "dismiss") == nil)
        let controller = KeyboardController(prepared: prepared)
        #expect(controller.formName == "tablet")
        try controller.resize(to: KeyboardSize(width: 390, height: 216))
        #expect(controller.formName == "phone")
        #expect(controller.frames == phone.frames(ofLayer: "letters"))
    }
}

/// A rotation mid-word: the layout prepared for the new size off the main actor is handed to the
/// live controller, which keeps the text context, shift, the layer and a pending dead key.
@MainActor @Suite struct RotationTests {
    /// Letters o, l, a; shift, a dead acute accent and backspace; compiled, as a device has it.
    static let layout = KeyboardLayout(id: "rotate", name: "Rotate", locale: "pt") {
        Layer("letters") {
            Row(letters: "o l a")
            Row {
                Key.shift()
                Key.dead("´", id: "acute")
                Key.backspace()
            }
        }
    }

    func tap(_ id: String, on controller: KeyboardController, at time: Double) throws {
        let key = try #require(controller.frames?.key(withID: id))
        controller.handle(TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
    }

    @Test func aRotationWithADeadKeyPendingAndShiftOnKeepsBoth() async throws {
        let bytes = CompiledLayout.encode(Self.layout)
        let source = EmbeddedLayouts(ids: ["rotate"], bytes: { _ in bytes })
        let portrait = try LayoutPreparation(source: source, width: 390).prepare(layoutID: "rotate")
        let controller = KeyboardController(prepared: portrait)
        let buffer = TextBuffer()
        controller.input = buffer
        try tap("o", on: controller, at: 0)  // shift is on at the start: "O"
        try tap("l", on: controller, at: 0.3)
        try tap("acute", on: controller, at: 0.6)
        try tap("shift", on: controller, at: 0.9)
        #expect(buffer.text == "Ol")
        #expect(controller.pendingAccent == "´")
        #expect(controller.shiftState == .once)

        // Prepared off the main actor, taken on it.
        let landscape = try await Task.detached {
            try portrait.resized(to: KeyboardSize(width: 844, height: 160))
        }.value
        #expect(controller.resize(with: landscape))
        #expect(controller.size == KeyboardSize(width: 844, height: 160))
        #expect(controller.frames == landscape.frames(ofLayer: "letters"))
        #expect(controller.layerName == "letters")
        #expect(controller.pendingAccent == "´")
        #expect(controller.shiftState == .once)

        // The accent and shift apply to the next letter, at its new place.
        try tap("a", on: controller, at: 1.2)
        #expect(buffer.text == "OlÁ")
        #expect(controller.shiftState == .off)
    }

    @Test func anotherLayoutIsNotTaken() throws {
        let bytes = CompiledLayout.encode(Self.layout)
        let source = EmbeddedLayouts(ids: ["rotate"], bytes: { _ in bytes })
        let prepared = try LayoutPreparation(source: source, width: 390).prepare(layoutID: "rotate")
        let controller = KeyboardController(prepared: prepared)
        let other = try LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 844).prepare(
            layoutID: "en-US")
        #expect(!controller.resize(with: other))
        #expect(controller.size == prepared.size)
    }
}
