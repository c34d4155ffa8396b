import PackagePlugin

/// Compiles a target's keyboard layouts (its `*.yaml` files) at build time: each is validated as
/// `keysmith validate` does — its errors and warnings are the build's, at `file:line:column` — and
/// all of them go into one generated Swift file, `enum <Target>Layouts`, that the target loads with
/// `EmbeddedLayouts(ids: <Target>Layouts.layoutIDs, bytes: <Target>Layouts.compiledLayout)`.
@main
struct KeysmithLayoutsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layouts = target.sourceFiles(withSuffix: "yaml").map(\.url).sorted { $0.path < $1.path }
        guard !layouts.isEmpty else { return [] }
        // The tool names the enumeration after the target (`<Target>Layouts`).
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)Layouts.swift")
        return [
            .buildCommand(
                displayName:
                    "Compiling \(layouts.count) keyboard layout\(layouts.count == 1 ? "" : "s") of \(target.name)",
                executable: try context.tool(named: "keysmith-layout-compiler").url,
                arguments: ["--target", target.name, "--output", output.path] + layouts.map(\.path),
                inputFiles: layouts,
                outputFiles: [output])
        ]
    }
}
