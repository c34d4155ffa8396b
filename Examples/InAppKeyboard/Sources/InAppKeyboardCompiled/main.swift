// The same keyboard shipped as a compiled layout (`keysmith compile`, committed as
// Layouts/hello-pad.kslayout): KeysmithCompiledLayoutsPlugin embeds it at build time with a tool
// that needs no system library, so this target builds where libyaml is not installed. Types
// "hello" and prints it.
import Keysmith

@MainActor func typeHello() -> String {
    let layouts = EmbeddedLayouts(
        ids: InAppKeyboardCompiledLayouts.layoutIDs, bytes: InAppKeyboardCompiledLayouts.compiledLayout)
    guard let phone = Device.named("iphone-portrait"),
        let prepared = try? LayoutPreparation(source: layouts, device: phone).prepare(layoutID: "hello-pad")
    else { return "error: the layout does not load" }
    let controller = KeyboardController(prepared: prepared)
    let buffer = TextBuffer()
    controller.input = buffer
    for (index, character) in "hello".enumerated() {
        guard let key = controller.frames?.key(withID: String(character)) else { return "error: no key \(character)" }
        let time = Double(index) * 0.2
        controller.handle(TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
    }
    return buffer.text
}

print(MainActor.assumeIsolated { typeHello() })
