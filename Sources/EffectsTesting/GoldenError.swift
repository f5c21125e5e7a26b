import EffectsRegistry

/// Why a golden check failed; every message names the file and says how to regenerate it.
public enum GoldenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is no golden file at `path` yet.
    case missing(path: String)
    /// The golden file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The golden file is not a table as ``EffectsCore/TableWriter`` writes csv.
    case malformed(path: String, TableReadError)
    /// The sampled table differs from the golden file's.
    case mismatch(path: String, GoldenMismatch)
    /// The golden file could not be written while updating.
    case unwritable(path: String, reason: String)
    /// The effect refused its parameters or could not build its timeline.
    case effect(EffectError)
    /// The timeline could not be sampled on the grid.
    case sampling(SamplerError)

    /// The environment variable that makes golden checks rewrite their files instead of failing.
    public static let updateVariable = "FXKIT_UPDATE_GOLDEN"

    /// The lines that say what is wrong, then how to regenerate the file where that helps.
    public var description: String {
        switch self {
        case .missing(let path):
            return "no golden table \(path)\n" + Self.regenerate(path)
        case .unreadable(let path, let reason):
            return "cannot read the golden table \(path): \(reason)"
        case .malformed(let path, let error):
            return "the golden table \(path) is not a csv table: \(error)\n" + Self.regenerate(path)
        case .mismatch(let path, let mismatch):
            return "the sampled table differs from the golden table \(path)\n\(mismatch)\n"
                + Self.regenerate(path)
        case .unwritable(let path, let reason):
            return "cannot write the golden table \(path): \(reason)"
        case .effect(let error):
            return "the effect cannot be sampled: \(error)"
        case .sampling(let error):
            return "the timeline cannot be sampled: \(error)"
        }
    }

    private static func regenerate(_ path: String) -> String {
        "if the new table is right, run the tests with \(updateVariable)=1 to rewrite \(path)"
    }
}
