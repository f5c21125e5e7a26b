import Foundation
import TestSupport

/// One run of `lottie_check.py`: the official schema and ThorVG reading every export at once (one
/// Python process for all effects keeps the suite fast, under AddressSanitizer too).
struct LottiePlayerRun {
    /// What one export asks the player for.
    struct Request {
        var id: String
        var lottie: String
        var layers: [String]
        var frames: [Double]
        var renders: [Double]
        /// Points to read in whole-file renders: frame, x, y.
        var probes: [[Double]] = []
        var width: Int
        var height: Int
    }

    /// What ThorVG says of one layer at one frame.
    struct Measure {
        var matrix: [Double]
        var opacity: Double
        var aabb: [Double]
    }

    /// What came back for one export.
    struct Result {
        var schemaErrors: [String]
        var frames: [(frame: Double, layers: [String: Measure])]
        var renders: [(frame: Double, layers: [String: [Double]])]
        /// The colour at each probe: red, green, blue, alpha, 0...255.
        var probes: [[Double]]
    }

    /// The Python packages the checker needs, by module name, as pip installs them.
    static let packages = [
        ("thorvg_python", "thorvg-python==1.1.3"), ("lottie_specs", "lottie-specs"),
        ("jsonschema", "jsonschema"),
    ]

    /// What is missing for the player to run (Python, or each package that does not import), or
    /// `nil`.
    let missing: String?
    /// The command that installs what is missing.
    let install: String
    /// The results by request id.
    let results: [String: Result]

    /// Runs the checker on `requests`, with the Python interpreter's `options` (`-S` hides the
    /// installed packages, for the test of what a run without them says).
    init(_ requests: [Request], options: [String] = []) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fxkit-lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("request.json")
        let output = directory.appendingPathComponent("result.json")
        let errors = directory.appendingPathComponent("stderr.txt")
        let cases: [[String: Any]] = requests.map {
            [
                "id": $0.id, "lottie": $0.lottie, "layers": $0.layers, "frames": $0.frames,
                "renders": $0.renders, "probes": $0.probes,
                "width": $0.width, "height": $0.height,
            ]
        }
        try JSONSerialization.data(withJSONObject: ["cases": cases]).write(to: input)
        // The python3 on PATH first: the one pip installed the packages for.
        guard
            let python = LottiePlayerRun.onPath("python3")
                ?? ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: {
                    FileManager.default.isExecutableFile(atPath: $0)
                })
        else {
            missing = "python3"
            install =
                "apt-get install python3 python3-pip, then python3 -m pip install "
                + Self.packages.map(\.1).joined(separator: " ")
            results = [:]
            return
        }
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments =
            options + [Repository.path("Tests/EffectsExportTests/Lottie/lottie_check.py"), input.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw LottiePlayerError(message: "lottie_check.py exited \(process.terminationStatus): \(text)")
        }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any] ?? [:]
        let modules = object["missing"] as? [String] ?? []
        missing = modules.isEmpty ? nil : "the Python packages " + modules.joined(separator: ", ")
        install =
            "\(python) -m pip install "
            + Self.packages.filter { modules.contains($0.0) }.map(\.1).joined(separator: " ")
        var results: [String: Result] = [:]
        for item in object["cases"] as? [[String: Any]] ?? [] {
            guard let id = item["id"] as? String else { continue }
            results[id] = LottiePlayerRun.result(item)
        }
        self.results = results
    }

    private static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private static func result(_ item: [String: Any]) -> Result {
        let frames = (item["frames"] as? [[String: Any]] ?? []).map { entry in
            let layers = (entry["layers"] as? [String: Any] ?? [:]).compactMapValues { value -> Measure? in
                guard let layer = value as? [String: Any] else { return nil }
                return Measure(
                    matrix: numbers(layer["matrix"]),
                    opacity: (layer["opacity"] as? NSNumber)?.doubleValue ?? -1,
                    aabb: numbers(layer["aabb"]))
            }
            return (frame: (entry["frame"] as? NSNumber)?.doubleValue ?? -1, layers: layers)
        }
        let renders = (item["renders"] as? [[String: Any]] ?? []).map { entry in
            let layers = (entry["layers"] as? [String: Any] ?? [:]).compactMapValues { numbers($0) }
            return (frame: (entry["frame"] as? NSNumber)?.doubleValue ?? -1, layers: layers)
        }
        let probes = (item["probes"] as? [Any] ?? []).map { numbers($0) }
        return Result(
            schemaErrors: item["schemaErrors"] as? [String] ?? [], frames: frames, renders: renders,
            probes: probes)
    }

    private static func numbers(_ value: Any?) -> [Double] {
        (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
    }
}

/// The checker script failed.
struct LottiePlayerError: Error, CustomStringConvertible {
    /// What went wrong.
    let message: String
    /// The message.
    var description: String { message }
}
