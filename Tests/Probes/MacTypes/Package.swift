// swift-tools-version:6.0
import PackageDescription

// A probe, not a product: app code that names the types Apple's MacTypes.h declares (which
// Foundation and UIKit re-export) unqualified, next to `import Keysmith`. It compiles only while
// no public name of Keysmith is one of them (an app writing `var frame: Rect` would otherwise get
// "'Rect' is ambiguous for type lookup"). scripts/check-mactypes-probe.sh builds and runs it.
let package = Package(
    name: "MacTypesProbe",
    dependencies: [.package(name: "Keysmith", path: "../../..")],
    targets: [
        // A stand-in for MacTypes.h, with its declarations' names and shapes.
        .target(name: "CMacTypes"),
        .executableTarget(
            name: "MacTypesProbe",
            dependencies: ["CMacTypes", .product(name: "Keysmith", package: "Keysmith")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
