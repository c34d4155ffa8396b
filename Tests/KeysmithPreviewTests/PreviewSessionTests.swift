import Foundation
import Keysmith
import KeysmithSources
import Testing

@testable import KeysmithPreview

/// The preview's routes, driven as the page drives them, against a real layout file.
@MainActor @Suite struct PreviewSessionTests {
    let folder: String
    let path: String
    let host = "127.0.0.1:8125"

    init() throws {
        folder = FileManager.default.temporaryDirectory.path + "/keysmith-preview-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/en-US.yaml"
        try write(path, BundledSources.layouts["en-US"] ?? "")
    }

    func write(_ file: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    func session() -> PreviewSession {
        PreviewSession(path: path, allowedHosts: [host], watchInterval: 0)
    }

    func request(_ method: String, _ target: String, body: String = "", headers: [String: String] = [:])
        -> HTTPRequest
    {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\nContent-Length: \(body.utf8.count)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        guard case .request(let request, _) = HTTPRequestParser().parse(Array((text + "\r\n" + body).utf8)[...]) else {
            return HTTPRequest(method: "", path: "", query: [:], minorVersion: 1, headers: [:], body: [])
        }
        return request
    }

    func response(_ session: PreviewSession, _ request: HTTPRequest) -> HTTPResponse? {
        if case .response(let response) = session.respond(to: request) { return response }
        return nil
    }

    /// The state a route answers, decoded.
    func state(_ session: PreviewSession, _ request: HTTPRequest) throws -> [String: Any] {
        let answer = try #require(response(session, request))
        #expect(answer.status == .ok, "\(String(decoding: answer.body, as: UTF8.self))")
        return try #require(JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])
    }

    /// A touch line at the centre of `key` on the current layer.
    func line(
        _ session: PreviewSession, _ key: String, _ phase: String, at time: Double, dx: Double = 0, dy: Double = 0
    )
        throws -> String
    {
        let frame = try #require(session.controller?.frames?.key(withID: key)).frame
        return "{\"t\":\(time),\"touch\":1,\"phase\":\"\(phase)\",\"x\":\(frame.midX + dx),\"y\":\(frame.midY + dy)}"
    }

    func tap(_ session: PreviewSession, _ key: String, at time: Double) throws -> [String: Any] {
        let body = try line(session, key, "began", at: time) + "\n" + line(session, key, "ended", at: time + 0.05)
        return try state(session, request("POST", "/touches", body: body))
    }

    @Test func theStateAndItsDrawing() throws {
        let session = session()
        let first = try state(session, request("GET", "/state"))
        #expect(first["version"] as? Int == 1)
        #expect(first["layer"] as? String == "letters")
        #expect(first["layers"] as? [String] == ["letters", "numbers", "symbols"])
        #expect(first["width"] as? Double == 390)
        #expect(first["height"] as? Double == 216)
        #expect(first["shift"] as? String == "once")  // sentences: an empty field starts capitalised
        #expect((first["diagnostics"] as? [Any])?.isEmpty == true)
        let face = try #require(first["face"] as? String)
        #expect(face == "1/phone/letters/shift/390x216//light")
        let svg = try #require(first["svg"] as? String)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"keys\" data-layer=\"letters\""))
        #expect(svg.contains("<g data-key-id=\"q\" data-kind=\"character\" data-state=\"normal\" aria-label=\"Q\">"))
        #expect(svg.contains(">Q</text>"))  // the shifted face while shift is on
        // The page already has this face: no drawing.
        let again = try state(session, request("GET", "/state?face=" + face.replacingOccurrences(of: "/", with: "%2F")))
        #expect(again["svg"] == nil)
        #expect(again["face"] as? String == face)
    }

    @Test func tapsTypeThroughTheController() throws {
        let session = session()
        _ = try tap(session, "h", at: 1)
        let typed = try tap(session, "i", at: 1.3)
        #expect(typed["text"] as? String == "Hi")
        #expect(typed["shift"] as? String == "off")
        #expect(typed["face"] as? String == "1/phone/letters/plain/390x216//light")
        let toNumbers = try tap(session, "to-numbers", at: 1.6)
        #expect(toNumbers["layer"] as? String == "numbers")
        #expect((toNumbers["svg"] as? String)?.contains("data-layer=\"numbers\"") == true)
        // Clear empties the text; the next letter is capitalised again.
        let cleared = try state(session, request("POST", "/clear"))
        #expect(cleared["text"] as? String == "")
        #expect(cleared["shift"] as? String == "once")
    }

    @Test func aLongPressNeedsATickAtTheDeadline() throws {
        let session = session()
        _ = try tap(session, "t", at: 10)
        let held = try state(session, request("POST", "/touches", body: try line(session, "e", "began", at: 11)))
        // The long press is due 0.45 s after the touch began, in the page's time.
        let deadline = try #require(held["deadline"] as? Double)
        #expect(abs(deadline - 11.45) < 1e-9)
        #expect(held["popup"] is NSNull)
        #expect(held["pressed"] as? String == "e")
        let opened = try state(session, request("POST", "/tick?t=11.451"))
        let popup = try #require(opened["popup"] as? [String: Any])
        #expect(popup["key"] as? String == "e")
        let items = try #require(popup["items"] as? [String])
        #expect(items == ["è", "é", "ê", "ë", "ē", "ė", "ę"])
        let cells = try #require(popup["cells"] as? [[Double]])
        #expect(cells.count == 7)
        let cell = cells[1]
        let slide =
            "{\"t\":11.6,\"touch\":1,\"phase\":\"moved\",\"x\":\(cell[0] + cell[2] / 2),\"y\":\(cell[1] + cell[3] / 2)}\n"
            + "{\"t\":11.7,\"touch\":1,\"phase\":\"ended\",\"x\":\(cell[0] + cell[2] / 2),\"y\":\(cell[1] + cell[3] / 2)}"
        let chosen = try state(session, request("POST", "/touches", body: slide))
        #expect(chosen["text"] as? String == "Té")
        #expect(chosen["popup"] is NSNull)
        #expect(chosen["pressed"] is NSNull)
    }

    @Test func aPageLoadedAgainStartsItsClockAtZero() throws {
        let session = session()
        _ = try tap(session, "h", at: 500)
        // A new page: times from 0 again. The taps still type, and the long-press deadline is
        // said in the new page's time.
        _ = try tap(session, "o", at: 0.5)
        let held = try state(session, request("POST", "/touches", body: try line(session, "e", "began", at: 1)))
        #expect(held["text"] as? String == "Ho")
        let deadline = try #require(held["deadline"] as? Double)
        #expect(abs(deadline - 1.45) < 1e-9)
    }

    @Test func resizing() throws {
        let session = session()
        let resized = try state(session, request("POST", "/size?width=844&height=160"))
        #expect(resized["width"] as? Double == 844)
        #expect(resized["height"] as? Double == 160)
        let frame = try #require(session.controller?.frames?.key(withID: "space")).frame
        #expect(frame.maxY <= 160 && frame.maxX <= 844)
        // Too small for the layout: the size stays, and the page is told why.
        let tooSmall = try state(session, request("POST", "/size?width=40&height=40"))
        #expect(tooSmall["width"] as? Double == 844)
        let problems = try #require(tooSmall["diagnostics"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["severity"] as? String == "error")
        #expect((problems.first?["message"] as? String)?.contains("40 × 40") == true)
        // A size that fits again clears it.
        let fits = try state(session, request("POST", "/size?width=390&height=216"))
        #expect((fits["diagnostics"] as? [Any])?.isEmpty == true)
        for bad in [
            "/size?width=0&height=216", "/size?width=abc&height=216", "/size?width=390", "/size?width=1e6&height=1",
        ] {
            #expect(response(session, request("POST", bad))?.status == .badRequest, "\(bad)")
        }
    }

    @Test func savesReloadAndErrorsKeepTheLastGoodLayout() throws {
        let session = session()
        #expect(session.poll(now: 1) == nil)  // nothing changed
        let original = BundledSources.layouts["en-US"] ?? ""
        _ = try tap(session, "w", at: 1)
        try write(path, original.replacingOccurrences(of: "name: English (US)", with: "name: Edited"))
        #expect(session.poll(now: 2) == Array("event: version\ndata: 2\n\n".utf8))
        let edited = try state(session, request("GET", "/state"))
        #expect((edited["layout"] as? [String: Any])?["name"] as? String == "Edited")
        #expect(edited["text"] as? String == "W")  // the text is kept
        try write(path, original.replacingOccurrences(of: "key-gap: 6", with: "key-gapp: 6"))
        #expect(session.poll(now: 3) == Array("event: version\ndata: 3\n\n".utf8))
        let broken = try state(session, request("GET", "/state"))
        let problems = try #require(broken["diagnostics"] as? [[String: Any]])
        #expect(problems.first?["line"] as? Int == 12)
        #expect(problems.first?["column"] as? Int == 3)
        #expect(problems.first?["code"] as? String == "KS2001")
        #expect((broken["layout"] as? [String: Any])?["name"] as? String == "Edited")  // the last good one
        #expect(try tap(session, "e", at: 4)["text"] as? String == "We")
        try FileManager.default.removeItem(atPath: path)
        #expect(session.poll(now: 4) != nil)
        let missing = try state(session, request("GET", "/state"))
        #expect(
            ((missing["diagnostics"] as? [[String: Any]])?.first?["message"] as? String)?.hasPrefix("cannot read")
                == true)
        try write(path, original)
        #expect(session.poll(now: 5) != nil)
        #expect((try state(session, request("GET", "/state"))["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func aSavedParentReloadsTheChild() throws {
        let child = folder + "/en-US-url.yaml"
        try write(child, BundledSources.layouts["en-US-url"] ?? "")
        let session = PreviewSession(path: child, allowedHosts: nil, watchInterval: 0)
        #expect(session.layout?.id == "en-US-url")
        let parent = BundledSources.layouts["en-US"] ?? ""
        try write(path, parent.replacingOccurrences(of: "key-gap: 6", with: "key-gap: 8"))
        #expect(session.poll(now: 1) != nil)
        #expect(session.version == 2)
        #expect(session.layout?.metrics.keyGap == 8)
    }

