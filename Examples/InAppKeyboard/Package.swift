// swift-tools-version:6.0
import PackageDescription

// An app-shaped package: it depends on Keysmith by path, and the build plugin compiles its layout
// (Sources/InAppKeyboard/Layouts/hello-pad.yaml) into Swift source at build time; a second target
// ships the same layout compiled beforehand, embedded by the compiled-layout plugin.
let package = Package(
    name: "InAppKeyboard",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "Keysmith", path: "../..")],
    targets: [
        .executableTarget(
            name: "InAppKeyboard",
            dependencies: [.product(name: "Keysmith", package: "Keysmith")],
            plugins: [.plugin(name: "KeysmithLayoutsPlugin", package: "Keysmith")]
        ),
        // The same layout compiled beforehand: embedded by a tool that needs no system library.
        .executableTarget(
            name: "InAppKeyboardCompiled",
            dependencies: [.product(name: "Keysmith", package: "Keysmith")],
            plugins: [.plugin(name: "KeysmithCompiledLayoutsPlugin", package: "Keysmith")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
