/// The files a test reads besides its golden tables — an effects folder, an input — found from the
/// test's own source file, so that the test runs from any directory and in any checkout.
///
/// ```swift
/// // Tests/ToastEffectsTests/ToastEntranceTests.swift, the app's effects/ two folders up:
/// static let effectsDirectory = TestResources.path("../../effects")
/// ```
public enum TestResources {
    /// The path of `relative` from the directory of the source file `filePath` (by default the
    /// caller's), with `.` and `..` resolved: `/work/app/effects` for `"../../effects"` from
    /// `/work/app/Tests/AppTests/AppTests.swift`.
    public static func path(_ relative: String, nextTo filePath: String = #filePath) -> String {
        let start =
            relative.hasPrefix("/")
            ? "" : String(filePath.split(separator: "/").dropLast().joined(separator: "/"))
        let isAbsolute = relative.hasPrefix("/") || filePath.hasPrefix("/")
        var kept: [Substring] = []
        for part in (start + "/" + relative).split(separator: "/") where part != "." {
            if part != ".." {
                kept.append(part)
            } else if let last = kept.last, last != ".." {
                kept.removeLast()
            } else if !isAbsolute {
                // Above a relative start: keep climbing; above the root there is only the root.
                kept.append(part)
            }
        }
        let path = kept.joined(separator: "/")
        return isAbsolute ? "/" + path : (path.isEmpty ? "." : path)
    }
}
