/// A file that defines no effect (an empty file, one of comments only): the same error whether a
/// check checks it or a command names it to sample, inspect, plot or render.
extension ScriptCompilation {
    /// What a `.fx` file must hold, for the message about one that defines no effect.
    public static let effectFileContents = "a .fx file holds at least one 'effect NAME { … }'"

    /// "'empty.fx' defines no effect; …", for the file as the user named it; `contents` says what
    /// a file of its format must hold to define one.
    public static func noEffectMessage(_ file: String, contents: String = effectFileContents) -> String {
        "'\(file)' defines no effect; \(contents)"
    }

    /// This compilation, with an error at the file's start when it has no error and no effect.
    public func requiringAnEffect(file: String, contents: String = effectFileContents) -> ScriptCompilation {
        guard !hasErrors, effects.isEmpty else { return self }
        let message = Self.noEffectMessage(file, contents: contents)
        let render = render
        return ScriptCompilation(effects: [], diagnostics: diagnostics + [.error(message, file: file)]) {
            colors in
            render(colors) + "\(file):1:1: error: \(message)\n"
        }
    }
}
