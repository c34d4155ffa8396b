import Foundation
import KeyboardModel
import Testing

/// A location's file is held once per path: equal paths give one file, locations compare and
/// order by path, line and column as before, and a location still encodes its path.
@Suite struct SourceFileTests {
    @Test func equalPathsAreOneFileAndOthersAreNot() {
        let path = "Layouts/" + String(repeating: "long-directory/", count: 3) + "en-US.yaml"
        // Built apart, so that the two strings share no storage.
        let again = ["Layouts", String(repeating: "long-directory/", count: 3) + "en-US.yaml"].joined(separator: "/")
        #expect(SourceFile(path) == SourceFile(again))
        #expect(SourceFile(path).hashValue == SourceFile(again).hashValue)
        #expect(SourceFile(path) != SourceFile(path + "x"))
        #expect(SourceFile(path).path == path)
        #expect(SourceFile("").path.isEmpty)
    }

    @Test func locationsKeepWhatTheyAreGiven() {
        var location = SourceLocation(file: "a/b.yaml", line: 12, column: 7)
        #expect(location.file == "a/b.yaml")
        #expect(location.line == 12)
        #expect(location.column == 7)
        #expect(location.description == "a/b.yaml:12:7")
        location.file = "c.yaml"
        location.line = 3
        location.column = 40
        #expect(location == SourceLocation(in: SourceFile("c.yaml"), line: 3, column: 40))
        #expect(location.description == "c.yaml:3:40")
        // A location is three 32-bit numbers: the file's, the line and the column.
        #expect(MemoryLayout<KeyboardModel.SourceLocation>.size == 12)
        #expect(MemoryLayout<KeyboardModel.SourceLocation?>.size == 13)
    }

    /// By path first (not by when a path was first seen), then line, then column.
    @Test func locationsOrderByPathLineAndColumn() {
        // "z" is made before "a", so an order by first use would put it first.
        let late = SourceLocation(file: "z-order.yaml", line: 1, column: 1)
        let early = SourceLocation(file: "a-order.yaml", line: 9, column: 9)
        #expect(early < late)
        #expect(!(late < early))
        let file = SourceFile("m-order.yaml")
        let sorted = [
            SourceLocation(in: file, line: 2, column: 1), SourceLocation(in: file, line: 1, column: 5),
            SourceLocation(in: file, line: 1, column: 2),
        ].sorted()
        #expect(sorted.map { [$0.line, $0.column] } == [[1, 2], [1, 5], [2, 1]])
        #expect(!(sorted[0] < sorted[0]))
    }

    @Test func aLocationEncodesItsPath() throws {
        let location = SourceLocation(file: "dir/é.yaml", line: 4, column: 2)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(location), as: UTF8.self)
        #expect(json == #"{"column":2,"file":"dir\/é.yaml","line":4}"#)
        #expect(try JSONDecoder().decode(KeyboardModel.SourceLocation.self, from: Data(json.utf8)) == location)
    }

    /// Files made at once on many threads are still one per path.
    @Test func filesMadeConcurrentlyAreOnePerPath() async {
        let paths = (0..<40).map { "concurrent/\($0 % 8)/layout.yaml" }
        let files = await withTaskGroup(of: (String, SourceFile).self) { group in
            for path in paths {
                group.addTask { (path, SourceFile(path)) }
            }
            var files: [(String, SourceFile)] = []
            for await file in group { files.append(file) }
            return files
        }
        #expect(files.count == 40)
        for (path, file) in files {
            #expect(file == SourceFile(path))
            #expect(file.path == path)
        }
        #expect(Set(files.map { $0.1 }).count == 8)
    }
}
