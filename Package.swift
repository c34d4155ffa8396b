// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Keysmith",
    // Keyboard extensions from iOS 15; macOS 12 for the tools and tests. The library uses nothing
    // newer (scripts/check-platforms.sh checks what a text search can find). Linux needs no entry.
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        // What an app or keyboard extension embeds: no system library, no Foundation.
        .library(name: "Keysmith", targets: ["Keysmith"]),
        // Reading and writing layouts as YAML (libyaml), validating them, laying them out to check:
        // for tools, and for apps that read YAML at run time on Linux or macOS.
        .library(name: "KeysmithYAML", targets: ["LayoutFormat", "LayoutValidation"]),
        // The Cassowary solver alone, for apps that lay out other things with it (`Keysmith`
        // does not re-export it, so its `Expression` and `Constraint` stay out of the way).
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .executable(name: "keysmith", targets: ["keysmith"]),
        .executable(name: "keysmith-bench", targets: ["keysmith-bench"]),
        // Compiles an app target's *.yaml layouts at build time into Swift source (needs libyaml).
        .plugin(name: "KeysmithLayoutsPlugin", targets: ["KeysmithLayoutsPlugin"]),
        // Embeds an app target's compiled *.kslayout layouts at build time (no system library).
        .plugin(name: "KeysmithCompiledLayoutsPlugin", targets: ["KeysmithCompiledLayoutsPlugin"]),
    ],
    targets: [
        // MARK: - C
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),

        // MARK: - Library
        .target(name: "ConstraintSolver"),
        .target(name: "KeyboardModel", linkerSettings: [.linkedLibrary("m")]),
        // Diagnostics and the files they point into: what the runtime and the YAML tools share.
        .target(name: "LayoutDiagnostics", dependencies: ["KeyboardModel"]),
        // The compiled form of a layout: what devices load (docs/COMPILED-FORMAT.md).
        .target(name: "CompiledLayouts", dependencies: ["KeyboardModel", "LayoutDiagnostics"]),
        // YAML with source locations: libyaml behind one file, events, nodes, limits.
        .target(name: "LocatedYAML", dependencies: ["CYAML", "KeyboardModel", "LayoutDiagnostics"]),
        // The format: one decoder, the validator, the writer, the loader (YAML or compiled).
        .target(
            name: "LayoutFormat",
            dependencies: ["LocatedYAML", "LayoutDiagnostics", "CompiledLayouts", "KeyboardModel", "KeysmithSources"]),
        .target(name: "KeyboardGeometry", dependencies: ["ConstraintSolver", "KeyboardModel"]),
        .target(
            name: "KeyboardInput", dependencies: ["KeyboardModel", "KeyboardGeometry", "KeyboardWords"],
            // The controller checks its invariants after every event in debug builds (and in
            // the fuzz targets, which define the flag themselves).
            swiftSettings: [.define("KEYSMITH_INTERNAL_CHECKS", .when(configuration: .debug))]),
        .target(
            name: "KeyboardRendering",
            dependencies: ["KeyboardModel", "KeyboardGeometry", "KeyboardInput", "KeyboardWords"]),
        .target(
            name: "KeyboardHosting",
            dependencies: [
                "KeyboardModel", "LayoutDiagnostics", "CompiledLayouts", "KeyboardGeometry", "KeyboardInput",
            ]),
        .target(name: "LayoutValidation", dependencies: ["KeyboardModel", "LayoutFormat", "KeyboardGeometry"]),
        // Importers from other layout formats, each reporting at the source's lines.
        .target(name: "LayoutImport", dependencies: ["CXML2", "KeyboardModel", "LocatedYAML", "LayoutFormat"]),
        .target(
            name: "LayoutExport",
            dependencies: [
                "KeyboardModel", "KeyboardGeometry", "KeyboardInput", "KeyboardRendering", "LayoutDiagnostics",
                "LayoutImport", "LayoutFormat",
            ]),
        // How fast and how accurately people can type on a layout (docs/ANALYZE.md).
        .target(
            name: "LayoutAnalysis",
            dependencies: [
                "KeyboardModel", "KeyboardGeometry", "KeyboardInput", "TouchScripts", "LayoutDiagnostics",
                "KeyboardRendering", "KeyboardWords",
            ],
            linkerSettings: [.linkedLibrary("m")]),
        // Words: compiled lexicons, the fold of their search keys, and the decoder of taps.
        .target(
            name: "KeyboardWords", dependencies: ["KeyboardModel", "KeyboardGeometry", "CompiledLayouts"],
            linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "Keysmith",
            dependencies: [
                "ConstraintSolver", "KeyboardModel", "LayoutDiagnostics", "CompiledLayouts", "KeyboardGeometry",
                "KeyboardInput", "KeyboardRendering", "KeyboardHosting", "KeysmithResources", "KeyboardWords",
            ]
        ),
        // Touches planned to type a text (`Typist`) and read from event lines (`TouchEventLine`): for
        // `type`, `replay`, `analyze`, the preview and the tests, outside the device's closure.
        .target(
            name: "TouchScripts",
            dependencies: ["KeyboardModel", "KeyboardGeometry", "KeyboardInput", "LayoutDiagnostics"]),
        // Lexicon sources (Keyman models, TSV and plain word lists) read and folded, for `keysmith lexicon`.
        .target(name: "LexiconSources", dependencies: ["KeyboardModel", "KeyboardWords", "LayoutDiagnostics"]),
        // The bundled layouts compiled (scripts/compile-bundled-layouts.sh), for the runtime.
        .target(name: "KeysmithResources"),
        // The bundled layouts' YAML and the JSON Schema (scripts/embed-resources.sh), for the tools.
        .target(name: "KeysmithSources", dependencies: ["LayoutDiagnostics"]),
        // The preview's small HTTP server over the platform's sockets, and its page.
        .target(
            name: "KeysmithPreview",
            dependencies: ["Keysmith", "KeyboardModel", "LayoutFormat", "LayoutValidation", "TouchScripts"]),
        // The language server: JSON-RPC over standard input and output, with Foundation's JSON coders.
        .target(
            name: "KeysmithLSP",
            dependencies: ["KeyboardModel", "LocatedYAML", "LayoutFormat", "KeyboardGeometry", "LayoutValidation"]),
        .target(
            name: "KeysmithCLI",
            dependencies: [
                "Keysmith", "KeyboardModel", "LayoutDiagnostics", "KeyboardGeometry", "KeyboardInput", "TouchScripts",
                "KeyboardWords",
                "KeyboardRendering", "KeysmithSources", "LayoutFormat", "LayoutValidation", "KeysmithPreview",
                "LayoutImport", "LayoutExport", "KeysmithLSP", "LayoutAnalysis", "FrequencyTables", "LexiconSources",
                "LayoutEmbedding",
            ]),
        // Compiled layouts as Swift source, for `keysmith compile --swift` and the build plugins' tools.
        .target(name: "LayoutEmbedding", dependencies: ["LayoutDiagnostics"]),

        // MARK: - Executables
        .executableTarget(name: "keysmith", dependencies: ["KeysmithCLI"]),
        // The build plugins' tools: in no product, as SwiftPM #8831 needs. The YAML one needs
        // libyaml (not the CLI, so not libxml2); the compiled one no system library.
        .executableTarget(
            name: "keysmith-layout-compiler", dependencies: ["LayoutEmbedding", "LayoutValidation", "CompiledLayouts"]),
        .executableTarget(
            name: "keysmith-layout-embedder", dependencies: ["LayoutEmbedding", "CompiledLayouts", "LayoutDiagnostics"]),

        // MARK: - Plugins
        .plugin(
            name: "KeysmithLayoutsPlugin", capability: .buildTool(), dependencies: ["keysmith-layout-compiler"]),
        .plugin(
            name: "KeysmithCompiledLayoutsPlugin", capability: .buildTool(),
            dependencies: ["keysmith-layout-embedder"]),
        .executableTarget(
            name: "keysmith-bench",
            dependencies: [
                "Keysmith", "KeysmithSources", "LayoutFormat", "LayoutValidation", "LayoutImport", "BenchmarkSupport",
                "KeysmithLSP", "LayoutAnalysis", "FrequencyTables", "LexiconSources", "KeyboardWords", "CHeapCounter",
                "ConstraintSolver", "KeyboardModel", "KeyboardGeometry", "KeyboardHosting", "KeyboardInput",
                "KeyboardRendering", "LocatedYAML", "LayoutDiagnostics",
            ]),
        .executableTarget(name: "solver-json", dependencies: ["ConstraintSolver"]),
        .executableTarget(
            name: "import-corpus",
            dependencies: [
                "LayoutImport", "LayoutFormat", "CompiledLayouts", "LayoutValidation", "KeyboardInput", "TouchScripts",
                "KeyboardGeometry", "KeyboardModel",
            ]),

        // MARK: - Support (benchmark systems and fuzz drivers; never part of the library)
        .target(name: "BenchmarkSupport", dependencies: ["ConstraintSolver"]),
        // The frequency tables `keysmith analyze` uses without a text (scripts/generate-frequency-tables.py).
        .target(name: "FrequencyTables", dependencies: ["LayoutAnalysis"]),
        .target(name: "CFuzzerDriver"),
        // The heap's bytes in use, for keysmith-bench's memory figures.
        .target(name: "CHeapCounter"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzerDriver", "KeyboardModel", "LayoutFormat", "LayoutImport", "KeysmithSources"]),

        // MARK: - Fuzz targets (scripts/fuzz.sh builds them with libFuzzer)
        .executableTarget(name: "fuzz-yaml", dependencies: ["LocatedYAML", "LayoutFormat", "FuzzSupport"]),
        .executableTarget(name: "fuzz-layout", dependencies: ["LayoutFormat", "FuzzSupport"]),
        .executableTarget(
            name: "fuzz-export", dependencies: ["LayoutFormat", "LayoutExport", "LayoutImport", "FuzzSupport"]),
        .executableTarget(name: "fuzz-constraint", dependencies: ["LayoutFormat", "FuzzSupport"]),
        .executableTarget(
            name: "fuzz-replay",
            dependencies: [
                "KeyboardModel", "KeyboardGeometry", "KeyboardInput", "TouchScripts", "KeyboardWords", "LayoutFormat",
                "FuzzSupport",
            ]),
        .executableTarget(
            name: "fuzz-type",
            dependencies: [
                "KeyboardModel", "KeyboardGeometry", "KeyboardInput", "TouchScripts", "LayoutFormat", "FuzzSupport",
            ]),
        .executableTarget(name: "fuzz-analyze", dependencies: ["LayoutAnalysis", "KeyboardModel", "FuzzSupport"]),
        .executableTarget(name: "fuzz-http", dependencies: ["KeysmithPreview", "KeysmithSources", "FuzzSupport"]),
        .executableTarget(
            name: "fuzz-compiled",
            dependencies: [
                "CompiledLayouts", "KeyboardModel", "KeyboardGeometry", "KeyboardInput", "LayoutFormat", "FuzzSupport",
            ]),
        .executableTarget(name: "fuzz-import", dependencies: ["LayoutImport", "LayoutFormat", "FuzzSupport"]),
        .executableTarget(name: "fuzz-import-keyman", dependencies: ["LayoutImport", "LayoutFormat", "FuzzSupport"]),
        .executableTarget(
            name: "fuzz-import-florisboard", dependencies: ["LayoutImport", "LayoutFormat", "FuzzSupport"]),
        .executableTarget(
            name: "fuzz-import-unexpected", dependencies: ["LayoutImport", "LayoutFormat", "FuzzSupport"]),
        .executableTarget(name: "fuzz-import-cldr", dependencies: ["LayoutImport", "LayoutFormat", "FuzzSupport"]),
        .executableTarget(name: "fuzz-lsp", dependencies: ["KeysmithLSP", "FuzzSupport"]),
        .executableTarget(
            name: "fuzz-lexicon", dependencies: ["KeyboardWords", "KeyboardGeometry", "FuzzSupport"]),

        // MARK: - Tests
        .target(name: "TestSupport", dependencies: ["KeyboardModel", "LayoutDiagnostics"], path: "Tests/TestSupport"),
        .testTarget(
            name: "ConstraintSolverTests", dependencies: ["TestSupport", "ConstraintSolver", "BenchmarkSupport"]),
        .testTarget(name: "KeyboardModelTests", dependencies: ["TestSupport", "KeyboardModel"]),
        .testTarget(name: "LayoutEmbeddingTests", dependencies: ["LayoutEmbedding", "LayoutDiagnostics"]),
        .testTarget(
            name: "KeyboardWordsTests",
            dependencies: [
                "TestSupport", "KeyboardWords", "LexiconSources", "KeyboardGeometry", "KeyboardModel", "LayoutFormat",
                "KeysmithSources",
            ]),
        .testTarget(
            name: "LayoutFormatTests",
            dependencies: [
                "KeyboardModel",
                "TestSupport", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat", "LayoutValidation",
                "KeysmithSources",
            ]),
        .testTarget(
            name: "KeyboardGeometryTests",
            dependencies: [
                "KeyboardModel", "TestSupport", "KeyboardGeometry", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat",
            ]),
        .testTarget(
            name: "KeyboardInputTests",
            dependencies: [
                "KeyboardGeometry", "KeyboardModel",
                "TestSupport", "KeyboardInput", "TouchScripts", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat",
                "KeysmithSources",
                "LayoutImport", "LayoutExport", "KeyboardWords", "CompiledLayouts",
            ]),
        .testTarget(
            name: "TouchScriptsTests",
            dependencies: [
                "TestSupport", "TouchScripts", "KeyboardInput", "KeyboardGeometry", "KeyboardModel", "LayoutFormat",
                "LocatedYAML", "LayoutDiagnostics", "KeysmithSources",
            ]),
        .testTarget(name: "LayoutDiagnosticsTests", dependencies: ["LayoutDiagnostics"]),
        .testTarget(
            name: "LocatedYAMLTests", dependencies: ["TestSupport", "LocatedYAML", "LayoutDiagnostics", "KeyboardModel"]),
        .testTarget(
            name: "LayoutValidationTests",
            dependencies: [
                "TestSupport", "LayoutValidation", "LayoutFormat", "LayoutDiagnostics", "KeyboardModel", "KeysmithSources",
            ]),
        .testTarget(name: "LexiconSourcesTests", dependencies: ["LexiconSources", "KeyboardWords"]),
        .testTarget(name: "FrequencyTablesTests", dependencies: ["FrequencyTables", "LayoutAnalysis"]),
        .testTarget(name: "KeysmithSourcesTests", dependencies: ["TestSupport", "KeysmithSources"]),
        .testTarget(
            name: "KeysmithResourcesTests",
            dependencies: ["TestSupport", "KeysmithResources", "KeysmithSources", "CompiledLayouts", "LayoutFormat"]),
        .testTarget(
            name: "KeyboardRenderingTests",
            dependencies: [
                "KeyboardGeometry", "KeyboardModel",
                "TestSupport", "KeyboardRendering", "KeyboardInput", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat",
                "KeysmithSources", "KeyboardWords",
            ]),
        .testTarget(
            name: "KeyboardHostingTests",
            dependencies: [
                "CompiledLayouts", "KeyboardGeometry", "KeyboardModel",
                "TestSupport", "KeyboardHosting", "KeyboardInput", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat",
                "KeysmithSources",
            ]),
        .testTarget(
            name: "CompiledLayoutsTests",
            dependencies: [
                "KeyboardModel",
                "TestSupport", "CompiledLayouts", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat",
                "KeyboardGeometry", "KeysmithSources",
                "KeysmithResources",
            ]),
        // The CoreGraphics conversions, compiled against Foundation's CGPoint, CGSize and CGRect.
        .testTarget(
            name: "CoreGraphicsConversionTests",
            dependencies: ["KeyboardGeometry", "KeyboardModel", "KeyboardRendering"],
            swiftSettings: [.define("KEYSMITH_CG_FROM_FOUNDATION")]),
        // Written as an app uses the library: `import Keysmith` only.
        .testTarget(name: "KeysmithTests", dependencies: ["Keysmith"]),
        .testTarget(
            name: "LayoutImportTests",
            dependencies: [
                "KeyboardModel", "LayoutImport", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat", "KeysmithSources",
            ]),
        .testTarget(
            name: "LayoutExportTests",
            dependencies: [
                "TestSupport", "KeyboardModel", "LayoutExport", "LayoutDiagnostics", "LayoutFormat", "CompiledLayouts",
            ]),
        .testTarget(
            name: "KeysmithLSPTests",
            dependencies: ["TestSupport", "KeysmithLSP", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat"]),
        .testTarget(
            name: "KeysmithPreviewTests",
            dependencies: ["Keysmith", "TestSupport", "KeysmithPreview", "KeysmithSources"]),
        .testTarget(
            name: "LayoutAnalysisTests",
            dependencies: [
                "TestSupport", "LayoutAnalysis", "FrequencyTables", "LayoutFormat", "KeysmithSources",
                "KeyboardGeometry",
                "KeyboardModel",
            ]),
        .testTarget(
            name: "KeysmithCLITests",
            dependencies: [
                "CompiledLayouts", "KeyboardGeometry", "KeyboardModel", "KeyboardRendering",
                "TestSupport", "KeysmithCLI", "Keysmith", "LocatedYAML", "LayoutDiagnostics", "LayoutFormat",
                "LayoutValidation", "KeysmithSources",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
