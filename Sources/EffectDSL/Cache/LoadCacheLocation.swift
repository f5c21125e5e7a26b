/// Where load cache entries are kept: the directory the application chose (an empty one turns the
/// cache off), else `$XDG_CACHE_HOME/fxkit`, else `$HOME/.cache/fxkit`, else nowhere.
public enum LoadCacheLocation {
    /// The cache directory: `chosen` when the application gives one (fxctl passes its
    /// `FXCTL_CACHE_DIR`), else the one `environment` names, or `nil` for no cache.
    ///
    /// As the XDG base directory specification asks, a relative `XDG_CACHE_HOME` (or `HOME`) is
    /// ignored; `chosen` is used as given, and an empty one means no cache.
    public static func directory(chosen: String? = nil, environment: [String: String]) -> String? {
        if let chosen { return chosen.isEmpty ? nil : chosen }
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
