import Foundation

/// One run of `lottie_check.py`: the official schema and ThorVG reading every export at once (one
/// Python process for all effects keeps the suite fast, under AddressSanitizer too).
public struct LottiePlayerRun {
    /// What one export asks the player for.
    public struct Request {
        /// The request's name, the key of its result.
        public var id: String
        /// The Lottie JSON text.
        public var lottie: String
        /// The layers to measure, by `nm`.
        public var layers: [String]
        /// The fractional frames to measure them at.
        public var frames: [Double]
        /// The frames to render whole, for each layer's drawn centre.
        public var renders: [Double]
        /// Points to read in whole-file renders: frame, x, y.
        public var probes: [[Double]] = []
        /// The canvas's width, pixels.
        public var width: Int
        /// The canvas's height, pixels.
        public var height: Int

        /// A request for `layers` of `lottie` at `frames`, rendered at `renders` on a canvas of
        /// `width` × `height`.
        public init(
            id: String, lottie: String, layers: [String], frames: [Double], renders: [Double],
            probes: [[Double]] = [], width: Int, height: Int
        ) {
            self.id = id
            self.lottie = lottie
            self.layers = layers
            self.frames = frames
            self.renders = renders
            self.probes = probes
            self.width = width
            self.height = height
        }
    }

    /// What ThorVG says of one layer at one frame.
    public struct Measure {
        /// The layer's 3 × 3 matrix, row by row (x' = m[0]·x + m[1]·y + m[2], …).
        public var matrix: [Double]
        /// Its opacity, 0...255.
        public var opacity: Double
        /// Its axis-aligned bounding box: x, y, width, height.
        public var aabb: [Double]
    }

    /// What came back for one export.
    public struct Result {
        /// What the official schema says is wrong with the file.
        public var schemaErrors: [String]
        /// Each measured frame's layers.
        public var frames: [(frame: Double, layers: [String: Measure])]
        /// Each rendered frame's layers' drawn centres.
        public var renders: [(frame: Double, layers: [String: [Double]])]
        /// The colour at each probe: red, green, blue, alpha, 0...255.
        public var probes: [[Double]]
    }

    /// The Python packages the checker needs, by module name, as pip installs them.
    public static let packages = [
        ("thorvg_python", "thorvg-python==1.1.3"), ("lottie_specs", "lottie-specs"),
        ("jsonschema", "jsonschema"),
    ]

    /// What is missing for the player to run (Python, or each package that does not import), or
    /// `nil`.
    public let missing: String?
    /// The command that installs what is missing.
    public let install: String
    /// The results by request id.
    public let results: [String: Result]

    /// Runs the checker on `requests`, with the Python interpreter's `options` (`-S` hides the
    /// installed packages, for the test of what a run without them says).
    public init(_ requests: [Request], options: [String] = []) throws {
        let cases: [[String: Any]] = requests.map {
            [
                "id": $0.id, "lottie": $0.lottie, "layers": $0.layers, "frames": $0.frames,
                "renders": $0.renders, "probes": $0.probes,
                "width": $0.width, "height": $0.height,
            ]
        }
        guard let python = PythonCheck.interpreter else {
            missing = "python3"
            install =
                "apt-get install python3 python3-pip, then python3 -m pip install "
                + Self.packages.map(\.1).joined(separator: " ")
            results = [:]
            return
        }
        let printed = try PythonCheck.run(
            "Tests/EffectsInterchangeTests/Export/Lottie/lottie_check.py", python: python, cases: cases,
            options: options)
        let object = try JSONSerialization.jsonObject(with: printed) as? [String: Any] ?? [:]
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
public struct LottiePlayerError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// The message.
    public var description: String { message }
}
