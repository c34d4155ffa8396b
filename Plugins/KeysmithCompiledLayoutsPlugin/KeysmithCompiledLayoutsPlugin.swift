import PackagePlugin

/// Embeds a target's compiled keyboard layouts (its `*.kslayout` files, made by `keysmith
/// compile`) at build time: each is checked as a device loads it — a damaged or too-new file is
/// the build's error — and all of them go into one generated Swift file, `enum <Target>Layouts`,
/// loaded with `EmbeddedLayouts(ids: <Target>Layouts.layoutIDs, bytes: <Target>Layouts.compiledLayout)`.
/// Unlike `KeysmithLayoutsPlugin` (YAML), its tool needs no system library.
@main
struct KeysmithCompiledLayoutsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layouts = target.sourceFiles(withSuffix: "kslayout").map(\.url).sorted { $0.path < $1.path }
        guard !layouts.isEmpty else { return [] }
        // The tool names the enumeration after the target (`<Target>Layouts`).
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)Layouts.swift")
        return [
            .buildCommand(
                displayName:
                    "Embedding \(layouts.count) compiled keyboard layout\(layouts.count == 1 ? "" : "s") of \(target.name)",
                executable: try context.tool(named: "keysmith-layout-embedder").url,
                arguments: ["--target", target.name, "--output", output.path] + layouts.map(\.path),
                inputFiles: layouts,
                outputFiles: [output])
        ]
    }
}
