import Foundation

/// Headless Chromium for the browser tests: where it is, and what it shows of a page.
///
/// When it is missing the browser tests skip, said at the end of the run (``EngineSkips``), except
/// under `CI=true`, where a missing browser is a failure (`.ci/run` installs Debian's `chromium`).
public enum Chromium {
    /// The browser's path, when installed.
    public static let path: String? = [
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The path, or `nil` after recording that `check` did not run (a failure under CI).
    public static func available(for check: String) -> String? {
        if let path { return path }
        EngineSkips.record(
            EngineSkips.Skip(check: check, missing: "headless Chromium", install: "apt-get install chromium"))
        return nil
    }

    /// The DOM of `page` after its scripts ran (and `budget` milliseconds of virtual time passed),
    /// with the user's reduced-motion setting on when `reducedMotion` is.
    public static func dumpDOM(
        _ browser: String, page: String, budget: Int = 20000, reducedMotion: Bool = false
    )
        throws -> String
    {
        try SharedBrowser.load(
            browser, url: "file://" + page, budget: budget, reducedMotion: reducedMotion
        ) { connection, session in
            let result = try connection.command(
                "Runtime.evaluate",
                [
                    "expression":
                        "(document.doctype ? '<!DOCTYPE ' + document.doctype.name + '>' : '') + document.documentElement.outerHTML",
                    "returnByValue": true,
                ], session: session)
            guard let dom = (result["result"] as? [String: Any])?["value"] as? String, dom.contains("</html>")
            else { throw BrowserFailure("Chromium printed no page: \(result)") }
            return dom
        }
    }

    /// A screenshot of `page` at `width` × `height` pixels into `png`.
    public static func screenshot(_ browser: String, page: String, png: String, width: Int, height: Int)
        throws
    {
        let data = try SharedBrowser.load(
            browser, url: "file://" + page, budget: 300, viewport: (width, height)
        ) { connection, session in
            let result = try connection.command("Page.captureScreenshot", ["format": "png"], session: session)
            guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
                throw BrowserFailure("no screenshot taken of \(page)")
            }
            return data
        }
        try data.write(to: URL(fileURLWithPath: png))
    }
}

/// A browser test that could not read what it needed.
public struct BrowserFailure: Error, CustomStringConvertible {
    /// What could not be read, and what the browser said.
    public let description: String

    /// A failure saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
