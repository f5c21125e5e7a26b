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
    /// For each function: its body, the scopes it sees and its argument names, to type its calls.
    var functionBodies: [(body: ExpressionSyntax, scopes: [[String: Binding]], arguments: [Identifier])] = []
    /// The result type of each function for each list of argument types.
    var callTypes: [String: DSLType] = [:]
    /// Slots of parameters that some expression reads.
    var usedSlots: Set<Int> = []
    /// Messages already reported, so that a function body typed at several calls reports once.
    var reported: Set<String> = []
    /// Whether expressions may read only constants (a parameter's default and range).
    var constantOnly = false

    init(source: SourceFile, limits: DSLLimits) {
        self.source = source
        self.limits = limits
    }

    mutating func report(_ message: DiagnosticMessage, at range: SourceSpan, notes: [DiagnosticNote] = []) {
        let key = "\(range.start.offset):\(range.end.offset):\(message.text)"
        guard reported.insert(key).inserted, diagnostics.count <= limits.errors else { return }
        diagnostics.append(Diagnostic(message, at: range, in: source.name, notes: notes))
    }

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

    /// Every name visible here, for suggestions.
    var visibleNames: [String] {
        var names: [String] = []
        for scope in scopes.reversed() { names += scope.keys.sorted() }
        return names + ["width", "height", "pi"]
    }

    /// The names the language defines itself.
    static let builtInNames: Set<String> = Set(
        ["width", "height", "pi"] + BuiltinFunction.allCases.map(\.rawValue))

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