    @Test func refusals() throws {
        let session = session()
        #expect(response(session, request("GET", "/nope"))?.status == .notFound)
        #expect(response(session, request("GET", "/touches"))?.status == .methodNotAllowed)
        let allowed = response(session, request("GET", "/touches"))?.headers.first { $0.0 == "Allow" }
        #expect(allowed?.1 == "POST")
        #expect(response(session, request("PUT", "/state"))?.status == .methodNotAllowed)
        #expect(response(session, request("POST", "/tick"))?.status == .badRequest)
        #expect(response(session, request("POST", "/tick?t=inf"))?.status == .badRequest)
        let foreign = request("POST", "/clear", headers: ["Origin": "http://evil.example"])
        #expect(response(session, foreign)?.status == .forbidden)
        let same = request("POST", "/clear", headers: ["Origin": "http://" + host])
        #expect(response(session, same)?.status == .ok)
        var rebound = request("GET", "/state")
        rebound.headers["host"] = "attacker.example"
        #expect(response(session, rebound)?.status == .forbidden)
        let badLine = response(session, request("POST", "/touches", body: "{\"t\":1}\n{"))
        #expect(badLine?.status == .badRequest)
        let reason = String(decoding: badLine?.body ?? [], as: UTF8.self)
        #expect(reason.contains("line 1, column"))
        #expect(response(session, request("GET", "/"))?.contentType == "text/html; charset=utf-8")
        guard case .eventStream(let first) = session.respond(to: request("GET", "/events")) else {
            Issue.record("no event stream")
            return
        }
        #expect(first == Array("retry: 1000\n\nevent: version\ndata: 1\n\n".utf8))
    }
}

