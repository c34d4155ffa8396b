// The build plugin's tool: `keysmith compile` under another name, so that the tool is a target
// of no product (SwiftPM #8831). The plugin runs it as
// `keysmith-layout-compiler --swift TYPE --output OUT LAYOUT...`.
import KeysmithCLI

KeysmithCLI.main(command: "compile")
