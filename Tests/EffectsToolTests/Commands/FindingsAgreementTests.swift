import Effects
import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsTool

/// `check` and `inspect` report one analysis: for every effect of the registry, the built-ins and
/// every file of the project's `effects/`, the same findings in the same words.
@Suite struct FindingsAgreementTests {
    /// Runs with the real built-ins and the real effect language, with a copy of the `.fx` files
    /// fxkit ships (not a user's own beside them) on the path.
    static func fxctl() throws -> InProcess {
        var fx = try InProcess()
        fx.builtIns = [BuiltInEffects.provider]
        for file in ShippedEffects.files {
            try fx.write(try String(contentsOfFile: Repository.path(file), encoding: .utf8), to: file)
        }
        fx.environment["FXCTL_PATH"] = fx.directory + "/effects"
        return fx
    }

    /// The `message` and `hint` of each object of a JSON array, as `message | hint`.
    static func findings(_ json: Any?) -> [String] {
        (json as? [[String: Any]] ?? []).map { object in
            let hint =
                (object["hint"] as? String) ?? (object["hints"] as? [String])?.joined(separator: "; ") ?? ""
            return "\(object["message"] as? String ?? "?") | \(hint)"
        }
    }

    /// What `inspect NAME --format json` warns about.
    static func inspected(_ fx: InProcess, _ name: String) throws -> [String] {
        let result = fx.run(["inspect", name, "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        return findings(document?["warnings"])
    }

    /// What `check ARGUMENT --format json` reports.
    static func checked(_ fx: InProcess, _ argument: String) throws -> [String] {
        let result = fx.run(["check", argument, "--format", "json"])
        #expect(result.status == 0, "\(result)")
        return findings(try JSONSerialization.jsonObject(with: Data(result.output.utf8)))
    }

    @Test func checkAndInspectReportTheSameFindingsForEveryEffect() throws {
        let fx = try Self.fxctl()
        defer { fx.remove() }
        let listing = fx.run(["list"])
        #expect(listing.status == 0, "\(listing)")
        // NAME, ORIGIN (built-in or path:line), …
        let rows = listing.output.split(separator: "\n").dropFirst().map {
            $0.split(separator: " ").map(String.init)
        }
        var byFile: [String: [String]] = [:]
        var builtIns = 0
        var total = 0
        for row in rows where row.count >= 2 {
            let (name, origin) = (row[0], row[1])
            let inspected = try Self.inspected(fx, name)
            total += inspected.count
            // By name, every effect: the built-ins, and those of files through the same analysis.
            #expect(try Self.checked(fx, name).sorted() == inspected.sorted(), "\(name)")
            if origin == "built-in" {
                builtIns += 1
            } else if let colon = origin.lastIndex(of: ":") {
                byFile[String(origin[..<colon]), default: []] += inspected
            }
        }
        // By file: the compiler's warnings at the tracks, the source-only lints aside.
        #expect(byFile.count == ShippedEffects.files.count)
        for (file, inspected) in byFile {
            #expect(try Self.checked(fx, file).sorted() == inspected.sorted(), "\(file)")
        }
        #expect(builtIns == 4)
        // swap-card, swap-card-fx and swap-card-slow warn 4 times each; spring-pop, whose spring
        // settles at its model value, not at all (it warned once that it snaps back).
        #expect(total == 12)
    }
}