extension PreviewSessionTests {
    /// `/theme` chooses a bundled theme and an appearance: the face changes, so the drawing comes
    /// again in the new colours; a pressed key comes in the overlay with its bubble.
    @Test func aThemeAndAnAppearanceRedrawTheKeys() throws {
        let session = session()
        let first = try state(session, request("GET", "/state"))
        #expect(first["theme"] as? String == "")
        #expect(first["themeID"] as? String == "ios")  // en-US's own
        #expect(first["themes"] as? [String] == ["ios", "material"])
        #expect(
            (first["svg"] as? String)?.contains(
                "<rect class=\"keyboard\" x=\"0\" y=\"0\" width=\"390\" height=\"216\" fill=\"#D1D4DA\"/>") == true)
        let face = try #require(first["face"] as? String).replacingOccurrences(of: "/", with: "%2F")
        let dark = try state(session, request("POST", "/theme?name=material&appearance=dark&face=" + face))
        #expect(dark["themeID"] as? String == "material")
        #expect(dark["appearance"] as? String == "dark")
        #expect(dark["face"] as? String == "1/phone/letters/shift/390x216/material/dark")
        // Material's dark background, from Themes/material.yaml.
        #expect((dark["svg"] as? String)?.contains("fill=\"#211F26\"") == true)
        let darkFace = try #require(dark["face"] as? String).replacingOccurrences(of: "/", with: "%2F")
        let held = try state(
            session, request("POST", "/touches?face=" + darkFace, body: try line(session, "g", "began", at: 1)))
        let overlay = try #require(held["overlay"] as? String)
        #expect(
            overlay.contains(
                "<g data-pressed-key=\"g\" data-kind=\"character\" data-state=\"pressed\" aria-label=\"G\">"))
        #expect(overlay.contains("<g data-preview-for=\"g\">"))
        #expect(held["svg"] == nil)  // the keys at rest did not change
        let wrong = try #require(response(session, request("POST", "/theme?name=materal")))
        #expect(wrong.status == .badRequest)
        let back = try state(session, request("POST", "/theme?name=&appearance=light"))
        #expect(back["themeID"] as? String == "ios")
    }

    /// With the bundled lexicon: the state carries the bar's suggestions and its drawing, and
    /// `/accept` types the slot asked for, with a space.
    @Test func theSuggestionBarAndAccept() throws {
        let words = PreviewSession(path: path, allowedHosts: [host], watchInterval: 0, lexicon: .bundled)
        _ = try tap(words, "t", at: 1)
        let typed = try tap(words, "h", at: 1.3)
        #expect(typed["text"] as? String == "Th")
        let suggestions = try #require(typed["suggestions"] as? [String: Any])
        #expect(suggestions["word"] as? String == "Th")
        let items = try #require(suggestions["items"] as? [[String: String]])
        #expect(items.count == 3)
        #expect(items.allSatisfy { $0["kind"] == "completion" && $0["text"]?.hasPrefix("Th") == true })
        let index = try #require(items.firstIndex { $0["text"] == "The" })
        let bar = try #require(typed["bar"] as? String)
        #expect(
            bar.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"suggestions\" width=\"390\" height=\"44\"")
        )
        #expect(bar.contains("<g data-suggestion=\"\(index)\" data-kind=\"completion\" aria-label=\"The\">"))
        let accepted = try state(words, request("POST", "/accept?index=\(index)"))
        #expect(accepted["text"] as? String == "The ")
        let refused = try #require(response(words, request("POST", "/accept?index=7")))
        #expect(refused.status == .badRequest)
        #expect(try state(words, request("GET", "/state"))["text"] as? String == "The ")
        // Without a lexicon there is no bar.
        let plain = try state(session(), request("GET", "/state"))
        #expect(plain["suggestions"] is NSNull)
        #expect(plain["bar"] as? String == "")
    }
}
