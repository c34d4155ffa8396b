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
    var played: [KeyFeedback] = []

    init(prepared: PreparedLayout) {
        controller = KeyboardController(prepared: prepared)
        controller.delegate = self
    }

    /// From `textWillChange`/`textDidChange`: the caret moved, or another field began.
    func fieldDidBegin(traits: FieldTraits, needsInputModeSwitchKey: Bool, hasFullAccess: Bool) {
        var context = controller.context
        context.traits = traits  // keyboardType, returnKeyType, isSecureTextEntry, …
        context.needsInputModeSwitchKey = needsInputModeSwitchKey  // false: no globe key
        context.hasFullAccess = hasFullAccess
        controller.context = context
        controller.resetShift()
    }

    func keyboardController(_ controller: KeyboardController, didRequestFeedback feedback: KeyFeedback) {
        played.append(feedback)  // UIDevice.current.playInputClick(), a UIImpactFeedbackGenerator
    }

    func keyboardController(_ controller: KeyboardController, didRequestInputModeListFrom anchor: KeyboardRect) {
        // handleInputModeList(from: globeButton, with: event)
    }

    func keyboardControllerDidRequestNextKeyboard(_ controller: KeyboardController) {
        // advanceToNextInputMode()
    }
}

@MainActor
final class ExampleWordsHost: KeyboardDelegate {
    let controller: KeyboardController
    /// Stands for `UserDefaults(suiteName: "group.…")` in an extension.
    var store: [String: [String]]

    init(controller: KeyboardController, store: [String: [String]]) {
        self.controller = controller
        self.store = store
        controller.lexicon = BundledLexicons.lexicon(forLocale: controller.layout.locale)
        controller.autocorrects = true
        controller.learntWords = store["learnt"] ?? []
        controller.delegate = self
    }

    func keyboardController(_ controller: KeyboardController, didUpdateSuggestions suggestions: WordSuggestions) {
        // Draw suggestions.suggestions in the bar; a tap on one calls controller.accept(_:).
    }

