import Foundation

/// One headless Chromium, driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`):
/// commands and events are JSON messages, each ended by a zero byte.
///
/// Launching Chromium costs about two seconds, so one browser serves every page of the test run
/// (see ``SharedBrowser``). The browser reads its commands from descriptor 3 and writes on
/// descriptor 4: a small shell gives it our pipes there, waits for it, and removes its profile and
/// log when it ends, which it does when its command pipe closes: when the test process exits, or
/// when a page takes longer than ``patience``.
///
/// Unchecked `Sendable`: its state changes with every message, and only ``SharedBrowser``, under its
/// lock, holds one.
public final class DevToolsConnection: @unchecked Sendable {
    /// How long one command or page may take before the browser is stopped.
    public static let patience: TimeInterval = 120

    private let commands: FileHandle
    private let messages: FileHandle
    private let log: String
    // Bytes, not `Data`: a `Data` rebuilt from a slice of itself for every message left its storage
    // unreleased now and then under LeakSanitizer (330 bytes in one CI run).
    private var buffer: [UInt8] = []
    /// Where the search for the end of the next message goes on in ``buffer``.
    private var searched = 0
    /// Messages read while waiting for another: an event can come before the reply to the command
    /// that caused it.
    private var inbox: [[String: Any]] = []
    private var nextID = 0
    /// Whether the browser went away: the connection cannot be used again.
    public private(set) var isClosed = false

    /// The shell that hands the browser our pipes as descriptors 3 and 4 and cleans up after it.
    private static let launcher = #"""
        profile=$1; log=$2; shift 2
        "$@" 3<&0 4>&1 </dev/null >/dev/null 2>"$log"
        rm -rf "$profile" "$log"
        """#

    /// Starts `browser` headless with a profile of its own.
    public init(browser: String) throws {
        let name = "fxkit-chromium-\(UUID().uuidString)"
        let profile = NSTemporaryDirectory() + name + "-profile"
        log = NSTemporaryDirectory() + name + ".log"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", Self.launcher, "fxkit-browser", profile, log, browser, "--headless", "--no-sandbox",
            "--disable-gpu", "--no-first-run", "--disable-extensions", "--allow-file-access-from-files",
            "--user-data-dir=" + profile, "--remote-debugging-pipe", "about:blank",
        ]
        let toBrowser = Pipe()
        let fromBrowser = Pipe()
        process.standardInput = toBrowser
        process.standardOutput = fromBrowser
        // Not the test's standard error: `swift test` waits for every holder of it to exit.
        process.standardError = FileHandle.nullDevice
        commands = toBrowser.fileHandleForWriting
        messages = fromBrowser.fileHandleForReading
        try process.run()
        _ = try command("Browser.getVersion")
    }

    /// Sends `method` (to a page's `session`, or to the browser) and returns its result.
    @discardableResult
    public func command(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws
        -> [String: Any]
    {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        guard !isClosed else { throw BrowserFailure("the browser has gone away") }
        commands.write(try JSONSerialization.data(withJSONObject: message) + Data([0]))
        let reply = try next(what: method) { $0["id"] as? Int == id }
        if let error = reply["error"] as? [String: Any] {
            throw BrowserFailure("\(method) failed: \(error["message"] as? String ?? "\(error)")")
        }
        return reply["result"] as? [String: Any] ?? [:]
    }

    /// Waits for the event `method` of `session` and returns its parameters.
    @discardableResult
    public func event(_ method: String, session: String) throws -> [String: Any] {
        let event = try next(what: method) {
            $0["method"] as? String == method && $0["sessionId"] as? String == session
        }
        return event["params"] as? [String: Any] ?? [:]
    }

    /// Forgets the messages nobody waited for (after a page is closed).
    public func forgetUnread() {
        inbox.removeAll()
    }

    /// The first message, read or still to come, that `matches`; stops the browser after
    /// ``patience`` seconds.
    private func next(what: String, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        if let index = inbox.firstIndex(where: matches) { return inbox.remove(at: index) }
        let commands = commands
        let watchdog = DispatchWorkItem { try? commands.close() }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.patience, execute: watchdog)
        defer { watchdog.cancel() }
        while true {
            // Only the bytes not yet searched: a page's DOM comes in hundreds of pieces.
            while let end = buffer[searched...].firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                searched = 0
                guard let message = try JSONSerialization.jsonObject(with: text) as? [String: Any] else {
                    continue
                }
                if matches(message) { return message }
                inbox.append(message)
            }
            searched = buffer.endIndex
            let data = messages.availableData
            guard !data.isEmpty else {
                isClosed = true
                let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                throw BrowserFailure("the browser ended while waiting for \(what): \(said.suffix(600))")
            }
            buffer.append(contentsOf: data)
        }
    }
}
