// The compiled-layout build plugin's tool (KeysmithCompiledLayoutsPlugin): each `.kslayout` file
// (made by `keysmith compile`) is read and checked as a device loads it, and all go into one
// Swift source file, as the YAML plugin's does. It needs no system library: an app built where
// neither libyaml nor libxml2 is installed ships its layouts this way. The plugin runs it as
// `keysmith-layout-embedder --target NAME --output OUT LAYOUT.kslayout...`.
import CompiledLayouts
import LayoutDiagnostics
import LayoutEmbedding

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let status = EmbeddingTool.run(
    Array(CommandLine.arguments.dropFirst()), tool: "keysmith-layout-embedder (KeysmithCompiledLayoutsPlugin)"
) { path in
    let bytes: [UInt8]
    switch FileSystemLayoutFiles().read(path, limit: CompiledLayout.maxFileSize) {
    case .success(let read): bytes = read
    case .failure(let error):
        return EmbeddingTool.Checked(layout: nil, diagnostics: [], sources: [], unreadable: error.reason)
    }
    let result = CompiledLayout.load(bytes: bytes, file: path)
    // The file's own bytes, as checked: what the device loads.
    return EmbeddingTool.Checked(
        layout: result.hasErrors ? nil : result.layout.map { ($0.id, bytes) }, diagnostics: result.diagnostics,
        sources: result.sources)
}
exit(status)
