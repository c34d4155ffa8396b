import Foundation
import Keysmith
import Testing

/// `Expression` is Foundation's when an app imports both: the solver's types are not exported.
typealias FoundationPredicateExpression = Expression<Int, Bool>

@MainActor @Suite struct EmbeddingTests {
    /// Prepared by the preloader on its queue, presented on the main actor, typed on.
    @Test func preloadOffTheMainActorThenTypeOnIt() async throws {
        let preloader = KeyboardPreloader(preparation: BundledLayouts.preparation(width: 390))
        let outcomes = await preloader.preload(["en-US", "en-GB"])
        #expect(outcomes.count == 2)
        let prepared = try #require(preloader.prepared(layoutID: "en-GB"))
        let host = ExampleKeyboardViewController()
        host.present(prepared)
        // The delegate heard shift on at the document's start when it was set.
        #expect(host.heard == ["shift once"])
        host.tap("h", at: 0)
        host.tap("i", at: 0.2)
        #expect(host.document.text == "Hi")
        #expect(host.haptics == 2)
        // A rotation: one call, solved off the main actor.
        let landscape = try await Task.detached { try prepared.resized(to: KeyboardSize(width: 844, height: 160)) }
            .value
        try host.controller?.resize(to: landscape.size)
        #expect(host.controller?.frames == landscape.frames(ofLayer: "letters"))
    }

    @Test func hostControlsAdaptTheKeyboardToTheField() throws {
        let host = ExampleKeyboardViewController()
        host.present(try BundledLayouts.preparation(width: 390).prepare(layoutID: "en-US"))
        let controller = try #require(host.controller)
        controller.fieldTraits = FieldTraits(autocapitalization: Autocapitalization.none, returnKeyLabel: "Search")
        #expect(controller.shiftState == .off)
        let returnKey = try #require(controller.frames?.keys.first { $0.key.action == .return })
        #expect(controller.label(of: returnKey) == "Search")
        #expect(controller.showLayer(named: "numbers"))
        #expect(controller.layerName == "numbers")
        // A held backspace: the host schedules one timer at the deadline.
        host.document.insertText("abc")
        controller.textDidChange()
        let backspace = try #require(controller.frames?.key(withID: "backspace"))
        controller.handle(TouchEvent(id: 1, phase: .began, location: backspace.frame.center, timestamp: 10))
        #expect(controller.nextDeadline == 10.5)
        #expect(host.document.text == "ab")
    }

    @Test func bundledLayoutsLoadByIDWithTheirParents() throws {
        #expect(BundledLayouts.ids.contains("en-GB"))
        let result = BundledLayouts.load("en-GB")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.id == "en-GB")
        // en-GB extends en-US: the letters come from the parent.
        #expect(layout.layers.first?.rows.first?.keys.first?.id == "q")
        let missing = BundledLayouts.load("xx-XX")
        #expect(missing.layout == nil)
        #expect(missing.unreadableReason?.hasPrefix("no layout has this id") == true)
    }

    @Test func aCompiledLayoutInMemoryLoadsAsTheBundledOneDoes() throws {
        let bundled = try #require(BundledLayouts.load("en-GB").layout)
        // An app that downloads or generates compiled bytes loads them the same way.
        let bytes = CompiledLayout.encode(bundled)
        let again = CompiledLayout.load(bytes: bytes, file: "en-GB.kslayout")
        #expect(again.layout == bundled)
        let folder = CompiledLayoutFolder(
            "layouts", files: InMemoryLayoutFiles(bytes: ["layouts/en-GB.kslayout": bytes]))
        #expect(folder.load(layoutID: "en-GB").layout == bundled)
    }

    @Test func aLayoutMadeInCodeIsCheckedAsACompiledFileIs() {
        let layout = KeyboardLayout(id: "code", name: "Code", locale: "tr") {
            Layer("letters") {
                Row(letters: "i ı")
                Row {
                    Key.shift()
                    Key.layer("emoji", label: "☺")
                    Key.backspace()
                }
            }
        }
        #expect(layout.layers[0].rows[0].keys[0].action == .character("i", shifted: "İ"))
        #expect {
            try CompiledLayout.verify(layout)
        } throws: { error in
            "\(error)".contains("a key switches to layer 'emoji', which form 'default' lacks")
        }
    }

    @Test func aPreloadFailureKeepsItsDiagnostic() async throws {
        var damaged = CompiledLayout.encode(try #require(BundledLayouts.load("en-US").layout))
        damaged[100] ^= 0x20
        let files = InMemoryLayoutFiles(bytes: ["broken.kslayout": damaged])
        let preparation = LayoutPreparation(source: CompiledLayoutFolder("", files: files), width: 390)
        let preloader = KeyboardPreloader(preparation: preparation)
        let outcomes = await preloader.preload(["broken"])
        guard case .failure(let error)? = outcomes["broken"] else {
            Issue.record("expected a failure, got \(String(describing: outcomes["broken"]))")
            return
        }
        let located = try #require(error.diagnostics.first { $0.severity == .error })
        #expect(located.location.file == "broken.kslayout")
        #expect(located.code == "KS2603")
        #expect(error.message.contains("broken.kslayout:1:1: error: the compiled layout is damaged"))
    }

    @Test func aFloatingKeyboardGivesNoInset() {
        let center = KeyboardTransitionCenter()
        let form = ExampleFormController()
        center.addObserver(form)
        let window = KeyboardRect(x: 0, y: 0, width: 1194, height: 834)
        center.keyboardWillChangeFrame(
            endFrame: KeyboardRect(x: 0, y: 834 - 352, width: 1194, height: 352), windowBounds: window)
        #expect(form.bottomInset == 352)
        center.keyboardWillChangeFrame(
            endFrame: KeyboardRect(x: 600, y: 300, width: 320, height: 260), windowBounds: window)
        #expect(form.bottomInset == 0)
        #expect(center.keyboardHeight == 0)
    }
}

/// One source of files for the preloader: an app's own layouts over the bundled ones.
@Suite struct LayeredFilesTests {
    @Test func anAppsLayoutsOverTheBundledOnesPreloadTogether() async throws {
        // The app's own "mine" (en-GB under another id), and its own en-US over the bundled one.
        var mine = try #require(BundledLayouts.load("en-GB").layout)
        mine.id = "mine"
        var ownEnUS = try #require(BundledLayouts.load("en-US").layout)
        ownEnUS.name = "English (the app's)"
        let appFiles = InMemoryLayoutFiles(bytes: [
            "mine.kslayout": CompiledLayout.encode(mine), "en-US.kslayout": CompiledLayout.encode(ownEnUS),
        ])
        let files = LayeredLayoutFiles([appFiles, BundledLayouts.files])
        let preparation = LayoutPreparation(source: CompiledLayoutFolder("", files: files), width: 390)
        let preloader = KeyboardPreloader(preparation: preparation)
        let outcomes = await preloader.preload(["mine", "en-US", "de-DE", "xx-XX"])
        #expect(outcomes.count == 4)
        #expect(preloader.prepared(layoutID: "mine")?.layout.id == "mine")
        #expect(preloader.prepared(layoutID: "en-US")?.layout.name == "English (the app's)")
        #expect(preloader.prepared(layoutID: "de-DE")?.layout.id == "de-DE")
        guard case .failure(let error)? = outcomes["xx-XX"] else {
            Issue.record("xx-XX should fail")
            return
        }
        #expect(error.message.contains("cannot read 'xx-XX.kslayout': no such file"))
    }
}
