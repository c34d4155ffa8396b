// The YAML build plugin's tool (KeysmithLayoutsPlugin): each layout is checked as
// `keysmith validate` checks it and compiled as `keysmith compile` compiles it, and all go into
// one Swift source file. The plugin runs it as
// `keysmith-layout-compiler --target NAME --output OUT LAYOUT...`. It needs libyaml, and nothing
// of the CLI's (no libxml2); a target of no product, as SwiftPM #8831 needs.
import CompiledLayouts
import LayoutEmbedding
import LayoutValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let status = EmbeddingTool.run(
    Array(CommandLine.arguments.dropFirst()), tool: "keysmith-layout-compiler (KeysmithLayoutsPlugin)"
) { path in
    let report = FileValidator.validate(path: path)
    if let reason = report.load.unreadableReason {
        return EmbeddingTool.Checked(layout: nil, diagnostics: [], sources: [], unreadable: reason)
    }
    let valid = !report.diagnostics.contains { $0.severity == .error }
    return EmbeddingTool.Checked(
        layout: report.load.layout.flatMap { valid ? ($0.id, CompiledLayout.encode($0)) : nil },
        diagnostics: report.diagnostics, sources: report.load.sources)
}
exit(status)
