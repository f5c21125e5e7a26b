import Effects
import EffectsRegistry

/// What makes a tool of the command library: its name, version and environment variables, the
/// effects written in Swift it knows, and the effect directories it always loads.
///
/// An executable passes one to ``CommandLineTool/main(_:)``; fxctl is one such value, and an app's
/// own tool over its own effects is another:
///
/// ```swift
/// CommandLineTool.main(
///     ToolConfiguration(
///         name: "toastctl", version: "1.0.0",
///         builtIns: [BuiltInEffects.provider, ToastCatalogue.provider]))
/// ```
public struct ToolConfiguration: Sendable {
    /// The names of the environment variables the tool reads.
    public struct Variables: Hashable, Sendable {
        /// The effect directories, separated by colons: `FXCTL_PATH`.
        public var path: String
        /// Where the listing cache lives (empty turns the cache off): `FXCTL_CACHE_DIR`.
        public var cacheDirectory: String
        /// How many threads sample a long table: `FXCTL_THREADS`.
        public var threads: String

        /// The variables `PREFIX_PATH`, `PREFIX_CACHE_DIR` and `PREFIX_THREADS`.
        public init(prefix: String) {
            path = prefix + "_PATH"
            cacheDirectory = prefix + "_CACHE_DIR"
            threads = prefix + "_THREADS"
        }
    }

    /// The tool's name, as users type it and as help, errors and completion scripts print it.
    public var name: String
    /// The version `--version` prints and the listing cache keys on.
    public var version: String
    /// The environment variables the tool reads.
    public var variables: Variables
    /// The effects written in Swift that every run knows, loaded first, in order.
    public var builtIns: [any EffectProvider]
    /// Effect directories every run loads, after `./effects` and before `--effects` (an app's own
    /// folder of `.fx` and `.css` files, by absolute path); empty for fxctl.
    public var effectDirectories: [String]
    /// Whether fxkit's shipped `.fx` catalogue is there too (fade, push, the examples, the twins).
    public var shipsCatalogue: Bool

    /// A tool called `name` at `version` that knows `builtIns` (fxkit's by default), the shipped
    /// catalogue and `effectDirectories`, reading the variables of `environmentPrefix` (the name in
    /// capitals, dashes as underscores, by default: `TOASTCTL_PATH` for `toastctl`).
    public init(
        name: String, version: String, builtIns: [any EffectProvider] = [BuiltInEffects.provider],
        effectDirectories: [String] = [], shipsCatalogue: Bool = true, environmentPrefix: String? = nil
    ) {
        self.name = name
        self.version = version
        self.builtIns = builtIns
        self.effectDirectories = effectDirectories
        self.shipsCatalogue = shipsCatalogue
        let prefix =
            environmentPrefix ?? name.uppercased().map { $0 == "-" ? "_" : $0 }.map(String.init).joined()
        variables = Variables(prefix: prefix)
    }

    /// The commands, in the order the overview lists them; `help` comes last, from the parser.
    var commands: [any ToolCommand.Type] {
        [
            ListCommand.self, InspectCommand.self, SampleCommand.self, CheckCommand.self, TimingCommand.self,
            PlotCommand.self, RenderCommand.self, ExportCommand.self, CompletionCommand.self,
        ]
    }
}
