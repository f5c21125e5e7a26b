import Glibc

/// Figure 5: start-up, `fxctl list` against a Swift hello-world binary, each started and waited for
/// 50 times per run (posix_spawn + wait4, output to /dev/null), in two folders: an empty one, and
/// a project whose `effects/` holds the repository's `effects/` (the shipped `.fx` files, about 30
/// lines each, and a stylesheet) and a Lottie file, all of which `fxctl list` then reads, checks
/// and builds as any project's — or, with its load cache warm, reads and hashes;
/// `startup-fx-nocache` is the same with the cache off.
enum StartupFigure {
    /// Launches per run.
    static let launches = 50

    /// The repository's root, found from this source file's path (fxbench is built from it).
    static let repository: String = {
        var path = "\(#filePath)"
        for _ in 0..<4 {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            path = String(path[..<slash])
        }
        return path
    }()

    /// Measures the figure in the empty folder, then in the project with fxctl's load cache warm
    /// (the first, discarded run of each series fills it), then in the project with the cache off.
    ///
    /// The cache lives in the data directory for the run, not in the user's `~/.cache`, so that the
    /// figure does not depend on what other runs left there.
    static func run(_ context: BenchContext) -> [ReportLine] {
        guard let fxctl = context.binary("fxctl"), let hello = context.binary("hello") else {
            return [
                .skipped("startup", "fxctl or hello is not built beside fxbench (run through `swift run`)")
            ]
        }
        let saved = getenv(cacheVariable).map { String(cString: $0) }
        defer {
            if let saved { setenv(cacheVariable, saved, 1) } else { unsetenv(cacheVariable) }
        }
        setenv(cacheVariable, context.dataPath("startup-cache"), 1)
        let empty = context.dataPath("startup-empty")
        mkdir(empty, 0o755)
        var lines = [
            measure(fxctl, hello, in: empty, figure: "startup", place: "an empty folder", goal: 1.2, context)
        ]
        guard access(repository + "/effects", R_OK) == 0 else {
            lines.append(.skipped("startup-fx", "the repository's effects/ is not at \(repository)"))
            return lines
        }
        guard let project = project(context) else {
            lines.append(.skipped("startup-fx", "cannot write the project folder in \(context.dataPath(""))"))
            return lines
        }
        let files =
            "a folder whose effects/ holds \(effectFiles(in: repository + "/effects")) .fx files, "
            + "a stylesheet and a Lottie file"
        lines.append(
            measure(fxctl, hello, in: project, figure: "startup-fx", place: files, goal: 1.5, context))
        setenv(cacheVariable, "", 1)
        lines.append(
            measure(
                fxctl, hello, in: project, figure: "startup-fx-nocache", place: files + " (cache off)",
                goal: nil, context))
        return lines
    }

    /// The project the `startup-fx` figures list: its `effects/` links to the repository's
    /// (`effects/examples/web-motion.css` among them) and holds ``lottieFile`` as `pulse.json`.
    static func project(_ context: BenchContext) -> String? {
        let project = context.dataPath("startup-project")
        let effects = project + "/effects"
        mkdir(project, 0o755)
        mkdir(effects, 0o755)
        unlink(effects + "/shipped")
        guard symlink(repository + "/effects", effects + "/shipped") == 0,
            let file = fopen(effects + "/pulse.json", "w")
        else { return nil }
        defer { fclose(file) }
        let bytes = Array(lottieFile.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { return nil }
        return project
    }

    /// A Lottie animation in the shape design tools export: one shape layer, its opacity and scale
    /// eased over a second.
    static let lottieFile = """
        {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":200,"h":200,"nm":"Pulse","ddd":0,"assets":[],"layers":[\
        {"ddd":0,"ind":1,"ty":4,"nm":"Dot","sr":1,"ks":{\
        "o":{"a":1,"k":[{"i":{"x":[0.58],"y":[1]},"o":{"x":[0.42],"y":[0]},"t":0,"s":[100]},{"t":30,"s":[0]}]},\
        "r":{"a":0,"k":0},"p":{"a":0,"k":[100,100,0]},"a":{"a":0,"k":[0,0,0]},\
        "s":{"a":1,"k":[{"i":{"x":[0.58,0.58,0.58],"y":[1,1,1]},"o":{"x":[0.42,0.42,0.42],"y":[0,0,0]},\
        "t":0,"s":[100,100,100]},{"t":30,"s":[150,150,100]}]}},"ao":0,"shapes":[{"ty":"gr","nm":"Circle","it":[\
        {"ty":"el","nm":"Ellipse","d":1,"s":{"a":0,"k":[40,40]},"p":{"a":0,"k":[0,0]}},\
        {"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.2,0.5,1,1]},"o":{"a":0,"k":100},"r":1},\
        {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},\
        "o":{"a":0,"k":100}}]}],"ip":0,"op":30,"st":0,"bm":0}]}

        """

    /// The variable naming fxctl's cache directory (empty: no cache).
    static let cacheVariable = "FXCTL_CACHE_DIR"

    /// How many `.fx` files `directory` and its subdirectories hold (hidden entries left out, as
    /// fxctl leaves them out).
    static func effectFiles(in directory: String) -> Int {
        guard let handle = opendir(directory) else { return 0 }
        defer { closedir(handle) }
        var count = 0
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            if entry.pointee.d_type == UInt8(DT_DIR) {
                count += effectFiles(in: directory + "/" + name)
            } else if name.hasSuffix(".fx") {
                count += 1
            }
        }
        return count
    }

    /// `fxctl list` in `directory` against hello, as one report line.
    private static func measure(
        _ fxctl: String, _ hello: String, in directory: String, figure: String, place: String,
        goal: Double?, _ context: BenchContext
    ) -> ReportLine {
        Spawn.inDirectory(directory) {
            measure(fxctl, hello, figure: figure, place: place, goal: goal, context)
        } ?? .skipped(figure, "cannot enter \(directory)")
    }

    /// `fxctl list` in the working directory against hello, as one report line.
    private static func measure(
        _ fxctl: String, _ hello: String, figure: String, place: String, goal: Double?,
        _ context: BenchContext
    ) -> ReportLine {
        let probe = Spawn.run(fxctl, ["list"], captureOutput: true)
        let placeholder = String(decoding: probe.output, as: UTF8.self) == "fxctl\n"
        guard probe.status == 0 else {
            return .skipped(figure, "`fxctl list` exits with status \(probe.status) in \(place)")
        }
        let comparison = context.measurement.compare {
            for _ in 0..<launches { _ = Spawn.run(fxctl, ["list"]) }
        } against: {
            for _ in 0..<launches { _ = Spawn.run(hello, []) }
        }
        let fxctlMilliseconds = comparison.subject / Double(launches) * 1e3
        let helloMilliseconds = comparison.baseline / Double(launches) * 1e3
        let figures =
            "fxctl list in \(place) \(Format.fixed(fxctlMilliseconds, 2)) ms, hello "
            + "\(Format.fixed(helloMilliseconds, 2)) ms per launch (×\(launches)); ratio "
            + Format.ratio(comparison.ratio)
        guard !placeholder else {
            return .skipped(
                figure,
                "`fxctl list` is not implemented on main (the skeleton only prints 'fxctl'); skeleton: "
                    + figures)
        }
        guard let goal else {
            return ReportLine(figure: figure, text: figures + " (no goal: it shows what the cache saves)")
        }
        let verdict = comparison.ratio <= goal ? "goal met" : "goal missed"
        return ReportLine(figure: figure, text: figures + " (goal ≤ \(Format.fixed(goal, 2))×) — \(verdict)")
    }
}
