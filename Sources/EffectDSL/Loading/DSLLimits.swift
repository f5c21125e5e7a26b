/// The bounds that keep any input from exhausting memory or time; each has its own error.
public struct DSLLimits: Hashable, Sendable {
    /// The largest source file, in bytes.
    public var fileBytes: Int
    /// The longest name, in bytes.
    public var nameBytes: Int
    /// The longest string literal, in bytes after escapes.
    public var stringBytes: Int
    /// How deep blocks (`{ … }`) may nest.
    public var blockDepth: Int
    /// How deep expressions may nest (brackets, operators, calls; each operator of a chain such as
    /// `a + b + c` is a level, as it is of the tree the chain builds).
    public var expressionDepth: Int
    /// How many layers one effect may have.
    public var layers: Int
    /// How many loop iterations one evaluation of an effect may run, all loops together.
    public var loopTrips: Int
    /// How many keyframes one track may have.
    public var keyframes: Int
    /// How many tracks one effect may have, all layers together.
    public var tracks: Int
    /// How many expression steps one evaluation of an effect may take (functions can multiply work).
    public var evaluationSteps: Int
    /// How deep user functions may call each other.
    public var callDepth: Int
    /// How many errors one file reports; the rest are counted ("and 12 more errors") and left out.
    public var errors: Int
    /// How many bases a chain of derived effects may pass through (`effect c: b`, `effect b: a`, …):
    /// building an effect builds its bases, one level after another.
    public var derivationDepth: Int
    /// How many examples one effect may have: the loader builds a timeline for each.
    public var examples: Int
    /// How many `.fx` files one search of directories loads.
    public var files: Int
    /// How many levels below a searched directory its subdirectories are searched.
    public var directoryDepth: Int

    /// Limits far above any hand-written effect and far below what would hurt.
    public init(
        fileBytes: Int = 32 << 20, nameBytes: Int = 256, stringBytes: Int = 4096, blockDepth: Int = 32,
        expressionDepth: Int = 64, layers: Int = 1000, loopTrips: Int = 100_000, keyframes: Int = 10_000,
        tracks: Int = 10_000, evaluationSteps: Int = 5_000_000, callDepth: Int = 32, errors: Int = 20,
        derivationDepth: Int = 32, examples: Int = 100, files: Int = 10_000, directoryDepth: Int = 16
    ) {
        self.fileBytes = fileBytes
        self.nameBytes = nameBytes
        self.stringBytes = stringBytes
        self.blockDepth = blockDepth
        self.expressionDepth = expressionDepth
        self.layers = layers
        self.loopTrips = loopTrips
        self.keyframes = keyframes
        self.tracks = tracks
        self.evaluationSteps = evaluationSteps
        self.callDepth = callDepth
        self.errors = errors
        self.derivationDepth = derivationDepth
        self.examples = examples
        self.files = files
        self.directoryDepth = directoryDepth
    }

    /// The default limits.
    public static let standard = DSLLimits()

    /// How many errors each stage (lexer, parser, checker, compiler) collects for one file: ten
    /// times those reported, so that "and N more" is a count, not a guess, in all but floods, while
    /// memory stays bounded.
    var collectedErrors: Int { errors.multipliedReportingOverflow(by: 10).overflow ? Int.max : errors * 10 }
}
