import EffectDSL

/// Where `list` keeps its cache: the tool's cache variable, else the XDG cache directory.
extension CommandContext {
    /// The listing cache of the run, or `nil` when it is off: no identity of the program (tests), no
    /// place for it (an empty cache variable, no home).
    func listingCache() throws(CommandError) -> EffectLoader.ListingCache? {
        let tool = surroundings.tool
        guard let program = surroundings.executableIdentity,
            let directory = LoadCacheLocation.directory(
                chosen: surroundings.environment[tool.variables.cacheDirectory],
                environment: surroundings.environment)
        else { return nil }
        return EffectLoader.ListingCache(
            program: program, directory: directory, version: "\(tool.name) \(tool.version)")
    }
}
