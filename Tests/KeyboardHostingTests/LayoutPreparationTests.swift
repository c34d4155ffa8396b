import CompiledLayouts
import KeyboardGeometry
import KeyboardModel
import KeysmithSources
import LayoutFormat
import TestSupport
import Testing

@testable import KeyboardHosting

/// The repository's `Layouts` folder, found from this file's place.
private let layoutsFolder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/KeyboardHostingTests/<this file>
    return parts.joined(separator: "/") + "/Layouts"
}()

@Suite struct LayoutPreparationTests {
    @Test func preparesAtThePreferredHeightBeforeAnyHeightIsKnown() throws {
        let prepared = try LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390).prepare(
            layoutID: "en-US")
        // en-US's size: 390 × 216 (insets 8 + 4, four rows of its preferred 42 pt, three 12 pt
        // gaps: 12 + 4 × 42 + 3 × 12 = 216).
        #expect(prepared.size == KeyboardSize(width: 390, height: 216))
        #expect(prepared.layers.map(\.name) == ["letters", "numbers", "symbols"])
        #expect(prepared.layout.id == "en-US")
        let letters = try #require(prepared.frames(ofLayer: "letters"))
        // Top row: 10 keys in 390 − 3 − 3 = 384 with nine 6 pt gaps: (384 − 54) / 10 = 33 wide.
        #expect(letters.key(withID: "q")?.frame == KeyboardRect(x: 3, y: 8, width: 33, height: 42))
        #expect(letters.key(withID: "w")?.frame == KeyboardRect(x: 42, y: 8, width: 33, height: 42))
        #expect(letters.key(at: KeyboardPoint(x: 19.5, y: 29))?.id == "q")
        #expect(prepared.frames(ofLayer: "emoji") == nil)
    }

    @Test func preparesAtTheLearntHeight() throws {
        let cache = KeyboardHeightCache()
        cache.record(height: 260, layoutID: "en-US", orientation: .portrait)
        cache.record(height: 170, layoutID: "en-US", orientation: .landscape)
        let portrait = LayoutPreparation(
            source: YAMLLayoutFolder(layoutsFolder), width: 390, orientation: .portrait, heightCache: cache)
        let prepared = try portrait.prepare(layoutID: "en-US")
        #expect(prepared.size == KeyboardSize(width: 390, height: 260))
        #expect(prepared.layers.allSatisfy { $0.size == KeyboardSize(width: 390, height: 260) })
        let landscape = LayoutPreparation(
            source: YAMLLayoutFolder(layoutsFolder + "/"), width: 844, orientation: .landscape, heightCache: cache)
        #expect(try landscape.prepare(layoutID: "en-US").size == KeyboardSize(width: 844, height: 170))
    }

    @Test func preparesFromCompiledBytesWithTheirParentResolved() throws {
        // en-US-url extends en-US: compiled, it carries what it inherits, and needs no folder.
        let layout = try #require(YAMLLayoutFolder(layoutsFolder).load(layoutID: "en-US-url").layout)
        let bytes = CompiledLayout.encode(layout)
        let preparation = LayoutPreparation(folder: "/nonexistent-keysmith-folder", width: 390)
        let prepared = try preparation.prepare(layoutID: "en-US-url", compiled: bytes)
        #expect(prepared.layout.id == "en-US-url")
        #expect(prepared.frames(ofLayer: "letters")?.key(at: KeyboardPoint(x: 19.5, y: 29))?.id == "q")
        // The same bytes with one changed are refused with the loader's error.
        var damaged = bytes
        damaged[damaged.count - 1] ^= 1
        #expect {
            try preparation.prepare(layoutID: "en-US-url", compiled: damaged)
        } throws: { error in
            guard case .invalidLayout(_, let diagnostics, _) = error as? LayoutPreparationError else { return false }
            return diagnostics.map(\.code) == ["KS2603"]
        }
    }

    @Test func aMissingLayoutIsAnInvalidLayoutError() {
        let preparation = LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390)
        #expect {
            try preparation.prepare(layoutID: "xx-XX")
        } throws: { error in
            guard let error = error as? LayoutPreparationError, case .invalidLayout(let id, let diagnostics, _) = error
            else { return false }
            return id == "xx-XX" && diagnostics.count == 1 && diagnostics[0].message.contains("xx-XX.yaml")
        }
    }

    @Test func aHeightTooSmallForTheLayoutIsAGeometryError() {
        // en-US needs at least 12 + 4 × 26 + 3 × 12 = 152 pt; a learnt 100 cannot hold it.
        let cache = KeyboardHeightCache()
        cache.record(height: 100, layoutID: "en-US", orientation: .portrait)
        let preparation = LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390, heightCache: cache)
        #expect {
            try preparation.prepare(layoutID: "en-US")
        } throws: { error in
            guard case .geometry(let id, let geometryError) = error as? LayoutPreparationError,
                case .sizeTooSmall(_, let needed, _, _) = geometryError
            else { return false }
            return id == "en-US" && needed.height == 152
        }
    }

    @Test func theStandardPreloaderMakesTheFirstPresentationALookup() async throws {
        let preloader = KeyboardPreloader(
            preparation: LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: 390))
        #expect(preloader.prepared(layoutID: "en-US") == nil)
        let outcomes = await preloader.preload(["en-US", "number-pad", "xx-XX"])
        #expect(outcomes.count == 3)
        if case .failure(let error)? = outcomes["xx-XX"] {
            #expect(error.layoutID == "xx-XX")
        } else {
            Issue.record("xx-XX should fail")
        }
        let prepared = try #require(preloader.prepared(layoutID: "en-US"))
        #expect(prepared.frames(ofLayer: "letters")?.key(at: KeyboardPoint(x: 19.5, y: 29))?.id == "q")
        #expect(preloader.prepared(layoutID: "number-pad")?.layout.id == "number-pad")
    }
}

