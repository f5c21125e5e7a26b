import Foundation

/// A loaded page on real time, for a test that drives it step by step: evaluates script (awaiting
/// its promise) and takes screenshots, as a view transition needs (it runs on rendered frames, which
/// virtual time does not give).
public struct BrowserTab {
    let connection: DevToolsConnection
    let session: String

    /// Loads `page` at `viewport` (with `prefers-reduced-motion: reduce` when `reducedMotion`) and
    /// hands its tab to `use`, which runs while the tab is open.
    public static func open<Value: Sendable>(
        _ browser: String, page: String, viewport: (width: Int, height: Int), reducedMotion: Bool = false,
        _ use: (BrowserTab) throws -> Value
    ) throws -> Value {
        try SharedBrowser.load(
            browser, url: "file://" + page, budget: nil, viewport: viewport, reducedMotion: reducedMotion
        ) { connection, session in
            try use(BrowserTab(connection: connection, session: session))
        }
    }

    /// The string `expression` gives, after the promise it returns settles.
    public func evaluate(_ expression: String) throws -> String {
        let result = try connection.command(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true],
            session: session)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let thrown = (exception["exception"] as? [String: Any])?["description"] as? String
            throw BrowserFailure(
                "the page threw: \(thrown ?? exception["text"] as? String ?? "\(exception)")")
        }
        guard let value = (result["result"] as? [String: Any])?["value"] as? String else {
            throw BrowserFailure("the script gave no string: \(result)")
        }
        return value
    }

    /// A PNG of the viewport as the browser draws it now, as a `data:` URL.
    public func screenshot() throws -> String {
        let result = try connection.command("Page.captureScreenshot", ["format": "png"], session: session)
        guard let data = result["data"] as? String else { throw BrowserFailure("no screenshot taken") }
        return "data:image/png;base64," + data
    }
}
