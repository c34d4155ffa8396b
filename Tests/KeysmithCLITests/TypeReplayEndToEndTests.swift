import Foundation
import Testing

/// `keysmith type` and `keysmith replay` as the built binary.
@Suite struct TypeReplayEndToEndTests {
    @Test func typeRoundTrips() throws {
        let text = "Съешь же ещё этих мягких французских булок, да выпей чаю 1."
        let result = try Binary.run(["type", "Layouts/ru-RU.yaml", text], in: Binary.packageRoot)
        #expect(result == RunResult(status: 0, standardOutput: text + "\n", standardError: ""))
    }

    @Test func typeNamesMissingCharacters() throws {
        let result = try Binary.run(["type", "Layouts/en-US.yaml", "naïve ж"], in: Binary.packageRoot)
        #expect(
            result
                == RunResult(
                    status: 1, standardOutput: "",
                    standardError: "keysmith: error: layout 'en-US' cannot type 'ж' (U+0436)\n"))
    }

    @Test func typeTrace() throws {
        let result = try Binary.run(["type", "--trace", "Layouts/en-US.yaml", "Hi"], in: Binary.packageRoot)
        #expect(result.status == 0)
        #expect(result.standardOutput == "Hi\n")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("t=0.000 layer=letters key=h at (") == true)
        #expect(lines.last?.hasPrefix("t=0.150 layer=letters key=i at (") == true)
    }

    @Test func replayAndItsErrors() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("taps.jsonl", ReplayCommandTests.events)
        let layout = Binary.packageRoot.appendingPathComponent("Layouts/en-US.yaml").path
        let folder = URL(fileURLWithPath: directory.path)
        #expect(
            try Binary.run(["replay", layout, "taps.jsonl"], in: folder)
                == RunResult(status: 0, standardOutput: "Hé\n", standardError: ""))
        _ = try directory.write("bad.jsonl", "\n{\"t\":1,\"touch\":1,\"phase\":\"began\",\"x\":1,\"y\":2,}\n")
        let bad = try Binary.run(["replay", layout, "bad.jsonl"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.standardOutput == "")
        #expect(bad.standardError.hasPrefix("bad.jsonl:2:46: error: expected a key in double quotes\n"))
    }
}
