import EffectsRegistry

/// Resolves the names of an effect and checks its types, producing the program the compiler runs.
///
/// Every error is collected; an expression with an error becomes `invalid` (type `unknown`, which
/// fits everything), so one mistake is reported once and checking goes on.
struct Checker {
    let source: SourceFile
    let limits: DSLLimits
    var diagnostics: [Diagnostic] = []
    /// Names in scope, innermost last.
    var scopes: [[String: Binding]] = [[:]]
    /// The static type of each slot.
    var slotTypes: [DSLType] = []
    /// The choices of each choice parameter, by slot.
    var slotChoices: [Int: (name: String, choices: [String])] = [:]
    var functions: [IRFunction] = []
    /// The named timing functions, by index; `nil` for one whose definition has an error (already
    /// reported, so its uses report nothing more).
    var timings: [IRTiming?] = []
    /// For each function: its body, the scopes it sees and its argument names, to type its calls.
    var functionBodies: [(body: ExpressionSyntax, scopes: [[String: Binding]], arguments: [Identifier])] = []
    /// The result type of each function for each list of argument types.
    var callTypes: [String: DSLType] = [:]
    /// Slots of parameters that some expression reads.
    var usedSlots: Set<Int> = []
    /// Messages already reported, so that a function body typed at several calls reports once.
    var reported: Set<String> = []
    /// How many times the scope was searched for a suggestion.
    var suggestionsSearched = 0
    /// Whether expressions may read only constants (a parameter's default and range).
    var constantOnly = false
    /// Whether those constants are an example's, which the message of a non-constant name says.
    var constantExample = false

    init(source: SourceFile, limits: DSLLimits) {
        self.source = source
        self.limits = limits
    }

    mutating func report(
        _ message: DiagnosticMessage, at range: Range<SourcePosition>, notes: [DiagnosticNote] = []
    ) {
        let key = "\(range.start.offset):\(range.end.offset):\(message.text)"
        guard reported.insert(key).inserted, diagnostics.count <= limits.collectedErrors else { return }
        diagnostics.append(Diagnostic(message, at: range, in: source.name, notes: notes))
    }

    /// Whether another diagnostic would still be reported: beyond the error limit, messages that
    /// search for suggestions are not even built.
    var reportsMore: Bool { diagnostics.count <= limits.collectedErrors }

    /// A new slot of `type`.
    mutating func newSlot(_ type: DSLType) -> Int {
        slotTypes.append(type)
        return slotTypes.count - 1
    }

    /// The binding of `name`, innermost first.
    func lookup(_ name: String) -> Binding? {
        for scope in scopes.reversed() {
            if let binding = scope[name] { return binding }
        }
        return nil
    }

    /// The most names a "did you mean" searches: a generated file's huge scope is not searched.
    static let suggestionCandidates = 10_000
    /// How many unknown names of one effect are searched for a "did you mean"; the later ones are
    /// reported without, so that a file of misspellings does not search its scope once for each.
    static let suggestionSearches = 20

    /// Every name visible here, for the next suggestion; only the built-in names in a scope of more
    /// than ``suggestionCandidates`` names or after ``suggestionSearches`` searches.
    mutating func namesForSuggestion() -> [String] {
        var names: [String] = []
        if suggestionsSearched < Checker.suggestionSearches
            && scopes.reduce(0, { $0 + $1.count }) <= Checker.suggestionCandidates
        {
            suggestionsSearched += 1
            for scope in scopes.reversed() { names += scope.keys.sorted() }
        }
        return names + ["width", "height", "pi"]
    }

    /// The names the language defines itself.
    static let builtInNames: Set<String> = Set(
        ["width", "height", "pi", "none"] + BuiltinFunction.allCases.map(\.rawValue)
            + TransformFunctionName.allCases.map(\.rawValue))

    /// Declares `name` in the innermost scope; a name already visible is an error pointing at both.
    mutating func declare(_ name: Identifier, _ binding: Binding) -> Bool {
        if Checker.builtInNames.contains(name.text) {
            report(.nameBuiltIn(name.text), at: name.range)
            return false
        }
        if let existing = lookup(name.text) {
            let notes =
                existing.range.map { [DiagnosticNote("first defined here", at: $0, in: source.name)] } ?? []
            report(.nameDuplicate(name.text, inherited: existing.range == nil), at: name.range, notes: notes)
            return false
        }
        scopes[scopes.count - 1][name.text] = binding
        return true
    }

    /// Runs `body` in a new innermost scope.
    mutating func inScope<T>(_ body: (inout Checker) -> T) -> T {
        scopes.append([:])
        defer { scopes.removeLast() }
        return body(&self)
    }
}
