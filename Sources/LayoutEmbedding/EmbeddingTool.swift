package import LayoutDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the build plugins' tools share: `TOOL --target NAME --output OUT FILE...` checks each file,
/// writes its diagnostics to standard error as `file:line:column: error: …` (the lines Xcode and
/// `swift build` list), and, when every file gives a layout, writes one Swift source file holding
/// them all (``CompiledSwiftSource``), `enum <NAME>Layouts` (``typeName(forTarget:)``). The tools differ only in how a file becomes a layout:
/// `keysmith-layout-compiler` validates and compiles YAML (libyaml), `keysmith-layout-embedder`
/// checks compiled layouts (no system library).
package enum EmbeddingTool {
    /// What checking one file gave.
    package struct Checked {
        /// The layout's id and compiled bytes, when the file gives one without errors.
        package var layout: (id: String, bytes: [UInt8])?
        /// Every problem found.
        package var diagnostics: [Diagnostic]
        /// The texts the diagnostics point into.
        package var sources: [SourceText]
        /// Why the file cannot be read at all, if it cannot.
        package var unreadable: String?

        package init(
            layout: (id: String, bytes: [UInt8])?, diagnostics: [Diagnostic], sources: [SourceText],
            unreadable: String? = nil
        ) {
            self.layout = layout
            self.diagnostics = diagnostics
            self.sources = sources
            self.unreadable = unreadable
        }
    }

    /// Runs a tool: `arguments` without the program's name, `tool` its name for the generated
    /// file's header, `check` for each file.
    ///
    /// - Returns: The exit code: 0 written, 1 a file has errors or the output cannot be written,
    ///   64 bad arguments, 66 a file cannot be read.
    package static func run(_ arguments: [String], tool: String, check: (String) -> Checked) -> Int32 {
        guard arguments.count >= 5, arguments[0] == "--target", arguments[2] == "--output" else {
            fail("usage: --target NAME --output OUT FILE...")
            return 64
        }
        let (typeName, output, paths) = (typeName(forTarget: arguments[1]), arguments[3], Array(arguments[4...]))
        var layouts: [(id: String, bytes: [UInt8])] = []
        var status: Int32 = 0
        for path in paths {
            let checked = check(path)
            if let reason = checked.unreadable {
                fail("cannot read '\(path)': \(reason)")
                status = 66
                continue
            }
            standardError(DiagnosticRenderer(sources: checked.sources, colored: false).render(checked.diagnostics))
            guard let layout = checked.layout else {
                if status == 0 { status = 1 }
                continue
            }
            if layouts.contains(where: { $0.id.utf8.elementsEqual(layout.id.utf8) }) {
                fail("'\(path)' has the id '\(layout.id)' of another layout")
                if status == 0 { status = 1 }
            }
            layouts.append(layout)
        }
        guard status == 0 else { return status }
        let source = CompiledSwiftSource.text(
            name: typeName, layouts: layouts, sources: paths.map(CompiledSwiftSource.lastComponent), generator: tool)
        guard AtomicFile.write(Array(source.utf8), to: output) else {
            fail("cannot write '\(output)': \(FileAccess.reason(errno))")
            return 1
        }
        return 0
    }

    /// The name of the enumeration generated for the target called `target`: `<Target>Layouts`,
    /// with what cannot be in a Swift name made `_` (`_` first when it would start with a digit).
    package static func typeName(forTarget target: String) -> String {
        var name = ""
        for scalar in target.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let isDigit = ("0"..."9").contains(scalar)
            name.unicodeScalars.append(isLetter || isDigit ? scalar : "_")
        }
        if name.first?.isNumber ?? true { name = "_" + name }
        return name + "Layouts"
    }

    /// `keysmith: error: MESSAGE` on standard error.
    private static func fail(_ message: String) {
        standardError("keysmith: error: \(message)\n")
    }

    /// Writes `text` to standard error (file descriptor 2), whole.
    private static func standardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
