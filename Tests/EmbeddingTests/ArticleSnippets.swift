// The code of the DocC articles (Sources/Keysmith/Keysmith.docc), word for word: the tests
// below check each article's `swift` blocks appear here, and run them.
import Foundation
import Keysmith
import Testing

// MARK: - GettingStarted.md

@MainActor func typeHello() throws -> String {
    let loaded = BundledLayouts.load("en-US")
    guard let layout = loaded.layout else {
        throw ExampleProblems(text: DiagnosticRenderer(sources: loaded.sources).render(loaded.diagnostics))
    }
    let controller = try KeyboardController(layout: layout)
    let buffer = TextBuffer()
    controller.input = buffer
    var time = 0.0
    for id in ["h", "e", "l", "l", "o"] {
        guard let key = controller.frames?.key(withID: id) else { continue }
        controller.handle(TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
        time += 0.2
    }
    return buffer.text  // "Hello": shift was on at the start of the text
}

// MARK: - EmbeddingInAKeyboardExtension.md

@MainActor
final class ExampleExtensionController: KeyboardDelegate {
    let controller: KeyboardController
    var playedHaptics = 0

    init(prepared: PreparedLayout) {
        controller = KeyboardController(prepared: prepared)
        controller.delegate = self
    }

    /// From `textWillChange`/`textDidChange`: the caret moved, or another field began.
    func fieldDidBegin(autocapitalization: Autocapitalization?, returnKeyLabel: String?) {
        controller.fieldTraits = FieldTraits(autocapitalization: autocapitalization, returnKeyLabel: returnKeyLabel)
        controller.resetShift()
    }

    func keyboardController(_ controller: KeyboardController, didTouchDownOnKey keyID: String) {
        playedHaptics += 1  // UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }

    func keyboardControllerDidRequestNextKeyboard(_ controller: KeyboardController) {
        // advanceToNextInputMode()
    }
}

// MARK: - PreloadingAndHeightEstimates.md

func preloadThenPresent() async throws -> KeyboardController? {
    let cache = KeyboardHeightCache()
    let preloader = KeyboardPreloader(preparation: BundledLayouts.preparation(width: 390, heightCache: cache))
    await preloader.preload(["en-US", "en-GB"])
    guard let prepared = preloader.prepared(layoutID: "en-GB") else { return nil }
    return await MainActor.run { KeyboardController(prepared: prepared) }  // nothing solved here
}

// MARK: - LayoutsInCode.md

func checkedTurkishLayout() -> CompiledLayoutError? {
    let layout = KeyboardLayout(id: "tr-mini", name: "Türkçe", locale: "tr") {
        Layer("letters") {
            Row(letters: "e r t y u ı o p ğ ü")
            Row {
                Key.shift()
                Key.characters("z c v b n m ö ç")
                Key.backspace()
            }
            Row {
                Key.layer("numbers", label: "123")
                Key.space()
                Key.return()
            }
        }
    }
    // "a key switches to layer 'numbers', which form 'default' lacks"
    do throws(CompiledLayoutError) {
        try CompiledLayout.verify(layout)
        return nil
    } catch {
        return error
    }
}

struct ExampleProblems: Error { let text: String }

// MARK: - The articles' code, checked

@Suite struct ArticleTests {
    /// The repository's DocC catalog, found from this file's place.
    static let catalog: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/EmbeddingTests/<this file>
        return parts.joined(separator: "/") + "/Sources/Keysmith/Keysmith.docc"
    }()

    @Test func everyArticleBlockIsCompiledHere() throws {
        let this = try String(contentsOfFile: #filePath, encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.catalog).filter { $0.hasSuffix(".md") }
        #expect(names.count == 6)
        var blocks = 0
        for name in names {
            let text = try String(contentsOfFile: Self.catalog + "/" + name, encoding: .utf8)
            for part in text.components(separatedBy: "```swift\n").dropFirst() {
                let block = part.components(separatedBy: "```").first ?? ""
                #expect(this.contains(block), "\(name): a swift block that is not compiled here")
                blocks += 1
            }
        }
        #expect(blocks == 4)
    }

    @MainActor @Test func gettingStartedTypesHello() throws {
        #expect(try typeHello() == "Hello")
    }

    @MainActor @Test func theExtensionControllerAdaptsToTheField() throws {
        let prepared = try BundledLayouts.preparation(width: 390).prepare(layoutID: "en-US")
        let host = ExampleExtensionController(prepared: prepared)
        host.fieldDidBegin(autocapitalization: Autocapitalization.none, returnKeyLabel: "Go")
        #expect(host.controller.shiftState == .off)
        let q = try #require(host.controller.frames?.key(withID: "q"))
        host.controller.handle(TouchEvent(id: 1, phase: .began, location: q.frame.center, timestamp: 0))
        #expect(host.playedHaptics == 1)
    }

    @Test func preloadingPresentsAController() async throws {
        let controller = try await preloadThenPresent()
        let layout = await MainActor.run { controller?.layout.id }
        #expect(layout == "en-GB")
    }

    @Test func theTurkishLayoutIsCheckedAsACompiledFileIs() {
        let error = checkedTurkishLayout()
        let expected = "a key switches to layer 'numbers', which form 'default' lacks"
        #expect(error?.description.hasSuffix(expected) == true)
    }
}
