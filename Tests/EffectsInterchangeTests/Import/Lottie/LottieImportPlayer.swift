import Foundation
import TestSupport

/// One run of `lottie_import_check.py`: ThorVG drawing every case of the import's proof in one
/// Python process, each layer's matrix and opacity at the frames asked.
struct LottieImportPlayer {
    /// What one case asks for.
    struct Request {
        var id: String
        var lottie: String
        /// Each layer's `nm` and the `nm` of the precomposition layers around it, outermost first.
        var layers: [(name: String, within: [String])]
        var frames: [Double]
        /// Shapes (by `nm`) whose path's points to read.
        var paths: [String] = []
        /// A dotLottie archive to unpack and draw instead of `lottie`.
        var archive: [UInt8]? = nil
    }

    /// What ThorVG says of one layer at one frame: `nil` when it draws no paint for it.
    struct Measure {
        /// a, b, c, d, tx, ty: x' = a x + c y + tx, y' = b x + d y + ty.
        var matrix: [Double]
        var opacity: Double
    }

    /// Why the player could not run, or `nil`.
    let missing: String?
    /// By case id: ThorVG's error, or each frame's layers.
    let results: [String: (error: String?, frames: [(frame: Double, layers: [String: Measure?])])]
    /// By case id: each frame's shapes' path points (`nil`: no paint).
    let paths: [String: [[String: [[Double]]?]]]

    /// Runs the checker on `requests`.
    init(_ requests: [Request]) throws {
        let cases: [[String: Any]] = requests.map { request in
            [
                "id": request.id, "lottie": request.lottie, "frames": request.frames, "paths": request.paths,
                "archive": request.archive.map { Data($0).base64EncodedString() } ?? "",
                "layers": request.layers.map { ["name": $0.name, "within": $0.within] as [String: Any] },
            ]
        }
        guard let python = PythonCheck.interpreter else {
            missing = "python3 is not installed"
            results = [:]
            paths = [:]
            return
        }
        let printed = try PythonCheck.run(
            "Tests/EffectsInterchangeTests/Import/Lottie/lottie_import_check.py", python: python, cases: cases
        )
        (missing, results, paths) = try Self.read(printed)
    }

    /// The checker's output: why it could not run, the measures and the path points by case.
    private static func read(_ data: Data) throws -> (
        missing: String?,
        results: [String: (error: String?, frames: [(frame: Double, layers: [String: Measure?])])],
        paths: [String: [[String: [[Double]]?]]]
    ) {
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        var results: [String: (error: String?, frames: [(frame: Double, layers: [String: Measure?])])] = [:]
        var paths: [String: [[String: [[Double]]?]]] = [:]
        for item in object["cases"] as? [[String: Any]] ?? [] {
            guard let id = item["id"] as? String else { continue }
            let frames = (item["frames"] as? [[String: Any]] ?? []).map { entry in
                let layers = (entry["layers"] as? [String: Any] ?? [:]).mapValues { value -> Measure? in
                    guard let layer = value as? [String: Any] else { return nil }
                    let matrix = (layer["matrix"] as? [Any] ?? []).compactMap {
                        ($0 as? NSNumber)?.doubleValue
                    }
                    return Measure(
                        matrix: matrix, opacity: (layer["opacity"] as? NSNumber)?.doubleValue ?? -1)
                }
                return (frame: (entry["frame"] as? NSNumber)?.doubleValue ?? -1, layers: layers)
            }
            results[id] = (item["error"] as? String, frames)
            paths[id] = (item["frames"] as? [[String: Any]] ?? []).map { entry in
                (entry["paths"] as? [String: Any] ?? [:]).mapValues { value -> [[Double]]? in
                    (value as? [[Any]])?.map { $0.compactMap { ($0 as? NSNumber)?.doubleValue } }
                }
            }
        }
        return (object["missing"] as? String, results, paths)
    }
}
