extension JSONNode {
    /// The path of the value that starts at `offset`, found by walking down from this value (the
    /// document's top): in each array the last element starting at or before the offset, in each
    /// object the last member whose key does; an offset inside a key gives the member's path.
    ///
    /// Readers keep offsets rather than paths, and ask for a path only for a message.
    public func path(toOffset offset: Int) -> JSONPath {
        var components: [JSONPath.Component] = []
        var node = self
        while node.offset < offset {
            switch node.kind {
            case .array(let elements):
                guard let index = Self.lastIndex(in: elements.count, where: { elements[$0].offset <= offset })
                else {
                    return JSONPath(components)
                }
                components.append(.index(index))
                node = elements[index]
            case .object(let members):
                guard
                    let index = Self.lastIndex(in: members.count, where: { members[$0].keyOffset <= offset })
                else {
                    return JSONPath(components)
                }
                components.append(.key(members[index].key))
                guard members[index].value.offset <= offset else { return JSONPath(components) }
                node = members[index].value
            default:
                return JSONPath(components)
            }
        }
        return JSONPath(components)
    }

    /// The last index below `count` where `isBefore` holds, for a predicate that holds up to some
    /// index and not after (binary search); `nil` when it holds nowhere.
    private static func lastIndex(in count: Int, where isBefore: (Int) -> Bool) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}