    func keyboardController(_ controller: KeyboardController, didLearnWord word: String) {
        store["learnt"] = controller.learntWords
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

// MARK: - HostingInUIKitAndSwiftUI.md

@MainActor
final class ExampleKeyboardHost {
    let preloader: KeyboardPreloader<PreparedLayout>
    let heights: KeyboardHeightCache
    private(set) var controller: KeyboardController?
    private var prepared: PreparedLayout?

    init(source: any LayoutSource, width: Double, heights: KeyboardHeightCache) {
        self.heights = heights
        preloader = KeyboardPreloader(
            preparation: LayoutPreparation(source: source, width: width, heightCache: heights))
    }

    /// viewDidLoad: prepared off the main actor, presented on it.
    func load(_ layoutID: String, into input: any TextInput) async throws {
        let outcomes = await preloader.preload([layoutID])
        if case .failure(let error)? = outcomes[layoutID] { throw error }
        guard let prepared = preloader.prepared(layoutID: layoutID) else { return }
        self.prepared = prepared
        let controller = KeyboardController(prepared: prepared)  // nothing solved here
        controller.input = input
        self.controller = controller
    }

    /// The keyboard view's height constraint: the learnt height, else the layout's preferred one.
    func height(width: Double, orientation: KeyboardOrientation) -> Double {
        guard let layout = controller?.layout else { return heights.fallbackHeight }
        return heights.estimatedHeight(of: layout, width: width, orientation: orientation)
    }

    /// touchesBegan, Moved, Ended and Cancelled: one event per touch, at its place in the view.
    func handle(_ event: TouchEvent) {
        controller?.handle(event)
    }

    /// viewWillTransition(to:with:): the new size prepared off the main actor, then taken, keeping
    /// the text, shift, the layer and a pending dead key.
    func rotate(to size: KeyboardSize) async throws {
        guard let prepared else { return }
        let resized = try await Task.detached { try prepared.resized(to: size) }.value
        self.prepared = resized
        controller?.resize(with: resized)
    }
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

// MARK: - DrawingAScene.md

@MainActor
func scene(of controller: KeyboardController, theme: KeyboardTheme, dark: Bool) -> KeyboardScene? {
    guard let frames = controller.frames else { return nil }
    return KeyboardScene(
        frames, theme: theme, appearance: dark ? .dark : .light,
        state: KeyboardScene.State(controller),
        options: KeyboardScene.Options(form: controller.formName))
}

// MARK: - The articles' code, checked

@Suite struct ArticleTests {
    /// The repository's DocC catalog, found from this file's place.
    static let catalog: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/KeysmithTests/<this file>
        return parts.joined(separator: "/") + "/Sources/Keysmith/Keysmith.docc"
    }()

    /// Every block but those that say they are for Apple platforms only (CoreGraphics, SwiftUI),
    /// which Linux cannot compile.
    @Test func everyArticleBlockIsCompiledHere() throws {
        let this = try String(contentsOfFile: #filePath, encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.catalog).filter { $0.hasSuffix(".md") }
        #expect(names.count == 8)
        var blocks = 0
        var appleOnly = 0
        for name in names {
            let text = try String(contentsOfFile: Self.catalog + "/" + name, encoding: .utf8)
            for part in text.components(separatedBy: "```swift\n").dropFirst() {
                let block = part.components(separatedBy: "```").first ?? ""
                if block.hasPrefix("// Apple platforms only") {
                    appleOnly += 1
                    continue
                }
                #expect(this.contains(block), "\(name): a swift block that is not compiled here")
                blocks += 1
            }
        }
        #expect(blocks == 7)
        #expect(appleOnly == 2)
    }

    /// The article's scene of a controller: pressing `g` shows its cap pressed and its bubble, in
    /// the dark colours of the layout's own theme (en-US names ios).
    @MainActor @Test func theSceneOfAController() throws {
        let layout = try #require(BundledLayouts.load("en-US").layout)
        let theme = try #require(layout.theme)
        #expect(theme.id == "ios")
        let controller = try KeyboardController(layout: layout)
        let g = try #require(controller.frames?.key(withID: "g"))
        controller.handle(TouchEvent(id: 1, phase: .began, location: g.frame.center, timestamp: 0))
        let drawn = try #require(scene(of: controller, theme: theme, dark: true))
        #expect(drawn.background == ThemeColor(hex: "#2C2C2E"))
        #expect(drawn.caps.first { $0.keyID == "g" }?.state == .pressed)
        #expect(drawn.bubble?.keyID == "g")
        #expect(drawn.bubble?.head.maxY ?? 0 < g.frame.minY)
    }

    /// `tge` tapped at the keys' centres becomes `the` at the space; the backspace right after
    /// takes it back and the host saves the learnt `tge`; the next run, given the saved words,
    /// leaves `tge` as typed.
    @MainActor @Test func theWordsHostKeepsLearntWords() throws {
        let layout = try #require(BundledLayouts.load("en-US").layout)
        func typed(_ ids: [String], store: [String: [String]]) throws -> (String, [String: [String]]) {
            let controller = try KeyboardController(layout: layout)
            let buffer = TextBuffer("so ")
            controller.input = buffer
            let host = ExampleWordsHost(controller: controller, store: store)
            for (index, id) in ids.enumerated() {
                let key = try #require(controller.frames?.key(withID: id))
                let time = Double(index) * 0.3
                controller.handle(TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time))
                controller.handle(TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
            }
            return (buffer.text, host.store)
        }
        #expect(try typed(["t", "g", "e", "space"], store: [:]).0 == "so the ")
        let (text, store) = try typed(["t", "g", "e", "space", "backspace"], store: [:])
        #expect(text == "so tge")
        #expect(store == ["learnt": ["tge"]])
        #expect(try typed(["t", "g", "e", "space"], store: store).0 == "so tge ")
    }

    @MainActor @Test func gettingStartedTypesHello() throws {
        #expect(try typeHello() == "Hello")
    }

    @MainActor @Test func theExtensionControllerAdaptsToTheField() throws {
        let prepared = try BundledLayouts.preparation(width: 390).prepare(layoutID: "en-US")
        let host = ExampleExtensionController(prepared: prepared)
        let keys = host.controller.frames?.keys.count ?? 0
        host.fieldDidBegin(
            traits: FieldTraits(autocapitalization: Autocapitalization.none, returnKeyType: .go),
            needsInputModeSwitchKey: false, hasFullAccess: true)
        #expect(host.controller.shiftState == .off)
        let returnKey = try #require(host.controller.frames?.keys.first { $0.key.action == .return })
        #expect(host.controller.label(of: returnKey) == "Go")
        // The globe key is gone: one key fewer on the letters.
        #expect(host.controller.frames?.keys.count == keys - 1)
        #expect(host.controller.frames?.key(withID: "next-keyboard") == nil)
        let q = try #require(host.controller.frames?.key(withID: "q"))
        host.controller.handle(TouchEvent(id: 1, phase: .began, location: q.frame.center, timestamp: 0))
        let shift = try #require(host.controller.frames?.key(withID: "shift"))
        host.controller.handle(TouchEvent(id: 2, phase: .began, location: shift.frame.center, timestamp: 0.2))
        #expect(host.played == [.key, .modifier])
    }

    /// The hosting guide's flow: load, type, rotate, type, with the height the view is given.
    @MainActor @Test func theHostLoadsTypesAndRotates() async throws {
        let host = ExampleKeyboardHost(source: BundledLayouts.source, width: 390, heights: KeyboardHeightCache())
        let buffer = TextBuffer()
        try await host.load("en-US", into: buffer)
        #expect(host.height(width: 390, orientation: .portrait) == 216)
        func tap(_ id: String, at time: Double) throws {
            let key = try #require(host.controller?.frames?.key(withID: id))
            host.handle(TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time))
            host.handle(TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
        }
        try tap("h", at: 0)
        try await host.rotate(to: KeyboardSize(width: 844, height: 160))
        #expect(host.controller?.size == KeyboardSize(width: 844, height: 160))
        try tap("i", at: 1)
        #expect(buffer.text == "Hi")
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
