/// Why a stored ``LoadCacheEntry`` was not used; the caller loads as if there were no cache.
public enum LoadCacheError: Error, Hashable, Sendable {
    /// The bytes are not an entry of this format (another program's file, another version's).
    case foreign
    /// The bytes end before the entry does.
    case truncated
    /// The bytes are damaged: the checksum or a field is wrong.
    case corrupt
}