@Suite struct PreferredHeightTests {
    /// A layout whose preferred height cannot hold its rows at the width: the least height that
    /// does. Two rows with min-row-height 30, insets 8 + 4 and a 12 pt gap need 8 + 4 + 12 + 2 × 30
    /// = 84; the size says 60.
    @Test func aPreferredHeightTooSmallGivesTheLeastThatFits() throws {
        let text =
            layoutHeader(id: "short", name: "Short", locale: "en", width: 390, height: 60)
                + """
                metrics: {insets: {top: 8, left: 3, bottom: 4, right: 3}, row-gap: 12, min-row-height: 30}
                layers:
                  letters:
                    rows:
                      - [a, b, {action: backspace}]
                      - [{action: space}, {action: return}]

                """
        let source = YAMLLayoutFolder("", loader: LayoutLoader(files: InMemoryLayoutFiles(["short.yaml": text])))
        let prepared = try LayoutPreparation(source: source, width: 390).prepare(layoutID: "short")
        #expect(abs(prepared.size.height - 84) < 1e-6)
    }
}

/// One height story: before a height is learnt, the cache's estimate for a layout and the height
/// the preparation gives agree (the form's preferred height), and after, both are the learnt one.
@Suite struct HeightStoryTests {
    @Test(arguments: [(390.0, 216.0), (1024.0, 320.0)])
    func theEstimateAndThePreparationAgree(width: Double, preferred: Double) throws {
        let cache = KeyboardHeightCache()
        let preparation = LayoutPreparation(source: YAMLLayoutFolder(layoutsFolder), width: width, heightCache: cache)
        let prepared = try preparation.prepare(layoutID: "en-US")
        // en-US: 390 × 216 below 960 pt; its tablet form 1024 × 320 from 960.
        #expect(prepared.size.height == preferred)
        #expect(cache.estimatedHeight(of: prepared.layout, width: width, orientation: .portrait) == preferred)
        // The id alone knows no layout: the fallback, for the system keyboard.
        #expect(cache.estimatedHeight(layoutID: "en-US", orientation: .portrait) == 335)
        cache.record(height: 260, layoutID: "en-US", orientation: .portrait)
        #expect(cache.estimatedHeight(of: prepared.layout, width: width, orientation: .portrait) == 260)
        #expect(try preparation.prepare(layoutID: "en-US").size.height == 260)
    }
}
