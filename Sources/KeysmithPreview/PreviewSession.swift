import Keysmith
import LayoutFormat
import LayoutValidation
import TouchScripts

/// What runs behind the preview page: the layout file (and the files it `extends`) watched for
/// saves, the last layout that loaded without errors in a real ``KeyboardController`` typing into
/// a ``TextBuffer``, and the page's routes.
///
/// Routes (everything else is `404`; a known route with another method `405`):
///
/// | Route | Does |
/// | --- | --- |
/// | `GET /` | the page |
/// | `GET /state` | the state as JSON (below) |
/// | `GET /events` | Server-Sent Events: `version` with the layout's version after every reload |
/// | `POST /touches` | touch events, one JSON object per line as `keysmith replay` reads them |
/// | `POST /tick?t=T` | lets the keyboard's timers (long press, repeat) run up to `T` |
/// | `POST /size?width=W&height=H` | lays the keyboard out at a new size |
/// | `POST /clear` | empties the typed text |
/// | `POST /accept?index=N` | accepts the suggestion bar's slot N (with a lexicon) |
///
/// Times are the page's (seconds, `performance.now()`); the session maps them onto one clock
/// that never goes back, so a reloaded page starts where the last one stopped. The state says
/// `deadline`, in the page's time, when the page should send `/tick` (the next long press or
/// repeat), so the page never polls.
@MainActor package final class PreviewSession: HTTPApplication {
    /// The layout file, as given.
    package let path: String
    /// The `Host` values accepted (DNS-rebinding protection); `nil` accepts any.
    let allowedHosts: Set<String>?
    /// How often the files are checked for saves, in seconds.
    let watchInterval: Double
    /// The largest side the page may ask for, in points (one CSS pixel each).
    static let largestSide = 10_000.0

    /// The version of the layout shown: 1 after the first load, one more after every reload.
    private(set) var version = 0
    /// The problems shown: the file's as last read (errors and warnings), then those of laying
    /// the layout out at the current size.
    var diagnostics: [Diagnostic] { fileDiagnostics + sizeDiagnostics }

    /// What a load found, for the terminal.
    package struct LoadReport {
        /// 1 for the first load, then one more per reload.
        package let version: Int
        /// The problems, and the files they point into.
        package let diagnostics: [Diagnostic]
        package let sources: [SourceText]
        /// Whether the layout shown is an older one, because this version has errors.
        package let keptPrevious: Bool
    }

    /// Reads the layout at `path` once.
    ///
    /// - Parameters:
    ///   - path: The layout file.
    ///   - allowedHosts: The accepted `Host` fields (`nil`: any).
    ///   - watchInterval: Seconds between checks of the files.
    ///   - report: Told what every load found (the CLI writes it to standard error).
    package init(
        path: String, allowedHosts: Set<String>?, watchInterval: Double = 0.2, lexicon: LexiconChoice? = nil,
        report: @escaping @MainActor (LoadReport) -> Void = { _ in }
    ) {
        self.path = path
        self.allowedHosts = allowedHosts
        self.watchInterval = watchInterval
        self.lexiconChoice = lexicon
        self.report = report
        reload()
    }

    /// Where the keyboard's words come from.
    package enum LexiconChoice: Sendable {
        /// The bundled lexicon of the layout's locale (looked up again when a reload changes it).
        case bundled
        /// A compiled lexicon.
        case compiled(Lexicon)
    }

    /// The words the keyboard suggests and corrects from, if any.
    let lexiconChoice: LexiconChoice?

    /// The lexicon for `layout`, if any: with one, the keyboard shows the suggestion bar and
    /// corrects words at their end.
    func lexicon(for layout: KeyboardLayout) -> Lexicon? {
        switch lexiconChoice {
        case nil: return nil
        case .compiled(let lexicon): return lexicon
        case .bundled:
            guard let language = BundledLexicons.language(forLocale: layout.locale) else { return nil }
            if let known = bundledLexicons[language] { return known }
            let opened = BundledLexicons.lexicon(forLocale: language)
            bundledLexicons[language] = opened
            return opened
        }
    }

    /// The controller of the layout shown, once a version has loaded without errors.
    private(set) var controller: KeyboardController?

    /// The layout shown, if one has loaded without errors.
    var layout: KeyboardLayout? { controller?.layout }

    /// The text typed so far.
    var text: String { buffer.text }

    /// The bundled theme the page chose, or `nil` for the layout's own (``ThemeLoader/toolDefault``
    /// when it names none).
    private(set) var themeName: String?
    /// The appearance the page chose.
    private(set) var appearance = ThemeAppearance.Name.light
    /// The bundled themes read so far, by id.
    private var bundledThemes: [String: KeyboardTheme] = [:]

    /// The theme the keyboard is drawn in now.
    var theme: KeyboardTheme {
        if themeName == nil, let own = controller?.geometry.layout.theme { return own }
        return bundledTheme(themeName ?? ThemeLoader.toolDefault) ?? .plain
    }

    /// The ids of the bundled themes, sorted.
    static let themeIDs = LayoutLoader.bundledThemes.keys.sorted()

    private func bundledTheme(_ id: String) -> KeyboardTheme? {
        if let theme = bundledThemes[id] { return theme }
        let theme = ThemeLoader(bundled: LayoutLoader.bundledThemes).load(id).theme
        bundledThemes[id] = theme
        return theme
    }

    // MARK: - HTTPApplication

    package func respond(to request: HTTPRequest) -> HTTPReply {
        if let allowedHosts, !allowedHosts.contains((request.headers["host"] ?? "").lowercased()) {
            return .response(.problem(.forbidden, "unexpected Host; open the address the server printed"))
        }
        let isRead = request.method == "GET" || request.method == "HEAD"
        guard let route = Route(rawValue: request.path) else {
            return .response(.problem(.notFound, "no such page"))
        }
        guard route.isRead ? isRead : request.method == "POST" else {
            return .response(
                .problem(.methodNotAllowed, "use \(route.isRead ? "GET" : "POST")", headers: [("Allow", route.allowed)])
            )
        }
        if !route.isRead, let origin = request.headers["origin"], origin != "http://" + (request.headers["host"] ?? "")
        {
            return .response(.problem(.forbidden, "requests from other pages are refused"))
        }
        switch route {
        case .page:
            return .response(
                HTTPResponse(.ok, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8)))
        case .state:
            return .response(.json(state(face: request.query["face"])))
        case .events where request.method == "HEAD":
            return .response(HTTPResponse(.ok, contentType: "text/event-stream; charset=utf-8", body: []))
        case .events:
            return .eventStream(first: Array("retry: 1000\n\n".utf8) + versionEvent())
        case .touches:
            return .response(touches(request))
        case .tick:
            guard let time = request.query["t"].flatMap(Double.init), time.isFinite else {
                return .response(.problem(.badRequest, "t must be a time in seconds"))
            }
            if let controller { controller.tick(at: clock(time)) }
            return .response(.json(state(face: request.query["face"])))
        case .size:
            return .response(resize(request))
        case .clear:
            clear()
            return .response(.json(state(face: request.query["face"])))
        case .theme:
            return .response(chooseTheme(request))
        case .accept:
            return .response(accept(request))
        }
    }

    package func poll(now: Double) -> [UInt8]? {
        guard now - lastWatch >= watchInterval else { return nil }
        lastWatch = now
        let current = watched.map { ($0.key, FileStamp.of($0.key)) }
        guard current.contains(where: { watched[$0.0] != $0.1 }) else { return nil }
        reload()
        return versionEvent()
    }

    // MARK: - Loading

    /// Reads the file again: a layout without errors replaces the one shown (keeping the typed
    /// text, the layer of the same name and the size); with errors, the last good one stays and
    /// the problems are shown.
    func reload() {
        let before = FileStamp.of(path)
        let result = LayoutLoader().load(path: path)
        var files = Set(result.sources.map(\.file))
        files.insert(path)
        watched = Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp.of($0)) })
        // Saved again while it was being read: read it once more at the next check.
        if let stamp = watched[path], stamp != before { watched[path] = .some(nil) }
        var problems = result.diagnostics
        if let reason = result.unreadableReason {
            problems = [
                Diagnostic(
                    .error, code: "", "cannot read '\(path)': \(reason)",
                    at: SourceLocation(file: path, line: 1, column: 1))
            ]
        }
        var kept = controller != nil
        if let layout = result.layout, !result.hasErrors, result.unreadableReason == nil {
            let size = controller?.size ?? layout.size
            switch Self.makeController(
                layout, size: size, keeping: controller, buffer: buffer, lexicon: lexicon(for: layout))
            {
            case .success(let made):
                controller = made
                kept = false
                problems += GeometryDiagnostics.diagnostics(for: layout, sizes: [size], file: path)
            case .failure(let error):
                problems.append(GeometryDiagnostics.diagnostic(for: error, layout: layout, file: path))
            }
        }
        fileDiagnostics = problems
        sources = result.sources
        sizeDiagnostics = []
        version += 1
        report(LoadReport(version: version, diagnostics: problems, sources: result.sources, keptPrevious: kept))
    }

    // MARK: - Private

    /// The page's routes.
    private enum Route: String {
        case page = "/"
        case state = "/state"
        case events = "/events"
        case touches = "/touches"
        case tick = "/tick"
        case size = "/size"
        case clear = "/clear"
        case theme = "/theme"
        case accept = "/accept"

        var isRead: Bool { self == .page || self == .state || self == .events }
        var allowed: String { isRead ? "GET, HEAD" : "POST" }
    }

    /// A controller for `layout` at `size` typing into `buffer`, on the layer `previous` showed
    /// when it has one of the same name.
    private static func makeController(
        _ layout: KeyboardLayout, size: KeyboardSize, keeping previous: KeyboardController?, buffer: TextBuffer,
        lexicon: Lexicon?
    ) -> Result<KeyboardController, GeometryError> {
        do throws(GeometryError) {
            let controller = try KeyboardController(geometry: LayoutGeometry(layout), size: size)
            controller.input = buffer
            if let lexicon {
                controller.lexicon = lexicon
                controller.autocorrects = true
            }
            if let layer = previous?.layerName { controller.showLayer(named: layer) }
            return .success(controller)
        } catch {
            return .failure(error)
        }
    }

    private let report: @MainActor (LoadReport) -> Void
    private var fileDiagnostics: [Diagnostic] = []
    /// The texts of the last load, for showing the diagnostics' lines as the terminal does.
    private(set) var sources: [SourceText] = []
    private var sizeDiagnostics: [Diagnostic] = []
    private var buffer = TextBuffer()
    /// The bundled lexicons opened so far, by language (`nil`: none for it). Keyed by
    /// ``BundledLexicons/language(forLocale:)``'s answers: lower-case ASCII subtags, whose
    /// `String` equality is byte equality.
    private var bundledLexicons: [String: Lexicon?] = [:]
    private var watched: [String: FileStamp?] = [:]
    private var lastWatch = -Double.infinity
    /// Added to the page's times to get the controller's.
    private var offset = 0.0
    /// The controller's latest time.
    private var lastTime = 0.0

    /// The controller's time for the page's `time`: on the page's clock shifted so that it never
    /// goes back (a page loaded again starts its clock at 0).
    private func clock(_ time: Double) -> Double {
        if time + offset < lastTime - 1e-3 { offset = lastTime - time }
        lastTime = max(lastTime, time + offset)
        return lastTime
    }

    /// The page's time for the controller's `time`.
    func pageTime(_ time: Double) -> Double { time - offset }

    private func versionEvent() -> [UInt8] {
        Array("event: version\ndata: \(version)\n\n".utf8)
    }

    /// Applies the touch lines of the body in order, each after the timers ran up to its time.
    private func touches(_ request: HTTPRequest) -> HTTPResponse {
        var events: [TouchEvent] = []
        for (number, line) in request.body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            do {
                if let parsed = try TouchEventLine.parse(line) { events.append(parsed.event) }
            } catch {
                return .problem(.badRequest, "line \(number + 1), column \(error.column): \(error.message)")
            }
        }
        if let controller {
            for var event in events {
                event.timestamp = clock(event.timestamp)
                controller.tick(at: event.timestamp)
                controller.handle(event)
            }
        }
        return .json(state(face: request.query["face"]))
    }

    private func resize(_ request: HTTPRequest) -> HTTPResponse {
        let range = 1...Self.largestSide
        guard let width = request.query["width"].flatMap(Double.init),
            let height = request.query["height"].flatMap(Double.init),
            range.contains(width), range.contains(height)
        else {
            return .problem(
                .badRequest, "width and height must be numbers of points from 1 to \(Int(Self.largestSide))")
        }
        guard let controller else { return .json(state(face: nil)) }
        let size = KeyboardSize(width: width, height: height)
        do throws(GeometryError) {
            try controller.resize(to: size)
            sizeDiagnostics = []
        } catch {
            // The keyboard keeps its size; the page says why the new one cannot be used.
            sizeDiagnostics = [GeometryDiagnostics.diagnostic(for: error, layout: controller.layout, file: path)]
        }
        return .json(state(face: request.query["face"]))
    }

    /// `/theme?name=ID&appearance=light|dark`: a bundled theme (an empty name for the layout's
    /// own) and an appearance; either may be left out to keep it.
    private func chooseTheme(_ request: HTTPRequest) -> HTTPResponse {
        if let name = request.query["name"] {
            guard name.isEmpty || Self.themeIDs.contains(name) else {
                return .problem(
                    .badRequest,
                    "name must be empty (the layout's theme) or one of " + Self.themeIDs.joined(separator: ", "))
            }
            themeName = name.isEmpty ? nil : name
        }
        if let text = request.query["appearance"] {
            guard let chosen = ThemeAppearance.Name(rawValue: text) else {
                return .problem(.badRequest, "appearance must be light or dark")
            }
            appearance = chosen
        }
        return .json(state(face: request.query["face"]))
    }

    /// `/accept?index=N`: the bar's slot N, as a tap on it would.
    private func accept(_ request: HTTPRequest) -> HTTPResponse {
        guard let controller else { return .json(state(face: request.query["face"])) }
        let shown = controller.suggestions.suggestions
        guard let index = request.query["index"].flatMap({ Int($0) }), shown.indices.contains(index) else {
            return .problem(.badRequest, "index must be the number of a suggestion shown, from 0 to \(shown.count - 1)")
        }
        controller.accept(shown[index])
        return .json(state(face: request.query["face"]))
    }

    private func clear() {
        buffer = TextBuffer()
        controller?.input = buffer
        controller?.textDidChange()
    }
}
