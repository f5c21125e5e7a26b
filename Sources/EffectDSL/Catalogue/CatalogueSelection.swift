/// Which effects of the ``ShippedCatalogue`` a load compiles besides those its own files need.
///
/// The bases that the loaded files derive from always load; compiling nothing else keeps a command
/// that needs one effect as quick as if the catalogue were not there.
public struct CatalogueSelection: Hashable, Sendable {
    /// The shipped effects wanted by name (unknown names are ignored).
    public var names: Set<String>
    /// Whether every shipped effect is wanted.
    public var everything: Bool

    /// The shipped effects `names`, with their bases.
    public init(names: Set<String> = [], everything: Bool = false) {
        self.names = names
        self.everything = everything
    }

    /// Only the shipped effects that the loaded files derive from.
    public static let bases = CatalogueSelection()

    /// Every shipped effect.
    public static let all = CatalogueSelection(everything: true)

    /// The shipped effects `names`, with their bases.
    public static func named(_ names: some Sequence<String>) -> CatalogueSelection {
        CatalogueSelection(names: Set(names))
    }
}
