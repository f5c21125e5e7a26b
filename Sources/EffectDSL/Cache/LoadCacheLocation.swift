/// Where load cache entries are kept, from the environment: `FXCTL_CACHE_DIR` when set (empty
/// turns the cache off), else `$XDG_CACHE_HOME/fxkit`, else `$HOME/.cache/fxkit`, else nowhere.
public enum LoadCacheLocation {
    /// The variable naming the cache directory outright.
    public static let variable = "FXCTL_CACHE_DIR"

    /// The cache directory `environment` names, or `nil` for no cache.
    ///
    /// As the XDG base directory specification asks, a relative `XDG_CACHE_HOME` (or `HOME`) is
    /// ignored; `FXCTL_CACHE_DIR` is used as given.
    public static func directory(environment: [String: String]) -> String? {
        if let chosen = environment[variable] { return chosen.isEmpty ? nil : chosen }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/fxkit" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/fxkit" }
        return nil
    }

    /// The entry file in `directory` for loads of `purpose` ("list") in `key`'s scope: one file per
    /// working directory and effect directories, replaced when anything else changes.
    public static func entryPath(in directory: String, purpose: String, key: LoadCacheKey) -> String {
        let hex = String(key.scope, radix: 16)
        let name = purpose + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".cache"
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
