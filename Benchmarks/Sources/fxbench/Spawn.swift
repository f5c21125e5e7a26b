import Glibc

/// How a child process ended and what it used.
struct ChildResult {
    /// The exit status, or `128 + signal` when a signal ended it, or -1 when it could not start.
    let status: Int32
    /// Its peak resident set size, bytes (from `wait4`'s resource usage); inflated by the parent's
    /// own footprint, which Linux charges at exec — use ``Spawn/peakResidentBytes(_:_:launcher:)``.
    let peakResidentBytes: Int
    /// Its standard output, when captured.
    let output: [UInt8]
}

/// Starts programs with `posix_spawn` and waits for them, as a shell would (fork/exec + wait).
enum Spawn {
    /// Runs `path` with `arguments`; standard output goes to /dev/null unless `captureOutput`,
    /// standard error to /dev/null unless `captureErrors` (which captures it instead of the output).
    static func run(
        _ path: String, _ arguments: [String], captureOutput: Bool = false, captureErrors: Bool = false
    ) -> ChildResult {
        let capture = captureOutput || captureErrors
        let captured: Int32 = captureErrors ? 2 : 1
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if capture {
            guard pipe(&pipeEnds) == 0 else {
                return ChildResult(status: -1, peakResidentBytes: 0, output: [])
            }
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], captured)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        for descriptor: Int32 in [1, 2] where !(capture && descriptor == captured) {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        if capture { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if capture { close(pipeEnds[0]) }
            return ChildResult(status: -1, peakResidentBytes: 0, output: [])
        }
        var output: [UInt8] = []
        if capture {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
                if count > 0 {
                    output += chunk[0..<count]
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return ChildResult(status: exitStatus, peakResidentBytes: Int(usage.ru_maxrss) * 1024, output: output)
    }

    /// Runs `path` under the `peakrss` launcher and returns its exit status and peak RSS in bytes
    /// (nil when the launcher printed none).
    static func peakResidentBytes(_ path: String, _ arguments: [String], launcher: String) -> (
        status: Int32, bytes: Int?
    ) {
        let result = run(launcher, [path] + arguments, captureErrors: true)
        let text = String(decoding: result.output, as: UTF8.self)
        let report = text.split(separator: "\n").last { $0.hasPrefix("peakrss ") }
        let kilobytes = report.flatMap { Int($0.dropFirst("peakrss ".count)) }
        return (result.status, kilobytes.map { $0 * 1024 })
    }

    /// Runs `body` in `directory`; `nil` when the directory cannot be entered.
    ///
    /// Children started by `body` inherit the working directory; the previous one is restored after.
    static func inDirectory<T>(_ directory: String, _ body: () -> T) -> T? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil, chdir(directory) == 0 else { return nil }
        defer { _ = chdir(buffer) }
        return body()
    }

    /// The first line of a captured output, as text.
    static func firstLine(_ output: [UInt8]) -> String {
        String(decoding: output.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }

    /// The full path of `program` found on `PATH`, if any.
    static func which(_ program: String) -> String? {
        guard let path = getenv("PATH") else { return nil }
        for directory in String(cString: path).split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
