/// The names an animation editor gives a composition nobody named, which name no effect.
enum LottieEditorNames {
    /// The names editors give a composition nobody named — After Effects' `Comp 1` and
    /// `Pre-comp 1`, `Composition`, `Untitled-1`, `Main Comp` — compared without case, spaces,
    /// dashes or a trailing number: six files all called `Comp 1` would otherwise be six effects of
    /// one name, shadowing each other.
    static let editorDefaults: Set<String> = [
        "comp", "composition", "precomp", "precomposition", "maincomp", "maincomposition", "untitled",
        "animation", "lottie", "scene", "mainscene",
    ]

    /// Whether `name` is an editor's default name for a composition (``editorDefaults``).
    static func isEditorDefault(_ name: String) -> Bool {
        var letters = name.lowercased().filter { $0.isLetter }
        if letters.isEmpty { return true }
        // A trailing number, with its space or dash, is the editor's counter.
        let digits = name.reversed().prefix { $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
        if !digits.isEmpty { letters = name.dropLast(digits.count).lowercased().filter { $0.isLetter } }
        return editorDefaults.contains(letters)
    }
}
