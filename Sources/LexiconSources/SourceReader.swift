import Foundation
import KeyboardModel
import KeyboardWords
import LayoutDiagnostics

/// Accumulates the words of the sources read so far, by their bytes, in first-seen order.
struct SourceReader {
    /// The longest word kept, in bytes.
    static let maxWordBytes = 256
    /// The most distinct words a lexicon holds.
    static let mostWords = 4_000_000

    /// The most distinct words this reader keeps (``mostWords``; fewer in tests).
    var maxWords = Self.mostWords

    var diagnostics: [Diagnostic] = []
    var sources: [SourceText] = []
    /// Word bytes → index in `words`: keyed by bytes, never by `String` (which would merge
    /// canonically equivalent forms).
    private var index: [[UInt8]: Int] = [:]
    private var words: [LexiconContents.Word] = []
    private var modelLanguage: String?
    private var usesCasing = true
    private var insertAfterWord = " "
    private var keepQuotes: (open: String, close: String)?

    // MARK: - Files

    mutating func read(_ path: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            fail(path, "cannot read '\(path)': no such file or folder")
            return
        }
        if isDirectory.boolValue {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            let models = names.filter { $0.hasSuffix(".model.ts") }
            guard let model = models.first, models.count == 1 else {
                let found = models.isEmpty ? "no *.model.ts" : "\(models.count) *.model.ts files"
                fail(path, "the folder '\(path)' holds \(found); name the model source or the word list instead")
                return
            }
            readModel((path as NSString).appendingPathComponent(model))
        } else if path.hasSuffix(".model.ts") {
            readModel(path)
        } else {
            readList(path, plain: nil)
        }
    }

    private mutating func load(_ path: String) -> (bytes: [UInt8], text: SourceText)? {
        switch FileAccess.read(path, limit: LexiconCompiler.maxFileSize) {
        case .failure(.tooLarge(_)):
            fail(path, "'\(path)' is larger than \(LexiconCompiler.maxFileSize >> 20) MiB", code: .tooLarge)
            return nil
        case .failure(.isDirectory):
            fail(path, "cannot read '\(path)': it is a folder")
            return nil
        case .failure(.system(let reason)):
            fail(path, "cannot read '\(path)': \(reason)")
            return nil
        case .success(var bytes):
            // A byte-order mark opens some lists.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            if let (line, column) = Self.firstInvalidUTF8(bytes) {
                let text = SourceText(file: path, text: String(decoding: bytes, as: UTF8.self))
                sources.append(text)
                report(
                    .error, .invalidUTF8, "the file is not UTF-8 here",
                    at: SourceLocation(file: path, line: line, column: column))
                return nil
            }
            let text = SourceText(file: path, text: String(decoding: bytes, as: UTF8.self))
            sources.append(text)
            return (bytes, text)
        }
    }

    private mutating func fail(_ path: String, _ message: String, code: LexiconCode = .unreadable) {
        report(.error, code, message, at: SourceLocation(file: path, line: 1, column: 1))
    }

    private mutating func report(
        _ severity: Diagnostic.Severity, _ code: LexiconCode, _ message: String, at location: SourceLocation
    ) {
        diagnostics.append(Diagnostic(severity, code: code.rawValue, message, at: location))
    }

    // MARK: - Word lists

    /// Reads a word list: TSV (word, tab, count; more columns ignored; `#` comments) when the
    /// name ends in `.tsv` or a line has a tab, else a plain list, most frequent first.
    mutating func readList(_ path: String, plain: Bool?) {
        guard let (bytes, _) = load(path) else { return }
        let lines = Self.lines(bytes)
        let isPlain = plain ?? (!path.hasSuffix(".tsv") && !bytes.contains(0x09))
        var rank = 0
        let before = words.count
        for (number, line) in lines.enumerated() {
            let start = SourceLocation(file: path, line: number + 1, column: 1)
            var content = line
            if content.last == 0x0D { content.removeLast() }
            if content.first == UInt8(ascii: "#") || content.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let columns = content.split(separator: 0x09, omittingEmptySubsequences: false)
            let word = Array(Self.trimmed(columns[0]))
            guard !word.isEmpty else {
                // A count or more columns with no word before them: said, not dropped unseen.
                report(.warning, .noWord, "the line has no word before its tab, and is skipped", at: start)
                continue
            }
            var count: UInt64 = 1
            if isPlain {
                // Zipf's law: the word of rank r is seen about 1/r as often as the first.
                count = max(1, 1_000_000 / UInt64(rank + 1))
                rank += 1
            } else if columns.count > 1, !Self.trimmed(columns[1]).isEmpty {
                let field = Self.trimmed(columns[1])
                guard field.allSatisfy({ (0x30...0x39).contains($0) }),
                    let value = UInt64(String(decoding: field, as: UTF8.self))
                else {
                    let column = String(decoding: columns[0], as: UTF8.self).count + 2
                    report(
                        .error, .badCount,
                        "the count '\(String(decoding: field, as: UTF8.self))' is not a whole number",
                        at: SourceLocation(file: path, line: number + 1, column: column))
                    continue
                }
                count = value
            }
            guard word.count <= Self.maxWordBytes else {
                report(.error, .tooLarge, "a word of \(word.count) bytes (at most \(Self.maxWordBytes))", at: start)
                continue
            }
            guard add(word, count: count) else {
                report(
                    .error, .tooLarge, "too many words: a lexicon holds at most \(maxWords) distinct words", at: start)
                return
            }
        }
        if words.count == before,
            !diagnostics.contains(where: { $0.location.file == path && $0.severity == .error })
        {
            fail(path, "the word list '\(path)' has no words", code: .emptyList)
        }
    }

    /// Adds `count` to `word`'s, a new word when it is one.
    ///
    /// - Returns: `false` when `word` is new and there are ``maxWords`` already (nothing added).
    private mutating func add(_ word: [UInt8], count: UInt64) -> Bool {
        if let known = index[word] {
            words[known].count =
                words[known].count.addingReportingOverflow(count).overflow
                ? UInt64.max : words[known].count + count
            return true
        }
        guard words.count < maxWords else { return false }
        index[word] = words.count
        words.append(
            LexiconContents.Word(form: Array(String(decoding: word, as: UTF8.self).unicodeScalars), count: count))
        return true
    }

    // MARK: - Keyman model sources

    mutating func readModel(_ path: String) {
        guard let (bytes, text) = load(path) else { return }
        let model = ModelSource(bytes: bytes)
        let folder = (path as NSString).deletingLastPathComponent
        func location(_ token: ModelSource.Token?) -> SourceLocation {
            SourceLocation(file: path, line: token?.line ?? 1, column: token?.column ?? 1)
        }
        _ = text
        if let format = model.value(of: "format") {
            if format.text != "trie-1.0" {
                report(
                    .error, .unsupportedModel,
                    "the model's format is '\(format.text)'; only 'trie-1.0' can be compiled",
                    at: location(format))
                return
            }
        }
        for name in ["wordBreaker", "searchTermToKey"] {
            guard let key = model.key(name), let value = model.value(of: name) else { continue }
            if name == "wordBreaker", value.kind == .string, value.text == "default" { continue }
            report(
                .warning, .customFunction,
                "the model's \(name) is a custom function; the default is used (\(name == "wordBreaker" ? "words end at spaces and punctuation" : "NFKD, accents U+0300–U+036F dropped, lower case, NFC"))",
                at: location(key))
        }
        if let casing = model.value(of: "languageUsesCasing") { usesCasing = casing.text != "false" }
        if let after = model.value(of: "insertAfterWord"), after.kind == .string { insertAfterWord = after.text }
        if let open = model.value(of: "open"), let close = model.value(of: "close"), open.kind == .string,
            close.kind == .string
        {
            keepQuotes = (open.text, close.text)
        }
        let id = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let parts = id.split(separator: ".")
        if parts.count >= 3 { modelLanguage = String(parts[1]) }
        let sources = model.strings(in: "sources")
        guard !sources.isEmpty else {
            report(
                .error, .unsupportedModel, "the model names no word lists in 'sources'",
                at: location(model.key("sources")))
            return
        }
        for source in sources {
            let listPath = (folder as NSString).appendingPathComponent(source.text)
            guard FileManager.default.fileExists(atPath: listPath) else {
                report(
                    .error, .unreadable, "cannot read the word list '\(source.text)' the model names",
                    at: location(source))
                continue
            }
            readList(listPath, plain: false)
        }
    }

    // MARK: - The end

    func finish(language: String?) -> LexiconCompiler.Result {
        if words.isEmpty, diagnostics.allSatisfy({ $0.severity != .error }) {
            var result = LexiconCompiler.Result(contents: nil, diagnostics: diagnostics, sources: sources)
            result.diagnostics.append(
                Diagnostic(
                    .error, code: LexiconCode.emptyList.rawValue, "no words were read",
                    at: SourceLocation(file: sources.first?.file ?? "-", line: 1, column: 1)))
            return result
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return LexiconCompiler.Result(contents: nil, diagnostics: diagnostics, sources: sources)
        }
        var fold: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        for word in words {
            for scalar in word.form where fold[scalar] == nil {
                let folded = LexiconCompiler.defaultFold(scalar)
                if folded != [scalar] { fold[scalar] = folded }
            }
        }
        let contents = LexiconContents(
            words: words, fold: fold, language: language ?? modelLanguage ?? "", usesCasing: usesCasing,
            insertAfterWord: insertAfterWord, keepQuotes: keepQuotes)
        return LexiconCompiler.Result(contents: contents, diagnostics: diagnostics, sources: sources)
    }

    // MARK: - Bytes

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x0D { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x0D { slice.removeLast() }
        return slice
    }

    /// The line and column (in characters before it, plus one) of the first byte that is not
    /// UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            var valid = length > 0 && index + length <= bytes.count
            if valid, length > 1 {
                let slice = bytes[index..<(index + length)]
                var iterator = slice.makeIterator()
                var decoder = UTF8()
                if case .scalarValue = decoder.decode(&iterator) {} else { valid = false }
            }
            guard valid else {
                let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
                return (line, column)
            }
            index += length
        }
        return nil
    }
}
