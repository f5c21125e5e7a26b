import Foundation
import Synchronization

/// The one browser of the test run: started by the first page a test asks for, kept for every
/// later one, and restarted only if it went away.
///
/// Pages load one at a time, each in a tab of its own that is closed after it is read: suites that
/// ask at once wait their turn, which costs less than a browser each.
public enum SharedBrowser {
    private static let connection = Mutex<DevToolsConnection?>(nil)

    /// Loads `url` in a new tab, lets `budget` milliseconds of virtual time pass after it loaded
    /// (the time stands still while a file is loading, as `--virtual-time-budget` does), then reads
    /// it with `read`; with `reducedMotion`, the tab's `prefers-reduced-motion` is `reduce`.
    ///
    /// A `nil` budget leaves the tab on real time: a view transition needs rendered frames, and
    /// virtual time aborts it ("timeout in DOM update").
    public static func load<Value: Sendable>(
        _ browser: String, url: String, budget: Int?, viewport: (width: Int, height: Int)? = nil,
        reducedMotion: Bool = false, read: (DevToolsConnection, String) throws -> Value
    ) throws -> Value {
        try connection.withLock { shared throws -> Value in
            if shared?.isClosed ?? true { shared = try DevToolsConnection(browser: browser) }
            guard let open = shared else { throw BrowserFailure("no browser") }
            return try page(
                open, url: url, budget: budget, viewport: viewport, reducedMotion: reducedMotion, read: read)
        }
    }

    private static func page<Value>(
        _ connection: DevToolsConnection, url: String, budget: Int?, viewport: (width: Int, height: Int)?,
        reducedMotion: Bool, read: (DevToolsConnection, String) throws -> Value
    ) throws -> Value {
        let created = try connection.command("Target.createTarget", ["url": "about:blank"])
        guard let target = created["targetId"] as? String else { throw BrowserFailure("no tab opened") }
        defer {
            _ = try? connection.command("Target.closeTarget", ["targetId": target])
            connection.forgetUnread()
        }
        let attached = try connection.command("Target.attachToTarget", ["targetId": target, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw BrowserFailure("no session") }
        if let viewport {
            try connection.command(
                "Emulation.setDeviceMetricsOverride",
                [
                    "width": viewport.width, "height": viewport.height, "deviceScaleFactor": 1,
                    "mobile": false,
                ],
                session: session)
            try connection.command("Emulation.setScrollbarsHidden", ["hidden": true], session: session)
        }
        if reducedMotion {
            // The tab's own setting, as `--force-prefers-reduced-motion` is the whole browser's.
            try connection.command(
                "Emulation.setEmulatedMedia",
                ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]], session: session)
        }
        try connection.command("Page.enable", session: session)
        let navigated = try connection.command("Page.navigate", ["url": url], session: session)
        if let error = navigated["errorText"] as? String { throw BrowserFailure("\(url): \(error)") }
        try connection.event("Page.loadEventFired", session: session)
        if let budget {
            // The budget starts once the page has loaded: set before, it can run out on the empty tab.
            try connection.command(
                "Emulation.setVirtualTimePolicy",
                ["policy": "pauseIfNetworkFetchesPending", "budget": budget],
                session: session)
            try connection.event("Emulation.virtualTimeBudgetExpired", session: session)
        }
        return try read(connection, session)
    }
}
