// The import corpus run (a support tool, not part of the library): every layout file of
// `../shared/corpus` for each format the importers read is imported, what is written is
// validated with `--strict`, laid out at 390 × 216 (and at 1024 × 320 where the source has a
// tablet form), and the characters its first layer types are typed through the real controller;
// each layout that reads is also compiled, and must read back equal and solve to the same frames.
// One table per format, with the reason for each failure; exits 1 when a warning has no source
// line or the formats with an importer fall below 95 % solved or 90 % typed. Run by
// scripts/check-import-corpus.sh.
//
//   import-corpus CORPUS_FOLDER
import CompiledLayouts
import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import LayoutFormat
import LayoutImport
import LayoutValidation
import TouchScripts

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes, or `nil`.
func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

/// The files of `folder` (recursively) whose names end with `suffix`, sorted.
func files(in folder: String, endingWith suffix: String) -> [String] {
    var found: [String] = []
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        guard name != ".", name != ".." else { continue }
        let path = folder + "/" + name
        if entry.pointee.d_type == UInt8(DT_DIR) {
            found += files(in: path, endingWith: suffix)
        } else if name.hasSuffix(suffix) {
            found.append(path)
        }
    }
    return found.sorted()
}

/// One file's run: the first step that failed and why, else `nil`.
struct Outcome {
    var imported = false
    /// Read without errors (the layouts that can be compiled).
    var loads = false
    /// Compiled, read back equal, and every form solved to the same frames as the YAML's.
    var compiled = false
    var valid = false
    var solved = false
    var typed = false
    var reason = ""
    var warnings = 0
    var unlocated = 0
}

@MainActor func check(_ result: ImportResult, id: String, file: String) -> Outcome {
    var outcome = Outcome()
    outcome.warnings = result.diagnostics.count
    outcome.unlocated = result.diagnostics.filter { $0.location.file.isEmpty || $0.location.line < 1 }.count
    guard let layout = result.layout else {
        outcome.reason = result.diagnostics.first { $0.severity == .error }?.message ?? "not imported"
        return outcome
    }
    outcome.imported = true
    let loaded = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: id + ".yaml")
    if let written = loaded.layout {
        outcome.loads = true
        outcome.compiled = compiles(written)
        if !outcome.compiled { outcome.reason = "compiled, it reads back otherwise or solves otherwise" }
    }
    guard let written = loaded.layout, loaded.diagnostics.isEmpty else {
        outcome.reason = "validate --strict: " + (loaded.diagnostics.first?.message ?? "no layout")
        return outcome
    }
    outcome.valid = true
    var sizes = [KeyboardSize.phonePortrait]
    if written.formNames.contains("tablet") { sizes.append(KeyboardSize(width: 1024, height: 320)) }
    for size in sizes {
        let form = written.form(forWidth: size.width)
        let problems = GeometryDiagnostics.diagnostics(for: form, sizes: [size], file: id + ".yaml")
        if let problem = problems.first {
            outcome.reason = "solve at \(size): " + problem.message
            return outcome
        }
    }
    outcome.solved = true
    // What every layer types: each text key's text, each typed on its own (a combining mark
    // after what is before it) from where the last left the keyboard, and the whole compared
    // code point for code point. (Unexpected Keyboard's numeric layers are reached by a flick.)
    var texts: [String] = []
    for row in written.layers.flatMap(\.rows) {
        for key in row.keys {
            guard case .character(let text, _) = key.action, !texts.contains(text) else { continue }
            texts.append(text)
        }
    }
    let expected = texts.joined()
    do {
        let controller = try KeyboardController(layout: written)
        let buffer = TextBuffer()
        controller.input = buffer
        let typist = Typist(controller: controller)
        for text in texts { try typist.type(text) }
        guard buffer.text.unicodeScalars.elementsEqual(expected.unicodeScalars) else {
            outcome.reason = "typed '\(buffer.text.prefix(40))', not '\(expected.prefix(40))'"
            return outcome
        }
    } catch {
        outcome.reason = "type: \(error)"
        return outcome
    }
    outcome.typed = true
    return outcome
}

/// Whether `layout` compiled reads back as itself and lays out every form at its preferred size
/// to the same frames (so `keysmith solve` prints the same) — or fails to lay out the same way.
func compiles(_ layout: KeyboardLayout) -> Bool {
    guard let read = try? CompiledLayout.decode(CompiledLayout.encode(layout)), read == layout else { return false }
    for name in layout.formNames {
        guard let original = layout.form(named: name), let compiled = read.form(named: name) else { return false }
        var left = try? LayoutGeometry(original)
        var right = try? LayoutGeometry(compiled)
        guard (try? left?.frames(for: original.size)) == (try? right?.frames(for: compiled.size)) else { return false }
    }
    return true
}

