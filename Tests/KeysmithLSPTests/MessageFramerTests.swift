import Testing

@testable import KeysmithLSP

@Suite struct MessageFramerTests {
    static func frames(_ chunks: [[UInt8]], limit: Int = 1000) -> [MessageFramer.Frame] {
        var framer = MessageFramer(maxBodySize: limit)
        var found: [MessageFramer.Frame] = []
        for chunk in chunks {
            framer.append(chunk)
            while let frame = framer.next() { found.append(frame) }
        }
        return found
    }

    @Test func bodiesSplitAtEveryByteComeOutWhole() {
        let stream = Array("Content-Length: 2\r\n\r\n{}Content-Type: x\r\ncontent-length:  5 \r\n\r\n[1,2]".utf8)
        let whole = Self.frames([stream])
        #expect(whole == [.message(Array("{}".utf8)), .message(Array("[1,2]".utf8))])
        for cut in 1..<stream.count {
            #expect(Self.frames([Array(stream[..<cut]), Array(stream[cut...])]) == whole, "cut at \(cut)")
        }
        #expect(Self.frames(stream.map { [$0] }) == whole)
    }

    @Test func badHeadersAreSkippedAndTheNextMessageRead() {
        let stream = Array(
            "Content-Type: x\r\n\r\nbroken\r\n\r\nContent-Length: nine\r\n\r\nContent-Length: 1\r\n\r\n1".utf8)
        #expect(
            Self.frames([stream]) == [
                .badHeader("the header has no Content-Length"), .badHeader("the header line 'broken' has no ':'"),
                .badHeader("Content-Length 'nine' is not a length"), .message(Array("1".utf8)),
            ])
    }

    @Test func aBodyOverTheLimitIsSkippedWithoutBeingKept() {
        let big = Array("Content-Length: 2000\r\n\r\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 2000)
        let next = Array("Content-Length: 2\r\n\r\nok".utf8)
        // Arriving in pieces: the skipped body spans several appends.
        let chunks = stride(from: 0, to: big.count, by: 300).map { Array(big[$0..<min(big.count, $0 + 300)]) } + [next]
        #expect(Self.frames(chunks) == [.tooLarge(2000), .message(Array("ok".utf8))])
    }

    @Test func aHeaderThatNeverEndsIsDropped() {
        let frames = Self.frames([Array(repeating: UInt8(ascii: "a"), count: 9000)])
        #expect(frames == [.badHeader("a header block longer than 8192 bytes")])
    }
}
