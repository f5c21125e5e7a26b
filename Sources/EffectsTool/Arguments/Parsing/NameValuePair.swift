/// A `name=value` pair given to an option such as `-p angle=0.2`.
package struct NameValuePair: Sendable, Equatable {
    /// The text before the first `=`.
    var name: String
    /// The text after the first `=` (may itself contain `=`, or be empty).
    var value: String
}