@MainActor func run(corpus: String) -> Int32 {
    let keymanRTL = Set(
        (read(corpus + "/MANIFEST.tsv").map { String(decoding: $0, as: UTF8.self) } ?? "").split(separator: "\n")
            .filter { $0.contains("RTL") }.compactMap { line in
                line.split(separator: "\t").dropFirst().first.map { String($0.split(separator: "/").last ?? "") }
            })
    typealias Importer = (String) -> ImportResult
    func id(_ path: String) -> String {
        String(path.split(separator: "/").last?.split(separator: ".").first ?? "")
    }
    let formats: [(name: String, files: [String], importer: Importer)] = [
        (
            "keyman", files(in: corpus + "/keyman", endingWith: ".keyman-touch-layout"),
            { path in
                ImportFormat.keyman.importLayout(
                    ImportSource(
                        bytes: read(path) ?? [], file: path, id: id(path),
                        direction: keymanRTL.contains(String(path.split(separator: "/").last ?? ""))
                            ? .rightToLeft : .leftToRight))
            }
        ),
        (
            "florisboard",
            files(in: corpus + "/florisboard/layouts", endingWith: ".json").filter { !$0.hasSuffix("/extension.json") },
            { path in
                ImportFormat.florisboard.importLayout(
                    ImportSource(bytes: read(path) ?? [], file: path, id: id(path), read: read))
            }
        ),
        (
            "squeekboard", files(in: corpus + "/squeekboard/keyboards", endingWith: ".yaml"),
            { path in
                ImportFormat.squeekboard.importLayout(ImportSource(bytes: read(path) ?? [], file: path, id: id(path)))
            }
        ),
        (
            "unexpected", files(in: corpus + "/unexpected-keyboard/layouts", endingWith: ".xml"),
            { path in
                ImportFormat.unexpected.importLayout(
                    ImportSource(bytes: read(path) ?? [], file: path, id: id(path), read: read))
            }
        ),
        (
            "cldr",
            ["keyboards-46", "keyboards-main", "keyman-conformance"].flatMap {
                files(in: corpus + "/cldr/" + $0, endingWith: ".xml")
            },
            { path in
                ImportFormat.cldr.importLayout(
                    ImportSource(bytes: read(path) ?? [], file: path, id: id(path), read: read))
            }
        ),
    ]
    var total = (files: 0, imported: 0, valid: 0, solved: 0, typed: 0, loads: 0, compiled: 0)
    var compileFailures: [String] = []
    var unlocated = 0
    // The formats with an importer, for the bar: 95 % solved, 90 % typed.
    var withImporter = (files: 0, solved: 0, typed: 0)
    for format in formats where !format.files.isEmpty {
        var counts = (imported: 0, valid: 0, solved: 0, typed: 0)
        var failures: [String] = []
        for path in format.files {
            let outcome = check(format.importer(path), id: id(path), file: path)
            unlocated += outcome.unlocated
            if outcome.imported { counts.imported += 1 }
            if outcome.loads { total.loads += 1 }
            if outcome.compiled { total.compiled += 1 }
            if outcome.loads, !outcome.compiled { compileFailures.append(String(path.dropFirst(corpus.count + 1))) }
            if outcome.valid { counts.valid += 1 }
            if outcome.solved { counts.solved += 1 }
            if outcome.typed { counts.typed += 1 }
            if !outcome.typed {
                failures.append("  \(path.dropFirst(corpus.count + 1)): \(outcome.reason)")
            }
        }
        let count = format.files.count
        print(
            "\(format.name): \(count) files — imported \(counts.imported), valid \(counts.valid), solved \(counts.solved), typed \(counts.typed)"
        )
        if counts.imported > 0 {
            withImporter.files += count
            withImporter.solved += counts.solved
            withImporter.typed += counts.typed
        }
        for failure in failures { print(failure) }
        total.files += count
        total.imported += counts.imported
        total.valid += counts.valid
        total.solved += counts.solved
        total.typed += counts.typed
    }
    func percent(_ value: Int) -> String {
        total.files == 0 ? "-" : "\(value * 1000 / total.files / 10).\(value * 1000 / total.files % 10) %"
    }
    print(
        "all: \(total.files) files — imported \(total.imported) (\(percent(total.imported))), valid \(total.valid) "
            + "(\(percent(total.valid))), solved \(total.solved) (\(percent(total.solved))), typed \(total.typed) "
            + "(\(percent(total.typed))); warnings without a source line: \(unlocated)")
    print(
        "compiled: \(total.compiled) of the \(total.loads) that load without errors read back equal and solve to the "
            + "same frames"
            + (compileFailures.isEmpty ? "" : "; not: " + compileFailures.joined(separator: ", ")))
    let belowBar =
        withImporter.solved * 100 < 95 * withImporter.files || withImporter.typed * 100 < 90 * withImporter.files
    print(
        "the formats with an importer: \(withImporter.files) files — solved \(withImporter.solved), "
            + "typed \(withImporter.typed)"
            + (belowBar
                ? "; below the bar of 95 % solved and 90 % typed" : "; above the bar of 95 % solved and 90 % typed"))
    return unlocated == 0 && !belowBar && compileFailures.isEmpty ? 0 : 1
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    print("usage: import-corpus CORPUS_FOLDER")
    exit(64)
}
exit(MainActor.assumeIsolated { run(corpus: arguments[1]) })
